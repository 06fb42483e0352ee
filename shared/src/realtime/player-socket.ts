/**
 * The player's one socket: a single socket.io connection for everything live a player receives (customer-service chat,
 * notifications), opened while something holds it (the chat page, an unread badge, the notification pop-ups) and a
 * player is logged in, closed a little after the last holder lets go. The client library is fetched
 * when the browser is idle after the first paint, never on the first screen's critical path. The token is read on every
 * (re)connect; a refused handshake refreshes it (through the api client) and tries again.
 */
import { action, makeObservable, observable, reaction } from '@racing/shared/src/state/mobx';
import type { Socket } from 'socket.io-client';
import { session } from '@racing/shared/src/session/session-store';
import { getUnreadCount } from '@racing/shared/src/cs/cs-api';
import type { CsClientEvents, CsServerEvents } from '@racing/shared/src/cs/cs-types';
import type { NotificationServerEvents } from '@racing/shared/src/notifications/notification-types';

export const SOCKET_PATH = '/socket.io';

export type WhenIdle = (run: () => void) => () => void;

/**
 * Runs work once the page has painted and the browser is idle (at most `timeoutMs` later); answers a cancel. The
 * socket and the first reads of the unread counts wait for it, so neither is on the first screen's critical path.
 */
export function runWhenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/** off: not wanted or logged out; connecting: the first handshake; live; reconnecting: lost and trying again. */
export type PlayerConnectionState = 'off' | 'connecting' | 'live' | 'reconnecting';

/** Closing and reopening on every page change would cost a handshake each time: the connection outlives its last holder briefly. */
export const LINGER_MS = 10_000;
const AUTH_RETRY_MS = 2_000;

/** Server → player events, whichever feature they are for. */
export type PlayerServerEvents = CsServerEvents & NotificationServerEvents;
/** Player → server events. */
export type PlayerClientEvents = CsClientEvents;

const SERVER_EVENTS = [
  'cs.message',
  'cs.session',
  'cs.read',
  'cs.delivered',
  'cs.typing',
  'notification.created',
] as const satisfies readonly (keyof PlayerServerEvents)[];

type LoadClient = () => Promise<Pick<typeof import('socket.io-client'), 'io'>>;
type Listener = (payload: never) => void;

export class PlayerSocketConnection {
  state: PlayerConnectionState = 'off';

