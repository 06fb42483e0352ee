/** Switch account: this device's accounts with the current one marked; another one ends this login and opens login with its number; removing forgets it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { renderProfilePage } from '../test/render-profile-page';
import SwitchAccountPage from './switch-account-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

/** Ann (13800000001) logged in now; Bo and an unnamed account used before on this device. */
function setUp() {
  recentAccounts.rememberLogin('13900000003');
  recentAccounts.rememberLogin('13700000002');
  recentAccounts.updateProfile({ phone: '137****0002', nickName: 'Bo', avatarUrl: null });
  recentAccounts.rememberLogin('13800000001');
  session.setTokens({ token: 'access', expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ nickName: 'Ann', phone: '138****0001' }));
}

const rows = () => screen.getAllByTestId('recent-account');
/** What a row says, by its buttons' names: the account (avatar letter, name, number, mark) and whether it can be removed. */
const rowButtons = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => button.textContent);

beforeEach(() => session.clear());

it('lists the accounts most recent first, masked, with the current one marked and its nickname learnt', async () => {
  setUp();
  await renderProfilePage(<SwitchAccountPage />, '/pages/user/switch');
  expect(rows().map(rowButtons)).toEqual([
    ['AAnn138****0001Current', 'Remove'],
    ['BBo137****0002', 'Remove'],
    ['139****0003', 'Remove'],
  ]);
  expect(within(rows()[0]).getAllByRole('button')[0]).toBeDisabled();
  expect(recentAccounts.list()[0].nickname).toBe('Ann');
  expect(screen.getByTestId('page-switch-account')).not.toHaveTextContent('13700000002');
});

it('switches to another account: ends this login on the server, then opens login with its number', async () => {
  setUp();
  post.mockResolvedValue(null);
  await renderProfilePage(<SwitchAccountPage />, '/pages/user/switch');
  await userEvent.click(within(rows()[1]).getByText('Bo'));
  await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login?phone=13700000002'));
  expect(post).toHaveBeenCalledWith('/app/user/info/logout', {});
  expect(session.isLoggedIn).toBe(false);
});

it('"Log in with another account" ends this login and opens an empty login page', async () => {
  setUp();
  post.mockResolvedValue(null);
  await renderProfilePage(<SwitchAccountPage />, '/pages/user/switch');
  await userEvent.click(screen.getByRole('button', { name: 'Log in with another account' }));
  await waitFor(() => expect(window.location.hash).toBe('#/pages/user/login'));
  expect(post).toHaveBeenCalledWith('/app/user/info/logout', {});
  expect(session.isLoggedIn).toBe(false);
});

it('removes an account from this device without logging anyone out', async () => {
  setUp();
  await renderProfilePage(<SwitchAccountPage />, '/pages/user/switch');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Bo from this device' }));
  expect(rows()).toHaveLength(2);
  expect(recentAccounts.list().map((account) => account.phone)).toEqual(['13800000001', '13900000003']);
  expect(post).not.toHaveBeenCalled();
  expect(session.isLoggedIn).toBe(true);
});

it('marks a current login the list does not hold (a one-tap login) without offering to remove it', async () => {
  recentAccounts.rememberLogin('13700000002');
  session.setTokens({ token: 'access', expire: 3600, refreshToken: 'refresh', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ nickName: 'Cy', phone: '135****0009' }));
  await renderProfilePage(<SwitchAccountPage />, '/pages/user/switch');
  expect(rows().map(rowButtons)).toEqual([['CCy135****0009Current'], ['137****0002', 'Remove']]);
});
