/** The SMS code input and its button: the button opens the captcha page, then counts down "Retry in {n}s" until another code may be asked for. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { SMS_CODE_LENGTH, smsCodeDigits, useSmsCodeRequest } from '@racing/shared/src/session/use-sms-code-request';
import { phoneError } from '@racing/shared/src/session/credential-rules';
import { authDraft } from '../auth-draft';

interface SmsCodeFieldProps {
  phone: string;
  value: string;
  onChange: (code: string) => void;
  /** Shows a validation message (locale key) when the number is not fit to receive a code. */
  onInvalid: (messageKey: string) => void;
}

export function SmsCodeField({ phone, value, onChange, onInvalid }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const code = useSmsCodeRequest({
    phone,
    checkPhone: () => phoneError(phone),
    onInvalid,
    onLeave: () => {
      authDraft.phone = phone;
    },
  });
  return (
    <div className="auth-field">
      <input
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        placeholder={t('auth.code')}
        aria-label={t('auth.code')}
        value={value}
        onChange={(event) => onChange(smsCodeDigits(event.target.value))}
      />
      <button type="button" className="auth-code-button" data-testid="sms-code-button" disabled={code.waiting} onClick={code.request}>
        {code.label}
      </button>
    </div>
  );
}
