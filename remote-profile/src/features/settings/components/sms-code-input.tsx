/** An SMS code field and its button in a settings form: the button opens the captcha page (which sends the code and comes back), then counts down "Retry in {n}s". */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { SMS_CODE_LENGTH, smsCodeDigits, useSmsCodeRequest } from '@racing/shared/src/session/use-sms-code-request';

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
  const code = useSmsCodeRequest({ phone, checkPhone, onInvalid, onLeave });
  return (
    <label className="form-field">
      <span className="form-field__label">{t('auth.code')}</span>
      <input
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t('settings.codePlaceholder')}
        value={value}
        data-testid="sms-code-input"
        onChange={(event) => onChange(smsCodeDigits(event.target.value))}
      />
      <button type="button" className="form-field__action" data-testid="sms-code-button" disabled={code.waiting} onClick={code.request}>
        {code.label}
      </button>
    </label>
  );
}
