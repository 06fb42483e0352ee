/** The shell loads the notification pop-ups only for a signed-in player, only after the first screen is up, and drops them on logout. */
import { act, render, screen } from '@testing-library/react';
import { session } from '@racing/shared/src/session/session-store';
import { NotificationPopupsMount } from './notification-popups-mount';

const loaded = jest.fn();
jest.mock('../../../shared/src/notifications/notification-popups', () => {
  loaded();
  return { __esModule: true, default: () => <div data-testid="notification-popups-stub" /> };
});

beforeEach(() => {
  session.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const settle = () => act(() => jest.advanceTimersByTimeAsync(1000));

it('loads nothing for a guest', async () => {
  render(<NotificationPopupsMount />);
  await settle();
  expect(loaded).not.toHaveBeenCalled();
  expect(screen.queryByTestId('notification-popups-stub')).toBeNull();
});

it('loads the pop-ups when idle once a player signs in, and drops them when they sign out', async () => {
  render(<NotificationPopupsMount />);
  act(() => session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 }));
  expect(screen.queryByTestId('notification-popups-stub')).toBeNull();
  await settle();
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('notification-popups-stub')).toBeInTheDocument();
  act(() => session.clear());
  expect(screen.queryByTestId('notification-popups-stub')).toBeNull();
});
