// What a reader sees of plans (PlanView, plans/CONTRACT.md): the visible plans' rows, their picks named in the reader's
// language with each pick's judged status, the period's result, and the reader's own marks (liked, mine, copyable).
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database, type PeriodStatus } from '../db/schema';
import { betPayout, betStatus, betsWithOutcome } from '../betting/bet-outcome';
import { itemName, rankName } from '../domain/catalogue/catalogue-names';
import { type Language } from '../i18n/language';
import { displayNickname, readSettings } from '../accounts/profile-service';
import { publicUploadUrl } from '../uploads/upload-address';
import { isoTime } from '../http/time';
import { oddsFromMilli } from '../http/catalogue-schemas';
import { bettingOpen, planHits, planStatus, type JudgedPick, type PlanStatus } from './plan-outcome';

type Db = Kysely<Database> | Transaction<Database>;

/** Who reads: the signed-in player (null for a guest), their language, the server clock, what makes upload addresses absolute. */
export interface PlanReader {
  userId: number | null;
  language: Language;
  now: number;
  publicUrl: string | undefined;
}

export interface PlanPick {
  oddsId: number;
  rankId: number;
  rankName: string;
  type: number;
  code: string;
  itemName: string;
  /** Decimal odds, the author's snapshot. */
  odds: number;
}

export interface PlayerRef {
  id: number;
  nickName: string;
  avatarUrl: string | null;
}

export interface PlanView {
  id: number;
  issue: string;
  createTime: string;
  author: PlayerRef;
  note: string | null;
  stake: number | null;
  picks: PlanPick[];
  likes: number;
  copies: number;
  clicks: number;
  liked: boolean;
  mine: boolean;
  copyable: boolean;
  status: PlanStatus;
  result: number[] | null;
  hits: number | null;
}

/** An author shown to players: open (status 1) and not frozen. Hidden authors' plans and pages are not found. */
export function visibleAuthor<T extends { status: number; frozenAt: number | null }>(user: T | undefined): user is T {
  return user !== undefined && Number(user.status) === 1 && user.frozenAt === null;
}

/** Plans (`pl`) of visible authors (`u`) with their slip (`s`): filter, order and select from it. */
export function visiblePlans(db: Db) {
  return db
    .selectFrom('plan as pl')
    .innerJoin('appUser as u', 'u.id', 'pl.userId')
    .innerJoin('betSlip as s', 's.id', 'pl.slipId')
    .where('u.status', '=', 1)
    .where('u.frozenAt', 'is', null);
}

/** The columns a PlanView is made from. */
export const PLAN_COLUMNS = [
  'pl.id',
  'pl.userId',
  'pl.slipId',
  'pl.issue',
  'pl.note',
  'pl.showStake',
  'pl.likes',
  'pl.copies',
  'pl.clicks',
  'pl.createdAt',
  's.total',
  'u.nickname',
  'u.avatar',
  'u.phone',
  'u.status',
  'u.settings',
] as const;

export interface PlanRow {
  id: number;
  userId: number;
  slipId: number;
  issue: string;
  note: string | null;
  showStake: number;
  likes: number;
  copies: number;
  clicks: number;
  createdAt: number;
  total: number;
  nickname: string;
  avatar: string | null;
  phone: string | null;
  status: number;
  settings: string | null;
}

export function playerRef(user: { id: number; nickname: string; avatar: string | null; phone: string | null; status: number }, reader: PlanReader): PlayerRef {
  return {
    id: user.id,
    nickName: displayNickname(user, reader.language),
    avatarUrl: user.avatar === null ? null : publicUploadUrl(user.avatar, reader.publicUrl),
  };
}

interface JudgedBet extends JudgedPick {
  slipId: number;
  oddsId: number;
  rankId: number;
  type: number;
  code: string;
  odds: number;
  periodStatus: PeriodStatus;
  closeAt: number;
  result: string | null;
}

/**
 * The bets of these slips with their judged status and payout, per slip in bet order: the slip's own bets found through
 * the bet(user_id, created_at) index from the slip row, never by a scan.
 */
