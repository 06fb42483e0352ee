// Table types as Kysely sees them (camelCase in code, snake_case in the database). Money in cents, odds in thousandths, times in epoch ms.
import { type ColumnType, type Generated, type Selectable } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  phone: string | null;
  passwordHash: string | null;
  nickname: string;
  avatar: string | null;
  signature: string | null;
  /** Balance in cents; only ever changed by the balance ledger. */
  balance: Generated<number>;
  totalClicks: Generated<number>;
  likes: Generated<number>;
  follows: Generated<number>;
  fans: Generated<number>;
  /** 1 active, 0 closed (logged off). */
  status: Generated<number>;
  /** JSON: { orderReceiving, messageNotification } and whatever the profile adds. */
  settings: string | null;
  /** Bumped by every password change: logins made under an older version are dead. */
  credentialsVersion: Generated<number>;
  /**
   * Counters of the player's rows, written in the same statement as the rows they count (player-counters.ts): bets
   * placed and settled by outcome, ledger rows by type. Lists take their totals from them.
   */
  betCount: Generated<number>;
  betWonCount: Generated<number>;
  betPushCount: Generated<number>;
  betRefundCount: Generated<number>;
  ledgerRechargeCount: Generated<number>;
  ledgerConsumptionCount: Generated<number>;
  ledgerBetCount: Generated<number>;
  ledgerAdjustmentCount: Generated<number>;
  ledgerWinningCount: Generated<number>;
  ledgerRefundCount: Generated<number>;
  /** Money in (credits) and out (debits, a positive sum) of the player's ledger rows by type, kept like the counters (bill totals). */
  ledgerRechargeIn: Generated<number>;
  ledgerRechargeOut: Generated<number>;
  ledgerConsumptionIn: Generated<number>;
  ledgerConsumptionOut: Generated<number>;
  ledgerBetIn: Generated<number>;
  ledgerBetOut: Generated<number>;
  ledgerAdjustmentIn: Generated<number>;
  ledgerAdjustmentOut: Generated<number>;
  ledgerWinningIn: Generated<number>;
  ledgerWinningOut: Generated<number>;
  ledgerRefundIn: Generated<number>;
  ledgerRefundOut: Generated<number>;
  /** The player's own invite code (8 characters, accounts/invite-codes.ts); null until first assigned. */
  inviteCode: string | null;
  /** The player whose invite code this one registered with. */
  invitedBy: number | null;
  /** Set while an operator has frozen the account: no sign-in, no bets. */
  frozenAt: number | null;
  frozenReason: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface UserSessionTable {
  /** Random id carried by both tokens of one login. */
  id: string;
  userId: number;
  loginType: string;
  /** The id of the one refresh token of this login that is still valid. */
  refreshJti: string;
  /** The player's credentials version when the login's credential was checked; alive only while it is still theirs. */
  credentialsVersion: number;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface ParamTable {
  id: Generated<number>;
  keyName: string;
  name: string;
  /** 0 plain text, 1 JSON, 2 text per language (JSON object keyed by language). */
  dataType: number;
  data: string;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface DictTypeTable {
  id: Generated<number>;
  keyName: string;
  name: string;
}

export interface DictInfoTable {
  id: Generated<number>;
  typeId: number;
  name: string;
  /** Names in other languages, JSON keyed by language. */
  nameI18n: string | null;
  value: string | null;
  orderNum: number;
  parentId: number | null;
}

export interface RankTable {
  /** 0 is the champion + runner-up sum, 1..10 the places. */
  id: number;
  code: string;
  name: string;
  status: number;
  orderNum: number;
}

export interface OddsTable {
  id: Generated<number>;
  rankId: number;
  /** 0 numbers, 1 two-sided. */
  type: number;
  code: string;
  name: string;
  /** Decimal odds × 1000, stake included (9.8 → 9800). */
  odds: number;
  status: number;
  orderNum: number;
  minStake: number;
  maxStake: number;
}

export interface NoticeTable {
  id: Generated<number>;
  /** 1 published, 0 draft. */
  status: number;
  /** 1: listed before the others. */
  pinned: Generated<number>;
  /** Players see a published notice only inside [publishFrom, publishUntil) where these are set. */
  publishFrom: number | null;
  publishUntil: number | null;
  /** The operator who created it (null for seeded notices). */
  createdBy: number | null;
  createdAt: number;
  updatedAt: number;
}

/** A notice's text in one language; players read theirs, else the fallback order of notices/notice-language.ts. */
export interface NoticeTextTable {
  noticeId: number;
  language: string;
  title: string;
  content: string;
}

/** A notice a signed-in player has opened (its detail read). */
export interface NoticeReadTable {
  userId: number;
  noticeId: number;
  readAt: number;
}

export type OperatorRole = 'admin' | 'finance' | 'agent';

export interface OperatorTable {
  id: Generated<number>;
  username: string;
  displayName: string;
  /** argon2id. */
  passwordHash: string;
  /** Base32 TOTP secret. */
  totpSecret: string;
  /** The time step of the last code accepted: a code is good once. */
  totpLastStep: number | null;
  role: OperatorRole;
  status: 'active' | 'disabled';
  /** 1 after a one-time password: the next sign-in may only choose a new password. */
  mustChangePassword: Generated<number>;
  failedCount: Generated<number>;
  lockedUntil: number | null;
  lastLoginAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface OperatorSessionTable {
  /** SHA-256 (hex) of the opaque token. */
  id: string;
  operatorId: number;
  stage: 'full' | 'password';
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** Append-only (triggers refuse update and delete). */
export interface AuditLogTable {
  id: Generated<number>;
  operatorId: number | null;
  operatorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  /** JSON or null. */
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  ip: string;
  createdAt: number;
}

export interface DemoGoodsTable {
  id: Generated<number>;
  userId: number;
  title: string;
  priceCents: number;
  description: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface BalanceLogTable {
  id: Generated<number>;
  userId: number;
  /** 0 recharge, 1 consumption, 2 bet, 3 adjustment, 4 winning, 5 refund (dictionary balanceLogType). */
  type: number;
  /** Signed cents. */
  amount: number;
  balanceAfter: number;
  refKey: string | null;
  remark: string | null;
  createdAt: number;
}

export interface CaptchaChallengeTable {
  id: string;
  kind: string;
  answer: number;
  attempts: Generated<number>;
  ip: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  codeHash: string;
  ip: string;
  attempts: Generated<number>;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface SmsThrottleTable {
  phone: string;
  lastSentAt: number;
}

export interface LoginFailureCounterTable {
  /** phone:<E.164>, ip:<address> or user:<id>. */
  scope: string;
  /** Failed (or still running) password checks in the current window. */
  failures: number;
  windowStartedAt: number;
}

export interface UserAddressTable {
  id: Generated<number>;
  userId: number;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  isDefault: number;
  createdAt: number;
  updatedAt: number;
}

export interface UserWechatTable {
  id: Generated<number>;
  userId: number;
  app: string;
  openid: string;
  unionid: string | null;
  createdAt: number;
}

export interface DrawChainTable {
  id: string;
  seedHex: string;
  commitmentHex: string;
  length: number;
  firstIssue: string;
  algorithm: string;
  salt: string;
  createdAt: number;
  /** The drand chain whose rounds the periods mix in (null: no beacon), its public key and round rule, published with the commitment. */
  beaconChainHash: NullableColumn<string>;
  beaconPublicKey: NullableColumn<string>;
  beaconGenesisTime: NullableColumn<number>;
  beaconPeriodSeconds: NullableColumn<number>;
  /** R_k = the first round whose time is at least this many seconds after period k's close. */
  beaconDelaySeconds: NullableColumn<number>;
}

/** A column added later, null unless set: inserts may leave it out. */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A chain as read. */
export type DrawChainRow = Selectable<DrawChainTable>;

/** A draw period as read. */
export type DrawPeriodRow = Selectable<DrawPeriodTable>;

export type PeriodStatus = 'scheduled' | 'drawn' | 'settled' | 'cancelled' | 'refunded';

export interface DrawPeriodTable {
  issue: string;
  chainId: string;
  chainIndex: number;
  openAt: number;
  closeAt: number;
  drawAt: number;
  status: PeriodStatus;
  /** The ten places, comma separated, once drawn. */
  result: string | null;
  revealedKeyHex: string | null;
  drawnAt: number | null;
  settledAt: number | null;
  cancelReason: string | null;
  /** R_k, assigned when the chain was committed (null: no beacon); its randomness (the salt) and signature once drawn. */
  beaconRound: NullableColumn<number>;
  beaconRandomness: NullableColumn<string>;
  beaconSignature: NullableColumn<string>;
}

export interface BetSlipTable {
  id: Generated<number>;
  userId: number;
  requestId: string;
  issue: string;
  total: number;
  /** The plan this slip was copied from (plans/CONTRACT.md), null for the player's own picks. */
  planId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: number;
}

export interface BetTable {
  id: Generated<number>;
  slipId: number;
  userId: number;
  issue: string;
  oddsId: number;
  rankId: number;
  type: number;
  code: string;
  /** Odds snapshot in thousandths. */
  odds: number;
  amount: number;
  /** Status, payout and settle time are not stored: see betting/bet-outcome.ts. */
  createdAt: number;
}

/** One row (id 1): periods with a result, kept by the draw itself. */
export interface DrawCounterTable {
  id: number;
  drawn: number;
}

/** Only the outcomes that pay (won, push, refunded): a settled bet whose item has no row lost. */
export interface DrawOutcomeTable {
  issue: string;
  rankId: number;
  code: string;
  /** The bet status it leads to once the period is settled: 1 won, 3 push, 4 refunded (an item the rules cannot judge). Never 2: lost is the absence of a row. */
  outcome: number;
}

export interface PlayerLimitTable {
  userId: number;
  stakeDay: number | null;
  stakeWeek: number | null;
  stakeMonth: number | null;
  pendingJson: string | null;
  pendingAt: number | null;
  excludedUntil: number | null;
  /** Minutes between reality-check reminders: 0 (off), 15, 30 or 60. */
  realityCheckMinutes: Generated<number>;
  /** Deposit limits per 24 h / 7 d / 30 d, cents; null for none. */
  depositDay: number | null;
  depositWeek: number | null;
  depositMonth: number | null;
  /** When the player first chose their deposit limits (or, explicitly, none); null: not asked yet. */
  depositChosenAt: number | null;
  updatedAt: number;
}

export interface UploadedImageTable {
  /** The image's URL as the upload endpoint answered it (/uploads/...). */
  url: string;
  /** The player who uploaded it: the only one who may use it. */
  userId: number;
  createdAt: number;
}

export interface PhoneMemoryTable {
  /** HMAC-SHA256 (hex) of the E.164 number under PHONE_HASH_SECRET: the number itself is not kept. */
  phoneHash: string;
  /** The latest self-exclusion end of any account that held the number. */
  excludedUntil: number | null;
  /** 1 once an account holding the number received the welcome credit. */
  welcomeCredited: Generated<number>;
  updatedAt: number;
}

export type ViewKind = 'notice' | 'draw' | 'plan' | 'author';

/** What a signed-in player opened, newest first (accounts/viewing-history.ts); one row per thing, at most 200 per player. */
export interface ViewHistoryTable {
  id: Generated<number>;
  userId: number;
  kind: ViewKind;
  /** The notice id, the period's issue, the plan id or the author's user id, as text. */
  ref: string;
  /** When it was last opened. */
  viewedAt: number;
}

export type PayOrderKind = 'recharge' | 'withdraw';
export type RechargeStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired' | 'refunded';
export type WithdrawStatus = 'requested' | 'paidOut' | 'rejected';
export type PayOrderStatus = RechargeStatus | WithdrawStatus;

export interface PayOrderTable {
  id: Generated<number>;
  orderNo: string;
  userId: number;
  kind: PayOrderKind;
  status: PayOrderStatus;
  /** Cents, positive. */
  amount: number;
  currency: string;
  /** What the player chose. */
  method: 'wechat' | 'alipay';
  /** Who served it: the sandbox unless the method's real provider is configured. */
  provider: 'sandbox' | 'wechat' | 'alipay';
  providerTradeNo: string | null;
  /** A withdrawal's destination as typed (WeChat ID or Alipay account). */
  account: string | null;
  /** Message key of why it failed, was rejected or refunded. */
  failReason: string | null;
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
  paidAt: number | null;
  closedAt: number | null;
  queriedAt: number | null;
}

export interface PayNotificationTable {
  id: Generated<number>;
  provider: string;
  orderNo: string | null;
  outcome: 'credited' | 'duplicate' | 'closed' | 'refused';
  reason: string | null;
  amount: number | null;
  receivedAt: number;
}

export interface SandboxPaymentTable {
  tradeNo: string;
  orderNo: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  attach: string;
  returnUrl: string;
  notifyUrl: string;
  status: 'open' | 'paid' | 'cancelled' | 'failed' | 'closed' | 'refunded';
  language: string;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  refundedAmount: Generated<number>;
}

export type CsSessionStatus = 'waiting' | 'active' | 'closed';
export type CsSenderType = 'player' | 'agent' | 'system';
export type CsContentType = 'text' | 'image' | 'system';

export interface CsSessionTable {
  id: Generated<number>;
  userId: number;
  agentId: number | null;
  status: CsSessionStatus;
  createdAt: number;
  updatedAt: number;
  assignedAt: number | null;
  closedAt: number | null;
  /** Watermarks (message ids): the player's devices received / the player read the other side's messages up to these. */
  playerDeliveredId: Generated<number>;
  playerReadId: Generated<number>;
  agentDeliveredId: Generated<number>;
  agentReadId: Generated<number>;
  lastMessageId: number | null;
  rating: number | null;
  ratingComment: string | null;
  ratedAt: number | null;
}

export interface CsMessageTable {
  id: Generated<number>;
  sessionId: number;
  /** The session's player (denormalised: a player's history and unread count read one index). */
  userId: number;
  senderType: CsSenderType;
  senderId: number | null;
  clientId: string | null;
  contentType: CsContentType;
  /** Text as sent, an image path (/uploads/…), or JSON { key, params } for a system line. */
  content: string;
  createdAt: number;
}

export interface CsAgentTable {
  operatorId: number;
  /** Online while a socket of theirs keeps renewing this, on any process. */
  onlineUntil: number;
  updatedAt: number;
}

export interface CsCannedReplyTable {
  id: Generated<number>;
  title: string;
  content: string;
  createdBy: number;
  createdAt: number;
  updatedAt: number;
}

export interface OperatorUploadTable {
  url: string;
  operatorId: number;
  createdAt: number;
}

/** An uploaded file kept in the database (UPLOAD_STORAGE=database); who may use it is recorded in uploaded_image or operator_upload. */
export interface StoredFileTable {
  /** Its URL, /uploads/YYYY-MM/<32 hex>.<ext>. */
  path: string;
  contentType: string;
  size: number;
  bytes: Buffer;
  createdAt: number;
}

export interface Database {
  appUser: UserTable;
  userSession: UserSessionTable;
  param: ParamTable;
  dictType: DictTypeTable;
  dictInfo: DictInfoTable;
  betRank: RankTable;
  odds: OddsTable;
  notice: NoticeTable;
  noticeText: NoticeTextTable;
  noticeRead: NoticeReadTable;
  operator: OperatorTable;
  operatorSession: OperatorSessionTable;
  auditLog: AuditLogTable;
  demoGoods: DemoGoodsTable;
  balanceLog: BalanceLogTable;
  captchaChallenge: CaptchaChallengeTable;
  smsCode: SmsCodeTable;
  smsThrottle: SmsThrottleTable;
  loginFailureCounter: LoginFailureCounterTable;
  userAddress: UserAddressTable;
  userWechat: UserWechatTable;
  drawChain: DrawChainTable;
  drawPeriod: DrawPeriodTable;
  betSlip: BetSlipTable;
  bet: BetTable;
  drawOutcome: DrawOutcomeTable;
  drawCounter: DrawCounterTable;
  playerLimit: PlayerLimitTable;
  uploadedImage: UploadedImageTable;
  phoneMemory: PhoneMemoryTable;
  viewHistory: ViewHistoryTable;
  payOrder: PayOrderTable;
  payNotification: PayNotificationTable;
  sandboxPayment: SandboxPaymentTable;
  csSession: CsSessionTable;
  csMessage: CsMessageTable;
  csAgent: CsAgentTable;
  csCannedReply: CsCannedReplyTable;
  operatorUpload: OperatorUploadTable;
  storedFile: StoredFileTable;
  plan: PlanTable;
  planLike: PlanLikeTable;
  userFollow: UserFollowTable;
  dailyClick: DailyClickTable;
  notification: NotificationTable;
}

/** A slip its author published to the plan hall (plans/CONTRACT.md); its picks and odds are the slip's bets. */
export interface PlanTable {
  id: Generated<number>;
  userId: number;
  slipId: number;
  issue: string;
  note: string | null;
  /** 1: the author shows the stake. */
  showStake: Generated<number>;
  /** Counters of plan_like rows, slips copied from it and daily_click rows on it, written with those rows. */
  likes: Generated<number>;
  copies: Generated<number>;
  clicks: Generated<number>;
  createdAt: number;
}

export interface PlanLikeTable {
  planId: number;
  userId: number;
  createdAt: number;
}

/** `userId` follows `followeeId`. */
export interface UserFollowTable {
  userId: number;
  followeeId: number;
  createdAt: number;
}

/** One player's first view of an author page or a plan on a day (in TIME_ZONE): a click in the author's total clicks. */
export interface DailyClickTable {
  userId: number;
  kind: 'author' | 'plan';
  ref: number;
  day: string;
  authorId: number;
  createdAt: number;
}

export type NotificationKind = 'planPublished' | 'planLiked' | 'planCopied' | 'betSettled' | 'payOrder' | 'csReply';

/** A player's notification (notifications/CONTRACT.md): unique per player, kind and ref; a repeat refreshes the row and marks it unread. */
export interface NotificationTable {
  id: Generated<number>;
  userId: number;
  kind: NotificationKind;
  ref: string;
  actorId: number | null;
  /** JSON parameters of its text. */
  params: string | null;
  createdAt: number;
  readAt: number | null;
}
