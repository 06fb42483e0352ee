/** The credential rules every account form checks before asking the server: the mobile number's shape and the password's length. */

/** The server's rule (accounts/account-service MIN_PASSWORD_LENGTH). */
export const PASSWORD_MIN_LENGTH = 8;

/** Digits with an optional leading +, 6-15 of them (E.164 bounds); the server checks the number for its region. */
const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** The number as typed, without the spaces and dashes people group it with. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** The locale key of what is wrong with the number (SPEC.md section 5), or null. */
export function phoneError(phone: string): 'auth.phoneRequired' | 'auth.phoneFormat' | null {
  const value = normalisePhone(phone);
  if (!value) return 'auth.phoneRequired';
  if (!PHONE_PATTERN.test(value)) return 'auth.phoneFormat';
  return null;
}

/**
 * What is wrong with a password about to be set, as the server judges it (accounts/account-service passwordProblem):
 * fewer than 8 characters (counted as the player sees them), or nothing but spaces. Spaces inside one are fine.
 */
export function passwordStrengthError(password: string): 'auth.passwordTooShort' | 'auth.passwordBlank' | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'auth.passwordTooShort';
  if (!password.trim()) return 'auth.passwordBlank';
  return null;
}

/** A new password (changed, or set again after it was forgotten): given, strong enough for the server, typed the same twice. */
export function newPasswordError(password: string, repeat: string): 'password.newRequired' | 'auth.passwordTooShort' | 'auth.passwordBlank' | 'password.mismatch' | null {
  if (!password) return 'password.newRequired';
  const weak = passwordStrengthError(password);
  if (weak) return weak;
  if (password !== repeat) return 'password.mismatch';
  return null;
}
