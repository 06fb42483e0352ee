/**
 * Keeps the draw store live over socket.io: period opened/closed, results, cancellations, and the player's balance and
 * settlements. The client library is fetched after the first render, never on the first screen's critical path.
 * Every (re)connect, a return to the foreground and a network coming back catch up by re-reading the current period,
 * the latest result and the balance, so a dropped connection misses nothing.
 */
import { reaction } from '@racing/shared/src/state/mobx';
import type { Socket } from 'socket.io-client';
import { session } from '@racing/shared/src/session/session-store';
import { refreshBalance } from '../../lib/refresh-balance';
import type { DrawStore, DrawnEvent, SettledNotice } from './draw-store';
import type { Period } from '../../api/draw-api';

export const SOCKET_PATH = '/socket.io';

interface Refusal {
  code?: number;
}

export interface LiveDraws {
  stop(): void;
}

/** Starts the connection; `stop` closes it. Pages that show the draw hold one while mounted. */
export function startLiveDraws(store: DrawStore, loadClient = () => import('socket.io-client')): LiveDraws {
  let socket: Socket | null = null;
  let stopped = false;
  let stopWatchingLogin = () => {};
  let authRetryTimer: ReturnType<typeof setTimeout> | undefined;

  // Back from the background or from a lost network: the socket may not have noticed yet (it waits up to a minute for
  // a ping); catch up at once, and wake the socket if it is down.
  const resync = () => {
    if (stopped || document.visibilityState === 'hidden') return;
    void store.refresh();
    if (session.isLoggedIn) void refreshBalance();
    if (socket && !socket.connected) socket.connect();
  };
  document.addEventListener('visibilitychange', resync);
  window.addEventListener('online', resync);

  store.setConnection('connecting');
  void loadClient().then(async ({ io }) => {
    // The client's modules were evaluated in this task: the connection starts in the next, so neither is a long one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stopped) return;
    const s = io({
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      // Read on every (re)connect, so a refreshed token or a new login is used.
      auth: (send) => send(session.token ? { token: session.token } : {}),
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
      timeout: 60_000,
    });
    socket = s;

    s.on('connect', () => {
      store.setConnection('live');
      void store.refresh();
      if (session.isLoggedIn) void refreshBalance();
    });
    s.on('disconnect', (reason) => {
      store.setConnection('reconnecting');
      // The server ended it (token expired, logout): socket.io will not retry by itself.
      if (reason === 'io server disconnect') reconnectWithFreshToken();
    });
    s.io.on('reconnect_attempt', () => store.setConnection('reconnecting'));
    s.on('connect_error', (error: Error & { data?: Refusal }) => {
      store.setConnection('reconnecting');
      // A refused handshake is not retried by socket.io: refresh the token (through the api client) and try again.
      if (error.data?.code === 401 || error.data?.code === 503 || !s.active) reconnectWithFreshToken();
    });

    s.on('period.opened', (event: { period: Period; now: string }) => store.periodOpened(event));
    s.on('period.closed', (event: { period: Period; now: string }) => store.periodClosed(event));
    s.on('result.drawn', (event: DrawnEvent) => {
      store.resultDrawn(event);
      // The next period opened at this draw: make sure the board has it even if its event was missed.
      void store.refresh();
    });
    s.on('period.cancelled', (event: { issue: string; now: string }) => store.periodCancelled(event));
    s.on('balance.changed', (event: { balance: number }) => session.setCurrentBalance(event.balance));
    s.on('bet.settled', (event: SettledNotice) => store.betSettled(event));

    // Log in or out while connected: reconnect so the server puts this socket in (or out of) the player's room.
    stopWatchingLogin = reaction(
      () => session.token,
      () => {
        s.disconnect();
        s.connect();
      },
    );
  });

  function reconnectWithFreshToken(): void {
    if (stopped || authRetryTimer) return;
    authRetryTimer = setTimeout(async () => {
      authRetryTimer = undefined;
      if (stopped || !socket) return;
      // Any authenticated call refreshes an expired access token once; a failed refresh logs out (then we go anonymous).
      await refreshBalance();
      if (!stopped && !socket.connected) socket.connect();
    }, 2_000);
  }

  return {
    stop() {
      stopped = true;
      document.removeEventListener('visibilitychange', resync);
      window.removeEventListener('online', resync);
      clearTimeout(authRetryTimer);
      stopWatchingLogin();
      socket?.removeAllListeners();
      socket?.io.removeAllListeners();
      socket?.disconnect();
      store.setConnection('offline');
    },
  };
}
