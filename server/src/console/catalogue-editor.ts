// Operator edits of the betting catalogue: ranks and play items on or off, odds and stake bounds. Every item is shown with
// its chances and return to player under the sum-11 rule in force, and no edit is saved that would return more than 100%.
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import { type SumElevenRule } from '../config';
import { type Dialect } from '../db/database';
import { type Database, type OddsTable, type RankTable } from '../db/schema';
import { returnToPlayer, SUM_RANK_ID } from '../domain/catalogue/play-items';
import { itemName, rankName } from '../domain/catalogue/catalogue-names';
import { type Language } from '../i18n/language';
import { type MessageKey } from '../i18n/messages';
import { BusinessError, ValidationError } from '../http/app-error';

type OddsRow = Selectable<OddsTable>;
type RankRow = Selectable<RankTable>;

/** Called inside the edit's transaction with the row before and after: the route writes its audit row there. */
export type ChangeHook<T> = (trx: Transaction<Database>, before: T, after: T) => Promise<void>;

export interface AdminRank {
  id: number;
  code: string;
  name: string;
  status: number;
  orderNum: number;
  /** Play items of the rank, and how many of them are on. */
  items: number;
  enabledItems: number;
}

export interface AdminOddsItem {
  id: number;
  rankId: number;
  rankName: string;
  type: number;
  code: string;
  name: string;
  /** Decimal odds × 1000, stake included. */
  odds: number;
  minStake: number;
  maxStake: number;
  status: number;
  orderNum: number;
  /** Chance that the item wins (0..1). */
  probability: number;
  /** Chance of a push (sum-11 rule `push` on the sum's two-sided items), else 0. */
  pushProbability: number;
  /** Expected return per unit staked as a decimal (0.98 = 98%). */
  rtp: number;
}

/** Drops float noise (0.30000000000000004): every chance is a multiple of 1/90, far coarser than 1e-9. */
const round9 = (value: number) => Math.round(value * 1e9) / 1e9;

/**
 * An item's chances of winning and of a push. Its return is linear in the odds (win × odds + push × 1), so two
 * evaluations of the rule book's exact returnToPlayer give both without a second copy of how items are judged.
 */
export function itemChances(rankId: number, code: string, sumEleven: SumElevenRule): { win: number; push: number } {
  const atEven = returnToPlayer(rankId, code, 1000, sumEleven);
  const win = returnToPlayer(rankId, code, 2000, sumEleven) - atEven;
  return { win: round9(win), push: round9(atEven - win) };
}

export function toAdminOddsItem(row: OddsRow, sumEleven: SumElevenRule, language: Language): AdminOddsItem {
  const chances = itemChances(row.rankId, row.code, sumEleven);
  return {
    id: row.id,
    rankId: row.rankId,
    rankName: rankName(row.rankId, language),
    type: row.type,
    code: row.code,
    name: itemName(row.code, language),
    odds: row.odds,
    minStake: row.minStake,
    maxStake: row.maxStake,
    status: row.status,
    orderNum: row.orderNum,
    probability: chances.win,
    pushProbability: chances.push,
    rtp: round9(returnToPlayer(row.rankId, row.code, row.odds, sumEleven)),
  };
}

/** Every rank in board order with its item counts (the catalogue is 11 ranks and under 200 items: read whole). */
export async function ranksWithItems(db: Kysely<Database>, language: Language): Promise<AdminRank[]> {
  const ranks = await db.selectFrom('betRank').selectAll().orderBy('orderNum').orderBy('id').execute();
  const items = await db.selectFrom('odds').select(['rankId', 'status']).execute();
  return ranks.map((rank) => {
    const own = items.filter((item) => item.rankId === rank.id);
    return {
      id: rank.id,
      code: rank.code,
      name: rankName(rank.id, language),
      status: rank.status,
      orderNum: rank.orderNum,
      items: own.length,
      enabledItems: own.filter((item) => item.status === 1).length,
    };
  });
}

