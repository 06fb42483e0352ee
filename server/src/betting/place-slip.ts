// Places a bet slip whole or not at all: period open by the server clock, items enabled, stakes in range, the player's
// own limits, then one transaction with a conditional debit, one bet row per selection (odds snapshot) and one ledger row.
import { type Kysely, type Transaction } from 'kysely';
import { type Dialect } from '../db/database';
import { groupCommitOf } from '../db/group-commit';
import { prepare, type Slots } from '../db/prepared-query';
import { type Database } from '../db/schema';
import { lockPlayer, sharePeriod } from '../db/row-lock';
import { BusinessError, ValidationError } from '../http/app-error';
import { type Language } from '../i18n/language';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { enforcePlayerLimits } from './player-limits';
import { checkPlanCopy, countPlanCopy, refuseUnknownPlan, type CopiedPlan } from '../plans/plan-copying';

export interface SlipSelection {
  oddsId: number;
  /** Cents. */
  amount: number;
}

export interface SlipRequest {
  userId: number;
  issue: string;
  requestId: string;
  items: SlipSelection[];
  /** The plan this slip copies (plans/CONTRACT.md): its picks only, the copier's own stakes. */
  planId?: number;
}

export interface PlacedBet {
  id: number;
  oddsId: number;
  rankId: number;
  code: string;
  odds: number;
  amount: number;
}

export interface SlipResult {
  slipId: number;
  issue: string;
  total: number;
  balance: number;
  bets: PlacedBet[];
  /** True when this request id had already been accepted: nothing was debited again. */
  replayed: boolean;
  /** The plan a new slip copied (its author is told once the slip is committed); null for a replay or the player's own picks. */
  copied: CopiedPlan | null;
}

// The statements of a slip, built and compiled once (db/prepared-query.ts): addbet is the hottest write path.
const claimRequest = prepare((db, $: Slots<{ userId: number; requestId: string; issue: string; total: number; planId: number | null; at: number }>) =>
  db
    .insertInto('betSlip')
    .values({ userId: $.value('userId'), requestId: $.value('requestId'), issue: $.value('issue'), total: $.value('total'), planId: $.value('planId'), createdAt: $.value('at') })
    .onConflict((oc) => oc.columns(['userId', 'requestId']).doNothing())
    .returning('id'),
);
const earlierSlip = prepare((db, $: Slots<{ userId: number; requestId: string }>) =>
  db.selectFrom('betSlip').select(['id', 'issue', 'total', 'planId', 'createdAt']).where('userId', '=', $.value('userId')).where('requestId', '=', $.value('requestId')),
);
/** A slip's bets share its player and time: found through the bet(user_id, created_at) index, never by a scan. */
const betsOfSlip = prepare((db, $: Slots<{ userId: number; createdAt: number; slipId: number }>) =>
  db
    .selectFrom('bet')
    .select(['id', 'oddsId', 'rankId', 'code', 'odds', 'amount'])
    .where('userId', '=', $.value('userId'))
    .where('createdAt', '=', $.value('createdAt'))
    .where('slipId', '=', $.value('slipId'))
    .orderBy('id'),
);
const balanceOf = prepare((db, $: Slots<{ userId: number }>) => db.selectFrom('appUser').select('balance').where('id', '=', $.value('userId')));
const periodByIssue = prepare((db, $: Slots<{ issue: string }>) =>
  db.selectFrom('drawPeriod').select(['openAt', 'closeAt', 'status']).where('issue', '=', $.value('issue')),
);

/** Prepared per number of distinct items, the `in` list and the multi-row insert being as long as the slip. */
const itemsQueries = new Map<number, ReturnType<typeof itemsQuery>>();
function itemsQuery(count: number) {
  return prepare((db, $: Slots<{ ids: number[] }>) =>
    db
      .selectFrom('odds')
      .innerJoin('betRank', 'betRank.id', 'odds.rankId')
      .select(['odds.id', 'odds.rankId', 'odds.type', 'odds.code', 'odds.odds', 'odds.status', 'odds.minStake', 'odds.maxStake', 'betRank.status as rankStatus'])
      .where('odds.id', 'in', $.list('ids', count)),
  );
}
const insertQueries = new Map<number, ReturnType<typeof insertQuery>>();
type BetColumns = { slipId: number; userId: number; issue: string; at: number; oddsId: number[]; rankId: number[]; type: number[]; code: string[]; odds: number[]; amount: number[] };
function insertQuery(count: number) {
  return prepare((db, $: Slots<BetColumns>) => {
    const [oddsId, rankId, type, code, odds, amount] = [$.list('oddsId', count), $.list('rankId', count), $.list('type', count), $.list('code', count), $.list('odds', count), $.list('amount', count)];
    const common = { slipId: $.value('slipId'), userId: $.value('userId'), issue: $.value('issue'), createdAt: $.value('at') };
    return db
      .insertInto('bet')
      .values(oddsId.map((_, i) => ({ ...common, oddsId: oddsId[i], rankId: rankId[i], type: type[i], code: code[i], odds: odds[i], amount: amount[i] })))
      .returning(['id', 'oddsId', 'rankId', 'code', 'odds', 'amount']);
  });
}
function ofLength<Q>(cache: Map<number, Q>, count: number, make: (count: number) => Q): Q {
  let query = cache.get(count);
  if (!query) cache.set(count, (query = make(count)));
  return query;
}

