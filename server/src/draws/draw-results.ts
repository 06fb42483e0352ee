// What anyone may read of the draws: drawn results with their revealed seeds, the period whose draw comes next, and
// the published hash-chain commitments (never a chain's seed).
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { suffixPattern } from '../http/like-pattern';
import { type Database, type DrawChainRow, type DrawPeriodRow } from '../db/schema';
import { BEACON_SCHEME } from '../domain/draw/beacon-round';
import { type PeriodView } from '../realtime/realtime-events';
import { periodView } from './draw-engine';

export interface DrawnResult {
  issue: string;
  /** Champion's number first … 10th place's last. */
  places: number[];
  drawAt: string;
  status: string;
  /** The revealed key x_k (hex). */
  seed: string;
  chainId: string;
  chainIndex: number;
  /** When betting closed: the beacon round of the period follows from it. */
  closeAt: string;
  /** The drand round mixed in (its randomness is the salt), null when the chain has no beacon. */
  beacon: { round: number; randomness: string; signature: string } | null;
}

/** The beacon a chain's periods mix in, published with its commitment: R_k follows from each period's close by `rule`. */
export interface PublishedBeacon {
  scheme: string;
  chainHash: string;
  publicKey: string;
  genesisTime: number;
  periodSeconds: number;
  delaySeconds: number;
  rule: string;
}

export interface PublishedCommitment {
  chainId: string;
  game: string;
  length: number;
  periods: number;
  firstIssue: string;
  commitment: string;
  algorithm: string;
  salt: string;
  createTime: string;
  beacon: PublishedBeacon | null;
}

export interface Page {
  page: number;
  size: number;
}

/** A drawn (or settled) period as players see it; only called on periods whose result and key are set. */
function drawnResult(row: DrawPeriodRow): DrawnResult {
  return {
    issue: row.issue,
    places: row.result!.split(',').map(Number),
    drawAt: new Date(row.drawAt).toISOString(),
    status: row.status,
    seed: row.revealedKeyHex!,
    chainId: row.chainId,
    chainIndex: row.chainIndex,
    closeAt: new Date(row.closeAt).toISOString(),
    beacon: row.beaconRound !== null && row.beaconRandomness !== null && row.beaconSignature !== null ? { round: Number(row.beaconRound), randomness: row.beaconRandomness, signature: row.beaconSignature } : null,
  };
}

/** The published form of a chain's beacon columns, null without a beacon. */
export function publishedBeacon(row: Pick<DrawChainRow, 'beaconChainHash' | 'beaconPublicKey' | 'beaconGenesisTime' | 'beaconPeriodSeconds' | 'beaconDelaySeconds'>): PublishedBeacon | null {
  if (!row.beaconChainHash || !row.beaconPublicKey || row.beaconGenesisTime === null || row.beaconPeriodSeconds === null || row.beaconDelaySeconds === null) return null;
  const delaySeconds = Number(row.beaconDelaySeconds);
  return {
    scheme: BEACON_SCHEME,
    chainHash: row.beaconChainHash,
    publicKey: row.beaconPublicKey,
    genesisTime: Number(row.beaconGenesisTime),
    periodSeconds: Number(row.beaconPeriodSeconds),
    delaySeconds,
    rule: `round = first round whose time (genesisTime + (round - 1) * periodSeconds) is at least closeAt + ${delaySeconds} s`,
  };
}

/**
 * Drawn results, newest first (issue order is draw order); `issue` matches a prefix and `date` (YYYYMMDD) a business
 * day, both as a range on the issue key; `issueEnd` matches the last digits (a player types "1300" for the period they
 * saw): a LIKE on the key's end, which walks the key index newest first and stops at the page's last match, narrowed
 * to a range when a date is given too; `cursor` (an issue) starts after that period. The whole list's total is the
 * draw counter; a search's is the periods in its range (from the key index alone) less the few without a result there
 * (found through the status index: the periods still to draw, and the cancelled ones).
 */
