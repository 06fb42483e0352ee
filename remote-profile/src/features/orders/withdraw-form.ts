/**
 * The withdrawal form read before anything is sent: an amount in the player's money format within the server's bounds
 * and not above the balance, a method, and the account the money goes to (1..64 characters, trimmed, as the server
 * takes it); and the account masked the way the server shows it back (first two and last two characters).
 */
import { parseMoneyInput, type MoneyInputError } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';
import type { PayMethod, WithdrawRequest } from '../../api/order-api';

export const ACCOUNT_MAX_LENGTH = 64;

export type WithdrawAmountError = MoneyInputError | 'belowMin' | 'aboveMax' | 'aboveBalance';
export type WithdrawAccountError = 'empty' | 'tooLong';

export interface WithdrawFormText {
  amount: string;
  method: PayMethod;
  account: string;
}

export interface WithdrawBounds {
  minAmount: number;
  maxAmount: number;
  /** What the player holds now: nothing above it can be held for a withdrawal. */
  balance: number;
}

export type WithdrawFormResult =
  | { ok: true; request: WithdrawRequest }
  | { ok: false; errors: { amount?: WithdrawAmountError; account?: WithdrawAccountError } };

/** The amount in cents, or what is wrong with it. */
function readAmount(text: string, bounds: WithdrawBounds, language: Language): WithdrawAmountError | number {
  const parsed = parseMoneyInput(text, language);
  if (!parsed.ok) return parsed.error;
  if (parsed.cents < bounds.minAmount) return 'belowMin';
  if (parsed.cents > bounds.maxAmount) return 'aboveMax';
  if (parsed.cents > bounds.balance) return 'aboveBalance';
  return parsed.cents;
}

/** Every field's problem at once, so the player sees all of them after one tap. */
export function readWithdrawForm(form: WithdrawFormText, bounds: WithdrawBounds, language: Language): WithdrawFormResult {
  const amount = readAmount(form.amount, bounds, language);
  const account = form.account.trim();
  // Counted in characters as the player sees them, not UTF-16 units.
  const accountError: WithdrawAccountError | undefined =
    account === '' ? 'empty' : Array.from(account).length > ACCOUNT_MAX_LENGTH ? 'tooLong' : undefined;
  if (typeof amount === 'number' && !accountError) return { ok: true, request: { amount, method: form.method, account } };
  return { ok: false, errors: { ...(typeof amount === 'number' ? {} : { amount }), ...(accountError ? { account: accountError } : {}) } };
}

/** The most of `balance` a withdrawal may take: the "All" shortcut; null when even the minimum is out of reach. */
export function allWithdrawable(bounds: WithdrawBounds): number | null {
  const most = Math.min(bounds.balance, bounds.maxAmount);
  return most >= bounds.minAmount ? most : null;
}

/** "wx_anna_88" → "wx******88": the first two and last two characters; an account of four or fewer keeps only its first. */
export function maskAccount(account: string): string {
  const chars = Array.from(account.trim());
  if (chars.length <= 4) return chars.length === 0 ? '' : chars[0] + '*'.repeat(chars.length - 1);
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('');
}
