/** The reality check over any screen: due at login + interval, again one interval after Continue, across reloads, at once when overdue, never when off. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { logOut } from '@racing/shared/src/session/end-login';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { createTestStorage } from '@racing/shared/src/test/memory-storage';
import { announceRealityCheckChange } from './reality-check-events';
import RealityCheck, { BET_HISTORY_PATH } from './reality-check';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@racing/shared/src/session/end-login', () => ({ logOut: jest.fn().mockResolvedValue(undefined) }));
const get = api.get as jest.Mock;

const LOGIN_AT = Date.parse('2026-03-01T10:00:00Z');
const MIN = 60_000;
let minutes = 30;
const FIGURES = { staked: 5000, paidOut: 3750, net: -1250, betCount: 4 };
let figures = FIGURES;
/** How far the device's clock is ahead of the server's (the session read answers the server's time). */
let deviceAhead = 0;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  minutes = 30;
  figures = FIGURES;
  deviceAhead = 0;
  get.mockImplementation(async (path: string) => {
    if (path === '/app/user/responsible/info') return { realityCheckMinutes: minutes };
    if (path === '/app/user/responsible/session') return { loginAt: new Date(LOGIN_AT).toISOString(), serverTime: new Date(Date.now() - deviceAhead).toISOString(), ...figures };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => jest.useRealTimers());

/** Mounts the check at `now` (fake clock) over `storage`, and lets its first reads answer. */
async function mountAt(now: number, storage = createTestStorage().storage) {
  jest.useFakeTimers({ now });
  const view = render(<RealityCheck storage={storage} />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  return { ...view, storage };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const check = () => screen.queryByTestId('reality-check');

it('opens one interval after login with the time played and the net result since login', async () => {
  await mountAt(LOGIN_AT + 20 * MIN);
  await advance(10 * MIN - 1000);
  expect(check()).toBeNull();
  await advance(1000);
  expect(check()).not.toBeNull();
  expect(screen.getByTestId('reality-check-elapsed')).toHaveTextContent('You have been logged in for 30 min.');
  expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-12.50');
  expect(check()).toHaveTextContent('Stakes 50.00 · Payouts 37.50 · 4 bets');
});

it("times the check by the server's clock: a device 16 minutes ahead does not see it early", async () => {
  deviceAhead = 16 * MIN;
  await mountAt(LOGIN_AT + deviceAhead + 1 * MIN);
  expect(check()).toBeNull();
  await advance(29 * MIN - 1000);
  expect(check()).toBeNull();
  await advance(1000);
  expect(screen.getByTestId('reality-check-elapsed')).toHaveTextContent('You have been logged in for 30 min.');
});

it('comes back one interval after Continue, not before', async () => {
  await mountAt(LOGIN_AT + 30 * MIN);
  expect(check()).not.toBeNull();
  await advance(2 * MIN);
  fireEvent.click(screen.getByTestId('reality-check-continue'));
  expect(check()).toBeNull();
  await advance(30 * MIN - 1000);
  expect(check()).toBeNull();
  await advance(1000);
  expect(screen.getByTestId('reality-check-elapsed')).toHaveTextContent('1 h 2 min');
});

it('keeps its clock across a reload: the same storage neither resets nor skips the next check', async () => {
  const first = await mountAt(LOGIN_AT + 31 * MIN);
  fireEvent.click(screen.getByTestId('reality-check-continue'));
  first.unmount();
  jest.useRealTimers();

  await mountAt(LOGIN_AT + 45 * MIN, first.storage);
  expect(check()).toBeNull();
  await advance(16 * MIN - 1000);
  expect(check()).toBeNull();
  await advance(1000);
  expect(check()).not.toBeNull();
});

it('shows at once a check that came due while the page was closed', async () => {
  figures = { staked: 1000, paidOut: 4500, net: 3500, betCount: 1 };
  await mountAt(LOGIN_AT + 70 * MIN);
  expect(screen.getByTestId('reality-check-elapsed')).toHaveTextContent('1 h 10 min');
  expect(screen.getByTestId('reality-check-net')).toHaveTextContent('+35.00');
  expect(check()).toHaveTextContent('1 bet');
});

it('never opens when the interval is off, and starts when the player turns it on', async () => {
  minutes = 0;
  await mountAt(LOGIN_AT + MIN);
  await advance(5 * 60 * MIN);
  expect(check()).toBeNull();

  minutes = 15;
  await act(async () => {
    announceRealityCheckChange(15);
    await jest.advanceTimersByTimeAsync(0);
  });
  // Five hours since login and no answer yet: the check is overdue.
  expect(check()).not.toBeNull();
});

it('logs out, or answers and opens the bet history', async () => {
  const push = jest.spyOn(appNavigator, 'push').mockImplementation(() => undefined);
  await mountAt(LOGIN_AT + 30 * MIN);
  fireEvent.click(screen.getByTestId('reality-check-history'));
  expect(push).toHaveBeenCalledWith(BET_HISTORY_PATH);
  expect(check()).toBeNull();

  await advance(30 * MIN);
  fireEvent.click(screen.getByTestId('reality-check-logout'));
  expect(logOut).toHaveBeenCalled();
  push.mockRestore();
});
