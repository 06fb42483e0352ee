/** The login and register form rules of SPEC.md section 5, as pure functions returning the locale key of the first failure. */

export const PASSWORD_MIN_LENGTH = 8;

/** Digits with an optional leading +, 6-15 of them (E.164 bounds); the server checks the number for its region. */
const PHONE_PATTERN = /^\+?\d{6,15}$/;

export interface CredentialsForm {
  phone: string;
  code?: string;
  password?: string;
  agreed: boolean;
  ageConfirmed?: boolean;
}

export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

export function phoneError(phone: string): string | null {
  const value = normalisePhone(phone);
  if (!value) return 'auth.phoneRequired';
  if (!PHONE_PATTERN.test(value)) return 'auth.phoneFormat';
  return null;
}

/** Login by SMS code: the agreement first, then the number, then the code. */
export function smsLoginError(form: CredentialsForm): string | null {
  if (!form.agreed) return 'auth.agreementRequired';
  return phoneError(form.phone) ?? (form.code?.trim() ? null : 'auth.codeRequired');
}

export function passwordLoginError(form: CredentialsForm): string | null {
  if (!form.agreed) return 'auth.agreementRequired';
  return phoneError(form.phone) ?? (form.password ? null : 'auth.passwordRequired');
}

export function registerError(form: CredentialsForm): string | null {
  if (!form.agreed) return 'auth.agreementRequired';
  const phone = phoneError(form.phone);
  if (phone) return phone;
  if (!form.code?.trim()) return 'auth.codeRequired';
  if (!form.password) return 'auth.passwordRequired';
  if (form.password.length < PASSWORD_MIN_LENGTH) return 'auth.passwordTooShort';
  if (!form.ageConfirmed) return 'auth.ageRequired';
  return null;
}
