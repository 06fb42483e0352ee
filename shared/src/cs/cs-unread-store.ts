/**
 * How many agent messages the player has not read (mobx): read with GET /app/cs/msg/unreadCount once the
 * page is idle and a player is logged in, kept up by the chat socket while a badge or the chat page holds it, and
 * zero after logout. The chat page says when the player is reading, so what arrives then is not counted.
 */
import { action, makeObservable, observable, reaction } from 'mobx';
import { session } from '@racing/shared/src/session/session-store';
import { getUnreadCount } from '@racing/shared/src/cs/cs-api';
import { playerSocket, runWhenIdle, type PlayerSocketConnection, type WhenIdle } from '@racing/shared/src/realtime/player-socket';
import type { CsMessage } from '@racing/shared/src/cs/cs-types';

/** Several read notices in a row (another device scrolling through) ask the server once. */
const RELOAD_DEBOUNCE_MS = 300;

export class CsUnreadStore {
  count = 0;
  /** The chat page is on screen: what arrives is read there, not counted here. */
  reading = false;

  private holders = 0;
  private stopWatchingLogin: (() => void) | null = null;
  private stopFollowing: (() => void) | null = null;
  private cancelLoad: (() => void) | null = null;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counted since the last answer from the server, so one message is never counted twice. */
  private readonly counted = new Set<number>();
  /** Answers that arrive after a logout or another login are dropped. */
  private generation = 0;

  constructor(
    private readonly socket: PlayerSocketConnection = playerSocket,
    private readonly whenIdle: WhenIdle = runWhenIdle,
  ) {
    makeObservable<CsUnreadStore, 'messageArrived'>(this, {
      count: observable,
      reading: observable,
      setCount: action,
      setReading: action,
      reset: action,
      messageArrived: action,
    });
  }

  /** Keeps the count live while held; call the answer to let go. */
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

  /** The server's count (the chat page's mark-read answers it). */
  setCount(count: number): void {
    this.count = Math.max(0, count);
    this.counted.clear();
  }

  setReading(reading: boolean): void {
    this.reading = reading;
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
      const count = await getUnreadCount();
      if (generation === this.generation && typeof count === 'number') this.setCount(count);
    } catch {
      // The badge is a hint: without an answer it keeps what it had.
    }
  }

  private follow(): void {
    this.unfollow();
    this.generation += 1;
    // The socket waits for idle time by itself; so does the first read of the count.
    const releaseSocket = this.socket.retain();
    let firstConnect = true;
    const stops = [
      this.socket.on('cs.message', ({ message }) => {
        // The server counts the player's own line as reading everything before it (without a cs.read): ask what is left.
        if (message.senderType === 'player') this.reloadSoon();
        else this.messageArrived(message);
      }),
      this.socket.on('cs.read', ({ side }) => {
        // The player read on another device (or on the chat page): ask what is left.
        if (side === 'player') this.reloadSoon();
      }),
      this.socket.onConnected(() => {
        // Back after a drop: events may have been missed.
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

  private messageArrived(message: CsMessage): void {
    // Only agents' lines: what GET /msg/unreadCount counts (system lines are not waiting for an answer).
    if (message.senderType !== 'agent' || this.reading || this.counted.has(message.id)) return;
    this.counted.add(message.id);
    this.count += 1;
    // CONTRACT.md: a device that receives a message without reading it says it has it (the agent sees one tick).
    this.socket.emit('cs.delivered', { sessionId: message.sessionId, upToId: message.id });
  }
}

/** The one unread count of the running app: the tab bar's badge, Mine's and the chat page share it. */
export const csUnread = new CsUnreadStore();
