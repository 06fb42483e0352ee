/** The live connection: every (re)connect, return to the foreground and network comeback catches up; events drive the store. */
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { DrawStore } from './draw-store';
import { startLiveDraws } from './live-draws';
import type { CurrentDraw } from '../../api/draw-api';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io client socket to drive: `emit` plays a server event or a connection change. */
function fakeSocket() {
  const listeners = new Map<string, Listener[]>();
  const on = (event: string, listener: Listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]);
  const socket = {
    connected: false,
    active: true,
    on,
    io: { on, removeAllListeners: jest.fn() },
    connect: jest.fn(),
    disconnect: jest.fn(),
    removeAllListeners: () => listeners.clear(),
    emit: (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args)),
  };
  return socket;
}

const NOW = '2026-11-22T08:00:10.000Z';
const current: CurrentDraw = {
  period: { issue: '202611220002', openAt: '2026-11-22T08:00:00.000Z', closeAt: '2026-11-22T08:00:15.000Z', drawAt: '2026-11-22T08:00:20.000Z', status: 'scheduled' },
  latest: { issue: '202611220001', places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], drawAt: '', status: 'settled', seed: 'ab', chainId: 'c', chainIndex: 1, closeAt: '', beacon: null },
  now: NOW,
};

async function start() {
  const socket = fakeSocket();
  const fetchCurrent = jest.fn(async () => current);
  const store = new DrawStore(fetchCurrent);
  // The connection opens in a task after the client's modules load: wait until it has.
  let opened!: () => void;
  const connecting = new Promise<void>((resolve) => (opened = resolve));
  const io = () => {
    opened();
    return socket;
  };
  const live = startLiveDraws(store, async () => ({ io }) as never);
  await connecting;
  return { socket, store, fetchCurrent, live };
}

beforeEach(() => {
  session.clear();
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ currentBalance: 1000 }));
  get.mockResolvedValue(buildUserInfo({ currentBalance: 2500 }));
});

it('catches up on period, result and balance on every (re)connect', async () => {
  const { socket, store, fetchCurrent, live } = await start();
  socket.emit('connect');
  await Promise.resolve();
  expect(store.connection).toBe('live');
  expect(fetchCurrent).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/app/user/info/person');
  socket.emit('disconnect', 'transport close');
  expect(store.connection).toBe('reconnecting');
  socket.emit('connect');
  expect(fetchCurrent).toHaveBeenCalledTimes(2);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(session.userInfo?.currentBalance).toBe(2500);
  live.stop();
});

it('catches up when the page comes back to the foreground or the network comes back, and wakes a dead socket', async () => {
  const { socket, fetchCurrent, live } = await start();
  window.dispatchEvent(new Event('online'));
  expect(fetchCurrent).toHaveBeenCalledTimes(1);
  expect(socket.connect).toHaveBeenCalledTimes(1);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(fetchCurrent).toHaveBeenCalledTimes(2);
  live.stop();
  window.dispatchEvent(new Event('online'));
  expect(fetchCurrent).toHaveBeenCalledTimes(2);
});

it('drives the store from the server events: close, result (with a catch-up), balance, settlement', async () => {
  const { socket, store, fetchCurrent, live } = await start();
  await store.refresh();
  fetchCurrent.mockClear();
  socket.emit('period.closed', { period: { ...current.period, status: 'closed' }, now: '2026-11-22T08:00:15.000Z' });
  expect(store.period?.status).toBe('closed');
  socket.emit('result.drawn', { issue: '202611220002', places: [2, 1, 3, 4, 5, 6, 7, 8, 9, 10], drawAt: '', seed: 'cd', chainId: 'c', chainIndex: 2, now: '2026-11-22T08:00:20.000Z' });
  expect(store.latest?.issue).toBe('202611220002');
  expect(store.revealIssue).toBe('202611220002');
  expect(fetchCurrent).toHaveBeenCalledTimes(1);
  socket.emit('balance.changed', { balance: 7700 });
  expect(session.userInfo?.currentBalance).toBe(7700);
  socket.emit('bet.settled', { issue: '202611220002', stake: 1000, won: 1, lost: 0, pushed: 0, payout: 9800 });
  expect(store.settled?.payout).toBe(9800);
  live.stop();
  expect(store.connection).toBe('offline');
});
