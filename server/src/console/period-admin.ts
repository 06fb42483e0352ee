// What operators see and do with the draws: the hash chains with their commitments, every period with its state, result
// and bets, one period's seed and verification, and the cancellation of a period not yet drawn (refunded exactly once).
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database, type DrawPeriodRow } from '../db/schema';
import { type DrawEngine, periodStatus } from '../draws/draw-engine';
import { drawPermutation, DRAW_ALGORITHM_VERSION } from '../domain/draw/draw-permutation';
import { keyLinksToCommitment, keyLinksToPrevious } from '../domain/draw/hash-chain';
import { businessDate } from '../domain/draw/period-schedule';
import { BusinessError } from '../http/app-error';
import { BALANCE_LOG_TYPE } from '../ledger/balance-ledger';
import { isoTime } from '../http/time';
import { type PeriodView } from '../realtime/realtime-events';
import { type PublishedCommitment } from '../draws/draw-results';

/** The reason code stored on a period an operator cancelled; the operator's own words go to the audit log. */
export const OPERATOR_CANCEL_REASON = 'operator';

export type AdminPeriodStatus = PeriodView['status'];

/** A chain as players see its commitment, with what became of its periods. */
export interface AdminChain extends Omit<PublishedCommitment, 'game' | 'beacon'> {
  /** Periods the chain created (a chain committed mid-day starts at the next period), drawn so far, cancelled. */
  periods: number;
  drawn: number;
  cancelled: number;
}

export interface AdminPeriod {
  issue: string;
  chainId: string;
  chainIndex: number;
  status: AdminPeriodStatus;
  openAt: string;
  closeAt: string;
  drawAt: string;
  places: number[] | null;
  cancelReason: string | null;
  bets: number;
  /** Cents staked on the period. */
  stakes: number;
}

/** The range of issues a prefix (a date, or an issue's first digits) covers: issues are YYYYMMDD + 4 digits. */
function issueRange(prefix: string): [string, string] {
  return [prefix.padEnd(12, '0').slice(0, 12), prefix.padEnd(12, '9').slice(0, 12)];
}

/** Chains newest first; their period counts come from the issue key range of their day (a chain's id is its date). */
export async function chainsPage(db: Kysely<Database>, { page, size }: { page: number; size: number }): Promise<{ list: AdminChain[]; total: number }> {
  const { total } = await db.selectFrom('drawChain').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const chains = await db.selectFrom('drawChain').select(['id', 'length', 'firstIssue', 'commitmentHex', 'algorithm', 'salt', 'createdAt']).orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
  const list: AdminChain[] = [];
  for (const chain of chains) {
    const [from, to] = issueRange(chain.id);
    const counts = await db
      .selectFrom('drawPeriod')
      .select([
        (eb) => eb.fn.countAll<number>().as('periods'),
        sql<number>`sum(case when status in ('drawn', 'settled') then 1 else 0 end)`.as('drawn'),
        sql<number>`sum(case when status in ('cancelled', 'refunded') then 1 else 0 end)`.as('cancelled'),
      ])
      .where('issue', '>=', from)
      .where('issue', '<=', to)
      .where('chainId', '=', chain.id)
      .executeTakeFirstOrThrow();
    list.push({
      chainId: chain.id,
      length: chain.length,
      firstIssue: chain.firstIssue,
      commitment: chain.commitmentHex,
      algorithm: chain.algorithm,
      salt: chain.salt,
      createTime: isoTime(chain.createdAt)!,
      periods: Number(counts.periods),
      drawn: Number(counts.drawn ?? 0),
      cancelled: Number(counts.cancelled ?? 0),
    });
  }
  return { list, total: Number(total) };
}

export interface PeriodFilter {
  /** YYYYMMDD; defaults to today's business date when no issue is given. */
  date?: string;
  /** An issue or its first digits. */
  issue?: string;
  status?: AdminPeriodStatus;
}

/**
 * Periods newest first (issue order is draw order), each with its bets and stakes from the covering
 * bet(issue, rank_id, code, user_id, amount, odds) index. Open and closed are the stored `scheduled` split by the clock.
 */
export async function periodsPage(
  db: Kysely<Database>,
  filter: PeriodFilter & { page: number; size: number },
  now: number,
  timeZone: string,
): Promise<{ list: AdminPeriod[]; total: number }> {
  let query = db.selectFrom('drawPeriod');
  const prefixes = [filter.issue, filter.date ?? (filter.issue ? undefined : businessDate(now, timeZone))].filter((p): p is string => Boolean(p));
  for (const prefix of prefixes) {
    const [from, to] = issueRange(prefix);
    query = query.where('issue', '>=', from).where('issue', '<=', to);
  }
  switch (filter.status) {
    case undefined:
      break;
    case 'scheduled':
      query = query.where('status', '=', 'scheduled').where('openAt', '>', now);
      break;
    case 'open':
      query = query.where('status', '=', 'scheduled').where('openAt', '<=', now).where('closeAt', '>', now);
      break;
    case 'closed':
      query = query.where('status', '=', 'scheduled').where('closeAt', '<=', now);
      break;
    default:
      query = query.where('status', '=', filter.status);
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('issue', 'desc')
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size)
    .execute();
  const totals = await betTotals(db, rows.map((row) => row.issue));
  return { list: rows.map((row) => adminPeriod(row, now, totals.get(row.issue))), total: Number(total) };
}

async function betTotals(db: Kysely<Database>, issues: string[]): Promise<Map<string, { bets: number; stakes: number }>> {
  if (issues.length === 0) return new Map();
  const rows = await db
    .selectFrom('bet')
    .select(['issue', (eb) => eb.fn.countAll<number>().as('bets'), (eb) => eb.fn.sum<number>('amount').as('stakes')])
    .where('issue', 'in', issues)
    .groupBy('issue')
    .execute();
  return new Map(rows.map((row) => [row.issue, { bets: Number(row.bets), stakes: Number(row.stakes) }]));
}

