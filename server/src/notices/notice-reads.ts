// Which published notices a signed-in player has opened: marked when they read a notice's detail, shown as read marks
// on the notices page and counted as unread on home. Guests keep theirs on the device (the client's local storage).
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { visibleAt } from './published-notices';

/** Marks the notice read for the player; opening it again changes nothing. */
export async function markNoticeRead(db: Kysely<Database>, userId: number, noticeId: number, now: number): Promise<void> {
  await db
    .insertInto('noticeRead')
    .values({ userId, noticeId, readAt: now })
    .onConflict((oc) => oc.columns(['userId', 'noticeId']).doNothing())
    .execute();
}

/** The notices among `ids` the player has opened. */
export async function readNoticeIds(db: Kysely<Database>, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('noticeRead').select('noticeId').where('userId', '=', userId).where('noticeId', 'in', [...ids]).execute();
  return new Set(rows.map((row) => Number(row.noticeId)));
}

/** How many of the notices visible at `now` the player has not opened. */
export async function unreadNoticeCount(db: Kysely<Database>, userId: number, now = Date.now()): Promise<number> {
  const row = await db
    .selectFrom('notice as n')
    .select(sql<number>`count(*)`.as('n'))
    .where(visibleAt(now))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('noticeRead as r').select('r.noticeId').whereRef('r.noticeId', '=', 'n.id').where('r.userId', '=', userId))),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
