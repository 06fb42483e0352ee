/**
 * Test helper for an unread count store (UnreadCountStore): the store on a player connection of its own over a fake
 * socket.io, idle time at once, and each test's holders and connection let go after it, so none of them reacts to the
 * next test's login. Call it at the top of a test file (it registers an afterEach); the file mocks the api client.
 */
import { session } from '@racing/shared/src/session/session-store';
import { PlayerSocketConnection, type WhenIdle } from '@racing/shared/src/realtime/player-socket';
import type { UnreadCountStore } from '@racing/shared/src/realtime/unread-count-store';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';

export const logIn = () => session.setTokens({ token: 'access', expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });

/** Lets the promises in flight (the count's read, the socket library's load) settle. */
export const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

export function unreadStoreTestBed<S extends UnreadCountStore>(createStore: (connection: PlayerSocketConnection, whenIdle: WhenIdle) => S) {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    jest.useRealTimers();
  });

  return function setUpStore() {
    const socketIo = createFakeSocketIo({ autoConnect: false });
    const now: WhenIdle = (run) => {
      run();
      return () => undefined;
    };
    const connection = new PlayerSocketConnection(async () => socketIo.module, now);
    const store = createStore(connection, now);
    cleanups.push(() => connection.shutdown());
    /** Holds the count as a badge does. */
    const hold = () => {
      const release = store.retain();
      cleanups.push(release);
      return release;
    };
    return { socketIo, connection, store, hold };
  };
}
