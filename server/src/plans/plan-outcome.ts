// A plan's status from its period and its slip's judged bets, and an author's record (hit rate, current streak) from
// their plans' statuses: pure rules, the bets' own status and payout being derived elsewhere (betting/bet-outcome.ts).
import { type PeriodStatus } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';

export type PlanStatus = 'open' | 'closed' | 'won' | 'lost' | 'push' | 'refunded';
export type SettledPlanStatus = Exclude<PlanStatus, 'open' | 'closed'>;

export interface PlanPeriod {
  status: PeriodStatus;
  closeAt: number;
}

/** One bet of the plan's slip as judged: a BET_STATUS, its stake and what it paid (cents). */
export interface JudgedPick {
  status: number;
  amount: number;
  payout: number;
}

/** Whether betting on the period is open now by the server clock: scheduled and before its close. */
export function bettingOpen(period: PlanPeriod, now: number): boolean {
  return period.status === 'scheduled' && now < period.closeAt;
}

/**
 * open while betting is open; closed until the period is settled or refunded; then the slip's outcome: refunded when
 * every bet came back as a push or a refund (or the period was refunded), won when it paid more than it staked, push
 * when exactly the stake, lost otherwise.
 */
export function planStatus(period: PlanPeriod, picks: JudgedPick[], now: number): PlanStatus {
  if (bettingOpen(period, now)) return 'open';
  if (period.status === 'refunded') return 'refunded';
  if (period.status !== 'settled') return 'closed';
  if (picks.every((pick) => pick.status === BET_STATUS.push || pick.status === BET_STATUS.refunded)) return 'refunded';
  const stake = picks.reduce((sum, pick) => sum + pick.amount, 0);
  const payout = picks.reduce((sum, pick) => sum + pick.payout, 0);
  return payout > stake ? 'won' : payout === stake ? 'push' : 'lost';
}

/** How many picks won, once the plan has an outcome; null before. */
export function planHits(status: PlanStatus, picks: JudgedPick[]): number | null {
  if (status === 'open' || status === 'closed') return null;
  return picks.filter((pick) => pick.status === BET_STATUS.won).length;
}

/** Won of the plans given (newest first, the author's last settled ones). */
export function hitRate(statuses: SettledPlanStatus[]): { won: number; of: number } {
  return { won: statuses.filter((status) => status === 'won').length, of: statuses.length };
}

/**
 * The current run of wins or losses, newest first: push and refunded plans neither extend nor end a run (skipped);
 * null when there is no won or lost plan.
 */
export function currentStreak(statuses: SettledPlanStatus[]): { kind: 'won' | 'lost'; length: number } | null {
  const decided = statuses.filter((status): status is 'won' | 'lost' => status === 'won' || status === 'lost');
  if (decided.length === 0) return null;
  const kind = decided[0];
  let length = 0;
  while (length < decided.length && decided[length] === kind) length++;
  return { kind, length };
}
