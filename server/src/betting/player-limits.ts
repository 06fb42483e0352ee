// A player's own stake and deposit limits (24 h / 7 d / 30 d each) and self-exclusion (decreases apply at once, increases
// after 24 hours), and how often the reality check reminds them how long they have been playing.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { type Database, type PlayerLimitTable } from '../db/schema';
import { prepare, type Slots } from '../db/prepared-query';
import { BusinessError, ValidationError } from '../http/app-error';
import { type MessageKey } from '../i18n/messages';

export const DAY_MS = 24 * 3600_000;
export const INCREASE_DELAY_MS = DAY_MS;
export const MIN_SELF_EXCLUSION_MONTHS = 6;
/** The reality check's choices, in minutes between reminders; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export type StakeKey = 'stakeDay' | 'stakeWeek' | 'stakeMonth';
export type DepositKey = 'depositDay' | 'depositWeek' | 'depositMonth';
export type LimitKey = StakeKey | DepositKey;
interface LimitWindow<K extends LimitKey> {
  key: K;
  ms: number;
  label: MessageKey;
}
/** The stake limits' windows (the deposit limits have the same three). */
export const LIMIT_WINDOWS: Array<LimitWindow<StakeKey>> = [
  { key: 'stakeDay', ms: DAY_MS, label: 'windowDay' },
  { key: 'stakeWeek', ms: 7 * DAY_MS, label: 'windowWeek' },
  { key: 'stakeMonth', ms: 30 * DAY_MS, label: 'windowMonth' },
];
export const DEPOSIT_WINDOWS: Array<LimitWindow<DepositKey>> = [
  { key: 'depositDay', ms: DAY_MS, label: 'windowDay' },
  { key: 'depositWeek', ms: 7 * DAY_MS, label: 'windowWeek' },
  { key: 'depositMonth', ms: 30 * DAY_MS, label: 'windowMonth' },
];
export const LIMIT_KEYS: LimitKey[] = [...LIMIT_WINDOWS, ...DEPOSIT_WINDOWS].map((w) => w.key);

export type Limits = Record<LimitKey, number | null>;
type Db = Kysely<Database> | Transaction<Database>;

const NO_LIMITS: Limits = { stakeDay: null, stakeWeek: null, stakeMonth: null, depositDay: null, depositWeek: null, depositMonth: null };

const limitRow = prepare((db, $: Slots<{ userId: number }>) => db.selectFrom('playerLimit').selectAll().where('userId', '=', $.value('userId')));

/** The limit keys of a stored pending JSON, and nothing else: it becomes column values when its 24 hours have passed. */
function parsePending(json: string): Partial<Limits> {
  const stored = JSON.parse(json) as Record<string, unknown>;
  const pending: Partial<Limits> = {};
  for (const key of LIMIT_KEYS) {
    const value = stored[key];
    if (value === null || typeof value === 'number') pending[key] = value;
  }
  return pending;
}

export interface LimitsState {
  limits: Limits;
  /** When the player first chose their deposit limits (a limit or, explicitly, none); null: not asked yet. */
  depositChosenAt: number | null;
  excludedUntil: number | null;
  pending: Partial<Limits> | null;
  pendingAt: number | null;
  realityCheckMinutes: number;
}

/** The limits in force now, promoting a waiting increase whose 24 hours have passed. */
export async function limitsInForce(db: Db, userId: number, now: number): Promise<LimitsState> {
  const row = await limitRow.executeTakeFirst(db, { userId });
  if (!row) return { limits: { ...NO_LIMITS }, depositChosenAt: null, excludedUntil: null, pending: null, pendingAt: null, realityCheckMinutes: 0 };
  let current: Selectable<PlayerLimitTable> = row;
  if (row.pendingJson && row.pendingAt !== null && row.pendingAt <= now) {
    const pending = parsePending(row.pendingJson);
    current = { ...row, ...pending, pendingJson: null, pendingAt: null };
    await db.updateTable('playerLimit').set({ ...pending, pendingJson: null, pendingAt: null, updatedAt: now }).where('userId', '=', userId).where('pendingAt', '=', row.pendingAt).execute();
  }
  const limits = { ...NO_LIMITS };
  for (const key of LIMIT_KEYS) limits[key] = current[key] === null ? null : Number(current[key]);
  return {
    limits,
    depositChosenAt: current.depositChosenAt === null ? null : Number(current.depositChosenAt),
    excludedUntil: current.excludedUntil,
    pending: current.pendingJson ? parsePending(current.pendingJson) : null,
    pendingAt: current.pendingAt,
    realityCheckMinutes: Number(current.realityCheckMinutes),
  };
}