export async function judgedBetsOfSlips(db: Db, slipIds: number[]): Promise<Map<number, JudgedBet[]>> {
  const bySlip = new Map<number, JudgedBet[]>();
  if (slipIds.length === 0) return bySlip;
  const rows = await betsWithOutcome(db)
    .innerJoin('betSlip as s', (join) => join.onRef('s.id', '=', 'b.slipId').onRef('s.userId', '=', 'b.userId').onRef('s.createdAt', '=', 'b.createdAt'))
    .where('s.id', 'in', slipIds)
    .select([
      'b.slipId',
      'b.oddsId',
      'b.rankId',
      'b.type',
      'b.code',
      'b.odds',
      'b.amount',
      betStatus.as('betStatus'),
      betPayout.as('payout'),
      'p.status as periodStatus',
      'p.closeAt',
      'p.result',
    ])
    .orderBy('b.id')
    .execute();
  for (const row of rows) {
    const slipId = Number(row.slipId);
    const bets = bySlip.get(slipId) ?? [];
    bets.push({
      slipId,
      oddsId: row.oddsId,
      rankId: row.rankId,
      type: row.type,
      code: row.code,
      odds: row.odds,
      amount: Number(row.amount),
      status: Number(row.betStatus),
      payout: Number(row.payout),
      periodStatus: row.periodStatus,
      closeAt: Number(row.closeAt),
      result: row.result,
    });
    bySlip.set(slipId, bets);
  }
  return bySlip;
}

/** The status of a slip's plan from its judged bets (a slip always has bets; none reads as a period still closed). */
export function statusOfBets(bets: JudgedBet[], now: number): PlanStatus {
  if (bets.length === 0) return 'closed';
  return planStatus({ status: bets[0].periodStatus, closeAt: bets[0].closeAt }, bets, now);
}

/** PlanViews of the rows, in their order: two keyed reads (the slips' judged bets, the reader's likes among them). */
export async function planViews(db: Db, rows: PlanRow[], reader: PlanReader): Promise<PlanView[]> {
  if (rows.length === 0) return [];
  const bets = await judgedBetsOfSlips(
    db,
    rows.map((row) => Number(row.slipId)),
  );
  const planIds = rows.map((row) => row.id);
  const liked =
    reader.userId === null
      ? new Set<number>()
      : new Set((await db.selectFrom('planLike').select('planId').where('userId', '=', reader.userId).where('planId', 'in', planIds).execute()).map((r) => r.planId));
  return rows.map((row) => {
    const picks = bets.get(Number(row.slipId)) ?? [];
    const status = statusOfBets(picks, reader.now);
    const mine = reader.userId === row.userId;
    const open = picks.length > 0 && bettingOpen({ status: picks[0].periodStatus, closeAt: picks[0].closeAt }, reader.now);
    const result = picks[0]?.result ?? null;
    return {
      id: row.id,
      issue: row.issue,
      createTime: isoTime(Number(row.createdAt))!,
      author: playerRef({ id: row.userId, nickname: row.nickname, avatar: row.avatar, phone: row.phone, status: Number(row.status) }, reader),
      note: row.note,
      stake: Number(row.showStake) === 1 ? Number(row.total) : null,
      picks: picks.map((pick) => ({
        oddsId: pick.oddsId,
        rankId: pick.rankId,
        rankName: rankName(pick.rankId, reader.language),
        type: pick.type,
        code: pick.code,
        itemName: itemName(pick.code, reader.language),
        odds: oddsFromMilli(pick.odds),
      })),
      likes: Number(row.likes),
      copies: Number(row.copies),
      clicks: Number(row.clicks),
      liked: liked.has(row.id),
      mine,
      copyable: open && readSettings(row.settings).orderReceiving === true && !mine,
      status,
      result: result === null ? null : result.split(',').map(Number),
      hits: planHits(status, picks),
    };
  });
}

/** One visible plan as the reader sees it, or undefined when there is none (unknown, or its author hidden). */
export async function planViewById(db: Db, planId: number, reader: PlanReader): Promise<PlanView | undefined> {
  const row = await visiblePlans(db).select(PLAN_COLUMNS).where('pl.id', '=', planId).executeTakeFirst();
  return row ? (await planViews(db, [row], reader))[0] : undefined;
}

/** Plans of the period(s) open for betting now come first in the hall. */
export function inOpenPeriod(now: number) {
  return sql<number>`case when pl.issue in (select issue from draw_period where status = 'scheduled' and open_at <= ${now} and close_at > ${now}) then 0 else 1 end`;
}
