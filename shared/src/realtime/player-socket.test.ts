/** The player socket: off the critical path (idle, lazily loaded), one connection for every holder and every feature (chat, notifications), the player's token on each handshake, closed on logout and after its last holder. */
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { PlayerSocketConnection, LINGER_MS } from './player-socket';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => 0), post: jest.fn() } }));

const logIn = (token = 'access-1') => session.setTokens({ token, expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });

function setUp() {
  const socketIo = createFakeSocketIo({ autoConnect: false });
  const loadClient = jest.fn(async () => socketIo.module);
  const idle: (() => void)[] = [];
  const connection = new PlayerSocketConnection(loadClient, (run) => {
    idle.push(run);
    return () => idle.splice(idle.indexOf(run), 1);
  });
  const runIdle = async () => {
    for (const run of idle.splice(0)) run();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { socketIo, loadClient, connection, runIdle };
}

beforeEach(() => session.clear());
afterEach(() => jest.useRealTimers());

it('loads the socket client only once the browser is idle, and opens one connection however many hold it', async () => {
  logIn();
  const { socketIo, loadClient, connection, runIdle } = setUp();
  const releaseBadge = connection.retain();
  const releasePage = connection.retain();
  expect(loadClient).not.toHaveBeenCalled();
  expect(connection.state).toBe('connecting');

  await runIdle();
  expect(loadClient).toHaveBeenCalledTimes(1);
  expect(socketIo.sockets).toHaveLength(1);
  socketIo.current.acceptConnection();
  expect(connection.state).toBe('live');
  expect(socketIo.current.handshakes).toEqual([{ token: 'access-1' }]);
  releaseBadge();
  releasePage();
  connection.shutdown();
});

it('opens nothing for a guest, connects when the player logs in and closes on logout', async () => {
  const { socketIo, loadClient, connection, runIdle } = setUp();
  const release = connection.retain();
  await runIdle();
  expect(loadClient).not.toHaveBeenCalled();
  expect(connection.state).toBe('off');

  logIn();
  await runIdle();
  socketIo.current.acceptConnection();
  expect(connection.state).toBe('live');

  session.clear();
  expect(connection.state).toBe('off');
  expect(socketIo.current.connected).toBe(false);
  release();
  connection.shutdown();
});

it('reconnects with the new token when another player logs in', async () => {
  logIn('first');
  const { socketIo, connection, runIdle } = setUp();
  connection.retain();
  await runIdle();
  const socket = socketIo.current;
  socket.acceptConnection();
  logIn('second');
  expect(socket.connectCalls).toBe(1);
  socket.acceptConnection();
  expect(socket.handshakes).toEqual([{ token: 'first' }, { token: 'second' }]);
  connection.shutdown();
});

it('stays open a little after its last holder lets go (a page change), then closes', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  logIn();
  const { socketIo, connection, runIdle } = setUp();
  const release = connection.retain();
  await runIdle();
  socketIo.current.acceptConnection();

  release();
  jest.advanceTimersByTime(LINGER_MS - 1);
  const again = connection.retain();
  jest.advanceTimersByTime(LINGER_MS);
  expect(connection.state).toBe('live');
  expect(socketIo.sockets).toHaveLength(1);

  again();
  again();
  jest.advanceTimersByTime(LINGER_MS);
  expect(connection.state).toBe('off');
  expect(socketIo.current.connected).toBe(false);
});

it('passes server events to its listeners and sends only while connected', async () => {
  logIn();
  const { socketIo, connection, runIdle } = setUp();
  connection.retain();
  const typing = jest.fn();
  const stop = connection.on('cs.typing', typing);
  expect(connection.emit('cs.typing', { sessionId: 1, typing: true })).toBe(false);
  await runIdle();
  const socket = socketIo.current;
  socket.acceptConnection();
  expect(connection.emit('cs.typing', { sessionId: 1, typing: true })).toBe(true);
  expect(socket.sentOf('cs.typing')).toEqual([{ sessionId: 1, typing: true }]);

  socket.serverEmit('cs.typing', { sessionId: 1, side: 'agent', typing: true });
  stop();
  socket.serverEmit('cs.typing', { sessionId: 1, side: 'agent', typing: false });
  expect(typing.mock.calls).toEqual([[{ sessionId: 1, side: 'agent', typing: true }]]);
  connection.shutdown();
});

it('after a refused handshake, refreshes the token through the api client and tries again', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  logIn();
  const { socketIo, connection, runIdle } = setUp();
  connection.retain();
  await runIdle();
  const socket = socketIo.current;
  socket.fire('connect_error', Object.assign(new Error('unauthorized'), { data: { code: 401 } }));
  expect(connection.state).toBe('reconnecting');
  expect(api.get).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(2_000);
  expect(api.get).toHaveBeenCalledWith('/app/cs/msg/unreadCount');
  expect(socket.connectCalls).toBe(1);
  connection.shutdown();
});

it('carries the notification centre\'s events on the same connection as the chat\'s', async () => {
  logIn();
  const { socketIo, connection, runIdle } = setUp();
  const releaseChat = connection.retain();
  const releaseNotifications = connection.retain();
  const chat = jest.fn();
  const created = jest.fn();
  connection.on('cs.message', chat);
  connection.on('notification.created', created);
  await runIdle();
  const socket = socketIo.current;
  socket.acceptConnection();
  const notification = { id: 1, kind: 'csReply', ref: '1', read: false, createTime: '2026-05-01T09:00:00Z', actor: null, params: { sessionId: 1 } } as const;
  socket.serverEmit('notification.created', { notification });
  expect(created).toHaveBeenCalledWith({ notification });
  expect(chat).not.toHaveBeenCalled();
  expect(socketIo.sockets).toHaveLength(1);
  releaseChat();
  releaseNotifications();
  connection.shutdown();
});