/** What the player staked in each window. */
export async function stakesUsed(db: Db, userId: number, now: number): Promise<Record<StakeKey, number>> {
  const [day, week, month] = LIMIT_WINDOWS.map((w) => now - w.ms);
  const row = await db
    .selectFrom('bet')
    .select([
      sql<number>`coalesce(sum(case when created_at > ${day} then amount else 0 end), 0)`.as('stakeDay'),
      sql<number>`coalesce(sum(case when created_at > ${week} then amount else 0 end), 0)`.as('stakeWeek'),
      sql<number>`coalesce(sum(amount), 0)`.as('stakeMonth'),
    ])
    .where('userId', '=', userId)
    .where('createdAt', '>', month)
    .executeTakeFirstOrThrow();
  return { stakeDay: Number(row.stakeDay), stakeWeek: Number(row.stakeWeek), stakeMonth: Number(row.stakeMonth) };
}

/**
 * What the player deposited in each window: recharges paid in it, and recharges still waiting for their payment (not yet
 * expired) created in it, so that several open payments cannot together pass a limit. One range of
 * pay_order_user_status_idx per status; a paid order is bounded by its paid_at rather than its created_at, because a late
 * notification can pay an order long after it was created.
 */
export async function depositsUsed(db: Db, userId: number, now: number): Promise<Record<DepositKey, number>> {
  return (await depositSums(db, userId, now)).used;
}

/** What depositsUsed counts, and the part of it that is recharges still waiting for their payment, per window. */
async function depositSums(db: Db, userId: number, now: number): Promise<{ used: Record<DepositKey, number>; unpaid: Record<DepositKey, number> }> {
  const [day, week, month] = DEPOSIT_WINDOWS.map((w) => now - w.ms);
  const inWindow = (since: number) => sql<boolean>`((status = 'paid' and paid_at > ${since}) or (status = 'pending' and created_at > ${since}))`;
  const unpaidIn = (since: number) => sql<boolean>`(status = 'pending' and created_at > ${since})`;
  const row = await db
    .selectFrom('payOrder')
    .select([
      sql<number>`coalesce(sum(case when ${inWindow(day)} then amount else 0 end), 0)`.as('depositDay'),
      sql<number>`coalesce(sum(case when ${inWindow(week)} then amount else 0 end), 0)`.as('depositWeek'),
      sql<number>`coalesce(sum(amount), 0)`.as('depositMonth'),
      sql<number>`coalesce(sum(case when ${unpaidIn(day)} then amount else 0 end), 0)`.as('unpaidDay'),
      sql<number>`coalesce(sum(case when ${unpaidIn(week)} then amount else 0 end), 0)`.as('unpaidWeek'),
      sql<number>`coalesce(sum(case when status = 'pending' then amount else 0 end), 0)`.as('unpaidMonth'),
    ])
    .where('userId', '=', userId)
    .where('status', 'in', ['paid', 'pending'])
    .where('kind', '=', 'recharge')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'paid'), eb('paidAt', '>', month)]),
        eb.and([eb('status', '=', 'pending'), eb('createdAt', '>', month), eb('expiresAt', '>', now)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return {
    used: { depositDay: Number(row.depositDay), depositWeek: Number(row.depositWeek), depositMonth: Number(row.depositMonth) },
    unpaid: { depositDay: Number(row.unpaidDay), depositWeek: Number(row.unpaidWeek), depositMonth: Number(row.unpaidMonth) },
  };
}

function refuseWhenExcluded(excludedUntil: number | null, now: number): void {
  if (excludedUntil !== null && excludedUntil > now) {
    // The moment itself: the message writes its local date and time of day in the reader's language.
    throw new BusinessError('selfExcluded', { until: { moment: excludedUntil } });
  }
}

/** Refuses a self-excluded player with addbet's refusal, for what is not a slip but is play too (publishing a plan). */
export async function enforceNotSelfExcluded(db: Db, userId: number, now: number): Promise<void> {
  refuseWhenExcluded((await limitsInForce(db, userId, now)).excludedUntil, now);
}

/** Refuses a slip of `total` cents when the player is self-excluded or it would pass one of their limits. */
export async function enforcePlayerLimits(db: Db, userId: number, total: number, now: number): Promise<void> {
  const { limits, excludedUntil } = await limitsInForce(db, userId, now);
  refuseWhenExcluded(excludedUntil, now);
  if (limits.stakeDay === null && limits.stakeWeek === null && limits.stakeMonth === null) return;
  const used = await stakesUsed(db, userId, now);
  for (const window of LIMIT_WINDOWS) {
    const limit = limits[window.key];
    if (limit !== null && used[window.key] + total > limit) {
      throw new BusinessError('stakeLimitReached', { window: { message: window.label }, remaining: { money: Math.max(0, limit - used[window.key]) } });
    }
  }
}

/**
 * Refuses a recharge of `amount` cents when the player is self-excluded, has never chosen their deposit limits (the
 * first recharge asks; "no limit" is a choice too), or it would pass one of those limits. Of several windows it would
 * pass, the message names the one with the least left, the limit that binds. Run it after the player's row lock, in the
 * transaction that creates the order, so that two recharges at once cannot both slip under a limit.
 */
export async function enforceDepositLimits(db: Db, userId: number, amount: number, now: number): Promise<void> {
  const { limits, excludedUntil, depositChosenAt } = await limitsInForce(db, userId, now);
  refuseWhenExcluded(excludedUntil, now);
  if (depositChosenAt === null) throw new BusinessError('depositLimitChoiceRequired', {}, 1001, { depositLimitChoice: true });
  if (DEPOSIT_WINDOWS.every((w) => limits[w.key] === null)) return;
  const { used, unpaid } = await depositSums(db, userId, now);
  let binding: { label: MessageKey; remaining: number; unpaid: number } | null = null;
  for (const window of DEPOSIT_WINDOWS) {
    const limit = limits[window.key];
    if (limit === null || used[window.key] + amount <= limit) continue;
    const remaining = Math.max(0, limit - used[window.key]);
    // Shorter windows come first, so on a tie the shorter one is named.
    if (!binding || remaining < binding.remaining) binding = { label: window.label, remaining, unpaid: unpaid[window.key] };
  }
  // `depositLimitReached` in data: the app offers the way to change the limits beside the message. Orders still waiting
  // for their payment count (several open payments cannot together pass a limit): the message says so when they do, or
  // a player who paid less than the limit would not see why.
  if (binding) {
    const params = { amount: { money: amount }, window: { message: binding.label }, remaining: { money: binding.remaining } };
    if (binding.unpaid > 0) throw new BusinessError('depositLimitReachedWithUnpaid', { ...params, unpaid: { money: binding.unpaid } }, 1001, { depositLimitReached: true });
    throw new BusinessError('depositLimitReached', params, 1001, { depositLimitReached: true });
  }
}

/**
 * Sets any of the six limits: a lower (or new) limit applies at once; a higher one, or removing one, waits 24 hours. The
 * waiting ones share one clock: it restarts only when something new is asked to wait, so a decrease (or repeating what
 * already waits) leaves an earlier raise's 24 hours running. Naming any deposit key, null ("no limit") included, is the
 * player's deposit-limit choice that the first recharge asks for.
 */
export async function setLimits(db: Kysely<Database>, userId: number, wanted: Partial<Limits>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { limits, excludedUntil, pending, pendingAt } = await limitsInForce(trx, userId, now);
    const immediate: Partial<Limits> = {};
    const later: Partial<Limits> = { ...(pending ?? {}) };
    let newlyWaiting = false;
    for (const key of LIMIT_KEYS) {
      if (!(key in wanted)) continue;
      const value = wanted[key] ?? null;
      const current = limits[key];
      const tighter = value !== null && (current === null || value <= current);
      if (tighter) {
        immediate[key] = value;
        delete later[key];
      } else if (value !== current) {
        if (!(key in later) || later[key] !== value) newlyWaiting = true;
        later[key] = value;
      } else delete later[key];
    }
    const hasLater = Object.keys(later).length > 0;
    const waiting = {
      pendingJson: hasLater ? JSON.stringify(later) : null,
      pendingAt: !hasLater ? null : newlyWaiting || pendingAt === null ? now + INCREASE_DELAY_MS : pendingAt,
    };
    const choosesDeposit = DEPOSIT_WINDOWS.some((w) => w.key in wanted);
    await trx
      .insertInto('playerLimit')
      .values({ userId, ...limits, ...immediate, ...waiting, excludedUntil, depositChosenAt: choosesDeposit ? now : null, updatedAt: now })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({
          ...immediate,
          ...waiting,
          // The first choice is the one on record: a later change of limits does not move it.
          ...(choosesDeposit ? { depositChosenAt: sql<number>`coalesce(player_limit.deposit_chosen_at, ${now})` } : {}),
          updatedAt: now,
        }),
      )
      .execute();
  });
}

