/** The notification centre: rows newest first with their text, tapping one marks it read and opens it, "Mark all read", the empty and error states, and new rows on top while it is open. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { session } from '@racing/shared/src/session/session-store';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import { renderProfilePage } from '../test/render-profile-page';
import { loadNotificationPage } from '../features/notifications/use-notification-list';
import NotificationsPage from './notifications-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const mockSocketIo = createFakeSocketIo();
jest.mock('socket.io-client', () => mockSocketIo.module);
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

const copied = buildNotification({ id: 3, kind: 'planCopied', createTime: new Date(Date.now() - 5 * 60_000).toISOString() });
const settled = buildNotification({ id: 2, kind: 'betSettled', ref: '202611220001', actor: null, params: { issue: '202611220001', stake: 1000, payout: 1950, refunded: false } });
const paid = buildNotification({ id: 1, kind: 'payOrder', ref: 'R1:paid', actor: null, read: true, params: { orderNo: 'R1', kind: 'recharge', status: 'paid', amount: 5000 } });

let rows: NotificationView[] = [];
let failPage = false;
beforeEach(() => {
  rows = [copied, settled, paid];
  failPage = false;
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  notificationUnread.setCount(2);
  get.mockImplementation(async (url: string) => (url === '/app/user/notification/unreadCount' ? { count: rows.filter((row) => !row.read).length } : 0));
  post.mockImplementation(async (url: string, body: { page?: number; size?: number; ids?: number[]; all?: boolean }) => {
    if (url === '/app/user/notification/page') {
      if (failPage) throw new ApiError('Service abnormal', { status: 502 });
      return { list: rows, pagination: { page: body.page, size: body.size, total: rows.length } };
    }
    if (url === '/app/user/notification/read') {
      rows = rows.map((row) => (body.all || body.ids?.includes(row.id) ? { ...row, read: true } : row));
      return { count: rows.filter((row) => !row.read).length };
    }
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  session.clear();
  playerSocket.shutdown();
});

const row = (id: number) => screen.getByTestId(`notification-row-${id}`);

it('lists my notifications newest first, with their text, when and whether they are unread', async () => {
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  expect(screen.getByTestId('page-notifications')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/app/user/notification/page', { page: 1, size: 20 });
  expect(within(screen.getByTestId('notifications-list')).getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual([
    'notification-row-3',
    'notification-row-2',
    'notification-row-1',
  ]);
  expect(row(3)).toHaveTextContent('Ann copied your plan for period 202611220001');
  expect(row(3)).toHaveTextContent('5 minutes ago');
  expect(row(2)).toHaveTextContent('Period 202611220001 settled, you won: stake 10.00, payout 19.50, net +9.50');
  expect(row(1)).toHaveTextContent('Recharge of 50.00 received');
  expect(within(row(3)).getByTestId('notification-unread-dot')).toHaveTextContent('Unread');
  expect(within(row(1)).queryByTestId('notification-unread-dot')).toBeNull();
});

it('marks a row read when tapped and opens what it is about', async () => {
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  expect(within(row(3)).getByRole('link')).toHaveAttribute('href', '#/pages/plan/detail?id=42');
  expect(within(row(1)).getByRole('link')).toHaveAttribute('href', '#/pages/order/detail?orderNo=R1');
  await userEvent.click(within(row(2)).getByRole('link'));
  expect(post).toHaveBeenCalledWith('/app/user/notification/read', { ids: [2] });
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/history/index?tab=bets');
  await waitFor(() => expect(notificationUnread.count).toBe(1));
});

it('marks everything read at once, badges included', async () => {
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  await userEvent.click(screen.getByTestId('notifications-read-all'));
  expect(post).toHaveBeenCalledWith('/app/user/notification/read', { all: true });
  expect(screen.queryAllByTestId('notification-unread-dot')).toEqual([]);
  expect(notificationUnread.count).toBe(0);
  expect(screen.getByTestId('notifications-read-all')).toBeDisabled();
});

it('says when there is nothing yet, with nothing to mark read', async () => {
  rows = [];
  notificationUnread.setCount(0);
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  expect(screen.getByTestId('notifications-empty')).toHaveTextContent('No notifications yet');
  expect(screen.getByTestId('notifications-read-all')).toBeDisabled();
});

it('offers a retry when the first page fails, and shows the list once it answers', async () => {
  failPage = true;
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  expect(screen.getByRole('alert')).toHaveTextContent('Service abnormal');
  failPage = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('notification-row-3')).toBeInTheDocument();
});

it('puts a notification that arrives while it is open on top', async () => {
  await renderProfilePage(<NotificationsPage />, '/pages/user/notification');
  await waitFor(() => expect(playerSocket.state).toBe('live'));
  const liked = buildNotification({ id: 4, kind: 'planLiked', ref: '42:8', actor: { id: 8, nickName: 'Bo', nameDigits: null, closed: false, avatarUrl: null } });
  act(() => mockSocketIo.current.serverEmit('notification.created', { notification: liked }));
  const items = within(screen.getByTestId('notifications-list')).getAllByRole('listitem');
  expect(items[0]).toHaveAttribute('data-testid', 'notification-row-4');
  expect(items[0]).toHaveTextContent('Bo liked your plan for period 202611220001');
  expect(items).toHaveLength(4);
});

it('turns the contract\'s page numbers into the paged list\'s cursor', async () => {
  post.mockImplementation(async (_url: string, body: { page: number; size: number }) => ({ list: [], pagination: { page: body.page, size: 20, total: 45 } }));
  expect((await loadNotificationPage(undefined)).pagination.cursor).toBe('2');
  expect((await loadNotificationPage('2')).pagination.cursor).toBe('3');
  expect((await loadNotificationPage('3')).pagination.cursor).toBeNull();
  expect(post).toHaveBeenLastCalledWith('/app/user/notification/page', { page: 3, size: 20 });
});
