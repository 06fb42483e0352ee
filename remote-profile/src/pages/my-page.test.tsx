/** Mine as a guest and as a player: what each sees, the ten profile items in the spec's order, the switches, money and orders' ways in with their counts, and logging out. */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import { buildCsMessage } from '@racing/shared/src/test/fake-cs-player-api';
import { createFakeSocketIo } from '@racing/shared/src/test/fake-socket-io';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import MyPage from './my-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
// The customer-service badge keeps its count live over the chat socket.
const mockSocketIo = createFakeSocketIo();
jest.mock('socket.io-client', () => mockSocketIo.module);
const get = api.get as jest.Mock;
const post = api.post as jest.Mock;

const person = buildUserInfo({
  nickName: 'Ann',
  signature: 'Fast and fair',
  phone: '138****0000',
  currentBalance: 123_456,
  fans: 1234,
  likes: 56,
  totalClicks: 7890,
  settings: { orderReceiving: false, messageNotification: true },
});

let unreadNotifications = 0;

function logIn() {
  session.setTokens({ token: 'access', expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });
}

async function openAsPlayer(orderCounts: unknown = { pending: 0, processing: 0 }) {
  logIn();
  get.mockImplementation(async (url: string) => {
    if (url === '/app/user/info/person') return person;
    if (url === '/app/user/notification/unreadCount') return { count: unreadNotifications };
    if (url === '/app/user/order/summary') {
      if (orderCounts instanceof Error) throw orderCounts;
      return orderCounts;
    }
    throw new Error(`unexpected ${url}`);
  });
  await renderProfilePage(<MyPage />, '/pages/index/my');
  await screen.findByText('Ann');
}

const labelsOfItems = () => Array.from(document.querySelectorAll('[data-mine-item]')).map((item) => item.querySelector('[data-label]')?.textContent);
const switchOf = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  session.clear();
  window.localStorage.clear();
  csUnread.setCount(0);
  notificationUnread.setCount(0);
  unreadNotifications = 0;
});

afterEach(() => playerSocket.shutdown());

