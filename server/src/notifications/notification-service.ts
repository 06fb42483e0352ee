// app.notifications: writes a notification (or a follower fan-out) after the caller's transaction committed, pushes
// `notification.created` to each player's sockets and prunes to the newest kept; a failure is logged, never thrown, so
// it never fails the money operation or the action that caused it.
import { type FastifyBaseLogger } from 'fastify';
import { type Kysely } from 'kysely';
import { type Database, type NotificationKind } from '../db/schema';
import { type RealtimePublisher } from '../realtime/realtime-events';
import { type NewNotification, type Notifications } from './notification-api';
import { chunks, pruneNotifications, upsertForFollowers, upsertNotifications } from './notification-store';
import { notificationsWithActor, notificationView, type NotificationRowWithActor } from './notification-view';

export interface NotificationDeps {
  db: Kysely<Database>;
  /** Read when used: the socket layer may come later than the service. */
  realtime: () => RealtimePublisher;
  log: FastifyBaseLogger;
  /** PUBLIC_URL, for actors' avatar addresses. */
  publicUrl: string | undefined;
  now?: () => number;
}

/** Followers read back per query after a fan-out. */
const FOLLOWERS_PER_READ = 1000;

export class NotificationService implements Notifications {
  private readonly now: () => number;

  constructor(private readonly deps: NotificationDeps) {
    this.now = deps.now ?? Date.now;
  }

  async notify(notifications: NewNotification | NewNotification[]): Promise<void> {
    const list = Array.isArray(notifications) ? notifications : [notifications];
    if (list.length === 0) return;
    try {
      const ids = await upsertNotifications(this.deps.db, list, this.now());
      for (const part of chunks(ids)) this.push(await notificationsWithActor(this.deps.db).where('n.id', 'in', part).execute());
      await pruneNotifications(this.deps.db, list.map((n) => n.userId));
    } catch (error) {
      this.deps.log.error({ err: error, notifications: list.map(({ userId, kind, ref }) => ({ userId, kind, ref })) }, 'notification not written');
    }
  }

  async notifyFollowers(authorId: number, notification: Omit<NewNotification, 'userId'>): Promise<void> {
    try {
      const written = await upsertForFollowers(this.deps.db, authorId, notification, this.now());
      if (written === 0) return;
      // The rows just written, a page of followers at a time (in follower order, along user_follow's followee index).
      let after = 0;
      for (;;) {
        const rows = await notificationsWithActor(this.deps.db)
          .innerJoin('userFollow as f', 'f.userId', 'n.userId')
          .where('f.followeeId', '=', authorId)
          .where('f.userId', '>', after)
          .where('n.kind', '=', notification.kind)
          .where('n.ref', '=', notification.ref)
          .orderBy('f.userId')
          .limit(FOLLOWERS_PER_READ)
          .execute();
        if (rows.length === 0) break;
        this.push(rows);
        await pruneNotifications(this.deps.db, rows.map((row) => row.userId));
        after = rows[rows.length - 1].userId;
        if (rows.length < FOLLOWERS_PER_READ) break;
      }
    } catch (error) {
      this.deps.log.error({ err: error, authorId, kind: notification.kind, ref: notification.ref }, 'follower notifications not written');
    }
  }

  /**
   * Pushes and prunes rows another module wrote in its own transaction (a settlement's betSettled rows): the players'
   * rows of `kind` and `ref`, read back by the unique key. Never throws.
   */
  async afterWritten(kind: NotificationKind, ref: string, userIds: readonly number[]): Promise<void> {
    try {
      for (const part of chunks([...new Set(userIds)])) {
        this.push(await notificationsWithActor(this.deps.db).where('n.userId', 'in', part).where('n.kind', '=', kind).where('n.ref', '=', ref).execute());
        await pruneNotifications(this.deps.db, part);
      }
    } catch (error) {
      this.deps.log.error({ err: error, kind, ref, players: userIds.length }, 'written notifications not pushed');
    }
  }

  private push(rows: NotificationRowWithActor[]): void {
    const realtime = this.deps.realtime();
    for (const row of rows) realtime.publishToPlayer({ type: 'notification.created', userId: row.userId, notification: notificationView(row, this.deps.publicUrl) });
  }
}
