// A player's bets, newest first, with each one's odds snapshot, status, payout and the period's result.
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { betPayout, betSettledAt, betStatus, betsWithOutcome } from './bet-outcome';

export interface BetHistoryFilter {
  page: number;
  size: number;
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
  createdAt: number;
  settledAt: number | null;
}

export async function betHistoryPage(db: Kysely<Database>, userId: number, { page, size, status, issue }: BetHistoryFilter): Promise<{ rows: BetHistoryRow[]; total: number }> {
  let query = betsWithOutcome(db).where('b.userId', '=', userId);
  if (status !== undefined) query = query.where(betStatus, '=', status);
  if (issue !== undefined) query = query.where('b.issue', '=', issue);
  const { total } = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('b')
    .select(['p.result', betStatus.as('status'), betPayout.as('payout'), betSettledAt.as('settledAt')])
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
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
      createdAt: row.createdAt,
      settledAt: row.settledAt,
    })),
    total: Number(total),
  };
}
