// A player's bets, newest first, with each one's odds snapshot, status, payout and the period's result. Pages follow
// a cursor (the last row's time and id): each page walks the player's index from where the last one stopped, so the
// last page of a year costs what the first does. Page numbers still work for clients that use them; totals come from
// the player's counters, never from counting their history.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { type Dialect } from '../db/database';
import { type Database } from '../db/schema';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { betTotal, unsettledSince } from '../ledger/player-counters';
import { betPayout, betSettledAt, betStatus, betStatusIs, betsWithOutcome } from './bet-outcome';

/** Where a page starts: after the bet with this time and id (the previous page's `cursor`, "createdAt-id"). */
export interface BetCursor {
  createdAt: number;
  id: number;
}

export const BET_CURSOR_PATTERN = '^\\d{1,15}-\\d{1,18}$';

export function parseBetCursor(text: string): BetCursor {
  const [createdAt, id] = text.split('-').map(Number);
  return { createdAt, id };
}

function cursorOf(row: { createdAt: number; id: number }): string {
  return `${row.createdAt}-${row.id}`;
}

export interface BetHistoryFilter {
  page: number;
  size: number;
  cursor?: BetCursor;
  /** A BET_STATUS. */
  status?: number;
  issue?: string;
}

export interface BetHistoryRow {
  id: number;
  slipId: number;
  issue: string;
  rankId: number;
  type: number;
  code: string;
  /** Thousandths, as snapshot at bet time. */
  odds: number;
  /** Cents. */
  amount: number;
  status: number;
  /** Cents credited. */
  payout: number;
  /** The period's ten places once drawn. */
  places: number[] | null;
  /** The plan the bet's slip was copied from, null for the player's own picks. */
  planId: number | null;
  /** The plan this slip was published as, null when it was not. */
  publishedPlanId: number | null;
  createdAt: number;
  settledAt: number | null;
}

/** A status-filtered cursor page looks through at most this many of the player's bets; the cursor then goes on from there. */
export const STATUS_SCAN = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the candidate query is joined into others as a subquery
type BetQuery = SelectQueryBuilder<any, 'b', any>;

export async function betHistoryPage(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number,
  { page, size, cursor, status, issue }: BetHistoryFilter,
): Promise<{ rows: BetHistoryRow[]; total: number; cursor: string | null }> {
  // The player's bets (`b`). An issue search starts from the issue's few bets: the unary plus keeps both planners off the
  // per-player index, which would walk the whole history to find them. Pending bets are only among the newest.
  const mine = <Q extends BetQuery>(query: Q): Q => {
    let q: BetQuery = issue !== undefined ? query.where('b.issue', '=', issue).where(sql`+b.user_id`, '=', userId) : query.where('b.userId', '=', userId);
    if (status === BET_STATUS.pending) q = q.where('b.createdAt', '>=', sql<number>`coalesce((${unsettledSince(db)}), ${sql.lit(Number.MAX_SAFE_INTEGER)})`);
    return q as Q;
  };
  let candidates: BetQuery = mine(db.selectFrom('bet as b'));
  if (cursor) candidates = candidates.where(sql<boolean>`(b.created_at, b.id) < (${cursor.createdAt}, ${cursor.id})`);
  candidates = candidates.orderBy('b.createdAt', 'desc').orderBy('b.id', 'desc');

  // Bets with their judgement, in list order.
  const judged = (query: ReturnType<typeof betsWithOutcome>) =>
    query
      .selectAll('b')
      .select(['p.result', betStatus.as('status'), betPayout.as('payout'), betSettledAt.as('settledAt')])
      .orderBy('b.createdAt', 'desc')
      .orderBy('b.id', 'desc');
  const details = (ids: BetQuery) => judged(betsWithOutcome(db).where('b.id', 'in', ids));

  let rows;
  let next: string | null;
  if (status === undefined) {
    // The page's ids from the index alone (deep page numbers skip index entries, not joined rows), then their details.
    rows = await details(candidates.select('b.id').limit(size + 1).offset(cursor ? 0 : (page - 1) * size)).execute();
    next = rows.length > size ? cursorOf(rows[size - 1]) : null;
  } else if (cursor) {
    // Judge the next STATUS_SCAN bets at most: a rare status costs a bounded read, and the cursor goes on after them.
    rows = await details(candidates.select('b.id').limit(STATUS_SCAN)).where(betStatusIs(status, dialect)).limit(size + 1).execute();
    if (rows.length > size) next = cursorOf(rows[size - 1]);
    else {
      const last = await candidates.select(['b.createdAt', 'b.id']).offset(STATUS_SCAN - 1).limit(1).executeTakeFirst();
      next = last ? cursorOf(last) : null;
    }
  } else {
    // Page numbers over a status are positions among the matching bets: the player's bets judged in index order until
    // the page is full (a rare status on a deep page reads far; the cursor bounds that).
    rows = await judged(mine(betsWithOutcome(db)).where(betStatusIs(status, dialect)))
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute();
    next = rows.length > size ? cursorOf(rows[size - 1]) : null;
  }
  rows = rows.slice(0, size);

  let total: number;
  if (issue !== undefined) {
    let counted = mine(betsWithOutcome(db));
    if (status !== undefined) counted = counted.where(betStatusIs(status, dialect));
    total = Number((await counted.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  } else total = await betTotal(db, userId, status);

  // The page's slips: the plans they were copied from and the plans they were published as, two keyed reads of the few
  // slips on the page (the lists' plans stay as tuned).
  const slipIds = [...new Set(rows.map((row) => Number(row.slipId)))];
  const planOf = new Map<number, number>();
  const publishedAs = new Map<number, number>();
  if (slipIds.length > 0) {
    const copied = await db.selectFrom('betSlip').select(['id', 'planId']).where('id', 'in', slipIds).where('planId', 'is not', null).execute();
    for (const slip of copied) planOf.set(Number(slip.id), slip.planId!);
    const published = await db.selectFrom('plan').select(['id', 'slipId']).where('slipId', 'in', slipIds).execute();
    for (const plan of published) publishedAs.set(Number(plan.slipId), Number(plan.id));
  }

  return {
    rows: rows.map((row) => ({
      id: row.id,
      slipId: row.slipId,
      issue: row.issue,
      rankId: row.rankId,
      type: row.type,
      code: row.code,
      odds: row.odds,
      amount: row.amount,
      status: Number(row.status),
      payout: Number(row.payout),
      places: row.result ? row.result.split(',').map(Number) : null,
      planId: planOf.get(Number(row.slipId)) ?? null,
      publishedPlanId: publishedAs.get(Number(row.slipId)) ?? null,
      createdAt: row.createdAt,
      settledAt: row.settledAt,
    })),
    total,
    cursor: next,
  };
}
