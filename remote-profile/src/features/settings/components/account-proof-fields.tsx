/** The proof's fields: the password-or-SMS switch when the account has both, then the current password, or the bound number and its SMS code. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { normalisePhone } from '@racing/shared/src/session/credential-rules';
import type { AccountProof } from '../use-account-proof';
import { settingsDraft, type ProofMode } from '../settings-draft';
import { ProofModeSwitch } from './proof-mode-switch';
import { SmsProof } from './sms-proof';

interface AccountProofFieldsProps {
  proof: AccountProof;
  /** The current password input's test id (each page names its own). */
  passwordTestId: string;
  onModeChange?: (mode: ProofMode) => void;
  onInvalid: (messageKey: string) => void;
  /** Keeps the page's own state across the captcha page; the typed bound number is kept here. */
  onLeave: () => void;
}

export function AccountProofFields({ proof, passwordTestId, onModeChange, onInvalid, onLeave }: AccountProofFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {proof.choosable && (
        <ProofModeSwitch
          mode={proof.mode}
          onChange={(mode) => {
            proof.setMode(mode);
            onModeChange?.(mode);
          }}
        />
      )}
      {proof.mode === 'password' ? (
        <div className="form-card">
          <label className="form-field">
            <span className="form-field__label">{t('password.current')}</span>
            <input type="password" autoComplete="current-password" value={proof.password} data-testid={passwordTestId} onChange={(event) => proof.setPassword(event.target.value)} />
          </label>
        </div>
      ) : (
        <SmsProof
          maskedPhone={proof.maskedPhone ?? ''}
          phone={proof.phone}
          code={proof.code}
          onPhoneChange={proof.setPhone}
          onCodeChange={proof.setCode}
          onInvalid={onInvalid}
          onLeave={() => {
            settingsDraft.proofPhone = normalisePhone(proof.phone);
            onLeave();
          }}
        />
      )}
    </>
  );
}
