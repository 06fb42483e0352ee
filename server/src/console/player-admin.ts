// What operators see and do to a player: search, the player's card and histories, balance adjustments, freezing.
import { sql, type Kysely, type Transaction } from 'kysely';
import { type Database } from '../db/schema';
import { betPayout, betSettledAt, betStatus, betsWithOutcome } from '../betting/bet-outcome';
import { BET_STATUS } from '../domain/draw/period-outcomes';
import { limitsInForce, type Limits } from '../betting/player-limits';
import { BusinessError, ValidationError } from '../http/app-error';
import { containsPattern } from '../http/like-pattern';
import { isoTime } from '../http/time';
import { type Language } from '../i18n/language';
import { BALANCE_LOG_TYPE, changeBalance } from '../ledger/balance-ledger';
import { LEDGER_REMARK, describeLedgerRemark } from '../ledger/ledger-remark';
import { betTotal, ledgerTotal } from '../ledger/player-counters';

/** Called inside the change's transaction with the values before and after: the route writes its audit row there. */
export type ChangeHook<T> = (trx: Transaction<Database>, before: T, after: T) => Promise<void>;

export const PLAYER_STATUSES = ['active', 'frozen', 'closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** The most one adjustment may move, either way: 1,000,000.00 in cents. */
export const MAX_ADJUSTMENT_CENTS = 100_000_000;

export interface PageQuery {
  page: number;
  size: number;
}

function statusOf(row: { status: number; frozenAt: number | null }): PlayerStatus {
  if (row.status !== 1) return 'closed';
  return row.frozenAt !== null ? 'frozen' : 'active';
}


export interface PlayerSearch extends PageQuery {
  /** Digits: the player's id or part of their phone; anything else: part of the nickname. */
  keyWord?: string;
  status?: PlayerStatus;
}

export async function searchPlayers(db: Kysely<Database>, search: PlayerSearch) {
  let query = db.selectFrom('appUser');
  const keyWord = search.keyWord?.trim() ?? '';
  if (keyWord !== '') {
    const digits = /^\+?[\d\s-]+$/.test(keyWord) ? keyWord.replace(/\D/g, '') : '';
    if (digits !== '') {
      const id = Number(digits);
      const byPhone = sql<boolean>`phone like ${containsPattern(digits)} escape '\\'`;
      query = digits.length <= 10 && id <= 2 ** 31 - 1 ? query.where((eb) => eb.or([eb('id', '=', id), byPhone])) : query.where(byPhone);
    } else {
      query = query.where(sql<boolean>`lower(nickname) like ${containsPattern(keyWord.toLowerCase())} escape '\\'`);
    }
  }
  if (search.status === 'active') query = query.where('status', '=', 1).where('frozenAt', 'is', null);
  if (search.status === 'frozen') query = query.where('status', '=', 1).where('frozenAt', 'is not', null);
  if (search.status === 'closed') query = query.where('status', '!=', 1);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .select(['id', 'phone', 'nickname', 'avatar', 'balance', 'status', 'frozenAt', 'betCount', 'createdAt'])
      .orderBy('id', 'desc')
      .limit(search.size)
      .offset((search.page - 1) * search.size)
      .execute(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      nickname: row.nickname,
      avatar: row.avatar,
      balance: Number(row.balance),
      status: statusOf(row),
      bets: Number(row.betCount),
      createTime: isoTime(row.createdAt)!,
    })),
    pagination: { page: search.page, size: search.size, total: Number(total) },
  };
}

async function requirePlayer(db: Kysely<Database> | Transaction<Database>, id: number) {
  const row = await db.selectFrom('appUser').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('recordNotFound');
  return row;
}

const limitsView = (limits: Partial<Limits>) => {
  const view: Partial<Record<keyof Limits, number | null>> = {};
  for (const [key, value] of Object.entries(limits) as Array<[keyof Limits, number | null]>) view[key] = value === null ? null : Number(value);
  return view;
};

