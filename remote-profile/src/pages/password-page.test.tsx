/** Change password: the rules a player trips over (too short, mismatch, current password missing), success, the server's refusal, proof by SMS. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { clearSettingsDraft } from '../features/settings/settings-draft';
import { renderProfilePage } from '../test/render-profile-page';
import PasswordPage from './password-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

async function openPage(user: Partial<UserInfo> = {}) {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo(user));
  get.mockResolvedValue(buildUserInfo({ ...user, hasPassword: true }));
  await act(async () => {
    await renderProfilePage(<PasswordPage />, '/pages/user/password');
  });
}

const type = (testId: string, text: string) => userEvent.type(screen.getByTestId(testId), text);
const save = () => userEvent.click(screen.getByTestId('password-save'));
const error = () => screen.getByTestId('password-error').textContent;

beforeEach(() => clearSettingsDraft());
afterEach(() => session.clear());

it('asks for the current password, then 8 characters not all spaces, then the same password twice, before calling the server', async () => {
  await openPage();
  await type('password-new', 'longenough');
  await save();
  expect(error()).toBe('Please fill in your current password');

  await type('password-current', 'old-secret');
  await userEvent.clear(screen.getByTestId('password-new'));
  await type('password-new', 'short7!');
  await type('password-repeat', 'short7!');
  await save();
  expect(error()).toBe('The password must be at least 8 characters');

  await userEvent.clear(screen.getByTestId('password-new'));
  await type('password-new', '         ');
  await save();
  expect(error()).toBe('The password cannot be only spaces');

  await userEvent.clear(screen.getByTestId('password-new'));
  await type('password-new', 'longenough');
  await save();
  expect(error()).toBe('The two new passwords do not match');
  expect(post).not.toHaveBeenCalled();
});

it('changes the password with the current one, says so and leaves the page', async () => {
  post.mockResolvedValue(null);
  await openPage();
  expect(screen.getByText(/every other device logged in to this account is logged out/)).toBeInTheDocument();
  await type('password-current', 'old-secret');
  await type('password-new', 'new-secret-1');
  await type('password-repeat', 'new-secret-1');
  await save();
  expect(post).toHaveBeenCalledWith('/app/user/info/updatePassword', { password: 'new-secret-1', oldPassword: 'old-secret' });
  expect(await screen.findByText('Password changed')).toBeInTheDocument();
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/set');
});

it("shows the server's message when it refuses", async () => {
  post.mockRejectedValue(new ApiError('The current password is wrong', { code: 1001 }));
  await openPage();
  await type('password-current', 'wrong-one');
  await type('password-new', 'new-secret-1');
  await type('password-repeat', 'new-secret-1');
  await save();
  expect(error()).toBe('The current password is wrong');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/password');
});

it('proves by SMS code for a player without a password: the bound number in full, then the code', async () => {
  post.mockResolvedValue(null);
  await openPage({ hasPassword: false, phone: '138****0000' });
  expect(screen.queryByTestId('password-current')).toBeNull();
  await type('proof-phone-input', '13800139999');
  await userEvent.click(screen.getByTestId('sms-code-button'));
  expect(error()).toBe('This is not the mobile number bound to this account');

  await userEvent.clear(screen.getByTestId('proof-phone-input'));
  await type('proof-phone-input', '138 0013 0000');
  await type('sms-code-input', '123456');
  await type('password-new', 'new-secret-1');
  await type('password-repeat', 'new-secret-1');
  await save();
  expect(post).toHaveBeenCalledWith('/app/user/info/updatePassword', { password: 'new-secret-1', smsCode: '123456' });
});

it('sends a player with neither password nor phone to bind a number first', async () => {
  await openPage({ hasPassword: false, phone: null });
  expect(screen.getByTestId('password-bind-phone')).toHaveAttribute('href', '#/pages/user/phone');
  expect(screen.queryByTestId('password-save')).toBeNull();
});
