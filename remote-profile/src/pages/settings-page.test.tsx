/** Settings: its rows lead to their pages in the spec's order, with the language's name, the masked number and the version; log out asks first. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { logOut } from '@racing/shared/src/session/end-login';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { openedDialog, renderProfilePage } from '../test/render-profile-page';
import SettingsPage from './settings-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@racing/shared/src/session/end-login', () => ({ logOut: jest.fn().mockResolvedValue(undefined) }));
const get = api.get as jest.Mock;

async function openSettings(phone: string | null) {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ phone }));
  get.mockResolvedValue(buildUserInfo({ phone }));
  await act(async () => {
    await renderProfilePage(<SettingsPage />, '/pages/user/set');
  });
}

afterEach(() => session.clear());

it('lists every setting in order, each leading to its page', async () => {
  await openSettings('138****0000');
  const rows = within(screen.getByTestId('page-settings')).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('[data-label]')?.textContent)).toEqual([
    'Language',
    'Change password',
    'Mobile number',
    'Play responsibly',
    'Close account',
    'About us',
    'User Agreement',
    'Privacy Policy',
    'Version',
  ]);
  const target = (testId: string) => screen.getByTestId(testId).getAttribute('href');
  expect(target('settings-language')).toBe('#/pages/user/language');
  expect(target('settings-password')).toBe('#/pages/user/password');
  expect(target('settings-phone')).toBe('#/pages/user/phone');
  expect(target('settings-responsible')).toBe('#/pages/user/responsible');
  expect(target('settings-close-account')).toBe('#/pages/user/logoff');
  expect(target('settings-about')).toBe('#/pages/user/about');
  expect(target('settings-agreement')).toBe('#/pages/user/agreement');
  expect(target('settings-privacy')).toBe('#/pages/user/privacy');
});

it('shows the language in its own name, the masked number and the version 1.0.0 (100)', async () => {
  await openSettings('138****0000');
  expect(screen.getByTestId('settings-language')).toHaveTextContent('English');
  expect(screen.getByTestId('settings-phone')).toHaveTextContent('138****0000');
  expect(screen.getByTestId('settings-version')).toHaveTextContent('1.0.0 (100)');
  expect(get).toHaveBeenCalledWith('/app/user/info/person');
});

it('says "Not bound" when the account has no mobile number', async () => {
  await openSettings(null);
  expect(screen.getByTestId('settings-phone')).toHaveTextContent('Not bound');
});

it('logs out only after the player confirms', async () => {
  await openSettings('138****0000');
  await userEvent.click(screen.getByTestId('settings-log-out'));
  const dialog = await openedDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(logOut).not.toHaveBeenCalled();

  await userEvent.click(screen.getByTestId('settings-log-out'));
  await userEvent.click(within(await openedDialog()).getByRole('button', { name: 'Log out' }));
  expect(logOut).toHaveBeenCalledTimes(1);
});
