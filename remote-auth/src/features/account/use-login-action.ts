/** Runs a login call for a form: shows its failure message, and on success hands the tokens to the shared after-login flow. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { LoginType, TokenPair } from '@racing/shared/src/api/api-types';
import { completeLogin } from '@racing/shared/src/session/login-flow';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';

export interface LoginAction {
  busy: boolean;
  error: string;
  /** Shows a locale key's message (a validation failure). */
  showInvalid: (messageKey: string) => void;
  /** `phone`: the number logged in with, when the form knows it, so the device lists the account for switching. */
  run: (call: () => Promise<TokenPair>, loginType: LoginType, phone?: string) => Promise<void>;
}

export function useLoginAction(): LoginAction {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  return {
    busy,
    error,
    showInvalid: (messageKey) => setError(t(messageKey)),
    async run(call, loginType, phone) {
      setError('');
      setBusy(true);
      try {
        const tokens = await call();
        if (phone) recentAccounts.rememberLogin(phone);
        await completeLogin(tokens, loginType);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        setBusy(false);
      }
    },
  };
}
