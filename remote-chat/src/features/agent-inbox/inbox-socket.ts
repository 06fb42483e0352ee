/**
 * The agent's customer-service socket: socket.io with `auth: { operatorToken }`, the client library fetched only when
 * the inbox opens. Every (re)connect, a return to the foreground and a network coming back call `onConnect` so the
 * inbox catches up on what it missed. A refused handshake (the operator session ended or was not yet accepted) checks
 * the token through the operator client, which signs a dead one out and goes to sign-in, and tries again.
 */
import type { Socket } from 'socket.io-client';
import type { CsAgentClientEvents, CsAgentServerEvents } from './api/inbox-types';

export const SOCKET_PATH = '/socket.io';
const AUTH_RETRY_MS = 2_000;

export type InboxConnection = 'offline' | 'connecting' | 'live' | 'reconnecting';

export type LoadSocketClient = () => Promise<Pick<typeof import('socket.io-client'), 'io'>>;

export interface InboxSocketOptions {
  /** Read on every (re)connect: the operator token now. */
  token: () => string | null;
  /** A refused handshake: check the session (a 401 signs out); the socket tries again after. */
  checkSession: () => Promise<unknown>;
  onConnection: (state: InboxConnection) => void;
  /** Connected (first time or again): catch up. */
  onConnect: () => void;
  events: { [E in keyof CsAgentServerEvents]: (payload: CsAgentServerEvents[E]) => void };
  loadClient?: LoadSocketClient;
}

export interface InboxSocket {
  emit<E extends keyof CsAgentClientEvents>(event: E, payload: CsAgentClientEvents[E]): void;
  stop(): void;
}

interface Refusal {
  code?: number;
}

export function startInboxSocket(options: InboxSocketOptions): InboxSocket {
  const loadClient = options.loadClient ?? (() => import('socket.io-client'));
  let socket: Socket | null = null;
  let stopped = false;
  let authRetryTimer: ReturnType<typeof setTimeout> | undefined;

  // Back from the background or from a lost network: the socket may not have noticed yet; wake it, or catch up if it is up.
  const resync = () => {
    if (stopped || document.visibilityState === 'hidden' || !socket) return;
    if (socket.connected) options.onConnect();
    else socket.connect();
  };
  document.addEventListener('visibilitychange', resync);
  window.addEventListener('online', resync);

  options.onConnection('connecting');
  void loadClient().then(
    ({ io }) => {
      if (stopped) return;
      const s = io({
        path: SOCKET_PATH,
        transports: ['websocket', 'polling'],
        auth: (send) => send({ operatorToken: options.token() ?? '' }),
        reconnectionDelay: 1000,
        reconnectionDelayMax: 10_000,
        timeout: 60_000,
      });
      socket = s;
      s.on('connect', () => {
        options.onConnection('live');
        options.onConnect();
      });
      s.on('disconnect', (reason) => {
        options.onConnection('reconnecting');
        // The server ended it (the session was revoked): socket.io will not retry by itself.
        if (reason === 'io server disconnect') retryAfterSessionCheck();
      });
      s.io.on('reconnect_attempt', () => options.onConnection('reconnecting'));
      s.on('connect_error', (error: Error & { data?: Refusal }) => {
        options.onConnection('reconnecting');
        // A refused handshake is not retried by socket.io.
        if (error.data?.code === 401 || !s.active) retryAfterSessionCheck();
      });
      for (const [event, handler] of Object.entries(options.events)) s.on(event, handler as (payload: unknown) => void);
    },
    () => options.onConnection('offline'),
  );

  function retryAfterSessionCheck(): void {
    if (stopped || authRetryTimer) return;
    authRetryTimer = setTimeout(async () => {
      authRetryTimer = undefined;
      if (stopped || !socket) return;
      await options.checkSession().catch(() => undefined);
      if (!stopped && options.token() && !socket.connected) socket.connect();
    }, AUTH_RETRY_MS);
  }

  return {
    emit(event, payload) {
      if (socket?.connected) socket.emit(event, payload);
    },
    stop() {
      stopped = true;
      document.removeEventListener('visibilitychange', resync);
      window.removeEventListener('online', resync);
      clearTimeout(authRetryTimer);
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      options.onConnection('offline');
    },
  };
}