  private holders = 0;
  private socket: Socket | null = null;
  private cancelOpen: (() => void) | null = null;
  private lingerTimer: ReturnType<typeof setTimeout> | undefined;
  private authRetryTimer: ReturnType<typeof setTimeout> | undefined;
  private stopWatchingLogin: (() => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly connectListeners = new Set<() => void>();

  constructor(
    private readonly loadClient: LoadClient = () => import('socket.io-client'),
    private readonly whenIdle: WhenIdle = runWhenIdle,
  ) {
    makeObservable<PlayerSocketConnection, 'setState'>(this, { state: observable, setState: action });
  }

  get connected(): boolean {
    return this.state === 'live';
  }

  /** Holds the connection open; call the answer to let go (more than once is harmless). */
  retain(): () => void {
    this.holders += 1;
    clearTimeout(this.lingerTimer);
    if (!this.stopWatchingLogin) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) this.lingerTimer = setTimeout(() => this.shutdown(), LINGER_MS);
    };
  }

  /** A server event; the answer unsubscribes. */
  on<E extends keyof PlayerServerEvents>(event: E, listener: (payload: PlayerServerEvents[E]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener as Listener);
    return () => set.delete(listener as Listener);
  }

  /** Every (re)connect, to catch up on what was missed while down. */
  onConnected(listener: () => void): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  /** Sends when connected; false otherwise (typing and delivery notices are not worth queueing). */
  emit<E extends keyof PlayerClientEvents>(event: E, payload: PlayerClientEvents[E]): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, payload);
    return true;
  }

  /** The player asked to try again: at once, without waiting for socket.io's back-off or for idle time. */
  reconnectNow(): void {
    if (!session.isLoggedIn || this.holders === 0) return;
    if (this.socket) {
      if (!this.socket.connected) {
        this.setState('reconnecting');
        this.socket.connect();
      }
    } else {
      this.cancelOpen?.();
      this.cancelOpen = null;
      this.open(false);
    }
  }

  /** Closes everything now: the last holder has gone (after the linger), or a test starts afresh. */
  shutdown(): void {
    clearTimeout(this.lingerTimer);
    this.stopWatchingLogin?.();
    this.stopWatchingLogin = null;
    document.removeEventListener('visibilitychange', this.wake);
    window.removeEventListener('online', this.wake);
    this.close();
  }

  private start(): void {
    document.addEventListener('visibilitychange', this.wake);
    window.addEventListener('online', this.wake);
    this.stopWatchingLogin = reaction(
      () => session.token,
      (token, previous) => {
        if (!token) this.close();
        else if (!this.socket) this.open(true);
        else if (previous !== undefined) {
          // Another login: reconnect so the server puts this socket in the new player's room.
          this.socket.disconnect();
          this.socket.connect();
        }
      },
      { fireImmediately: true },
    );
  }

  /** Back from the background or from a lost network: the socket may not have noticed yet (it waits for a ping). */
  private readonly wake = () => {
    if (document.visibilityState === 'hidden') return;
    if (this.socket && !this.socket.connected) this.socket.connect();
  };

  private open(deferred: boolean): void {
    if (this.socket || this.cancelOpen) return;
    this.setState('connecting');
    let cancelled = false;
    const load = () => {
      void this.loadClient().then(
        ({ io }) => {
          if (cancelled) return;
          this.cancelOpen = null;
          if (!session.isLoggedIn || this.socket) return;
          this.connect(io);
        },
        () => {
          // The library itself did not arrive (offline): stay "reconnecting"; a retry or a wake-up tries again.
          this.cancelOpen = null;
          if (!cancelled) this.setState('reconnecting');
        },
      );
    };
    const cancelIdle = deferred ? this.whenIdle(load) : (load(), () => undefined);
    this.cancelOpen = () => {
      cancelled = true;
      cancelIdle();
    };
  }

  private connect(io: Awaited<ReturnType<LoadClient>>['io']): void {
    const socket = io({
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      // Read on every (re)connect, so a refreshed token or a new login is used.
      auth: (send) => send(session.token ? { token: session.token } : {}),
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      timeout: 20_000,
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.setState('live');
      for (const listener of [...this.connectListeners]) listener();
    });
    socket.on('disconnect', (reason) => {
      this.setState('reconnecting');
      // The server ended it (token expired, logout): socket.io will not retry by itself.
      if (reason === 'io server disconnect') this.reconnectWithFreshToken();
    });
    socket.io.on('reconnect_attempt', () => this.setState('reconnecting'));
    socket.on('connect_error', (error: Error & { data?: { code?: number } }) => {
      this.setState('reconnecting');
      // A refused handshake is not retried by socket.io.
      if (error.data?.code === 401 || error.data?.code === 503 || !socket.active) this.reconnectWithFreshToken();
    });
    for (const event of SERVER_EVENTS) {
      socket.on(event, (payload: unknown) => {
        for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload as never);
      });
    }
  }

  private reconnectWithFreshToken(): void {
    if (this.authRetryTimer) return;
    this.authRetryTimer = setTimeout(async () => {
      this.authRetryTimer = undefined;
      if (!this.socket) return;
      // Any authenticated call refreshes an expired access token once; a failed refresh logs out (and closes this). The
      // chat's unread count is the cheapest one.
      await getUnreadCount().catch(() => undefined);
      if (this.socket && !this.socket.connected && session.isLoggedIn) this.socket.connect();
    }, AUTH_RETRY_MS);
  }

  private close(): void {
    this.cancelOpen?.();
    this.cancelOpen = null;
    clearTimeout(this.authRetryTimer);
    this.authRetryTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    }
    this.setState('off');
  }

  private setState(state: PlayerConnectionState): void {
    this.state = state;
  }
}

/** The one player connection of the running app (shared as a federation singleton with the rest of `shared`). */
export const playerSocket = new PlayerSocketConnection();