/** Self-exclusion: immediate, at least 6 months, and never shortened by the player. */
export async function selfExclude(db: Kysely<Database>, userId: number, months: number, now: number): Promise<number> {
  if (months < MIN_SELF_EXCLUSION_MONTHS) throw new BusinessError('selfExclusionTooShort', {}, 1002);
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + months);
  const untilMs = until.getTime();
  await db
    .insertInto('playerLimit')
    .values({ userId, stakeDay: null, stakeWeek: null, stakeMonth: null, pendingJson: null, pendingAt: null, excludedUntil: untilMs, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ excludedUntil: sql`case when player_limit.excluded_until > ${untilMs} then player_limit.excluded_until else ${untilMs} end`, updatedAt: now }))
    .execute();
  const row = await db.selectFrom('playerLimit').select('excludedUntil').where('userId', '=', userId).executeTakeFirstOrThrow();
  return row.excludedUntil!;
}

/** Sets the reality check's interval: off (0) or every 15, 30 or 60 minutes; anything else is refused (1002). */
export async function setRealityCheck(db: Db, userId: number, minutes: number, now: number): Promise<void> {
  if (!(REALITY_CHECK_MINUTES as readonly number[]).includes(minutes)) throw new ValidationError('realityCheckMinutesInvalid');
  await db
    .insertInto('playerLimit')
    .values({ userId, stakeDay: null, stakeWeek: null, stakeMonth: null, pendingJson: null, pendingAt: null, excludedUntil: null, realityCheckMinutes: minutes, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ realityCheckMinutes: minutes, updatedAt: now }))
    .execute();
}
