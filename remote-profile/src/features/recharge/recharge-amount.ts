/** The amount a player asks to recharge, read in their language and held to the offer's bounds (cents). */
import { parseMoneyInput, type MoneyInputError } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';

export type RechargeAmountError = Exclude<MoneyInputError, 'empty' | 'tooLarge'> | 'outOfRange';

export type RechargeAmount =
  /** Nothing typed yet: no complaint, nothing to send. */
  | { ok: false; error: null }
  | { ok: false; error: RechargeAmountError }
  | { ok: true; cents: number };

export function readRechargeAmount(text: string, bounds: { minAmount: number; maxAmount: number }, language: Language): RechargeAmount {
  const parsed = parseMoneyInput(text, language);
  if (!parsed.ok) {
    if (parsed.error === 'empty') return { ok: false, error: null };
    return { ok: false, error: parsed.error === 'tooLarge' ? 'outOfRange' : parsed.error };
  }
  if (parsed.cents < bounds.minAmount || parsed.cents > bounds.maxAmount) return { ok: false, error: 'outOfRange' };
  return { ok: true, cents: parsed.cents };
}
