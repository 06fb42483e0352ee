// What the rest of the server calls to notify a player (plans/CONTRACT.md, "Notification centre"). The implementation
// (writing the row, pruning, pushing `notification.created`) is plugins/app/notifications.ts: app.notifications.
import { type NotificationKind } from '../db/schema';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  ref: string;
  actorId?: number | null;
  params: Record<string, unknown>;
}

export interface Notifications {
  /** Writes (or refreshes) each notification after the caller's transaction committed, then pushes it live. Never throws: a failure is logged. */
  notify(notifications: NewNotification | NewNotification[]): Promise<void>;
  /** The same notification to every follower of `authorId` (a plan published). Never throws. */
  notifyFollowers(authorId: number, notification: Omit<NewNotification, 'userId'>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}
