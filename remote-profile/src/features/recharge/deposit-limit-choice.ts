/** The deposit-limit question before the first recharge, read: the three windows in cents (an empty field is no limit), or the first field that is not an amount. */
import { parseMoneyInput, type MoneyInputError } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';
import type { DepositLimitChoice } from './api/recharge-api';

export type DepositKey = keyof DepositLimitChoice;
export const DEPOSIT_KEYS: readonly DepositKey[] = ['depositDay', 'depositWeek', 'depositMonth'];

/** The server's ceiling for one limit (10,000,000.00). */
const MAX_LIMIT_CENTS = 1_000_000_000;

export const NO_DEPOSIT_LIMITS: DepositLimitChoice = { depositDay: null, depositWeek: null, depositMonth: null };

export type DepositChoiceResult =
  | { ok: true; choice: DepositLimitChoice }
  | { ok: false; key: DepositKey; error: Exclude<MoneyInputError, 'empty'> }
  /** "Set limits" with every field empty: that is the other button's answer, asked explicitly. */
  | { ok: false; key: null; error: 'none' };

export function readDepositChoice(texts: Record<DepositKey, string>, language: Language): DepositChoiceResult {
  const choice: DepositLimitChoice = { ...NO_DEPOSIT_LIMITS };
  for (const key of DEPOSIT_KEYS) {
    if (texts[key].trim() === '') continue;
    const parsed = parseMoneyInput(texts[key], language);
    if (!parsed.ok) return { ok: false, key, error: parsed.error === 'empty' ? 'invalid' : parsed.error };
    if (parsed.cents > MAX_LIMIT_CENTS) return { ok: false, key, error: 'tooLarge' };
    choice[key] = parsed.cents;
  }
  if (DEPOSIT_KEYS.every((key) => choice[key] === null)) return { ok: false, key: null, error: 'none' };
  return { ok: true, choice };
}
