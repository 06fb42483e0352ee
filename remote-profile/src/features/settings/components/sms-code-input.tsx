/** An SMS code field and its button: the button opens the captcha page (which sends the code and comes back), then counts down "Retry in {n}s". */
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@racing/shared/src/routing/router';
import { withQuery } from '@racing/shared/src/navigation/app-navigator';
import { normalisePhone } from '@racing/shared/src/session/credential-rules';
import { smsCooldownUntil } from '@racing/shared/src/session/sms-cooldown';
import { useCountdown } from '@racing/shared/src/ui/use-countdown';

export const CAPTCHA_PATH = '/pages/user/captcha';

interface SmsCodeInputProps {
  /** The number the code goes to, as typed. */
  phone: string;
  value: string;
  onChange: (code: string) => void;
  /** Checks the number before the trip (null when fit); a failure is shown and no code is asked for. */
  checkPhone: () => string | null;
  onInvalid: (messageKey: string) => void;
  /** Keeps what the page needs across the captcha page. */
  onLeave: () => void;
}

export function SmsCodeInput({ phone, value, onChange, checkPhone, onInvalid, onLeave }: SmsCodeInputProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const left = useCountdown(smsCooldownUntil());

  function requestCode() {
    const error = checkPhone();
    if (error) {
      onInvalid(error);
      return;
    }
    onLeave();
    navigate(withQuery(CAPTCHA_PATH, { phone: normalisePhone(phone) }));
  }

  return (
    <label className="form-field">
      <span className="form-field__label">{t('auth.code')}</span>
      <input
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('settings.codePlaceholder')}
        value={value}
        data-testid="sms-code-input"
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      <button type="button" className="form-field__action" data-testid="sms-code-button" disabled={left > 0} onClick={requestCode}>
        {left > 0 ? t('auth.retryIn', { n: left }) : t('auth.getCode')}
      </button>
    </label>
  );
}
