/** Proof by SMS code for the account's bound phone: the number typed in full (only its masked form is known here), then the code. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { proofPhoneError } from '../account-form-rules';
import { SmsCodeInput } from './sms-code-input';
import { PhoneNumberField } from './phone-number-field';

interface SmsProofProps {
  maskedPhone: string;
  phone: string;
  code: string;
  onPhoneChange: (phone: string) => void;
  onCodeChange: (code: string) => void;
  onInvalid: (messageKey: string) => void;
  onLeave: () => void;
}

export function SmsProof({ maskedPhone, phone, code, onPhoneChange, onCodeChange, onInvalid, onLeave }: SmsProofProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="form-hint">{t('settings.codeGoesTo', { phone: maskedPhone })}</p>
      <div className="form-card">
        <PhoneNumberField label={t('auth.phone')} placeholder={t('settings.boundNumberPlaceholder')} value={phone} onChange={onPhoneChange} testId="proof-phone-input" />
        <SmsCodeInput
          phone={phone}
          value={code}
          onChange={onCodeChange}
          checkPhone={() => proofPhoneError(phone, maskedPhone)}
          onInvalid={onInvalid}
          onLeave={onLeave}
        />
      </div>
    </>
  );
}
