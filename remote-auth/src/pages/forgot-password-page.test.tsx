/** The forgotten password page: number, code, the new password twice (or shown), then the login page with the number. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { authDraft } from '../features/account/auth-draft';
import { renderAuthPage } from '../test/render-auth-page';
import ForgotPasswordPage from './forgot-password-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

beforeAll(() => initI18n('en'));
beforeEach(() => {
  authDraft.phone = '';
  authDraft.agreed = false;
});

const alertText = () => screen.getByRole('alert').textContent;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

it('asks for the number, the code and the new password typed twice, in that order, before asking the server', async () => {
  renderAuthPage(<ForgotPasswordPage />, '/pages/user/forgot-password');
  await submit();
  expect(alertText()).toBe('Please fill in the mobile number');
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
  await submit();
  expect(alertText()).toBe('Please fill in the verification code');
  await userEvent.type(screen.getByLabelText('Verification code'), '654321');
  await submit();
  expect(alertText()).toBe('Please fill in the new password');
  await userEvent.type(screen.getByLabelText('New password'), 'short');
  await submit();
  expect(alertText()).toBe('The password must be at least 8 characters');
  await userEvent.type(screen.getByLabelText('New password'), '-but-long');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'short-but-lonG');
  await submit();
  expect(alertText()).toBe('The two new passwords do not match');
  expect(post).not.toHaveBeenCalled();
});

it('shows the passwords on request', async () => {
  renderAuthPage(<ForgotPasswordPage />, '/pages/user/forgot-password');
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Repeat the new password')).toHaveAttribute('type', 'text');
});

it('takes the number typed on the login page, and the SMS button opens the captcha page for it', async () => {
  authDraft.phone = '13800138001';
  renderAuthPage(<ForgotPasswordPage />, '/pages/user/forgot-password');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('13800138001');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/captcha?phone=13800138001');
});

it('sets the new password, then opens the login page on the password tab with the number', async () => {
  post.mockRejectedValueOnce(new Error('The verification code is wrong or has expired')).mockResolvedValueOnce(null);
  renderAuthPage(<ForgotPasswordPage />, '/pages/user/forgot-password');
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0013 8002');
  await userEvent.type(screen.getByLabelText('Verification code'), '111111');
  await userEvent.type(screen.getByLabelText('New password'), 'new password 1');
  await userEvent.type(screen.getByLabelText('Repeat the new password'), 'new password 1');
  await submit();
  expect(post).toHaveBeenCalledWith('/app/user/login/resetPassword', { phone: '13800138002', smsCode: '111111', password: 'new password 1' });
  expect(await screen.findByText('The verification code is wrong or has expired')).toBeInTheDocument();
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/forgot-password');

  await submit();
  // The click's handler goes on after the click resolves (the server's answer, a toast, then the navigation): wait for
  // the path itself, not for the element that shows it (already there, with the old path).
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/login?phone=13800138002&mode=password'));
});
