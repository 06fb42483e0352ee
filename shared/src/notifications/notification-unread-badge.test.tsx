/** The notification badge: nothing at zero, the count (99+ past 99) read out as unread notifications, kept live while shown. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { session } from '@racing/shared/src/session/session-store';
import { NotificationUnreadBadge } from './notification-unread-badge';
import { notificationUnread } from './notification-unread-store';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => ({ count: 0 })), post: jest.fn() } }));
jest.mock('socket.io-client', () => jest.requireActual('@racing/shared/src/test/fake-socket-io').createFakeSocketIo().module);

beforeAll(() => initI18n('en'));
afterEach(() => {
  session.clear();
  playerSocket.shutdown();
});

it('shows nothing at zero, the count otherwise, and caps it at 99+', () => {
  render(<NotificationUnreadBadge />);
  expect(screen.queryByTestId('notification-unread-badge')).toBeNull();
  act(() => notificationUnread.setCount(1));
  expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent(/^1\s*1 unread notification$/);
  act(() => notificationUnread.setCount(120));
  expect(screen.getByTestId('notification-unread-badge')).toHaveTextContent('99+');
  expect(screen.getByText('120 unread notifications')).toBeInTheDocument();
});

it('reads the count from the server for a signed-in player while it is shown', async () => {
  (api.get as jest.Mock).mockResolvedValue({ count: 3 });
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  render(<NotificationUnreadBadge testId="row-badge" />);
  await waitFor(() => expect(screen.getByTestId('row-badge')).toHaveTextContent('3'));
  expect(api.get).toHaveBeenCalledWith('/app/user/notification/unreadCount');
});
