/** The settings forms' own checks, before the server is asked: each returns the locale key of the first failure, or null. */
import { normalisePhone, phoneError } from '@racing/shared/src/session/credential-rules';

/**
 * Whether a typed number can be the bound one its masked form shows (138****0000): the visible last digits must match.
 * The server checks the code against the real number; this only catches a typo before an SMS is spent on it.
 */
export function matchesMaskedPhone(typed: string, masked: string | null): boolean {
  const tail = (masked ?? '').replace(/\D/g, '').slice(-4);
  return tail === '' || normalisePhone(typed).endsWith(tail);
}

/** The bound number typed in full, fit to receive a code. */
export function proofPhoneError(phone: string, masked: string | null): string | null {
  return phoneError(phone) ?? (matchesMaskedPhone(phone, masked) ? null : 'settings.notBoundNumber');
}

/** The proof by SMS: the bound number, then the code. */
export function smsProofError(phone: string, code: string, masked: string | null): string | null {
  return proofPhoneError(phone, masked) ?? (code.trim() ? null : 'auth.codeRequired');
}
