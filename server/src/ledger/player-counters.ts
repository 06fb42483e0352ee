// Totals of a player's lists without counting their history: counters on app_user written in the same statement as the
// rows they count (changeBalance: ledger rows and placed bets; settlement: ledger rows and bets by outcome), and a
// reconciliation that recomputes them from the rows (after a bulk load, and in tests that they never drift).
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { LEDGER_COUNTER, LEDGER_SUMS, type BalanceLogType, type CounterColumn, type SumColumn } from './balance-ledger';

type Db = Kysely<Database> | Transaction<Database>;

const LEDGER_COUNTERS = Object.values(LEDGER_COUNTER);
const LEDGER_SUM_COLUMNS = Object.values(LEDGER_SUMS).flatMap((sums) => [sums.in, sums.out]);

/** A column kept on app_user from the player's rows: a counter or a money sum. */
type KeptColumn = CounterColumn | SumColumn;

/** The player's ledger rows, of one type or all. */
export async function ledgerTotal(db: Db, userId: number, type?: number): Promise<number> {
  return (await ledgerSummary(db, userId, type)).count;
}

/** The bill's totals, of one ledger type or all: rows, money in and money out (cents, both positive), from the kept columns. */
export async function ledgerSummary(db: Db, userId: number, type?: number): Promise<{ count: number; moneyIn: number; moneyOut: number }> {
  const row = await db.selectFrom('appUser').select([...LEDGER_COUNTERS, ...LEDGER_SUM_COLUMNS]).where('id', '=', userId).executeTakeFirst();
  const types = type === undefined ? (Object.keys(LEDGER_COUNTER).map(Number) as BalanceLogType[]) : type in LEDGER_COUNTER ? [type as BalanceLogType] : [];
  const summary = { count: 0, moneyIn: 0, moneyOut: 0 };
  if (!row) return summary;
  for (const each of types) {
    summary.count += Number(row[LEDGER_COUNTER[each]]);
    summary.moneyIn += Number(row[LEDGER_SUMS[each].in]);
    summary.moneyOut += Number(row[LEDGER_SUMS[each].out]);
  }
  return summary;
}

/**
 * Bets of periods not settled yet can only be recent: they are at or after the opening of the oldest period still
 * waiting for its draw, settlement or refund. Bounding them by that instant keeps the search to the newest bets.
 */
export function unsettledSince(db: Db) {
  return db.selectFrom('drawPeriod').select((eb) => eb.fn.min('openAt').as('since')).where('status', 'in', ['scheduled', 'drawn', 'cancelled']);
}

/** The player's bets, all or of one status (BET_STATUS): from the counters, plus the few bets still pending. */
export async function betTotal(db: Db, userId: number, status?: number): Promise<number> {
  const counts = await db.selectFrom('appUser').select(['betCount', 'betWonCount', 'betPushCount', 'betRefundCount']).where('id', '=', userId).executeTakeFirst();
  if (!counts) return 0;
  if (status === undefined) return Number(counts.betCount);
  if (status === BET_STATUS.won) return Number(counts.betWonCount);
  if (status === BET_STATUS.push) return Number(counts.betPushCount);
  if (status === BET_STATUS.refunded) return Number(counts.betRefundCount);
  const { pending } = await db
    .selectFrom('bet as b')
    .innerJoin('drawPeriod as p', 'p.issue', 'b.issue')
    .select(sql<number>`count(*)`.as('pending'))
    .where('b.userId', '=', userId)
    .where('b.createdAt', '>=', sql<number>`coalesce((${unsettledSince(db)}), ${sql.lit(Number.MAX_SAFE_INTEGER)})`)
    .where('p.status', 'not in', ['settled', 'refunded'])
    .executeTakeFirstOrThrow();
  if (status === BET_STATUS.pending) return Number(pending);
  if (status === BET_STATUS.lost) return Number(counts.betCount) - Number(pending) - Number(counts.betWonCount) - Number(counts.betPushCount) - Number(counts.betRefundCount);
  return 0;
}

/** What every counter should be, from the rows: (user id, column, kept, actual) for each one that is off. */
function actualCounters() {
  const ledger = (type: number) => sql<number>`(select count(*) from balance_log l where l.user_id = u.id and l.type = ${sql.lit(type)})`;
  const judged = (status: number) => sql<number>`(
    select count(*) from bet b join draw_period p on p.issue = b.issue
    left join draw_outcome o on o.issue = b.issue and o.rank_id = b.rank_id and o.code = b.code
    where b.user_id = u.id and ${
      status === BET_STATUS.refunded
        ? sql`(p.status = 'refunded' or (p.status = 'settled' and o.outcome = ${sql.lit(status)}))`
        : sql`p.status = 'settled' and o.outcome = ${sql.lit(status)}`
    })`;
  return {
    betCount: sql<number>`(select count(*) from bet b where b.user_id = u.id)`,
    betWonCount: judged(BET_STATUS.won),
    betPushCount: judged(BET_STATUS.push),
    betRefundCount: judged(BET_STATUS.refunded),
    ...Object.fromEntries(Object.entries(LEDGER_COUNTER).map(([type, column]) => [column, ledger(Number(type))])),
    ...Object.fromEntries(
      Object.entries(LEDGER_SUMS).flatMap(([type, sums]) => [
        [sums.in, sql<number>`(select coalesce(sum(l.amount), 0) from balance_log l where l.user_id = u.id and l.type = ${sql.lit(Number(type))} and l.amount > 0)`],
        [sums.out, sql<number>`(select coalesce(-sum(l.amount), 0) from balance_log l where l.user_id = u.id and l.type = ${sql.lit(Number(type))} and l.amount < 0)`],
      ]),
    ),
  } as Record<KeptColumn, ReturnType<typeof ledger>>;
}

/** Counters that differ from their rows (none, unless something wrote rows around the ledger and the settlement). */
export async function counterDrift(db: Db): Promise<Array<{ userId: number; column: string; kept: number; actual: number }>> {
  const actual = actualCounters();
  const columns = Object.keys(actual) as KeptColumn[];
  const actualAlias = (column: KeptColumn) => `actual${column[0].toUpperCase()}${column.slice(1)}`;
  const rows = await db
    .selectFrom('appUser as u')
    .select(['u.id', ...columns.map((c) => `u.${c}` as const)])
    .select(columns.map((c) => actual[c].as(actualAlias(c))))
    .execute();
  const drift: Array<{ userId: number; column: string; kept: number; actual: number }> = [];
  for (const row of rows as Array<Record<string, number>>) {
    for (const column of columns) {
      const kept = Number(row[column]);
      const real = Number(row[actualAlias(column)]);
      if (kept !== real) drift.push({ userId: Number(row.id), column, kept, actual: real });
    }
  }
  return drift;
}

/** Periods with a result, from the rows (the draw counter keeps it). */
export function drawnPeriods(db: Db) {
  return db.selectFrom('drawPeriod').select(sql<number>`count(*)`.as('n')).where('status', 'in', ['drawn', 'settled']);
}

/** Sets every counter from its rows (after a bulk load; the kept counters otherwise never need it). */
export async function reconcileCounters(db: Db): Promise<void> {
  const actual = actualCounters();
  await db
    .updateTable('appUser as u')
    .set(Object.fromEntries(Object.entries(actual)) as Record<KeptColumn, ReturnType<typeof sql<number>>>)
    .execute();
  await db.updateTable('drawCounter').set({ drawn: drawnPeriods(db) }).where('id', '=', 1).execute();
}