/** The player's card: who they are, their money, counters, limits, self-exclusion, freeze and last login. */
export async function playerCard(db: Kysely<Database>, id: number, now: number) {
  const row = await requirePlayer(db, id);
  const [limits, lastLogin] = await Promise.all([
    limitsInForce(db, id, now),
    db.selectFrom('userSession').select(['createdAt', 'loginType']).where('userId', '=', id).orderBy('createdAt', 'desc').limit(1).executeTakeFirst(),
  ]);
  const n = (value: number) => Number(value);
  return {
    id: row.id,
    phone: row.phone,
    nickname: row.nickname,
    avatar: row.avatar,
    balance: n(row.balance),
    status: statusOf(row),
    frozen: row.frozenAt === null ? null : { time: isoTime(row.frozenAt)!, reason: row.frozenReason ?? '' },
    inviteCode: row.inviteCode,
    invitedBy: row.invitedBy,
    createTime: isoTime(row.createdAt)!,
    counters: {
      bets: n(row.betCount),
      won: n(row.betWonCount),
      push: n(row.betPushCount),
      refunded: n(row.betRefundCount),
      staked: n(row.ledgerBetOut) - n(row.ledgerBetIn),
      winnings: n(row.ledgerWinningIn),
      recharged: n(row.ledgerRechargeIn) - n(row.ledgerRechargeOut),
      withdrawn: n(row.ledgerConsumptionOut) - n(row.ledgerConsumptionIn),
      adjustedIn: n(row.ledgerAdjustmentIn),
      adjustedOut: n(row.ledgerAdjustmentOut),
      refunds: n(row.ledgerRefundIn),
    },
    limits: limitsView(limits.limits),
    pendingLimits: limits.pending ? limitsView(limits.pending) : null,
    pendingLimitsFrom: isoTime(limits.pendingAt),
    selfExcludedUntil: limits.excludedUntil !== null && limits.excludedUntil > now ? isoTime(limits.excludedUntil) : null,
    realityCheckMinutes: limits.realityCheckMinutes,
    lastLogin: lastLogin ? { time: isoTime(lastLogin.createdAt)!, loginType: lastLogin.loginType } : null,
  };
}

const LEDGER_TYPE_NAMES = Object.fromEntries(Object.entries(BALANCE_LOG_TYPE).map(([name, type]) => [type, name])) as Record<number, keyof typeof BALANCE_LOG_TYPE>;

/** The player's ledger, newest first; remarks in the operator's language. */
export async function playerLedger(db: Kysely<Database>, id: number, page: PageQuery, language: Language) {
  await requirePlayer(db, id);
  const rows = await db
    .selectFrom('balanceLog')
    .select(['id', 'type', 'amount', 'balanceAfter', 'remark', 'createdAt'])
    .where('userId', '=', id)
    .orderBy('id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      type: LEDGER_TYPE_NAMES[row.type] ?? String(row.type),
      amount: Number(row.amount),
      balanceAfter: Number(row.balanceAfter),
      remark: describeLedgerRemark(row.remark, language),
      time: isoTime(row.createdAt)!,
    })),
    pagination: { page: page.page, size: page.size, total: await ledgerTotal(db, id) },
  };
}

const BET_STATUS_NAMES = Object.fromEntries(Object.entries(BET_STATUS).map(([name, status]) => [status, name])) as Record<number, keyof typeof BET_STATUS>;

/** The player's bets, newest first, each with its status and payout as settled. */
export async function playerBets(db: Kysely<Database>, id: number, page: PageQuery) {
  await requirePlayer(db, id);
  const rows = await betsWithOutcome(db)
    .select(['b.id', 'b.issue', 'b.rankId', 'b.type', 'b.code', 'b.odds', 'b.amount', 'b.createdAt', betStatus.as('status'), betPayout.as('payout'), betSettledAt.as('settledAt')])
    .where('b.userId', '=', id)
    .orderBy('b.id', 'desc')
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .execute();
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      issue: row.issue,
      rankId: row.rankId,
      playType: row.type,
      code: row.code,
      odds: Number(row.odds),
      amount: Number(row.amount),
      status: BET_STATUS_NAMES[Number(row.status)] ?? 'pending',
      payout: Number(row.payout),
      createTime: isoTime(row.createdAt)!,
      settleTime: isoTime(row.settledAt === null ? null : Number(row.settledAt)),
    })),
    pagination: { page: page.page, size: page.size, total: await betTotal(db, id) },
  };
}

