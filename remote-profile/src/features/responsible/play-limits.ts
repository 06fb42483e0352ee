/**
 * The stake and deposit limits as the page shows and edits them: per window what is used and left, which limit binds
 * first, what waits to take effect, and the changes a form asks for (only the windows whose target differs, in cents).
 * Both groups follow one rule: a new or lower limit applies at once, a higher one or a removal after 24 hours.
 */
import { parseMoneyInput, type MoneyInputError } from '@racing/shared/src/format/parse-money-input';
import type { Language } from '@racing/shared/src/i18n/languages';
import type { ResponsibleView } from '@racing/shared/src/responsible/responsible-api';

export type LimitKey = keyof ResponsibleView['limits'];
export type LimitGroup = 'stake' | 'deposit';

/** Each group's windows, shortest first. */
export const GROUP_KEYS: Record<LimitGroup, readonly LimitKey[]> = {
  stake: ['stakeDay', 'stakeWeek', 'stakeMonth'],
  deposit: ['depositDay', 'depositWeek', 'depositMonth'],
};

/** The server's ceiling for one limit (10,000,000.00). */
export const MAX_LIMIT_CENTS = 1_000_000_000;

/** The self-exclusion lengths offered, in months (the server's minimum is 6). */
export const EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

export interface LimitRow {
  key: LimitKey;
  limit: number | null;
  /** Staked, or deposited (paid and still payable recharges), in the window. */
  used: number;
  /** What may still be staked or deposited in the window; null without a limit. */
  left: number | null;
  /** The limit this window will have from `pendingFrom`, when a raise or removal is waiting. */
  pending?: { limit: number | null };
}

function usedIn(view: ResponsibleView, key: LimitKey): number {
  return key in view.used ? view.used[key as keyof ResponsibleView['used']] : view.depositUsed[key as keyof ResponsibleView['depositUsed']];
}

export function limitRows(view: ResponsibleView, group: LimitGroup): LimitRow[] {
  return GROUP_KEYS[group].map((key) => {
    const limit = view.limits[key];
    const used = usedIn(view, key);
    const row: LimitRow = { key, limit, used, left: limit === null ? null : Math.max(0, limit - used) };
    if (view.pending && view.pendingFrom && view.pending[key] !== limit) row.pending = { limit: view.pending[key] };
    return row;
  });
}

/** The window whose limit leaves the least (the one met first); the shorter window on a tie; null without limits. */
export function bindingLimit(rows: readonly LimitRow[]): LimitKey | null {
  let binding: LimitRow | null = null;
  for (const row of rows) if (row.left !== null && (binding === null || row.left < (binding.left as number))) binding = row;
  return binding?.key ?? null;
}

/** What a window is heading for: the waiting value when one waits, else the limit in force. */
export function targetLimit(view: ResponsibleView, key: LimitKey): number | null {
  return view.pending && view.pendingFrom ? view.pending[key] : view.limits[key];
}

export type LimitInputError = MoneyInputError;

/**
 * Reads a group's form (an empty field is "no limit") against the view: the windows whose target changes, or the first
 * field that is not an amount.
 */
export function readLimitForm(
  texts: Partial<Record<LimitKey, string>>,
  view: ResponsibleView,
  group: LimitGroup,
  language: Language,
): { ok: true; changes: Partial<Record<LimitKey, number | null>> } | { ok: false; key: LimitKey; error: LimitInputError } {
  const changes: Partial<Record<LimitKey, number | null>> = {};
  for (const key of GROUP_KEYS[group]) {
    const text = texts[key] ?? '';
    let value: number | null = null;
    if (text.trim() !== '') {
      const parsed = parseMoneyInput(text, language);
      if (!parsed.ok) return { ok: false, key, error: parsed.error };
      if (parsed.cents > MAX_LIMIT_CENTS) return { ok: false, key, error: 'tooLarge' };
      value = parsed.cents;
    }
    if (value !== targetLimit(view, key)) changes[key] = value;
  }
  return { ok: true, changes };
}

/** Whether a change waits 24 hours: a raise or a removal of a limit in force (a new or lower limit applies at once). */
export function waitsToApply(current: number | null, wanted: number | null): boolean {
  return current !== null && (wanted === null || wanted > current);
}

/** When a self-exclusion of `months` starting at `now` ends, counted as the server counts it. */
export function exclusionEnd(now: number, months: number): Date {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
