/** The shell loads the reality check only for a signed-in player, and only after the first screen is up. */
import { act, render, screen } from '@testing-library/react';
import { session } from '@racing/shared/src/session/session-store';
import { RealityCheckMount } from './reality-check-mount';

const loaded = jest.fn();
jest.mock('../../../shared/src/responsible/reality-check', () => {
  loaded();
  return { __esModule: true, default: () => <div data-testid="reality-check-stub" /> };
});

beforeEach(() => {
  session.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = () => act(() => jest.advanceTimersByTimeAsync(1000));

it('loads nothing for a guest', async () => {
  render(<RealityCheckMount />);
  await settle();
  expect(loaded).not.toHaveBeenCalled();
  expect(screen.queryByTestId('reality-check-stub')).toBeNull();
});

it('loads the check after first paint once a player signs in, and drops it when they sign out', async () => {
  render(<RealityCheckMount />);
  await settle();
  act(() => session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 }));
  expect(screen.queryByTestId('reality-check-stub')).toBeNull();
  await settle();
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('reality-check-stub')).toBeInTheDocument();
  act(() => session.clear());
  expect(screen.queryByTestId('reality-check-stub')).toBeNull();
});
