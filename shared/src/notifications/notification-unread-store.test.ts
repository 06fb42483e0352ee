/** The unread notification count: read once idle when a player logs in, raised live by the player socket, never counting one notification twice, zero after logout. */
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import { logIn, settle, unreadStoreTestBed } from '@racing/shared/src/test/unread-store-test-bed';
import { NotificationUnreadStore } from './notification-unread-store';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

const setUpStore = unreadStoreTestBed((connection, whenIdle) => new NotificationUnreadStore(connection, whenIdle));
beforeEach(() => {
  session.clear();
  get.mockReset();
});

function setUp(unread: () => number | Promise<number>) {
  get.mockImplementation(async (url: string) => {
    if (url === '/app/user/notification/unreadCount') return { count: await unread() };
    throw new Error(`unexpected ${url}`);
  });
  return setUpStore();
}

it('asks nothing for a guest, and reads the count once a player logs in', async () => {
  const { store, hold } = setUp(() => 3);
  hold();
  await settle();
  expect(get).not.toHaveBeenCalled();
  logIn();
  await settle();
  expect(get).toHaveBeenCalledWith('/app/user/notification/unreadCount');
  expect(store.count).toBe(3);
});

it('counts a new notification at once, counts the same one only once, and then takes the server\'s word', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  logIn();
  let unread = 1;
  const { store, socketIo, hold } = setUp(() => unread);
  hold();
  await settle();
  const socket = socketIo.current;
  socket.acceptConnection();
  expect(store.count).toBe(1);

  socket.serverEmit('notification.created', { notification: buildNotification({ id: 10 }) });
  socket.serverEmit('notification.created', { notification: buildNotification({ id: 10 }) });
  expect(store.count).toBe(2);
  // A customer-service reply is the chat badge's to count, not this one's.
  socket.serverEmit('notification.created', { notification: buildNotification({ id: 11, kind: 'csReply', ref: '5', actor: null, params: { sessionId: 5 } }) });
  expect(store.count).toBe(2);

  // The server counts a row written again only once: its answer wins.
  unread = 2;
  await jest.advanceTimersByTimeAsync(300);
  expect(store.count).toBe(2);
  expect(get).toHaveBeenCalledTimes(2);
});

it('reads the count again after a reconnect, when notifications may have been missed', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  logIn();
  let unread = 0;
  const { store, socketIo, hold } = setUp(() => unread);
  hold();
  await settle();
  const socket = socketIo.current;
  socket.acceptConnection();
  unread = 4;
  socket.drop();
  socket.acceptConnection();
  await jest.advanceTimersByTimeAsync(300);
  expect(store.count).toBe(4);
});

it('is zero after logout, even when an answer from before arrives later', async () => {
  logIn();
  let answer: (count: number) => void = () => {};
  const { store, hold } = setUp(() => new Promise<number>((resolve) => (answer = resolve)));
  hold();
  await settle();
  store.setCount(5);
  session.clear();
  answer(7);
  await settle();
  expect(store.count).toBe(0);
});

it('shares the one socket with the chat and lets it go when nothing shows the count', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  logIn();
  const { socketIo, connection, hold } = setUp(() => 0);
  const releaseBadge = hold();
  const releaseChat = connection.retain();
  await settle();
  expect(socketIo.sockets).toHaveLength(1);
  socketIo.current.acceptConnection();
  releaseBadge();
  releaseChat();
  await jest.advanceTimersByTimeAsync(60_000);
  expect(connection.state).toBe('off');
});
