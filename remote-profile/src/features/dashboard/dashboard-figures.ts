/**
 * Shapes the dashboard summary for its charts and figures: every day of the range as a bar (a quiet day is a zero bar,
 * not a gap), the net's sign, both play types always listed, win rates as percentages. Pure: no I/O, no formatting.
 */

/** Money figures of a day, a play type or the whole range, in cents. */
export interface MoneyFigures {
  staked: number;
  paidOut: number;
  net: number;
  betCount: number;
}

export interface DayFigures extends MoneyFigures {
  /** The day in the draw schedule's time zone: 'YYYY-MM-DD'. */
  date: string;
}

/** Settled counts a win rate is read from; `winRate` is wonCount / settledCount, null before anything settled. */
export interface OutcomeFigures extends MoneyFigures {
  settledCount: number;
  wonCount: number;
  winRate: number | null;
}

export interface PlayTypeFigures extends OutcomeFigures {
  /** Odds type: 0 numbers, 1 two-sided. */
  type: number;
}

export interface SummaryFigures {
  days: DayFigures[];
  byPlayType: PlayTypeFigures[];
  totals: OutcomeFigures;
}

/** The play types the game has (SPEC.md section 1): odds type 0 numbers, 1 two-sided. */
export const PLAY_TYPES = [0, 1] as const;

export type Sign = 'gain' | 'loss' | 'even';

export const signOf = (cents: number): Sign => (cents > 0 ? 'gain' : cents < 0 ? 'loss' : 'even');

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a count of days, so calendar steps never meet a daylight-saving hour. */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function dayText(dayCount: number): string {
  return new Date(dayCount * DAY_MS).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' day as a local Date at noon, for the date formatter (never the UTC midnight that shows as the day before). */
export function dayToDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

const ZERO: MoneyFigures = { staked: 0, paidOut: 0, net: 0, betCount: 0 };

/** Every day from the first to the last the server sent, oldest first; a day it left out counts as a day without bets. */
export function everyDay(days: readonly DayFigures[]): DayFigures[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const numbers = days.map((day) => dayNumber(day.date));
  const first = Math.min(...numbers);
  const last = Math.max(...numbers);
  const result: DayFigures[] = [];
  for (let n = first; n <= last; n += 1) {
    const date = dayText(n);
    result.push(byDate.get(date) ?? { date, ...ZERO });
  }
  return result;
}

/** The two series of the daily money chart. */
export type MoneySeries = 'staked' | 'paidOut';

export interface MoneyBar {
  date: string;
  series: MoneySeries;
  cents: number;
}

/** Stake and payout side by side for every day of the range. */
export function dailyMoneyBars(days: readonly DayFigures[]): MoneyBar[] {
  return everyDay(days).flatMap((day) => [
    { date: day.date, series: 'staked' as const, cents: day.staked },
    { date: day.date, series: 'paidOut' as const, cents: day.paidOut },
  ]);
}

export interface NetBar {
  date: string;
  cents: number;
  sign: Sign;
}

/** The net of every day, signed: above the axis a day the player came out ahead, below it a day they lost. */
export function dailyNetBars(days: readonly DayFigures[]): NetBar[] {
  return everyDay(days).map((day) => ({ date: day.date, cents: day.net, sign: signOf(day.net) }));
}

/** A win rate (0..1) as a percentage to one decimal place; null stays null (nothing settled yet, not 0 %). */
export function winRatePercent(winRate: number | null): number | null {
  return winRate === null ? null : Math.round(winRate * 1000) / 10;
}

export interface PlayTypeRow extends PlayTypeFigures {
  winPercent: number | null;
  sign: Sign;
}

/** Numbers then two-sided, each listed even without bets so the two can be compared. */
export function playTypeRows(byPlayType: readonly PlayTypeFigures[]): PlayTypeRow[] {
  return PLAY_TYPES.map((type) => {
    const figures = byPlayType.find((row) => row.type === type) ?? { type, ...ZERO, settledCount: 0, wonCount: 0, winRate: null };
    return { ...figures, winPercent: winRatePercent(figures.winRate), sign: signOf(figures.net) };
  });
}

/** A range with no bet at all shows the empty state instead of flat charts. */
export const hasBets = (summary: SummaryFigures): boolean => summary.totals.betCount > 0;
