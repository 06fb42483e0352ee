/** The SMS code input and its button: the button opens the captcha page, then counts down "Retry in {n}s" until another code may be asked for. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@racing/shared/src/routing/router';
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import { smsCooldownUntil } from '@racing/shared/src/session/sms-cooldown';
import { useCountdown } from '@racing/shared/src/ui/use-countdown';
import { normalisePhone, phoneError } from '../validate-credentials';
import { authDraft } from '../auth-draft';

export const CAPTCHA_PATH = '/pages/user/captcha';

interface SmsCodeFieldProps {
  phone: string;
  value: string;
  onChange: (code: string) => void;
  /** Shows a validation message (locale key) when the number is not fit to receive a code. */
  onInvalid: (messageKey: string) => void;
}

export function SmsCodeField({ phone, value, onChange, onInvalid }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const left = useCountdown(smsCooldownUntil());

  function requestCode() {
    const error = phoneError(phone);
    if (error) {
      onInvalid(error);
      return;
    }
    authDraft.phone = phone;
    navigate(withQuery(CAPTCHA_PATH, { phone: normalisePhone(phone) }));
  }

  return (
    <div className="auth-field">
      <input
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.code')}
        aria-label={t('auth.code')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      <button type="button" className="auth-code-button" data-testid="sms-code-button" disabled={left > 0} onClick={requestCode}>
        {left > 0 ? t('auth.retryIn', { n: left }) : t('auth.getCode')}
      </button>
    </div>
  );
}
