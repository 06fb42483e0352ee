/** The unread count: read from the server once idle when a player is logged in, moved by the chat socket, zero after logout, never counting one message twice or what the player is reading. */
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { buildCsMessage } from '@racing/shared/src/test/fake-cs-player-api';
import { logIn, settle, unreadStoreTestBed } from '@racing/shared/src/test/unread-store-test-bed';
import { CsUnreadStore } from './cs-unread-store';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

const setUpStore = unreadStoreTestBed((connection, whenIdle) => new CsUnreadStore(connection, whenIdle));

function setUp(unread: () => number | Promise<number>) {
  get.mockImplementation(async (url: string) => {
    if (url === '/app/cs/msg/unreadCount') return unread();
    throw new Error(`unexpected ${url}`);
  });
  return setUpStore();
}

beforeEach(() => session.clear());

it('asks nothing for a guest, and reads the count once a player logs in', async () => {
  const { store, hold } = setUp(() => 3);
  const release = hold();
  await settle();
  expect(get).not.toHaveBeenCalled();
  logIn();
  await settle();
  expect(store.count).toBe(3);
  release();
});

it('counts each new agent message once, as the server does (not system lines, not the player\'s own), and says this device has it', async () => {
  logIn();
  const { store, socketIo, hold } = setUp(() => 1);
  hold();
  await settle();
  const socket = socketIo.current;
  socket.acceptConnection();

  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 10, senderType: 'agent' }) });
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 10, senderType: 'agent' }) });
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 11, senderType: 'system', contentType: 'system' }) });
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 12, senderType: 'player' }) });
  expect(store.count).toBe(2);
  expect(socket.sentOf('cs.delivered')).toEqual([{ sessionId: 1, upToId: 10 }]);

  // On the chat page the player reads what arrives: the page marks it read instead.
  store.setReading(true);
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 13, senderType: 'agent' }) });
  expect(store.count).toBe(2);
});

it('asks the server again after the player read or wrote elsewhere, and after a reconnect', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  logIn();
  let unread = 2;
  const { store, socketIo, hold } = setUp(() => unread);
  hold();
  await settle();
  const socket = socketIo.current;
  socket.acceptConnection();
  expect(store.count).toBe(2);
  expect(get).toHaveBeenCalledTimes(1);

  unread = 0;
  socket.serverEmit('cs.read', { sessionId: 1, side: 'player', upToId: 9 });
  socket.serverEmit('cs.read', { sessionId: 1, side: 'player', upToId: 10 });
  await jest.advanceTimersByTimeAsync(300);
  expect(store.count).toBe(0);
  expect(get).toHaveBeenCalledTimes(2);

  // The player's own line (from this device or another) reads everything before it, the server says.
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 19, senderType: 'agent' }) });
  expect(store.count).toBe(1);
  socket.serverEmit('cs.message', { message: buildCsMessage({ id: 20, senderType: 'player' }) });
  await jest.advanceTimersByTimeAsync(300);
  expect(store.count).toBe(0);

  unread = 5;
  socket.drop();
  socket.acceptConnection();
  await jest.advanceTimersByTimeAsync(300);
  expect(store.count).toBe(5);
});

it('is zero after logout, even when an answer from before arrives later', async () => {
  logIn();
  let answer: (count: number) => void = () => {};
  const { store, connection, hold } = setUp(() => new Promise<number>((resolve) => (answer = resolve)));
  hold();
  await settle();
  session.clear();
  answer(7);
  await settle();
  expect(store.count).toBe(0);
  expect(connection.state).toBe('off');
});

it('lets the socket go when nothing shows the count any more', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  logIn();
  const { socketIo, connection, hold } = setUp(() => 0);
  const releaseTab = hold();
  const releaseMine = hold();
  await settle();
  socketIo.current.acceptConnection();
  releaseTab();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(connection.state).toBe('live');
  releaseMine();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(connection.state).toBe('off');
});
