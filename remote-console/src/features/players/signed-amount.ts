/**
 * The adjustment amount an operator types (a credit or debit choice plus an unsigned amount in their language) as the
 * signed cents the server takes: a credit positive, a debit negative, never zero, at most 1,000,000.00 either way.
 */
import { parseMoneyInput, type MoneyInputError } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';

export type AdjustDirection = 'credit' | 'debit';

/** The server's bound on one adjustment, in cents. */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;

export type SignedAmountError = MoneyInputError | 'zero' | 'aboveMaximum';

export type SignedAmountResult = { ok: true; cents: number } | { ok: false; error: SignedAmountError };

export function signedAmount(direction: AdjustDirection, text: string, language: Language): SignedAmountResult {
  const parsed = parseMoneyInput(text, language);
  if (!parsed.ok) return parsed;
  if (parsed.cents === 0) return { ok: false, error: 'zero' };
  if (parsed.cents > MAX_ADJUSTMENT_CENTS) return { ok: false, error: 'aboveMaximum' };
  return { ok: true, cents: direction === 'debit' ? -parsed.cents : parsed.cents };
}