describe('a guest', () => {
  it('sees "Not logged in" with a way to log in, and only what needs no account: no balance, no profile items', async () => {
    await renderProfilePage(<MyPage />, '/pages/index/my');
    expect(screen.getByTestId('mine-guest')).toHaveTextContent('Not logged in');
    expect(screen.getByTestId('mine-log-in')).toHaveAttribute('href', '#/pages/user/login');
    expect(screen.queryByTestId('mine-balance')).toBeNull();
    expect(labelsOfItems()).toEqual([]);
    expect(screen.queryByText('Log out')).toBeNull();
    expect(screen.getByTestId('mine-language')).toHaveTextContent('English');
    expect(screen.getByTestId('mine-language')).toHaveAttribute('href', '#/pages/user/language');
    expect(screen.getByTestId('mine-customer-service')).toHaveAttribute('href', '#/uni_modules/cool-cs/pages/chat');
    expect(screen.getByTestId('mine-agreement')).toHaveAttribute('href', '#/pages/user/agreement');
    expect(screen.getByTestId('mine-privacy')).toHaveAttribute('href', '#/pages/user/privacy');
    expect(screen.getByTestId('mine-about')).toHaveAttribute('href', '#/pages/user/about');
    expect(screen.getByTestId('mine-plan-hall')).toHaveAttribute('href', '#/pages/plan/index');
    expect(screen.queryByTestId('mine-notifications')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});

describe('a player', () => {
  it('sees their card, balance and counters, fetched fresh when Mine opens', async () => {
    session.setUserInfo(buildUserInfo({ nickName: 'Ann', currentBalance: 100 }));
    await openAsPlayer();
    expect(get).toHaveBeenCalledWith('/app/user/info/person');
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,234.56'));
    expect(session.userInfo?.currentBalance).toBe(123_456);
    expect(screen.getByTestId('mine-signature')).toHaveTextContent('Fast and fair');
    expect(screen.getByTestId('mine-profile')).toHaveAttribute('href', '#/pages/user/edit');
    expect(screen.getByTestId('mine-count-followers')).toHaveTextContent('1,234');
    expect(screen.getByTestId('mine-count-likes')).toHaveTextContent('56');
    expect(screen.getByTestId('mine-count-totalClicks')).toHaveTextContent('7,890');
  });

  it("shows the spec's ten items in its order, and the pages they lead to", async () => {
    await openAsPlayer();
    expect(labelsOfItems()).toEqual([
      'Followers',
      'Likes',
      'Total clicks',
      'Order-receiving mode',
      'Message notification',
      'My orders',
      'My bills',
      'Viewing history',
      'Data dashboard',
      'Invite friends',
    ]);
    expect(screen.getByTestId('mine-item-myBills')).toHaveAttribute('href', '#/pages/user/bill');
    expect(screen.getByTestId('mine-item-viewingHistory')).toHaveAttribute('href', '#/pages/user/viewed');
    expect(screen.getByTestId('mine-item-dashboard')).toHaveAttribute('href', '#/pages/user/dashboard');
    expect(screen.getByTestId('mine-item-invite')).toHaveAttribute('href', '#/pages/user/invite');
    expect(screen.getByTestId('mine-settings')).toHaveAttribute('href', '#/pages/user/set');
    expect(screen.getByTestId('mine-switch-account')).toHaveAttribute('href', '#/pages/user/switch');
    expect(switchOf('Order-receiving mode')).toHaveAttribute('aria-checked', 'false');
    expect(switchOf('Message notification')).toHaveAttribute('aria-checked', 'true');
  });

  it('saves a switch at once', async () => {
    await openAsPlayer();
    post.mockResolvedValue(null);
    await userEvent.click(switchOf('Order-receiving mode'));
    expect(post).toHaveBeenCalledWith('/app/user/info/updatePerson', { settings: { orderReceiving: true } });
    expect(switchOf('Order-receiving mode')).toHaveAttribute('aria-checked', 'true');
    expect(session.userInfo?.settings).toEqual({ orderReceiving: true, messageNotification: true });
  });

  it("puts a refused switch back and shows the server's message", async () => {
    await openAsPlayer();
    let settle: (value: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((_resolve, reject) => (settle = reject)));
    await userEvent.click(switchOf('Message notification'));
    expect(switchOf('Message notification')).toHaveAttribute('aria-checked', 'false');
    await act(async () => settle(new ApiError('Settings are read-only during maintenance')));
    expect(switchOf('Message notification')).toHaveAttribute('aria-checked', 'true');
    expect(session.userInfo?.settings.messageNotification).toBe(true);
    expect(await screen.findByText('Settings are read-only during maintenance')).toBeInTheDocument();
  });

  it('leads to Recharge and Withdraw beside the balance, and to My orders at the tab of each order state', async () => {
    await openAsPlayer();
    expect(screen.getByTestId('mine-recharge')).toHaveAttribute('href', '#/pages/user/recharge');
    expect(screen.getByTestId('mine-recharge')).toHaveTextContent('Recharge');
    expect(screen.getByTestId('mine-withdraw')).toHaveAttribute('href', '#/pages/user/withdraw');
    expect(screen.getByTestId('mine-withdraw')).toHaveTextContent('Withdraw');
    expect(screen.getByTestId('mine-orders-pendingPayment')).toHaveAttribute('href', '#/pages/order/list?tab=pending');
    expect(screen.getByTestId('mine-orders-notShipped')).toHaveAttribute('href', '#/pages/order/list?tab=processing');
    expect(screen.getByTestId('mine-orders-shipped')).toHaveAttribute('href', '#/pages/order/list?tab=completed');
    expect(screen.getByTestId('mine-orders-afterSales')).toHaveAttribute('href', '#/pages/order/list?tab=refunds');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('mine-my-orders'));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/order/list?tab=all');
  });

  it('counts the orders waiting for payment and the withdrawals being processed, and shows no badge at zero', async () => {
    await openAsPlayer({ pending: 2, processing: 0 });
    expect(get).toHaveBeenCalledWith('/app/user/order/summary');
    await waitFor(() => expect(screen.getByTestId('mine-orders-pendingPayment-count')).toHaveTextContent('2'));
    expect(screen.queryByTestId('mine-orders-notShipped-count')).toBeNull();
    expect(screen.queryByTestId('mine-orders-shipped-count')).toBeNull();
  });

  it('shows a withdrawal being processed on its shortcut', async () => {
    await openAsPlayer({ pending: 0, processing: 1 });
    await waitFor(() => expect(screen.getByTestId('mine-orders-notShipped-count')).toHaveTextContent('1'));
    expect(screen.queryByTestId('mine-orders-pendingPayment-count')).toBeNull();
  });

  it('still shows Mine, without badges, when the order counts cannot be read', async () => {
    await openAsPlayer(new ApiError('service unavailable'));
    expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,234.56');
    expect(screen.queryByTestId('mine-orders-pendingPayment-count')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logs out only after confirming, ending the login on the server', async () => {
    await openAsPlayer();
    post.mockResolvedValue(null);
    await userEvent.click(screen.getByTestId('mine-log-out'));
    const dialog = await openedDialog();
    expect(dialog).toHaveAccessibleName('Log out?');
    expect(dialog).toHaveTextContent('You will need to log in again to bet or see your bill.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    expect(session.isLoggedIn).toBe(true);

    await userEvent.click(screen.getByTestId('mine-log-out'));
    await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(session.isLoggedIn).toBe(false));
    expect(post).toHaveBeenCalledWith('/app/user/info/logout', {});
    expect(session.isLoggedIn).toBe(false);
    // The session ends first, then the page moves to the login: wait for the move too.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/login'));
  });

  it("gives this device's account list the nickname and avatar of the profile", async () => {
    recentAccounts.rememberLogin('13800000000');
    await openAsPlayer();
    expect(recentAccounts.list()[0]).toMatchObject({ phone: '13800000000', nickname: 'Ann' });
  });

  it('shows no made-up balance when the profile cannot be read, and tries again on request', async () => {
    logIn();
    let reads = 0;
    get.mockImplementation(async (url: string) => {
      if (url === '/app/user/order/summary') return { pending: 0, processing: 0 };
      if (url === '/app/cs/msg/unreadCount') return 0;
      reads += 1;
      if (reads === 1) throw new ApiError('service abnormal');
      return person;
    });
    await renderProfilePage(<MyPage />, '/pages/index/my');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
    expect(screen.queryByTestId('mine-balance')).toBeNull();
    expect(screen.getByTestId('mine-log-out')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,234.56'));
  });
});

describe('the customer-service row', () => {
  it('shows how many messages the player has not read, and follows the chat socket', async () => {
    logIn();
    let unread = 2;
    get.mockImplementation(async (url: string) => {
      if (url === '/app/user/info/person') return person;
      if (url === '/app/user/order/summary') return { pending: 0, processing: 0 };
      if (url === '/app/cs/msg/unreadCount') return unread;
      throw new Error(`unexpected ${url}`);
    });
    await renderProfilePage(<MyPage />, '/pages/index/my');
    const row = screen.getByTestId('mine-customer-service');
    await waitFor(() => expect(within(row).getByTestId('mine-customer-service-unread')).toHaveTextContent('2'));
    expect(row).toHaveAccessibleName('Customer service 2 unread messages');

    await waitFor(() => expect(playerSocket.state).toBe('live'));
    const socket = mockSocketIo.current;
    act(() => socket.serverEmit('cs.message', { message: buildCsMessage({ id: 41, senderType: 'agent', content: 'Your deposit arrived' }) }));
    expect(within(row).getByTestId('mine-customer-service-unread')).toHaveTextContent('3');
    expect(row).toHaveAccessibleName('Customer service 3 unread messages');
    // This device has the message: the agent sees it delivered.
    expect(socket.sentOf('cs.delivered')).toEqual([{ sessionId: 1, upToId: 41 }]);
    // Its own line, once: the player's own messages are not counted.
    act(() => socket.serverEmit('cs.message', { message: buildCsMessage({ id: 41, senderType: 'agent' }) }));
    act(() => socket.serverEmit('cs.message', { message: buildCsMessage({ id: 42, senderType: 'player' }) }));
    expect(within(row).getByTestId('mine-customer-service-unread')).toHaveTextContent('3');

    // Read on another device: the server says what is left.
    unread = 0;
    act(() => socket.serverEmit('cs.read', { sessionId: 1, side: 'player', upToId: 41 }));
    await waitFor(() => expect(within(row).queryByTestId('mine-customer-service-unread')).toBeNull());
  });

  it('forgets the count when the player logs out', async () => {
    logIn();
    get.mockImplementation(async (url: string) => {
      if (url === '/app/user/info/person') return person;
      if (url === '/app/cs/msg/unreadCount') return 120;
      return { pending: 0, processing: 0 };
    });
    await renderProfilePage(<MyPage />, '/pages/index/my');
    await waitFor(() => expect(screen.getByTestId('mine-customer-service-unread')).toHaveTextContent('99+'));
    act(() => session.clear());
    expect(csUnread.count).toBe(0);
    expect(screen.queryByTestId('mine-customer-service-unread')).toBeNull();
  });
});

describe('the notifications and plan hall rows', () => {
  it('lead to the notification centre, with its unread count, and to the plan hall', async () => {
    unreadNotifications = 3;
    await openAsPlayer();
    expect(screen.getByTestId('mine-notifications')).toHaveAttribute('href', '#/pages/user/notification');
    expect(screen.getByTestId('mine-plan-hall')).toHaveAttribute('href', '#/pages/plan/index');
    expect(screen.getByTestId('mine-plan-hall')).toHaveTextContent('Plan hall');
    const badge = await screen.findByTestId('mine-notifications-unread');
    expect(badge).toHaveTextContent('3');
    expect(screen.getByTestId('mine-notifications')).toHaveAccessibleName(/^Notifications\s*3 unread notifications$/);
  });
});

describe('counters others change', () => {
  it('are read again each time Mine is shown, and when the app comes back to the front', async () => {
    await openAsPlayer();
    expect(screen.getByTestId('page-my')).toHaveTextContent('1,234Followers');
    const reads = () => get.mock.calls.filter(([url]) => url === '/app/user/info/person').length;
    expect(reads()).toBe(1);

    // Someone followed Ann meanwhile: the next visit to Mine shows it.
    let fans = 1235;
    get.mockImplementation(async (url: string) => {
      if (url === '/app/user/info/person') return { ...person, fans };
      if (url === '/app/user/notification/unreadCount') return { count: 0 };
      return { pending: 0, processing: 0 };
    });
    cleanup();
    await renderProfilePage(<MyPage />, '/pages/index/my');
    await waitFor(() => expect(screen.getByTestId('page-my')).toHaveTextContent('1,235Followers'));
    expect(reads()).toBe(2);

    // Back from another app with Mine still open.
    fans = 1236;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.getByTestId('page-my')).toHaveTextContent('1,236Followers'));
    expect(reads()).toBe(3);
  });
});
