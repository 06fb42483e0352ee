/** Mobile number: the spec's messages, the captcha round trip keeps the typed number and the button counts down, then binding. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { session } from '@racing/shared/src/session/session-store';
import { startSmsCooldown } from '@racing/shared/src/session/sms-cooldown';
import { appStorage } from '@racing/shared/src/storage/expiring-storage';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { clearSettingsDraft } from '../features/settings/settings-draft';
import { renderProfilePage } from '../test/render-profile-page';
import PhonePage from './phone-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

async function openPage(phone: string | null) {
  session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo({ phone }));
  return act(async () => renderProfilePage(<PhonePage />, '/pages/user/phone'));
}

const error = () => screen.getByTestId('phone-error').textContent;

beforeEach(() => {
  clearSettingsDraft();
  appStorage.remove('sms-cooldown-until');
});
afterEach(() => session.clear());

it('shows the spec messages for the number and the code', async () => {
  await openPage(null);
  expect(screen.getByTestId('phone-current')).toHaveTextContent('Not bound');
  await userEvent.click(screen.getByTestId('sms-code-button'));
  expect(error()).toBe('Please fill in the mobile number');
  await userEvent.type(screen.getByTestId('phone-input'), '12ab');
  await userEvent.click(screen.getByTestId('phone-save'));
  expect(error()).toBe('Please fill in the correct mobile phone number format');
  await userEvent.clear(screen.getByTestId('phone-input'));
  await userEvent.type(screen.getByTestId('phone-input'), '139 0013 9000');
  await userEvent.click(screen.getByTestId('phone-save'));
  expect(error()).toBe('Please fill in the verification code');
  expect(post).not.toHaveBeenCalled();
});

it('keeps the typed number across the captcha page and counts down before another code', async () => {
  const first = await openPage('138****0000');
  await userEvent.type(screen.getByTestId('phone-input'), '139 0013 9000');
  await userEvent.click(screen.getByTestId('sms-code-button'));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/captcha?phone=13900139000');
  first.unmount();

  // The captcha page sent the code and went back.
  startSmsCooldown(60);
  await openPage('138****0000');
  expect(screen.getByTestId('phone-input')).toHaveValue('139 0013 9000');
  expect(screen.getByTestId('sms-code-button')).toHaveTextContent(/^Retry in (60|59)s$/);
  expect(screen.getByTestId('sms-code-button')).toBeDisabled();
});

it('binds the number with the code, refreshes the profile and leaves', async () => {
  post.mockResolvedValue(null);
  get.mockResolvedValue(buildUserInfo({ phone: '139****9000' }));
  await openPage('138****0000');
  await userEvent.type(screen.getByTestId('phone-input'), '139 0013 9000');
  await userEvent.type(screen.getByTestId('sms-code-input'), '654321');
  await userEvent.click(screen.getByTestId('phone-save'));
  expect(post).toHaveBeenCalledWith('/app/user/info/bindPhone', { phone: '13900139000', smsCode: '654321' });
  expect(await screen.findByText('Mobile number bound')).toBeInTheDocument();
  expect(session.userInfo?.phone).toBe('139****9000');
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/set');
});
