/** The draw store follows the server: its clock, its events, and a catch-up after a reconnect. */
import { reaction } from '@racing/shared/src/state/mobx';
import { CATCH_UP_EVERY_MS, DrawStore } from './draw-store';
import type { CurrentDraw, Period } from '../../api/draw-api';

const period = (issue: string, openAt: number, status: Period['status'] = 'scheduled'): Period => ({
  issue,
  openAt: new Date(openAt).toISOString(),
  closeAt: new Date(openAt + 15_000).toISOString(),
  drawAt: new Date(openAt + 20_000).toISOString(),
  status,
});
const T0 = Date.parse('2026-11-22T08:00:00.000Z');

function setup(current: CurrentDraw, phoneClock = T0 - 3_600_000) {
  let now = phoneClock;
  const fetchCurrent = jest.fn(async () => current);
  const store = new DrawStore(fetchCurrent, () => now);
  return { store, fetchCurrent, advance: (ms: number) => (now += ms) };
}

it('counts down on the server clock even when the phone is an hour behind', async () => {
  const { store, advance } = setup({ period: period('202611220001', T0), latest: null, now: new Date(T0 + 5_000).toISOString() });
  await store.refresh();
  expect(store.phase).toBe('open');
  expect(store.seconds).toBe(10);
  advance(4_000);
  store.tick();
  expect(store.seconds).toBe(6);
  advance(6_000);
  store.tick();
  expect(store.phase).toBe('closed');
  expect(store.seconds).toBe(5);
});

it('reads the server clock against when its answer really came: an answer fetched with the page, 2 s before the call', async () => {
  // The phone is an hour behind. The boot script's read went out at phone time P and came at P + 400 ms, carrying the
  // server's now; the page made its call 2 s later and got that answer at once.
  const phone = T0 - 3_600_000;
  let now = phone + 2_400;
  const answer: CurrentDraw = { period: period('202611220001', T0), latest: null, now: new Date(T0 + 5_200).toISOString() };
  const store = new DrawStore(async (onAnswered) => {
    onAnswered(phone, phone + 400);
    return answer;
  }, () => now);
  await store.refresh();
  // The server's now (T0 + 5.2 s) was at the answer's midpoint (phone + 200 ms): 2.2 s later, the server is at T0 + 7.4 s.
  expect(store.serverNow()).toBe(T0 + 7_400);
  expect(store.seconds).toBe(8);
  now += 1_000;
  store.tick();
  expect(store.seconds).toBe(7);
});

it('closes on the server event, reveals the drawn result and takes the next period', async () => {
  const { store } = setup({ period: period('202611220001', T0), latest: null, now: new Date(T0 + 1_000).toISOString() });
  await store.refresh();
  store.periodClosed({ period: period('202611220001', T0, 'closed'), now: new Date(T0 + 15_000).toISOString() });
  expect(store.phase).toBe('closed');
  store.resultDrawn({ issue: '202611220001', places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], drawAt: '', seed: 'ab', chainId: 'c', chainIndex: 1, closeAt: '', beacon: null, now: new Date(T0 + 20_000).toISOString() });
  expect(store.latest?.issue).toBe('202611220001');
  expect(store.revealIssue).toBe('202611220001');
  store.periodOpened({ period: period('202611220002', T0 + 20_000), now: new Date(T0 + 20_000).toISOString() });
  expect(store.period?.issue).toBe('202611220002');
  expect(store.phase).toBe('open');
});

it('never goes back to an older result when a late answer arrives', async () => {
  const older = { issue: '202611220001', places: [], drawAt: '', status: 'settled', seed: '', chainId: '', chainIndex: 1, closeAt: '', beacon: null };
  const { store } = setup({ period: null, latest: older, now: new Date(T0).toISOString() });
  store.resultDrawn({ ...older, issue: '202611220002' });
  await store.refresh();
  expect(store.latest?.issue).toBe('202611220002');
});

/** A server whose clock runs with the phone's (the catch-up is about silence, not clock drift). */
function liveServer(current: Omit<CurrentDraw, 'now'>) {
  let now = T0 + 1_000;
  const fetchCurrent = jest.fn(async () => ({ ...current, now: new Date(now).toISOString() }));
  return { store: new DrawStore(fetchCurrent, () => now), fetchCurrent, advance: (ms: number) => (now += ms) };
}

it('asks the server again, every few seconds, when the draw time is well past and nothing came', async () => {
  const { store, fetchCurrent, advance } = liveServer({ period: period('202611220001', T0), latest: null });
  await store.refresh();
  advance(20_000); // 1 s after the draw: the result may still be on its way
  store.catchUpIfOverdue();
  expect(fetchCurrent).toHaveBeenCalledTimes(1);
  advance(3_000); // 4 s after the draw and nothing came: read again
  store.catchUpIfOverdue();
  expect(fetchCurrent).toHaveBeenCalledTimes(2);
  await Promise.resolve();
  store.catchUpIfOverdue(); // but not more often than every few seconds
  expect(fetchCurrent).toHaveBeenCalledTimes(2);
  advance(CATCH_UP_EVERY_MS);
  store.catchUpIfOverdue();
  expect(fetchCurrent).toHaveBeenCalledTimes(3);
});

it('leaves a period alone while its draw is not yet overdue', async () => {
  const { store, fetchCurrent, advance } = liveServer({ period: period('202611220001', T0), latest: null });
  await store.refresh();
  advance(21_000);
  store.catchUpIfOverdue();
  expect(fetchCurrent).toHaveBeenCalledTimes(1);
});

it('a re-read that says what the board shows changes nothing it shows (a reconnect renders no board again); a change does', async () => {
  const drawn = { issue: '202611220000', places: [3, 1, 2, 4, 5, 6, 7, 8, 9, 10], drawAt: '', status: 'settled', seed: 'ab', chainId: 'c', chainIndex: 1, closeAt: '', beacon: null };
  const { store, fetchCurrent } = liveServer({ period: period('202611220001', T0), latest: drawn });
  await store.refresh();
  const periodSeen = jest.fn();
  const latestSeen = jest.fn();
  const stopPeriod = reaction(() => store.period, periodSeen);
  const stopLatest = reaction(() => store.latest, latestSeen);
  // The same answer again, in new objects (as every read over the network is).
  fetchCurrent.mockImplementationOnce(async () => ({ period: period('202611220001', T0), latest: { ...drawn, places: [...drawn.places] }, now: new Date(T0 + 2_000).toISOString() }));
  await store.refresh();
  expect(periodSeen).not.toHaveBeenCalled();
  expect(latestSeen).not.toHaveBeenCalled();
  // The period closed meanwhile (its event missed): the re-read shows it.
  fetchCurrent.mockImplementationOnce(async () => ({ period: period('202611220001', T0, 'closed'), latest: drawn, now: new Date(T0 + 16_000).toISOString() }));
  await store.refresh();
  expect(periodSeen).toHaveBeenCalledTimes(1);
  expect(store.period?.status).toBe('closed');
  expect(store.phase).toBe('closed');
  expect(latestSeen).not.toHaveBeenCalled();
  stopPeriod();
  stopLatest();
});
