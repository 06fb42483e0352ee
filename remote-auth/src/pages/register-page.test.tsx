/** The register page's rules: agreement, number, code, password of 8 or more, age confirmation; then the account is created and logged in. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { completeLogin } from '@racing/shared/src/session/login-flow';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { authDraft } from '../features/account/auth-draft';
import { renderAuthPage } from '../test/render-auth-page';
import RegisterPage from './register-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@racing/shared/src/session/login-flow', () => ({ completeLogin: jest.fn().mockResolvedValue(undefined) }));
const post = api.post as jest.Mock;
const get = api.get as jest.Mock;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  authDraft.phone = '';
  authDraft.agreed = false;
});

const alertText = () => screen.getByRole('alert').textContent;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

it('refuses until agreement, number, code, a long enough password and the age confirmation are all given', async () => {
  renderAuthPage(<RegisterPage />, '/pages/user/register');
  await submit();
  // Said for registering: an empty register form is not "before logging in".
  expect(alertText()).toBe('Please check the agreement before registering');
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await submit();
  expect(alertText()).toBe('Please fill in the mobile number');
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await submit();
  expect(alertText()).toBe('Please fill in the verification code');
  await userEvent.type(screen.getByLabelText('Verification code'), '654321');
  await submit();
  expect(alertText()).toBe('Please fill in the password');
  await userEvent.type(screen.getByLabelText('Password'), 'short');
  await submit();
  expect(alertText()).toBe('The password must be at least 8 characters');
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), ' '.repeat(8));
  await submit();
  expect(alertText()).toBe('The password cannot be only spaces');
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), 'short-enough');
  await submit();
  expect(alertText()).toBe('Please confirm that you are 18 or older');
  expect(post).not.toHaveBeenCalled();
});

it('registers with the age confirmed and logs the new account in', async () => {
  const tokens = { token: 't', expire: 7200, refreshToken: 'r', refreshExpire: 86400 };
  post.mockResolvedValue(tokens);
  renderAuthPage(<RegisterPage />, '/pages/user/register');
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await userEvent.type(screen.getByLabelText('Verification code'), '654321');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await submit();
  expect(post).toHaveBeenCalledWith('/app/user/login/register', { phone: '13800138000', smsCode: '654321', password: 'long-enough', ageConfirmed: true });
  expect(completeLogin).toHaveBeenCalledWith(tokens, 'password');
});

it('opens the user agreement and the privacy policy texts from the server', async () => {
  get.mockImplementation((_url: string, params: { key: string }) => Promise.resolve(`text of ${params.key}`));
  renderAuthPage(<RegisterPage />, '/pages/user/register');
  await userEvent.click(screen.getByRole('button', { name: 'User Agreement' }));
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'User Agreement' })).toHaveTextContent('text of userAgreement'));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Privacy Policy' })).toHaveTextContent('text of privacyPolicy'));
  expect(get).toHaveBeenCalledWith('/app/base/comm/param', { key: 'privacyPolicy' });
});

it('lists the new account on this device for switching once registered, not when the registration is refused', async () => {
  window.localStorage.clear();
  const tokens = { token: 't', expire: 7200, refreshToken: 'r', refreshExpire: 86400 };
  post.mockRejectedValueOnce(new ApiError('This mobile number is already registered', { code: 1001, status: 200 })).mockResolvedValueOnce(tokens);
  renderAuthPage(<RegisterPage />, '/pages/user/register');
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
  await userEvent.type(screen.getByLabelText('Verification code'), '654321');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
  await submit();
  await screen.findByText('This mobile number is already registered');
  expect(recentAccounts.list()).toEqual([]);

  await submit();
  expect(completeLogin).toHaveBeenCalledWith(tokens, 'password');
  expect(recentAccounts.list().map((account) => account.phone)).toEqual(['13800138000']);
});

/** Fills every required field and ticks both boxes, as a player about to register. */
async function fillForm() {
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await userEvent.type(screen.getByLabelText('Verification code'), '654321');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
}

describe('an invite code', () => {
  const tokens = { token: 't', expire: 7200, refreshToken: 'r', refreshExpire: 86400 };

  it("comes from the invite link's `invite` and is sent with the registration", async () => {
    post.mockResolvedValue(tokens);
    renderAuthPage(<RegisterPage invite="ABCD2345" />, '/pages/user/register?invite=ABCD2345');
    expect(screen.getByLabelText('Invite code (optional)')).toHaveValue('ABCD2345');
    await fillForm();
    await submit();
    expect(post).toHaveBeenCalledWith('/app/user/login/register', {
      phone: '13800138000', smsCode: '654321', password: 'long-enough', ageConfirmed: true, inviteCode: 'ABCD2345',
    });
    expect(completeLogin).toHaveBeenCalledWith(tokens, 'password');
  });

  it('can be cleared, and then none is sent', async () => {
    post.mockResolvedValue(tokens);
    renderAuthPage(<RegisterPage invite="ABCD2345" />, '/pages/user/register?invite=ABCD2345');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the invite code' }));
    expect(screen.getByLabelText('Invite code (optional)')).toHaveValue('');
    await fillForm();
    await submit();
    expect(post.mock.calls[0][1]).not.toHaveProperty('inviteCode');
  });

  it("shows the server's refusal of an unknown code next to the field, keeping what was typed", async () => {
    post.mockRejectedValueOnce(new ApiError('This invite code does not exist. Check it, or register without one.', { code: 1002, status: 200, data: { field: 'inviteCode' } }));
    renderAuthPage(<RegisterPage />, '/pages/user/register');
    await userEvent.type(screen.getByLabelText('Invite code (optional)'), ' zzzz9999 ');
    await fillForm();
    await submit();
    expect(post.mock.calls[0][1]).toMatchObject({ inviteCode: 'zzzz9999' });
    const field = screen.getByLabelText('Invite code (optional)');
    await waitFor(() => expect(screen.getByTestId('register-invite-error')).toHaveTextContent('This invite code does not exist.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(alertText()).toBe('');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138000');
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough');
    expect(completeLogin).not.toHaveBeenCalled();

    await userEvent.type(field, 'X');
    expect(screen.queryByTestId('register-invite-error')).toBeNull();
  });

  it('shows a refusal that does not blame the code for the whole form, even with a code typed', async () => {
    post.mockRejectedValueOnce(new ApiError('The verification code is wrong or has expired', { code: 1002, status: 200 }));
    renderAuthPage(<RegisterPage invite="ABCD2345" />, '/pages/user/register?invite=ABCD2345');
    await fillForm();
    await submit();
    await screen.findByText('The verification code is wrong or has expired');
    expect(alertText()).toBe('The verification code is wrong or has expired');
    expect(screen.queryByTestId('register-invite-error')).toBeNull();
    expect(screen.getByLabelText('Invite code (optional)')).not.toHaveAttribute('aria-invalid');
  });
});
