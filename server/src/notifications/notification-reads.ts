// A player's notification centre: their notifications page by page (newest first), the unread count, and read marks on
// their own rows only (ids of another player's rows mark nothing).
import { sql, type Kysely } from 'kysely';
import { type Database } from '../db/schema';
import { notificationsWithActor, notificationView, type NotificationView } from './notification-view';

export async function notificationPage(
  db: Kysely<Database>,
  userId: number,
  { page, size }: { page: number; size: number },
  publicUrl: string | undefined,
): Promise<{ list: NotificationView[]; total: number }> {
  // A player keeps at most NOTIFICATIONS_KEPT rows: counting and sorting them is one short range of their index.
  const [rows, counted] = await Promise.all([
    notificationsWithActor(db)
      .where('n.userId', '=', userId)
      .orderBy('n.createdAt', 'desc')
      .orderBy('n.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db.selectFrom('notification').select(sql<number>`count(*)`.as('n')).where('userId', '=', userId).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((row) => notificationView(row, publicUrl)), total: Number(counted.n) };
}

/**
 * The unread count of the badges: a customer-service reply is listed here but counted by the chat's own badge (one reply
 * counted once on the Mine tab, which adds the two), and it is marked read when the player reads the chat.
 */
export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select(sql<number>`count(*)`.as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .where('kind', '<>', 'csReply')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The player read their chat: its reply notifications are read too. */
export async function markChatRepliesRead(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  await db.updateTable('notification').set({ readAt: now }).where('userId', '=', userId).where('kind', '=', 'csReply').where('readAt', 'is', null).execute();
}

/** Marks the player's unread rows among `ids`, or all of them with `all`; answers how many this marked and the unread left. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  { ids, all }: { ids?: readonly number[]; all?: boolean },
  now: number,
): Promise<{ marked: number; count: number }> {
  let marked = 0;
  if (all || (ids && ids.length > 0)) {
    let update = db.updateTable('notification').set({ readAt: now }).where('userId', '=', userId).where('readAt', 'is', null);
    if (!all) update = update.where('id', 'in', [...new Set(ids)]);
    marked = Number((await update.executeTakeFirst()).numUpdatedRows);
  }
  return { marked, count: await unreadCount(db, userId) };
}
