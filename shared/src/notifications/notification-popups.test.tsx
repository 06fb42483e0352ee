/** The live pop-ups: a short toast with the notification's text when the player's Message notification switch is on; off, none, while the badge still counts. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { session } from '@racing/shared/src/session/session-store';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { buildNotification } from '@racing/shared/src/test/notification-builder';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { notificationUnread } from './notification-unread-store';
import NotificationPopups from './notification-popups';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const mockSocketIo = createFakeSocketIo();
jest.mock('socket.io-client', () => mockSocketIo.module);

beforeAll(() => initI18n('en'));
beforeEach(() => {
  (api.get as jest.Mock).mockImplementation(async () => ({ count: 0 }));
  window.history.replaceState(null, '', '#/pages/plan/index');
});
afterEach(async () => {
  act(() => Toast.clear());
  await waitFor(() => expect(screen.queryByTestId('notification-popup')).toBeNull());
  session.clear();
  playerSocket.shutdown();
});

async function signInWith(messageNotification: boolean) {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ settings: { orderReceiving: false, messageNotification } }));
  render(<NotificationPopups />);
  await waitFor(() => expect(playerSocket.state).toBe('live'));
}

const arrive = (id: number) => act(() => mockSocketIo.current.serverEmit('notification.created', { notification: buildNotification({ id, kind: 'planCopied' }) }));

it('pops up the text when the Message notification switch is on, on a page without the betting board', async () => {
  await signInWith(true);
  arrive(1);
  await waitFor(() => expect(screen.getByTestId('notification-popup')).toHaveTextContent('Ann copied your plan for period 202611220001'));
  expect(notificationUnread.count).toBe(1);
});

it('pops up nothing when the switch is off, and the badge still counts', async () => {
  await signInWith(false);
  arrive(2);
  await waitFor(() => expect(notificationUnread.count).toBe(1));
  expect(screen.queryByTestId('notification-popup')).toBeNull();
});

it.each(['#/', '#/pages/index/index?copyPlan=3'])('pops up nothing over the betting board (%s), where the bell counts it', async (hash) => {
  window.history.replaceState(null, '', hash);
  await signInWith(true);
  arrive(4);
  await waitFor(() => expect(notificationUnread.count).toBe(1));
  expect(screen.queryByTestId('notification-popup')).toBeNull();
});

it('pops up nothing on the notification page, which shows the row itself', async () => {
  window.history.replaceState(null, '', '#/pages/user/notification');
  await signInWith(true);
  arrive(3);
  await waitFor(() => expect(notificationUnread.count).toBe(1));
  expect(screen.queryByTestId('notification-popup')).toBeNull();
});
