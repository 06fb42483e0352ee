/** The login and register form rules of SPEC.md section 5, as pure functions returning the locale key of the first failure. */
// The number and password rules themselves live in shared: remote-profile's phone binding and password change check them too.
import { newPasswordError, passwordStrengthError, phoneError } from '@racing/shared/src/session/credential-rules';

export interface CredentialsForm {
  phone: string;
  code?: string;
  password?: string;
  agreed: boolean;
  ageConfirmed?: boolean;
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

/** Registering: the same order, the agreement asked for in registering's own words (not "before logging in"). */
export function registerError(form: CredentialsForm): string | null {
  if (!form.agreed) return 'auth.registerAgreementRequired';
  const phone = phoneError(form.phone);
  if (phone) return phone;
  if (!form.code?.trim()) return 'auth.codeRequired';
  if (!form.password) return 'auth.passwordRequired';
  const weak = passwordStrengthError(form.password);
  if (weak) return weak;
  if (!form.ageConfirmed) return 'auth.ageRequired';
  return null;
}

/** Setting a forgotten password again: the number, the code, then the new password typed twice. No agreement: it logs nobody in. */
export function resetPasswordError(form: CredentialsForm & { repeat: string }): string | null {
  const phone = phoneError(form.phone);
  if (phone) return phone;
  if (!form.code?.trim()) return 'auth.codeRequired';
  return newPasswordError(form.password ?? '', form.repeat);
}
