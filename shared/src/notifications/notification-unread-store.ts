/**
 * How many notifications the player has not read (mobx): read with GET /app/user/notification/unreadCount once the
 * page is idle and a player is logged in, kept live by the player socket's `notification.created` while something holds
 * it (a badge, the pop-ups, the notification page), and zero after logout.
 */
import { action, makeObservable, observable, reaction } from 'mobx';
import { session } from '@racing/shared/src/session/session-store';
import { getNotificationUnreadCount } from '@racing/shared/src/notifications/notification-api';
import { playerSocket, runWhenIdle, type PlayerSocketConnection, type WhenIdle } from '@racing/shared/src/realtime/player-socket';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';

/** A burst of notifications (a plan liked by many at once) asks the server once. */
const RELOAD_DEBOUNCE_MS = 300;

export class NotificationUnreadStore {
  count = 0;

  private holders = 0;
  private stopWatchingLogin: (() => void) | null = null;
  private stopFollowing: (() => void) | null = null;
  private cancelLoad: (() => void) | null = null;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counted since the last answer from the server, so one notification is never counted twice. */
  private readonly counted = new Set<number>();
  /** Answers that arrive after a logout or another login are dropped. */
  private generation = 0;

  constructor(
    private readonly socket: PlayerSocketConnection = playerSocket,
    private readonly whenIdle: WhenIdle = runWhenIdle,
  ) {
    makeObservable<NotificationUnreadStore, 'arrived'>(this, { count: observable, setCount: action, reset: action, arrived: action });
  }

  /** Keeps the count live while held; call the answer to let go (more than once is harmless). */
  retain(): () => void {
    this.holders += 1;
    if (this.holders === 1) {
      this.stopWatchingLogin = reaction(
        () => session.token,
        (token) => (token ? this.follow() : this.reset()),
        { fireImmediately: true },
      );
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders > 0) return;
      this.stopWatchingLogin?.();
      this.stopWatchingLogin = null;
      this.unfollow();
    };
  }

  /** The server's count (every mark-read answers it). */
  setCount(count: number): void {
    this.count = Math.max(0, count);
    this.counted.clear();
  }

  /** Logged out: nothing is unread, and nothing in flight may say otherwise. */
  reset(): void {
    this.generation += 1;
    this.unfollow();
    this.count = 0;
    this.counted.clear();
  }

  /** Reads the count from the server now. */
  async reload(): Promise<void> {
    if (!session.isLoggedIn) return;
    const generation = this.generation;
    try {
      const count = await getNotificationUnreadCount();
      if (generation === this.generation && typeof count === 'number') this.setCount(count);
    } catch {
      // The badge is a hint: without an answer it keeps what it had.
    }
  }

  private follow(): void {
    this.unfollow();
    this.generation += 1;
    const releaseSocket = this.socket.retain();
    let firstConnect = true;
    const stops = [
      this.socket.on('notification.created', ({ notification }) => {
        this.arrived(notification);
        // A row written again (the same plan liked by someone else) may already have been unread: the server knows.
        this.reloadSoon();
      }),
      this.socket.onConnected(() => {
        // Back after a drop: notifications may have been missed.
        if (!firstConnect) this.reloadSoon();
        firstConnect = false;
      }),
    ];
    this.cancelLoad = this.whenIdle(() => {
      this.cancelLoad = null;
      void this.reload();
    });
    this.stopFollowing = () => {
      for (const stop of stops) stop();
      releaseSocket();
    };
  }

  private unfollow(): void {
    this.cancelLoad?.();
    this.cancelLoad = null;
    clearTimeout(this.reloadTimer);
    this.stopFollowing?.();
    this.stopFollowing = null;
  }

  private reloadSoon(): void {
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => void this.reload(), RELOAD_DEBOUNCE_MS);
  }

  private arrived(notification: NotificationView): void {
    if (notification.read || this.counted.has(notification.id)) return;
    this.counted.add(notification.id);
    this.count += 1;
  }
}

/** The one notification count of the running app: the tab bar, home's bell, Mine's row and the notification page share it. */
export const notificationUnread = new NotificationUnreadStore();
