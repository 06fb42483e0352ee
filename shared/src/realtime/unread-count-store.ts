/**
 * What every unread count of the player's shares (mobx): held while something shows it (a badge, a page), read from
 * the server once the page is idle and a player is logged in, kept live by the one player socket, read again (once
 * for a burst) when an event says the server knows better or after a reconnect, and zero after logout. A store says
 * only how its count is read and which socket events move it (see cs-unread-store.ts, notification-unread-store.ts).
 *
 * The stores import this by path, not by '@racing/shared/...': a module named by package is a federation singleton with
 * entries of its own in the shell's main.js, and a class that holds no state needs none (a copy of its own in a
 * remote's fallback is harmless).
 */
import { action, makeObservable, observable, reaction } from '@racing/shared/src/state/mobx';
import { session } from '@racing/shared/src/session/session-store';
import { playerSocket, runWhenIdle, type PlayerSocketConnection, type WhenIdle } from '@racing/shared/src/realtime/player-socket';

/** A burst of events (read notices from another device, a plan liked by many at once) asks the server once. */
const RELOAD_DEBOUNCE_MS = 300;

export abstract class UnreadCountStore {
  count = 0;

  private holders = 0;
  private stopWatchingLogin: (() => void) | null = null;
  /** What following the socket holds (the socket, its listeners, the first read waiting for idle time); ends on unfollow. */
  private readonly following: (() => void)[] = [];
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counted since the last answer from the server, so one item is never counted twice. */
  private readonly counted = new Set<number>();
  /** Answers that arrive after a logout or another login are dropped. */
  private generation = 0;

  constructor(
    protected readonly socket: PlayerSocketConnection = playerSocket,
    private readonly whenIdle: WhenIdle = runWhenIdle,
  ) {
    makeObservable<UnreadCountStore, 'countOnce'>(this, { count: observable, setCount: action, reset: action, countOnce: action });
  }

  /** The server's count. */
  protected abstract readCount(): Promise<number>;

  /** Subscribes to the socket events that move the count; answers the unsubscribes. */
  protected abstract listen(): (() => void)[];

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

  /** The server's count (a mark-read answers it). */
  setCount(count: number): void {
    this.count = Math.max(0, count);
    this.counted.clear();
  }

  /** Logged out: nothing is unread, and nothing in flight may say otherwise. */
  reset(): void {
    this.generation += 1;
    this.unfollow();
    this.setCount(0);
  }

  /** Reads the count from the server now. */
  async reload(): Promise<void> {
    if (!session.isLoggedIn) return;
    const generation = this.generation;
    try {
      const count = await this.readCount();
      if (generation === this.generation && typeof count === 'number') this.setCount(count);
    } catch {
      // The badge is a hint: without an answer it keeps what it had.
    }
  }

  /** One more unread item, unless it was counted since the server last answered; says whether it counted. */
  protected countOnce(id: number): boolean {
    if (this.counted.has(id)) return false;
    this.counted.add(id);
    this.count += 1;
    return true;
  }

  /** Asks the server again shortly, once for a burst of calls. */
  protected reloadSoon(): void {
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => void this.reload(), RELOAD_DEBOUNCE_MS);
  }

  private follow(): void {
    this.unfollow();
    this.generation += 1;
    let firstConnect = true;
    this.following.push(
      // The socket waits for idle time by itself; so does the first read of the count.
      this.socket.retain(),
      ...this.listen(),
      this.socket.onConnected(() => {
        // Back after a drop: events may have been missed.
        if (!firstConnect) this.reloadSoon();
        firstConnect = false;
      }),
      this.whenIdle(() => void this.reload()),
    );
  }

  private unfollow(): void {
    clearTimeout(this.reloadTimer);
    for (const stop of this.following.splice(0)) stop();
  }
}
