/**
 * Sends a settings form (password, mobile number): busy while the call runs; done, the draft is cleared, a toast says so,
 * the profile is read again and the page is left; refused, the server's message is shown and the form keeps what was typed.
 */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { showToast } from '@racing/shared/src/ui/toast';
import { refreshPerson } from '../../api/refresh-person';
import { clearSettingsDraft } from './settings-draft';
import { useLeavePage } from './use-leave-page';

export interface SettingsSubmit {
  error: string;
  sending: boolean;
  /** Shows a locale key's message (a check before sending), or clears the line with null. */
  showProblem: (messageKey: string | null) => void;
  send: (call: () => Promise<unknown>, doneKey: string) => Promise<void>;
}

export function useSettingsSubmit(): SettingsSubmit {
  const { t } = useTranslation();
  const leave = useLeavePage();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  return {
    error,
    sending,
    showProblem: (messageKey) => setError(messageKey ? t(messageKey) : ''),
    async send(call, doneKey) {
      setError('');
      setSending(true);
      try {
        await call();
        clearSettingsDraft();
        showToast(t(doneKey));
        await refreshPerson().catch(() => undefined);
        leave();
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
        setSending(false);
      }
    },
  };
}