export interface OddsFilter {
  rankId?: number;
  type?: number;
  status?: number;
}

/** Play items in board order (rank, type, order), filtered; the page the caller asks for, with the filtered total. */
export async function oddsItems(
  db: Kysely<Database>,
  filter: OddsFilter,
  range: { offset: number; limit: number } | undefined,
): Promise<{ rows: OddsRow[]; total: number }> {
  let query = db.selectFrom('odds');
  if (filter.rankId !== undefined) query = query.where('rankId', '=', filter.rankId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = query.selectAll().orderBy('rankId').orderBy('type').orderBy('orderNum').orderBy('id');
  if (range) rows = rows.limit(range.limit).offset(range.offset);
  return { rows: await rows.execute(), total: Number(total) };
}

/** Turns a rank on or off; the board hides a rank that is off with all its items. Answers the rank as it now is. */
export async function setRankStatus(db: Kysely<Database>, dialect: Dialect, input: { id: number; status: number }, onChange: ChangeHook<RankRow>): Promise<RankRow> {
  return db.transaction().execute(async (trx) => {
    const select = trx.selectFrom('betRank').selectAll().where('id', '=', input.id);
    const before = await (dialect === 'postgres' ? select.forUpdate() : select).executeTakeFirst();
    if (!before) throw new BusinessError('recordNotFound');
    const after = { ...before, status: input.status };
    await trx.updateTable('betRank').set({ status: input.status }).where('id', '=', input.id).execute();
    await onChange(trx, before, after);
    return after;
  });
}

export interface OddsChange {
  id: number;
  /** Thousandths, above 1000 (the schema says so). */
  odds?: number;
  minStake?: number;
  maxStake?: number;
  status?: number;
}

/**
 * Changes one play item. The item as it would be after the change must keep min ≤ max and a return to player of at
 * most 100% under the rule in force; the row is locked while it is checked, so two edits cannot each pass on their own
 * and together break a bound. Placed bets keep their odds snapshot; the caller drops the board's cached catalogue.
 */
export async function updateOddsItem(
  db: Kysely<Database>,
  dialect: Dialect,
  sumEleven: SumElevenRule,
  change: OddsChange,
  onChange: ChangeHook<OddsRow>,
): Promise<OddsRow> {
  return db.transaction().execute(async (trx) => {
    const select = trx.selectFrom('odds').selectAll().where('id', '=', change.id);
    const before = await (dialect === 'postgres' ? select.forUpdate() : select).executeTakeFirst();
    if (!before) throw new BusinessError('recordNotFound');
    const after: OddsRow = {
      ...before,
      odds: change.odds ?? before.odds,
      minStake: change.minStake ?? before.minStake,
      maxStake: change.maxStake ?? before.maxStake,
      status: change.status ?? before.status,
    };
    if (after.minStake > after.maxStake) throw new ValidationError('stakeBoundsInverted', {}, { field: change.minStake !== undefined ? 'minStake' : 'maxStake' });
    const rtp = returnToPlayer(after.rankId, after.code, after.odds, sumEleven);
    if (rtp > 1) {
      const rank: MessageKey = after.rankId === SUM_RANK_ID ? 'rankSum' : (`rank${after.rankId}` as MessageKey);
      const item = /^\d+$/.test(after.code) ? after.code : { message: `item${after.code[0].toUpperCase()}${after.code.slice(1)}` as MessageKey };
      // Rounded up (after dropping float noise), so a return just above 100% never reads as 100%.
      const percent = Math.ceil(Math.round(rtp * 1e9) / 1e4) / 1000;
      throw new BusinessError('oddsAboveFullReturn', { rank: { message: rank }, item, rtp: { number: percent } });
    }
    await trx.updateTable('odds').set({ odds: after.odds, minStake: after.minStake, maxStake: after.maxStake, status: after.status }).where('id', '=', change.id).execute();
    await onChange(trx, before, after);
    return after;
  });
}
