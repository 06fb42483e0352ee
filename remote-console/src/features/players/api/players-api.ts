/**
 * The operator calls under /api/admin/player/player (server/src/routes/admin/player/player.ts): search, a player's card,
 * their ledger, bets, orders and logins page by page, and the three actions (balance adjustment, freeze, unfreeze).
 * Money in integer cents, odds in thousandths, times ISO.
 */
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage, PageQuery } from '../../../lib/use-admin-page';

export const PLAYER_STATUSES = ['active', 'frozen', 'closed'] as const;
/** active, frozen by an operator (no sign-in, no bets) or closed (logged off by the player). */
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/** One row of the search. */
export interface PlayerRow {
  id: number;
  phone: string | null;
  /** Empty when the player never chose one. */
  nickname: string;
  avatar: string | null;
  balance: number;
  status: PlayerStatus;
  /** Bets placed. */
  bets: number;
  createTime: string;
}

export interface PlayerSearch extends PageQuery {
  /** Digits: the player's id or part of the phone; anything else: part of the nickname. */
  keyWord?: string;
  status?: PlayerStatus;
}

export const LIMIT_FIELDS = ['stakeDay', 'stakeWeek', 'stakeMonth', 'depositDay', 'depositWeek', 'depositMonth'] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];
/** Stake and deposit limits in cents; null (or, in a pending change, absent): no limit / unchanged. */
export type PlayerLimits = Partial<Record<LimitField, number | null>>;

/** The card's running totals: counts of bets, and money (cents) net of the matching returns. */
export interface PlayerCounters {
  bets: number;
  won: number;
  push: number;
  refunded: number;
  /** Staked, net of bet refunds. */
  staked: number;
  winnings: number;
  /** Recharged, net of recharge refunds. */
  recharged: number;
  /** Withdrawn, net of returned withdrawals. */
  withdrawn: number;
  adjustedIn: number;
  adjustedOut: number;
  /** Refunded to the player (cancelled periods, returned withdrawals). */
  refunds: number;
}

export const COUNT_COUNTERS = ['bets', 'won', 'push', 'refunded'] as const satisfies ReadonlyArray<keyof PlayerCounters>;
export const MONEY_COUNTERS = ['staked', 'winnings', 'recharged', 'withdrawn', 'adjustedIn', 'adjustedOut', 'refunds'] as const satisfies ReadonlyArray<keyof PlayerCounters>;

/** The player's card. */
export interface PlayerCard {
  id: number;
  phone: string | null;
  nickname: string;
  avatar: string | null;
  balance: number;
  status: PlayerStatus;
  frozen: { time: string; reason: string } | null;
  inviteCode: string | null;
  invitedBy: number | null;
  createTime: string;
  counters: PlayerCounters;
  limits: PlayerLimits;
  /** Increases waiting for their 24 hours. */
  pendingLimits: PlayerLimits | null;
  pendingLimitsFrom: string | null;
  /** Set only while the player's self-exclusion lasts. */
  selfExcludedUntil: string | null;
  realityCheckMinutes: number;
  lastLogin: { time: string; loginType: string } | null;
}

/** The ledger's row types (server ledger/balance-ledger.ts BALANCE_LOG_TYPE); consumption is a withdrawal's hold. */
export const LEDGER_TYPES = ['recharge', 'consumption', 'bet', 'adjustment', 'winning', 'refund'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface LedgerRow {
  id: number;
  /** A LedgerType; a type the server does not name comes as its number in text. */
  type: string;
  /** Signed cents. */
  amount: number;
  balanceAfter: number;
  remark: string | null;
  time: string;
}

export function isLedgerType(type: string): type is LedgerType {
  return (LEDGER_TYPES as readonly string[]).includes(type);
}

export const BET_STATUSES = ['pending', 'won', 'lost', 'push', 'refunded'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export interface BetRow {
  id: number;
  issue: string;
  /** 0 the sum, 1..10 the places. */
  rankId: number;
  /** 0 numbers, 1 two-sided. */
  playType: number;
  code: string;
  /** Thousandths, as snapshotted when placed. */
  odds: number;
  amount: number;
  status: BetStatus;
  payout: number;
  createTime: string;
  settleTime: string | null;
}

/** The money screen's order row, less the player's own fields (routes/admin/player/player.ts orderRow). */
export interface PlayerOrderRow {
  orderNo: string;
  kind: 'recharge' | 'withdraw';
  /** Recharge: pending, paid, cancelled, failed, expired, refunded. Withdrawal: requested, paidOut, rejected. */
  status: string;
  amount: number;
  method: string;
  provider: string;
  failReason: string | null;
  createTime: string;
  payTime: string | null;
  closeTime: string | null;
}

export interface LoginRow {
  createTime: string;
  /** phone, password, register, wxMp, wxApp, mini, miniPhone. */
  loginType: string;
  revoked: boolean;
  revokeTime: string | null;
  expireTime: string;
  /** Neither revoked nor expired. */
  live: boolean;
}

export interface Adjustment {
  id: number;
  /** Signed cents, never 0: positive credits, negative debits. */
  amount: number;
  reason: string;
}

/** The server's bound on an action's reason. */
export const REASON_MAX_LENGTH = 200;

const BASE = '/player/player';

export function searchPlayers(query: PlayerSearch): Promise<AdminPage<PlayerRow>> {
  return adminPost(`${BASE}/page`, query);
}

export function getPlayerCard(id: number): Promise<PlayerCard> {
  return adminGet(`${BASE}/info`, { id });
}

export function getPlayerLedger(id: number, query: PageQuery): Promise<AdminPage<LedgerRow>> {
  return adminPost(`${BASE}/ledger`, { id, ...query });
}

export function getPlayerBets(id: number, query: PageQuery): Promise<AdminPage<BetRow>> {
  return adminPost(`${BASE}/bets`, { id, ...query });
}

export function getPlayerOrders(id: number, query: PageQuery): Promise<AdminPage<PlayerOrderRow>> {
  return adminPost(`${BASE}/orders`, { id, ...query });
}

export function getPlayerLogins(id: number, query: PageQuery): Promise<AdminPage<LoginRow>> {
  return adminPost(`${BASE}/logins`, { id, ...query });
}

/** The balance before and after, in cents. */
export function adjustBalance(adjustment: Adjustment): Promise<{ before: number; after: number }> {
  return adminPost(`${BASE}/adjust`, adjustment);
}

export function freezePlayer(id: number, reason: string): Promise<null> {
  return adminPost(`${BASE}/freeze`, { id, reason });
}

export function unfreezePlayer(id: number): Promise<null> {
  return adminPost(`${BASE}/unfreeze`, { id });
}
