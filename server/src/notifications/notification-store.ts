// Writes players' notifications: one row per (player, kind, ref), a repeat refreshing it (time, params, actor) and
// marking it unread; a follower fan-out as one INSERT ... SELECT; pruning to the newest NOTIFICATIONS_KEPT per player.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { type Database, type NotificationKind } from '../db/schema';
import { type NewNotification } from './notification-api';

/** Rows kept per player: writing a 501st drops the oldest (by time, then id). */
export const NOTIFICATIONS_KEPT = 500;
/** Players per statement when a write, a read-back or a prune names many of them. */
const PLAYERS_PER_STATEMENT = 500;
/** Rows per multi-row insert. */
const ROWS_PER_INSERT = 200;

type Executor = Kysely<Database> | Transaction<Database>;

/** What a repeat of (player, kind, ref) does to the row already there: the newer write wins, unread again. */
export const REFRESH_ON_CONFLICT = sql`on conflict (user_id, kind, ref) do update set
  created_at = excluded.created_at, params = excluded.params, actor_id = excluded.actor_id, read_at = null`;

export function chunks<T>(items: readonly T[], size = PLAYERS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes or refreshes each notification at `now`; answers the ids of the rows written. A repeat in one call: the last wins. */
export async function upsertNotifications(db: Executor, notifications: readonly NewNotification[], now: number): Promise<number[]> {
  const unique = new Map<string, NewNotification>();
  for (const n of notifications) unique.set(`${n.userId}\u0000${n.kind}\u0000${n.ref}`, n);
  const ids: number[] = [];
  for (const part of chunks([...unique.values()], ROWS_PER_INSERT)) {
    const rows = await db
      .insertInto('notification')
      .values(part.map((n) => ({ userId: n.userId, kind: n.kind, ref: n.ref, actorId: n.actorId ?? null, params: JSON.stringify(n.params), createdAt: now, readAt: null })))
      .onConflict((oc) =>
        oc.columns(['userId', 'kind', 'ref']).doUpdateSet((eb) => ({
          createdAt: eb.ref('excluded.createdAt'),
          params: eb.ref('excluded.params'),
          actorId: eb.ref('excluded.actorId'),
          readAt: null,
        })),
      )
      .returning('id')
      .execute();
    for (const row of rows) ids.push(Number(row.id));
  }
  return ids;
}

/** The same notification to every follower of `authorId`, in one statement; answers how many rows it wrote. */
export async function upsertForFollowers(db: Executor, authorId: number, n: Omit<NewNotification, 'userId'>, now: number): Promise<number> {
  // Typed casts: PostgreSQL cannot infer a bare parameter's type in a select list.
  const result = await sql`
    insert into notification (user_id, kind, ref, actor_id, params, created_at, read_at)
    select f.user_id, cast(${n.kind} as varchar(16)), cast(${n.ref} as varchar(64)), cast(${n.actorId ?? null} as integer),
           cast(${JSON.stringify(n.params)} as text), cast(${now} as bigint), null
    from user_follow f
    where f.followee_id = ${authorId}
    ${REFRESH_ON_CONFLICT}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Deletes whatever is past the newest NOTIFICATIONS_KEPT of each of these players. Only players over the limit are
 * ranked (a count over the player's index first), so a write for players well under it costs one index range each.
 */
export async function pruneNotifications(db: Executor, userIds: readonly number[]): Promise<number> {
  let deleted = 0;
  for (const part of chunks([...new Set(userIds)])) {
    const over = await db
      .selectFrom('notification')
      .select('userId')
      .where('userId', 'in', part)
      .groupBy('userId')
      .having(sql`count(*)`, '>', NOTIFICATIONS_KEPT)
      .execute();
    if (over.length === 0) continue;
    const result = await sql`
      delete from notification where id in (
        select id from (
          select id, row_number() over (partition by user_id order by created_at desc, id desc) as place
          from notification where user_id in (${sql.join(over.map((o) => o.userId))})
        ) ranked
        where ranked.place > ${sql.lit(NOTIFICATIONS_KEPT)}
      )
    `.execute(db);
    deleted += Number(result.numAffectedRows ?? 0);
  }
  return deleted;
}

/**
 * The statement that tells every player with bets in `issue` what the period came to, in the settlement's (or refund's)
 * transaction: one `betSettled` row each, params { issue, stake, payout, refunded } built in SQL. `paid` is a from-item
 * (a table, or a parenthesised select) of the period's paying bets (user_id, payout) as the settlement worked them out.
 * A replay refreshes the same row, never a second one.
 */
export function betSettledInsert(issue: string, refunded: boolean, paid: RawBuilder<unknown>, now: number): RawBuilder<unknown> {
  // JSON by concatenation, portable to both dialects: the issue is quoted by JSON.stringify, the sums are integers.
  const head = `{"issue":${JSON.stringify(issue)},"stake":`;
  const tail = `,"refunded":${refunded}}`;
  return sql`
    insert into notification (user_id, kind, ref, actor_id, params, created_at, read_at)
    select s.user_id, ${sql.lit('betSettled' satisfies NotificationKind)}, cast(${issue} as varchar(64)), null,
           cast(${head} as text) || s.stake || ',"payout":' || coalesce(p.payout, 0) || cast(${tail} as text),
           cast(${now} as bigint), null
    from (select user_id, sum(amount) as stake from bet where issue = ${issue} group by user_id) s
    left join (select x.user_id, sum(x.payout) as payout from ${paid} x group by x.user_id) p on p.user_id = s.user_id
    where true
    ${REFRESH_ON_CONFLICT}
  `;
}