/** The player's logins (sessions), newest first. */
export async function playerLogins(db: Kysely<Database>, id: number, page: PageQuery, now: number) {
  await requirePlayer(db, id);
  const query = db.selectFrom('userSession').where('userId', '=', id);
  const [{ total }, rows] = await Promise.all([
    query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query.select(['createdAt', 'loginType', 'expiresAt', 'revokedAt']).orderBy('createdAt', 'desc').limit(page.size).offset((page.page - 1) * page.size).execute(),
  ]);
  return {
    list: rows.map((row) => ({
      createTime: isoTime(row.createdAt)!,
      loginType: row.loginType,
      revoked: row.revokedAt !== null,
      revokeTime: isoTime(row.revokedAt),
      expireTime: isoTime(row.expiresAt)!,
      live: row.revokedAt === null && Number(row.expiresAt) > now,
    })),
    pagination: { page: page.page, size: page.size, total: Number(total) },
  };
}

export interface Adjustment {
  userId: number;
  /** Signed cents: a credit or a debit, never zero. */
  amount: number;
  reason: string;
  now: number;
}

/**
 * An `adjustment` ledger row through the one balance path (a debit beyond the balance is refused by it, nothing
 * written) and the hook's audit row, in one transaction. Returns the balance before and after.
 */
export async function adjustBalance(db: Kysely<Database>, adjustment: Adjustment, audit: ChangeHook<{ balance: number }>): Promise<{ before: number; after: number }> {
  const reason = adjustment.reason.trim();
  if (adjustment.amount === 0 || !Number.isSafeInteger(adjustment.amount) || Math.abs(adjustment.amount) > MAX_ADJUSTMENT_CENTS) {
    throw new ValidationError('adjustmentAmountInvalid', { max: { money: MAX_ADJUSTMENT_CENTS } }, { field: 'amount' });
  }
  if (reason === '') throw new ValidationError('adjustmentReasonRequired', {}, { field: 'reason' });
  return db.transaction().execute(async (trx) => {
    await requirePlayer(trx, adjustment.userId);
    const after = await changeBalance(trx, { userId: adjustment.userId, amount: adjustment.amount, type: BALANCE_LOG_TYPE.adjustment, remark: LEDGER_REMARK.operatorAdjustment, now: adjustment.now });
    // The same statement moved it: what it left, less what it added, is what it found.
    const before = after - adjustment.amount;
    await audit(trx, { balance: before }, { balance: after });
    return { before, after };
  });
}

type FreezeState = { frozenAt: string | null; frozenReason: string | null };

/** Freezes an open account (no sign-in, no bets); the caller then ends its logins. Refused when already frozen. */
export async function freezePlayer(db: Kysely<Database>, userId: number, reason: string, now: number, audit: ChangeHook<FreezeState>): Promise<void> {
  const why = reason.trim();
  if (why === '') throw new ValidationError('freezeReasonRequired', {}, { field: 'reason' });
  await db.transaction().execute(async (trx) => {
    const frozen = await trx.updateTable('appUser').set({ frozenAt: now, frozenReason: why, updatedAt: now }).where('id', '=', userId).where('frozenAt', 'is', null).returning('id').executeTakeFirst();
    if (!frozen) {
      await requirePlayer(trx, userId);
      throw new BusinessError('playerAlreadyFrozen');
    }
    await audit(trx, { frozenAt: null, frozenReason: null }, { frozenAt: isoTime(now), frozenReason: why });
  });
}

/** Lifts a freeze: the player may sign in again. Refused when the account is not frozen. */
export async function unfreezePlayer(db: Kysely<Database>, userId: number, now: number, audit: ChangeHook<FreezeState>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await requirePlayer(trx, userId);
    if (row.frozenAt === null) throw new BusinessError('playerNotFrozen');
    const lifted = await trx.updateTable('appUser').set({ frozenAt: null, frozenReason: null, updatedAt: now }).where('id', '=', userId).where('frozenAt', '=', row.frozenAt).executeTakeFirst();
    if (Number(lifted.numUpdatedRows) === 0) throw new BusinessError('playerNotFrozen');
    await audit(trx, { frozenAt: isoTime(row.frozenAt), frozenReason: row.frozenReason }, { frozenAt: null, frozenReason: null });
  });
}
