// A player's own stake limits (24 h / 7 d / 30 d) and self-exclusion (decreases apply at once, increases after 24 hours),
// and how often the reality check reminds them how long they have been playing.
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

export type LimitKey = 'stakeDay' | 'stakeWeek' | 'stakeMonth';
export const LIMIT_WINDOWS: Array<{ key: LimitKey; ms: number; label: MessageKey }> = [
  { key: 'stakeDay', ms: DAY_MS, label: 'windowDay' },
  { key: 'stakeWeek', ms: 7 * DAY_MS, label: 'windowWeek' },
  { key: 'stakeMonth', ms: 30 * DAY_MS, label: 'windowMonth' },
];

export type Limits = Record<LimitKey, number | null>;
type Db = Kysely<Database> | Transaction<Database>;

const limitRow = prepare((db, $: Slots<{ userId: number }>) => db.selectFrom('playerLimit').selectAll().where('userId', '=', $.value('userId')));

/** The limits in force now, promoting a waiting increase whose 24 hours have passed. */
export async function limitsInForce(
  db: Db,
  userId: number,
  now: number,
): Promise<{ limits: Limits; excludedUntil: number | null; pending: Partial<Limits> | null; pendingAt: number | null; realityCheckMinutes: number }> {
  const row = await limitRow.executeTakeFirst(db, { userId });
  if (!row) return { limits: { stakeDay: null, stakeWeek: null, stakeMonth: null }, excludedUntil: null, pending: null, pendingAt: null, realityCheckMinutes: 0 };
  let current: Selectable<PlayerLimitTable> = row;
  if (row.pendingJson && row.pendingAt !== null && row.pendingAt <= now) {
    const pending = JSON.parse(row.pendingJson) as Partial<Limits>;
    current = { ...row, ...pending, pendingJson: null, pendingAt: null };
    await db.updateTable('playerLimit').set({ ...pending, pendingJson: null, pendingAt: null, updatedAt: now }).where('userId', '=', userId).where('pendingAt', '=', row.pendingAt).execute();
  }
  return {
    limits: { stakeDay: current.stakeDay, stakeWeek: current.stakeWeek, stakeMonth: current.stakeMonth },
    excludedUntil: current.excludedUntil,
    pending: current.pendingJson ? (JSON.parse(current.pendingJson) as Partial<Limits>) : null,
    pendingAt: current.pendingAt,
    realityCheckMinutes: Number(current.realityCheckMinutes),
  };
}

/** What the player staked in each window. */
export async function stakesUsed(db: Db, userId: number, now: number): Promise<Record<LimitKey, number>> {
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

/** Refuses a slip of `total` cents when the player is self-excluded or it would pass one of their limits. */
export async function enforcePlayerLimits(db: Db, userId: number, total: number, now: number): Promise<void> {
  const { limits, excludedUntil } = await limitsInForce(db, userId, now);
  if (excludedUntil !== null && excludedUntil > now) {
    // The moment itself: the message writes its local date and time of day in the reader's language.
    throw new BusinessError('selfExcluded', { until: { moment: excludedUntil } });
  }
  if (limits.stakeDay === null && limits.stakeWeek === null && limits.stakeMonth === null) return;
  const used = await stakesUsed(db, userId, now);
  for (const window of LIMIT_WINDOWS) {
    const limit = limits[window.key];
    if (limit !== null && used[window.key] + total > limit) {
      throw new BusinessError('stakeLimitReached', { window: { message: window.label }, remaining: { money: Math.max(0, limit - used[window.key]) } });
    }
  }
}

/** Sets limits: a lower (or new) limit applies at once; a higher one, or removing one, waits 24 hours. */
export async function setLimits(db: Kysely<Database>, userId: number, wanted: Partial<Limits>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { limits, excludedUntil, pending } = await limitsInForce(trx, userId, now);
    const immediate: Partial<Limits> = {};
    const later: Partial<Limits> = { ...(pending ?? {}) };
    for (const { key } of LIMIT_WINDOWS) {
      if (!(key in wanted)) continue;
      const value = wanted[key] ?? null;
      const current = limits[key];
      const tighter = value !== null && (current === null || value <= current);
      if (tighter) {
        immediate[key] = value;
        delete later[key];
      } else if (value !== current) later[key] = value;
      else delete later[key];
    }
    const hasLater = Object.keys(later).length > 0;
    await trx
      .insertInto('playerLimit')
      .values({ userId, ...limits, ...immediate, pendingJson: hasLater ? JSON.stringify(later) : null, pendingAt: hasLater ? now + INCREASE_DELAY_MS : null, excludedUntil, updatedAt: now })
      .onConflict((oc) =>
        oc.column('userId').doUpdateSet({ ...immediate, pendingJson: hasLater ? JSON.stringify(later) : null, pendingAt: hasLater ? now + INCREASE_DELAY_MS : null, updatedAt: now }),
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
