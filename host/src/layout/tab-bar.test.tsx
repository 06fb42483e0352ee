/** The tab bar's unread badge: the Mine tab carries the player's unread customer-service and notification counts, read out in its name. */
import { act, screen, waitFor } from '@testing-library/react';
import { api } from '@racing/shared/src/api/app-api-client';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import { session } from '@racing/shared/src/session/session-store';
import { buildCsMessage } from '@racing/shared/src/test/fake-cs-player-api';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import { renderShell } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => import(id)),
}));
jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn(async () => null) } }));
const mockSocketIo = createFakeSocketIo();
jest.mock('socket.io-client', () => mockSocketIo.module);
const get = api.get as jest.Mock;

let unread = 0;
let unreadNotifications = 0;
beforeEach(() => {
  unread = 0;
  unreadNotifications = 0;
  csUnread.setCount(0);
  notificationUnread.setCount(0);
  // Pages that load data get an empty answer: these tests are about the tab bar.
  get.mockImplementation(async (url: string) => {
    if (url === '/app/cs/msg/unreadCount') return unread;
    if (url === '/app/user/notification/unreadCount') return { count: unreadNotifications };
    return '';
  });
});
afterEach(() => playerSocket.shutdown());

const mineTab = () => screen.getByRole('link', { name: /^Mine/ });

it('shows the unread count on the Mine tab, with the count in the tab\'s accessible name, and follows new messages', async () => {
  unread = 1;
  await renderShell('/pages/index/my', { loggedIn: true });
  await waitFor(() => expect(mineTab()).toHaveAccessibleName('Mine, 1 unread message'));
  expect(screen.getByTestId('tab-bar-unread')).toHaveTextContent('1');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveTextContent(/\d/);

  await waitFor(() => expect(playerSocket.state).toBe('live'));
  act(() => mockSocketIo.current.serverEmit('cs.message', { message: buildCsMessage({ id: 5, senderType: 'agent' }) }));
  expect(mineTab()).toHaveAccessibleName('Mine, 2 unread messages');
});

it('shows no badge at zero, for a guest, and after logout', async () => {
  await renderShell('/', { loggedIn: false });
  await screen.findByTestId('tab-bar');
  expect(screen.queryByTestId('tab-bar-unread')).toBeNull();
  expect(get).not.toHaveBeenCalledWith('/app/cs/msg/unreadCount');

  unread = 4;
  act(() => session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 }));
  await waitFor(() => expect(screen.getByTestId('tab-bar-unread')).toHaveTextContent('4'));
  act(() => session.clear());
  expect(screen.queryByTestId('tab-bar-unread')).toBeNull();
  expect(mineTab()).toHaveAccessibleName('Mine');
});

it('adds the unread notifications to the Mine tab\'s count, and follows new ones', async () => {
  unread = 1;
  unreadNotifications = 2;
  await renderShell('/', { loggedIn: true });
  await waitFor(() => expect(mineTab()).toHaveAccessibleName('Mine, 3 unread messages'));
  await waitFor(() => expect(playerSocket.state).toBe('live'));
  // Home also opens the draws' socket: the player socket is the one that listens for notifications.
  act(() => {
    for (const socket of mockSocketIo.sockets) socket.serverEmit('notification.created', { notification: buildNotification({ id: 9 }) });
  });
  expect(screen.getByTestId('tab-bar-unread')).toHaveTextContent('4');
});

it('marks the current tab for screen readers and draws an icon above each label', async () => {
  await renderShell('/pages/index/my', { loggedIn: false });
  await screen.findByTestId('tab-bar');
  expect(mineTab()).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  for (const tab of screen.getAllByRole('link', { name: /^(Home|Mine)$/ })) {
    expect(tab.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toMatch(/^M/);
  }
});
