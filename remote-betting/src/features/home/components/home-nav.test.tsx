/** Home's bell: named "Notifications", a 44 px way to the notification centre with the unread count as its description; a guest is sent to log in. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { HashRouter } from '@racing/shared/src/routing/router';
import { session } from '@racing/shared/src/session/session-store';
import { HomeNav } from './home-nav';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('socket.io-client', () => jest.requireActual('@racing/shared/src/test/fake-socket-io').createFakeSocketIo().module);

beforeAll(() => initI18n('en'));
afterEach(() => {
  session.clear();
  playerSocket.shutdown();
});

async function show() {
  await act(async () => {
    render(
      <HashRouter>
        <HomeNav />
      </HashRouter>,
    );
  });
}

it('sends a guest to log in', async () => {
  await show();
  const bell = screen.getByRole('link', { name: 'Notifications' });
  expect(bell).toHaveAttribute('href', '#/pages/user/login');
  expect(bell).toHaveAttribute('data-testid', 'home-notifications');
  expect(api.get).not.toHaveBeenCalled();
});

it("opens a player's notifications, with the unread count read out as its description", async () => {
  (api.get as jest.Mock).mockResolvedValue({ count: 3 });
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  await show();
  const bell = screen.getByTestId('home-notifications');
  expect(bell).toHaveAttribute('href', '#/pages/user/notification');
  await waitFor(() => expect(screen.getByTestId('home-notifications-badge')).toHaveTextContent('3'));
  expect(bell).toHaveAccessibleName('Notifications');
  expect(bell).toHaveAccessibleDescription('3 unread notifications');
  act(() => notificationUnread.setCount(0));
  expect(screen.queryByTestId('home-notifications-badge')).toBeNull();
});
