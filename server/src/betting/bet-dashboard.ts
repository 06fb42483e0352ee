// A player's data dashboard: stakes, payouts and results of their bets per day (in the draw schedule's time zone) and per
// play type over the last 7 or 30 days, aggregated by the database from the same status and payout my bets show.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { businessDate, dayStart, nextDate } from '../domain/draw/period-schedule';
import { betPayout, betStatusIs, betsWithOutcome } from './bet-outcome';

export const DASHBOARD_RANGES = [7, 30] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** Odds types (0 numbers, 1 two-sided): each always has its row, zeros included. */
export const PLAY_TYPES = [0, 1] as const;

export interface DashboardFigures {
  /** Cents staked, pending bets included. */
  staked: number;
  /** Cents credited: winnings, and stakes returned on a push or a refund. */
  paidOut: number;
  /** paidOut less the stakes of settled bets: a pending bet counts neither as lost nor as won yet. */
  net: number;
  betCount: number;
  /** Bets judged: won, lost, push or refunded. */
  settledCount: number;
  wonCount: number;
  /** wonCount / settledCount; null when nothing is settled. A push or a refund is settled but not won. */
  winRate: number | null;
}

export interface DashboardDay {
  /** YYYY-MM-DD in the draw schedule's time zone. */
  date: string;
  staked: number;
  paidOut: number;
  net: number;
  betCount: number;
}

export interface Dashboard {
  days: DashboardDay[];
  byPlayType: Array<DashboardFigures & { type: number }>;
  totals: DashboardFigures;
}

/**
 * The last `days` dates up to today (YYYYMMDD, oldest first) in the time zone, and the instants they start at plus the
 * instant the range ends (the next local midnight): days + 1 boundaries. A day with a DST change is 23 or 25 hours.
 */
export function dayRange(now: number, days: number, timeZone: string): { dates: string[]; boundaries: number[] } {
  const dates = [businessDate(now, timeZone)];
  // The day before a date is the one its local midnight's last millisecond falls on.
  while (dates.length < days) dates.unshift(businessDate(dayStart(dates[0], timeZone) - 1, timeZone));
  const boundaries = dates.map((date) => dayStart(date, timeZone));
  boundaries.push(dayStart(nextDate(dates[dates.length - 1]), timeZone));
  return { dates, boundaries };
}

/** The day index (0 oldest) of a bet's placing time, from the boundaries: local days, not 24-hour slices of UTC. */
function dayIndexOf(boundaries: number[]): RawBuilder<number> {
  const inner = boundaries.slice(1, -1);
  if (inner.length === 0) return sql<number>`0`;
  const whens = inner.map((boundary, index) => sql`when b.created_at < ${boundary} then ${sql.lit(index)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(inner.length)} end`;
}

const zero = (): Omit<DashboardFigures, 'winRate'> & { settledStake: number } => ({ staked: 0, paidOut: 0, net: 0, betCount: 0, settledCount: 0, wonCount: 0, settledStake: 0 });
type Sums = ReturnType<typeof zero>;

function add(into: Sums, row: Sums): void {
  into.staked += row.staked;
  into.paidOut += row.paidOut;
  into.settledStake += row.settledStake;
  into.betCount += row.betCount;
  into.settledCount += row.settledCount;
  into.wonCount += row.wonCount;
}

function figures({ staked, paidOut, settledStake, betCount, settledCount, wonCount }: Sums): DashboardFigures {
  return { staked, paidOut, net: paidOut - settledStake, betCount, settledCount, wonCount, winRate: settledCount > 0 ? wonCount / settledCount : null };
}

/**
 * The player's bets placed in the last `days` local days (today included), each counted on the day it was placed with
 * its payout, grouped by day and play type in one query over the player's (user_id, created_at) index.
 */
export async function betDashboard(db: Kysely<Database>, dialect: Dialect, userId: number, days: DashboardRange, timeZone: string, now = Date.now()): Promise<Dashboard> {
  const { dates, boundaries } = dayRange(now, days, timeZone);
  const judged = betsWithOutcome(db)
    .where('b.userId', '=', userId)
    .where('b.createdAt', '>=', boundaries[0])
    .where('b.createdAt', '<', boundaries[boundaries.length - 1])
    .select([
      dayIndexOf(boundaries).as('day'),
      'b.type',
      'b.amount',
      betPayout.as('payout'),
      sql<number>`case when ${betStatusIs(BET_STATUS.pending, dialect)} then 0 else 1 end`.as('settled'),
      sql<number>`case when ${betStatusIs(BET_STATUS.won, dialect)} then 1 else 0 end`.as('won'),
    ]);
  const groups = await db
    .selectFrom(judged.as('j'))
    .select([
      'j.day',
      'j.type',
      sql<number>`sum(j.amount)`.as('staked'),
      sql<number>`sum(j.payout)`.as('paidOut'),
      sql<number>`sum(j.amount * j.settled)`.as('settledStake'),
      sql<number>`count(*)`.as('betCount'),
      sql<number>`sum(j.settled)`.as('settledCount'),
      sql<number>`sum(j.won)`.as('wonCount'),
    ])
    .groupBy(['j.day', 'j.type'])
    .execute();

  const perDay = dates.map(zero);
  const perType = new Map<number, Sums>(PLAY_TYPES.map((type) => [type, zero()]));
  const totals = zero();
  for (const group of groups) {
    // PostgreSQL answers sums of bigint as numeric (text).
    const sums: Sums = {
      staked: Number(group.staked),
      paidOut: Number(group.paidOut),
      net: 0,
      settledStake: Number(group.settledStake),
      betCount: Number(group.betCount),
      settledCount: Number(group.settledCount),
      wonCount: Number(group.wonCount),
    };
    add(perDay[Number(group.day)], sums);
    const type = Number(group.type);
    if (!perType.has(type)) perType.set(type, zero());
    add(perType.get(type)!, sums);
    add(totals, sums);
  }

  return {
    days: dates.map((date, index) => {
      const { staked, paidOut, net, betCount } = figures(perDay[index]);
      return { date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`, staked, paidOut, net, betCount };
    }),
    byPlayType: [...perType].sort(([a], [b]) => a - b).map(([type, sums]) => ({ type, ...figures(sums) })),
    totals: figures(totals),
  };
}