export async function drawnResultsPage(
  db: Kysely<Database>,
  { page, size, issue, issueEnd, date, cursor }: Page & { issue?: string; issueEnd?: string; date?: string; cursor?: string },
): Promise<{ list: DrawnResult[]; total: number; cursor: string | null }> {
  // Issues are YYYYMMDD + 4 digits: a prefix (or a date) is the range from it padded with zeros to it padded with nines.
  // A whole issue typed as its end is that one issue: a range too.
  const whole = issueEnd?.length === 12 ? issueEnd : undefined;
  const ending = whole ? undefined : issueEnd;
  const prefixes = [issue, date, whole].filter((p): p is string => Boolean(p));
  const inRange = <Q extends SelectQueryBuilder<Database, 'drawPeriod', object>>(q: Q): Q => {
    for (const prefix of prefixes) q = q.where('issue', '>=', prefix.padEnd(12, '0').slice(0, 12)).where('issue', '<=', prefix.padEnd(12, '9').slice(0, 12)) as Q;
    // Digits only (the schema's pattern), escaped all the same: the pattern is never made of what was typed as is.
    if (ending) q = q.where(sql<SqlBool>`${sql.ref('issue')} like ${suffixPattern(ending)} escape '\\'`) as Q;
    return q;
  };
  let total: number;
  if (prefixes.length === 0 && !ending) total = Number((await db.selectFrom('drawCounter').select('drawn').where('id', '=', 1).executeTakeFirst())?.drawn ?? 0);
  else {
    const count = (q: SelectQueryBuilder<Database, 'drawPeriod', object>) => q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const periods = await count(inRange(db.selectFrom('drawPeriod')));
    const withoutResult = await count(inRange(db.selectFrom('drawPeriod').where('status', 'in', ['scheduled', 'cancelled', 'refunded'])));
    total = Number(periods.n) - Number(withoutResult.n);
  }
  // "Has a result" is the drawn and settled periods; unindexed, so both planners walk the issue key (its order and ranges).
  let query = inRange(db.selectFrom('drawPeriod').where('result', 'is not', null));
  if (cursor) query = query.where('issue', '<', cursor);
  const rows = await query
    .selectAll()
    .orderBy('issue', 'desc')
    .limit(size + 1)
    .offset(cursor ? 0 : (page - 1) * size)
    .execute();
  const list = rows.slice(0, size).map(drawnResult);
  return { list, total, cursor: rows.length > size ? list[size - 1].issue : null };
}

/** One period as the results list shows it: the result when it has one, `undrawn` when it exists without one, else null. */
export async function drawnResultOf(db: Kysely<Database>, issue: string): Promise<DrawnResult | 'undrawn' | null> {
  const row = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirst();
  if (!row) return null;
  return row.result !== null && row.revealedKeyHex !== null ? drawnResult(row) : 'undrawn';
}

/** The period whose draw comes next and the latest result, as of `now`. */
export async function nextDrawAndLatest(db: Kysely<Database>, now: number): Promise<{ period: PeriodView | null; latest: DrawnResult | null }> {
  // Between the close and the draw the board shows the closed period counting down to its draw, not the next one.
  const period = await db.selectFrom('drawPeriod').selectAll().where('status', '=', 'scheduled').where('drawAt', '>', now).orderBy('drawAt').limit(1).executeTakeFirst();
  const latest = await db.selectFrom('drawPeriod').selectAll().where('status', 'in', ['drawn', 'settled']).orderBy('drawAt', 'desc').limit(1).executeTakeFirst();
  return { period: period ? periodView(period, now) : null, latest: latest ? drawnResult(latest) : null };
}

/**
 * The periods drawn from a chain: a chain has a link for every period of its day (`length`), but a server started
 * mid-day opens only those from `firstIssue` on, whose sequence (its last four digits) is its index in the chain.
 */
export function periodsOfChain(length: number, firstIssue: string): number {
  return length - Number(firstIssue.slice(8)) + 1;
}

/** Published commitments, newest first: each is public before its chain's first period opens. */
export async function commitmentsPage(db: Kysely<Database>, { page, size }: Page): Promise<{ list: PublishedCommitment[]; total: number }> {
  const { total } = await db.selectFrom('drawChain').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  // Never the seed: only the commitment and what is needed to check against it.
  const rows = await db
    .selectFrom('drawChain')
    .select(['id', 'length', 'firstIssue', 'commitmentHex', 'algorithm', 'salt', 'createdAt', 'beaconChainHash', 'beaconPublicKey', 'beaconGenesisTime', 'beaconPeriodSeconds', 'beaconDelaySeconds'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return {
    list: rows.map((row) => ({ chainId: row.id, game: 'pk10', length: row.length, periods: periodsOfChain(row.length, row.firstIssue), firstIssue: row.firstIssue, commitment: row.commitmentHex, algorithm: row.algorithm, salt: row.salt, createTime: new Date(row.createdAt).toISOString(), beacon: publishedBeacon(row) })),
    total: Number(total),
  };
}
