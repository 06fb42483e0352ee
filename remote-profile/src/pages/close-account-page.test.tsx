/** Close account: says what closing does (the balance too), needs "I understand", a proof and a last confirm before the server is asked; then the session ends. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { session } from '@racing/shared/src/session/session-store';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { clearSettingsDraft } from '../features/settings/settings-draft';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import CloseAccountPage from './close-account-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

async function openPage(user: Partial<UserInfo> = {}) {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ currentBalance: 123_450, ...user }));
  await act(async () => {
    await renderProfilePage(<CloseAccountPage />, '/pages/user/logoff');
  });
}

const submit = () => screen.getByTestId('close-account-submit');

beforeEach(() => clearSettingsDraft());
afterEach(() => session.clear());

it('says what closing does, the balance of play money included', async () => {
  await openPage();
  const consequences = screen.getByTestId('close-account-consequences');
  expect(consequences).toHaveTextContent('personal data is anonymised');
  expect(consequences).toHaveTextContent('Every login of the account ends');
  expect(consequences).toHaveTextContent('bill and bet records are kept');
  expect(screen.getByTestId('close-account-balance')).toHaveTextContent('Your balance of 1,234.50 is play money: it is not paid out');
  expect(consequences).toHaveTextContent('A self-exclusion in force stays');
});

it('needs the I-understand tick, a proof and the last confirm before it asks the server; the closed account leaves the recent accounts', async () => {
  post.mockResolvedValue(null);
  recentAccounts.rememberLogin('13900000001');
  recentAccounts.rememberLogin('13800000000');
  await openPage();
  expect(submit()).toBeDisabled();
  await userEvent.click(screen.getByTestId('close-account-understand'));
  await userEvent.click(submit());
  expect(screen.getByTestId('close-account-error')).toHaveTextContent('Please fill in your current password');
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.type(screen.getByTestId('close-account-password'), 'my-secret');
  await userEvent.click(submit());
  const dialog = await openedDialog();
  expect(post).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(post).not.toHaveBeenCalled();

  const relaunch = jest.spyOn(appNavigator, 'relaunch').mockImplementation(() => undefined);
  await userEvent.click(submit());
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Close account' }));
  expect(post).toHaveBeenCalledWith('/app/user/info/logoff', { password: 'my-secret' });
  await waitFor(() => expect(session.isLoggedIn).toBe(false));
  expect(session.userInfo).toBeNull();
  expect(relaunch).toHaveBeenCalledWith('/');
  expect(recentAccounts.list().map((account) => account.phone)).toEqual(['13900000001']);
  relaunch.mockRestore();
});

it("keeps the session and shows the server's message when the proof is refused", async () => {
  post.mockRejectedValue(new ApiError('The verification code is wrong or has expired', { code: 1001 }));
  await openPage({ hasPassword: false, phone: '138****0000' });
  await userEvent.click(screen.getByTestId('close-account-understand'));
  await userEvent.type(screen.getByTestId('proof-phone-input'), '13800130000');
  await userEvent.type(screen.getByTestId('sms-code-input'), '111111');
  await userEvent.click(submit());
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Close account' }));
  expect(post).toHaveBeenCalledWith('/app/user/info/logoff', { smsCode: '111111' });
  expect(await screen.findByText('The verification code is wrong or has expired')).toBeInTheDocument();
  expect(session.isLoggedIn).toBe(true);
});
