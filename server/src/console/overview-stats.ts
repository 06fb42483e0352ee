// The operators' overview: per business day, stakes, payouts, gross gaming revenue, bets and active players, overall
// and per play type, read from the bets and the paying outcomes of their periods.
//
// Cost: a period's issue starts with its business date, so a window of days is one range on the issue key. Stakes, bets
// and players read the covering bet(issue, rank_id, code, user_id, amount, odds) index over that range only (about
// 300 periods a day: the bets of the window, never the year before it), joined to each bet's period by primary key.
// Payouts start from the few paying outcome rows of the window's periods (about 40 a period) and reach their bets
// through the same index, as settlement does. Nothing scans the ledger or a table's history outside the window.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { businessDate } from '../domain/draw/period-schedule';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { payoutOf } from '../betting/bet-outcome';

export const PLAY_TYPES = ['numbers', 'twoSided', 'sum'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export interface Figures {
  /** Cents staked (every accepted bet, those of cancelled periods included). */
  stakes: number;
  /** Cents paid back: winnings, pushes and the refunds of cancelled periods. */
  payouts: number;
  /** stakes − payouts. */
  ggr: number;
  bets: number;
}

export interface DayFigures extends Figures {
  /** YYYYMMDD, the business day in the configured time zone. */
  date: string;
  /** Distinct players who bet that day. */
  activePlayers: number;
  byPlayType: Record<PlayType, Figures>;
}

export interface Overview {
  days: DayFigures[];
  today: DayFigures;
  /** The window's totals by play type. */
  byPlayType: Record<PlayType, Figures>;
}

/** The sum's items are rank 0; the places' numbers are digits; the rest (big, small, odd, even, dragon, tiger) two-sided. Expects the bet as `b`. */
const playTypeOf = sql<PlayType>`case when b.rank_id = 0 then 'sum' when b.code in ('big', 'small', 'odd', 'even', 'dragon', 'tiger') then 'twoSided' else 'numbers' end`;
const dayOf = sql<string>`substr(b.issue, 1, 8)`;

function emptyFigures(): Figures {
  return { stakes: 0, payouts: 0, ggr: 0, bets: 0 };
}

function byPlayType(): Record<PlayType, Figures> {
  return { numbers: emptyFigures(), twoSided: emptyFigures(), sum: emptyFigures() };
}

/** The `count` business dates ending with `last`, oldest first. */
export function datesEndingWith(last: string, count: number): string[] {
  const end = Date.UTC(+last.slice(0, 4), +last.slice(4, 6) - 1, +last.slice(6, 8));
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(end - (count - 1 - i) * 86_400_000);
    return `${day.getUTCFullYear()}${String(day.getUTCMonth() + 1).padStart(2, '0')}${String(day.getUTCDate()).padStart(2, '0')}`;
  });
}

export async function overview(db: Kysely<Database>, { days, now, timeZone }: { days: number; now: number; timeZone: string }): Promise<Overview> {
  const dates = datesEndingWith(businessDate(now, timeZone), days);
  const from = `${dates[0]}0000`;
  const to = `${dates[dates.length - 1]}9999`;

  const stakes = await sql<{ day: string; play: PlayType; bets: number; stakes: number }>`
    select ${dayOf} as day, ${playTypeOf} as play, count(*) as bets, sum(b.amount) as stakes
    from bet b where b.issue >= ${from} and b.issue <= ${to}
    group by 1, 2`.execute(db);
  const players = await sql<{ day: string; players: number }>`
    select ${dayOf} as day, count(distinct b.user_id) as players
    from bet b where b.issue >= ${from} and b.issue <= ${to}
    group by 1`.execute(db);
  // Settled periods pay their winning, push and refund outcomes; refunded (cancelled) periods every stake.
  const paying = [BET_STATUS.won, BET_STATUS.push, BET_STATUS.refunded].map((status) => sql.lit(status));
  const drawnPayouts = await sql<{ day: string; play: PlayType; payouts: number }>`
    select ${dayOf} as day, ${playTypeOf} as play, sum(${payoutOf(sql`o.outcome`)}) as payouts
    from draw_period p cross join draw_outcome o cross join bet b
    where p.issue >= ${from} and p.issue <= ${to} and p.status = 'settled'
      and o.issue = p.issue and o.outcome in (${sql.join(paying)})
      and b.issue = o.issue and b.rank_id = o.rank_id and b.code = o.code
    group by 1, 2`.execute(db);
  const refunds = await sql<{ day: string; play: PlayType; payouts: number }>`
    select ${dayOf} as day, ${playTypeOf} as play, sum(b.amount) as payouts
    from draw_period p cross join bet b
    where p.issue >= ${from} and p.issue <= ${to} and p.status = 'refunded' and b.issue = p.issue
    group by 1, 2`.execute(db);

  const byDay = new Map<string, DayFigures>(dates.map((date) => [date, { date, ...emptyFigures(), activePlayers: 0, byPlayType: byPlayType() }]));
  const totals = byPlayType();
  const add = (day: string, play: PlayType, change: Partial<Figures>) => {
    const entry = byDay.get(day);
    if (!entry) return;
    for (const target of [entry, entry.byPlayType[play], totals[play]]) {
      target.bets += change.bets ?? 0;
      target.stakes += change.stakes ?? 0;
      target.payouts += change.payouts ?? 0;
      target.ggr = target.stakes - target.payouts;
    }
  };
  // Raw results pass the camel-case plugin too; PostgreSQL answers counts and sums as strings.
  for (const row of stakes.rows) add(row.day, row.play, { bets: Number(row.bets), stakes: Number(row.stakes) });
  for (const row of [...drawnPayouts.rows, ...refunds.rows]) add(row.day, row.play, { payouts: Number(row.payouts) });
  for (const row of players.rows) {
    const entry = byDay.get(row.day);
    if (entry) entry.activePlayers = Number(row.players);
  }
  const list = dates.map((date) => byDay.get(date)!);
  return { days: list, today: list[list.length - 1], byPlayType: totals };
}
