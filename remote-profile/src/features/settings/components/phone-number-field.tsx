/** A mobile number field of a settings form: the number the code goes to (a new one to bind, or the bound one typed in full). */
interface PhoneNumberFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (phone: string) => void;
  testId: string;
}

export function PhoneNumberField({ label, placeholder, value, onChange, testId }: PhoneNumberFieldProps) {
  return (
    <label className="form-field">
      <span className="form-field__label">{label}</span>
      <input name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder={placeholder} value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
