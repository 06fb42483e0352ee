/** The bet slip's rules, pure: stake parsing in cents, totals, and what stops a slip before it reaches the server. */
import { centsToInputText, parseMoneyInput } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';
import type { PlayItem } from '../../api/catalogue-api';

export interface Selection {
  item: PlayItem;
  rankName: string;
}

/** Stake choices one tap away, in cents. */
export const QUICK_STAKES = [1_000, 5_000, 10_000, 50_000, 100_000];

/** The largest stake the field reads (nine whole digits, as before): stake × selections stays an exact integer. */
const MAX_STAKE_CENTS = 999_999_999_99;

/**
 * The stake field in the player's language → cents: "10", "10.5", "10.50" in English, "10,50" in Spanish or French,
 * grouping the locale writes ("1.234,56", "1 234,56"); anything else (empty, zero, negative, 3 decimals, letters) → null.
 */
export function parseStakeToCents(text: string, language: Language): number | null {
  const read = parseMoneyInput(text, language);
  return read.ok && read.cents > 0 && read.cents <= MAX_STAKE_CENTS ? read.cents : null;
}

/** Cents back to what the stake field shows in the player's language: 1000 → "10", 1050 → "10.50" (en) or "10,50" (es). */
export function centsToStakeText(cents: number, language: Language): string {
  return centsToInputText(cents, language);
}

/** One stake on every selection: the total is stake × selections. */
export function slipTotal(selections: readonly Selection[], stakeCents: number | null): number {
  return stakeCents === null ? 0 : stakeCents * selections.length;
}

export type SlipProblem =
  | { kind: 'noSelection' }
  | { kind: 'noStake' }
  | { kind: 'badStake' }
  | { kind: 'stakeDecimals' }
  | { kind: 'belowMin'; item: string; min: number }
  | { kind: 'aboveMax'; item: string; max: number }
  | { kind: 'closed' }
  | { kind: 'insufficientBalance'; total: number; balance: number };

export interface SlipCheck {
  selections: readonly Selection[];
  stakeText: string;
  /** The language the stake was typed in (its decimal mark). */
  language: Language;
  /** False while the period is not taking bets. */
  open: boolean;
  /** Cents; null for a guest (the server decides after login). */
  balance: number | null;
}

/** The first reason the slip cannot go, or null when it may be confirmed. */
export function slipProblem({ selections, stakeText, language, open, balance }: SlipCheck): SlipProblem | null {
  if (selections.length === 0) return { kind: 'noSelection' };
  if (stakeText.trim() === '') return { kind: 'noStake' };
  const read = parseMoneyInput(stakeText, language);
  if (!read.ok && read.error === 'tooManyDecimals') return { kind: 'stakeDecimals' };
  if (!read.ok && read.error !== 'tooLarge') return { kind: 'badStake' };
  // An amount the field can read but no play item takes (0, or more digits than any maximum) is told by the limits
  // it breaks: "at least 1.00", "at most 50,000.00".
  const stake = read.ok ? Math.min(read.cents, MAX_STAKE_CENTS + 1) : MAX_STAKE_CENTS + 1;
  for (const { item, rankName } of selections) {
    const label = `${rankName} ${item.name}`;
    if (stake < item.minStake) return { kind: 'belowMin', item: label, min: item.minStake };
    if (stake > item.maxStake) return { kind: 'aboveMax', item: label, max: item.maxStake };
  }
  if (!open) return { kind: 'closed' };
  const total = slipTotal(selections, stake);
  if (balance !== null && total > balance) return { kind: 'insufficientBalance', total, balance };
  return null;
}

/** What a winning selection pays back, stake included: floor(stake × odds) in cents, as the server settles it (GAME_RULES.md). */
export function payoutIfWon(stakeCents: number, odds: number): number {
  // Odds have at most three decimals: in thousandths the product stays an exact integer.
  return Math.floor((stakeCents * Math.round(odds * 1000)) / 1000);
}

/** A request id the server accepts (8–64 of [A-Za-z0-9_-]); the same id on a retry never debits twice. */
export function newRequestId(random: () => number = Math.random): string {
  const part = () => Math.floor(random() * 0x1_0000_0000).toString(36);
  return `slip-${Date.now().toString(36)}-${part()}${part()}`;
}