/** Whether a slip's placed bets are exactly the selections asked for (the same items with the same stakes, in any order). */
function sameSelections(bets: Array<{ oddsId: number; amount: number }>, items: SlipSelection[]): boolean {
  const key = (selections: Array<{ oddsId: number; amount: number }>) =>
    selections
      .map((s) => `${Number(s.oddsId)}:${Number(s.amount)}`)
      .sort()
      .join(',');
  return bets.length === items.length && key(bets) === key(items);
}

/**
 * Places a slip in one transaction of its own on PostgreSQL; on SQLite, where writes go one at a time anyway, slips
 * arriving together share a transaction (each in its own savepoint: accepted or refused alone) and one commit.
 */
export async function placeSlip(db: Kysely<Database>, dialect: Dialect, request: SlipRequest, _language: Language, now: () => number = Date.now): Promise<SlipResult> {
  // `_language` stays for the callers: a refusal's message is written in the reader's language when it is sent.
  // A slip names each play item once: two stakes on one item are one stake of their sum, and the player should say so.
  if (new Set(request.items.map((item) => item.oddsId)).size !== request.items.length) throw new ValidationError('slipItemRepeated');
  const work = (trx: Transaction<Database>) => placeSlipIn(trx, dialect, request, now);
  return dialect === 'sqlite' ? groupCommitOf(db).run(work) : db.transaction().execute(work);
}

async function placeSlipIn(trx: Transaction<Database>, dialect: Dialect, request: SlipRequest, now: () => number): Promise<SlipResult> {
  const total = request.items.reduce((sum, item) => sum + item.amount, 0);
  await lockPlayer(trx, dialect, request.userId);
  // The server clock decides, read inside the transaction: a slip arriving at or after close is refused.
  await sharePeriod(trx, dialect, request.issue);
  const at = now();

  // Claim the request id first: a retry finds it taken and gets the earlier answer, whatever the period's state now.
  const planId = request.planId ?? null;
  if (planId !== null) await refuseUnknownPlan(trx, planId);
  const slip = await claimRequest.executeTakeFirst(trx, { userId: request.userId, requestId: request.requestId, issue: request.issue, total, planId, at });
  if (!slip) {
    const earlier = (await earlierSlip.executeTakeFirst(trx, request))!;
    const bets = await betsOfSlip.execute(trx, { userId: request.userId, createdAt: earlier.createdAt, slipId: earlier.id });
    // Only the same slip sent again gets the earlier answer; another slip under a used id was not placed and must not look so.
    if (earlier.issue !== request.issue || earlier.planId !== planId || !sameSelections(bets, request.items)) throw new BusinessError('requestIdReused');
    const { balance } = (await balanceOf.executeTakeFirst(trx, request))!;
    return { slipId: earlier.id, issue: earlier.issue, total: earlier.total, balance, bets, replayed: true, copied: null };
  }

  const period = await periodByIssue.executeTakeFirst(trx, request);
  if (!period) throw new BusinessError('periodNotFound', { issue: request.issue });
  if (period.status !== 'scheduled' || at >= period.closeAt) throw new BusinessError('bettingClosed', { issue: request.issue });
  if (at < period.openAt) throw new BusinessError('periodNotOpen', { issue: request.issue });
  // Only a copy reads the plan: a slip of the player's own picks costs nothing more.
  const copied = planId === null ? null : await checkPlanCopy(trx, { planId, userId: request.userId, issue: request.issue, oddsIds: request.items.map((item) => item.oddsId) });

  const ids = [...new Set(request.items.map((item) => item.oddsId))];
  const catalogue = await ofLength(itemsQueries, ids.length, itemsQuery).execute(trx, { ids });
  const byId = new Map(catalogue.map((row) => [row.id, row]));
  for (const item of request.items) {
    const odds = byId.get(item.oddsId);
    if (!odds || odds.status !== 1 || odds.rankStatus !== 1) throw new BusinessError('itemUnavailable');
    if (item.amount < odds.minStake || item.amount > odds.maxStake) {
      throw new BusinessError('stakeOutOfRange', { min: { money: odds.minStake }, max: { money: odds.maxStake } });
    }
  }

  await enforcePlayerLimits(trx, request.userId, total, at);

  const balance = await changeBalance(trx, { userId: request.userId, amount: -total, type: BALANCE_LOG_TYPE.bet, refKey: `slip:${slip.id}`, remark: request.issue, now: at, bets: request.items.length });
  const items = request.items.map((item) => byId.get(item.oddsId)!);
  const bets = await ofLength(insertQueries, items.length, insertQuery).execute(trx, {
    slipId: slip.id,
    userId: request.userId,
    issue: request.issue,
    at,
    oddsId: items.map((odds) => odds.id),
    rankId: items.map((odds) => odds.rankId),
    type: items.map((odds) => odds.type),
    code: items.map((odds) => odds.code),
    odds: items.map((odds) => odds.odds),
    amount: request.items.map((item) => item.amount),
  });
  if (copied) await countPlanCopy(trx, copied.planId);
  return { slipId: slip.id, issue: request.issue, total, balance, bets, replayed: false, copied };
}
