/** The mobile number input every account page starts with (log in, register, forgotten password). */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

export function PhoneField({ value, onChange }: { value: string; onChange: (phone: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="auth-field">
      <input
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder={t('auth.phone')}
        aria-label={t('auth.phone')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