function adminPeriod(row: DrawPeriodRow, now: number, totals: { bets: number; stakes: number } | undefined): AdminPeriod {
  return {
    issue: row.issue,
    chainId: row.chainId,
    chainIndex: row.chainIndex,
    status: periodStatus(row, now),
    openAt: isoTime(row.openAt)!,
    closeAt: isoTime(row.closeAt)!,
    drawAt: isoTime(row.drawAt)!,
    places: row.result ? row.result.split(',').map(Number) : null,
    cancelReason: row.cancelReason,
    bets: totals?.bets ?? 0,
    stakes: totals?.stakes ?? 0,
  };
}

export interface VerificationStep {
  /** commitment: SHA-256 applied chainIndex times to the seed gives the chain's commitment x_0. previousKey: SHA-256 of the seed is the previous period's revealed key. replay: the draw algorithm on seed, issue and salt gives the stored places. algorithm: the chain's algorithm is the one this server runs. */
  step: 'commitment' | 'previousKey' | 'replay' | 'algorithm';
  /** null when the check cannot be made (no earlier drawn period in the chain). */
  passed: boolean | null;
  detail: string;
}

export interface AdminPeriodInfo extends AdminPeriod {
  drawnAt: string | null;
  settledAt: string | null;
  /** The revealed key x_k (hex) once drawn; never before. */
  seed: string | null;
  commitment: string;
  chainLength: number;
  algorithm: string;
  salt: string;
  /** Cents paid back (winnings, pushes, refunds) once settled or refunded. */
  payouts: number;
  verification: VerificationStep[];
}

/** One period for operators: its state, its bets, and, once drawn, its seed and every check the player's verifier makes. */
export async function periodInfo(db: Kysely<Database>, issue: string, now: number): Promise<AdminPeriodInfo> {
  const row = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirst();
  if (!row) throw new BusinessError('periodNotFound', { issue });
  const chain = await db.selectFrom('drawChain').select(['commitmentHex', 'length', 'algorithm', 'salt']).where('id', '=', row.chainId).executeTakeFirstOrThrow();
  const totals = (await betTotals(db, [issue])).get(issue);
  const payouts = await db
    .selectFrom('balanceLog')
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .where('type', 'in', [BALANCE_LOG_TYPE.winning, BALANCE_LOG_TYPE.refund])
    .where('refKey', 'in', db.selectFrom('bet').select(sql<string>`'bet:' || id`.as('ref')).where('issue', '=', issue))
    .executeTakeFirst();
  const seed = row.result !== null ? row.revealedKeyHex : null;
  return {
    ...adminPeriod(row, now, totals),
    drawnAt: isoTime(row.drawnAt),
    settledAt: isoTime(row.settledAt),
    seed,
    commitment: chain.commitmentHex,
    chainLength: chain.length,
    algorithm: chain.algorithm,
    salt: chain.salt,
    payouts: Number(payouts?.total ?? 0),
    verification: seed ? await verificationSteps(db, row, seed, chain) : [],
  };
}

async function verificationSteps(db: Kysely<Database>, row: DrawPeriodRow, seed: string, chain: { commitmentHex: string; algorithm: string; salt: string }): Promise<VerificationStep[]> {
  // The period before in the chain is the day's previous issue (a chain is one business day).
  const previousIssue = row.issue.slice(0, 8) + String(Number(row.issue.slice(8)) - 1).padStart(4, '0');
  const previous = row.chainIndex > 1 ? await db.selectFrom('drawPeriod').select(['issue', 'revealedKeyHex', 'chainIndex']).where('issue', '=', previousIssue).executeTakeFirst() : undefined;
  // With a beacon the salt is the period's round randomness, checked against the beacon's key when it was drawn.
  const replayed = drawPermutation(Buffer.from(seed, 'hex'), row.issue, row.beaconRandomness ?? chain.salt);
  const previousKey = previous && previous.chainIndex === row.chainIndex - 1 ? previous.revealedKeyHex : null;
  return [
    { step: 'commitment', passed: keyLinksToCommitment(seed, row.chainIndex, chain.commitmentHex), detail: `SHA-256 × ${row.chainIndex} → ${chain.commitmentHex}` },
    {
      step: 'previousKey',
      passed: previousKey ? keyLinksToPrevious(seed, previousKey) : null,
      detail: previousKey ? `SHA-256(seed) = ${previous!.issue}: ${previousKey}` : '',
    },
    { step: 'replay', passed: replayed.join(',') === row.result, detail: replayed.join(',') },
    { step: 'algorithm', passed: chain.algorithm === DRAW_ALGORITHM_VERSION, detail: chain.algorithm },
  ];
}

/**
 * Cancels a period not yet drawn through the draw engine, which refunds every stake exactly once (a crash before or
 * during the refund is finished by the next tick). `alongside` runs in the cancelling transaction: the audit row.
 */
export async function cancelPeriod(
  db: Kysely<Database>,
  draws: Pick<DrawEngine, 'cancel'>,
  issue: string,
  alongside: (trx: Transaction<Database>, before: DrawPeriodRow) => Promise<void>,
): Promise<void> {
  const before = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirst();
  if (!before) throw new BusinessError('periodNotFound', { issue });
  const cancelled = await draws.cancel(issue, OPERATOR_CANCEL_REASON, (trx) => alongside(trx, before));
  if (!cancelled) throw new BusinessError('periodNotCancellable', { issue });
}
