/** The login page's rules: the agreement first, every SPEC.md section 5 message, the SMS button's captcha trip and countdown, and login itself. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { completeLogin } from '@racing/shared/src/session/login-flow';
import { recentAccounts } from '@racing/shared/src/session/recent-accounts';
import { authDraft } from '../features/account/auth-draft';
import { startSmsCooldown } from '@racing/shared/src/session/sms-cooldown';
import { leaveFor, OAUTH_STATE } from '../features/account/wechat-oauth';
import { renderAuthPage } from '../test/render-auth-page';
import LoginPage from './login-page';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@racing/shared/src/session/login-flow', () => ({ completeLogin: jest.fn().mockResolvedValue(undefined) }));
// Leaving the app for WeChat is watched, not done (jsdom has no navigation).
jest.mock('../features/account/wechat-oauth', () => ({ ...jest.requireActual('../features/account/wechat-oauth'), leaveFor: jest.fn() }));
const post = api.post as jest.Mock;
const tokens = { token: 't', expire: 7200, refreshToken: 'r', refreshExpire: 86400 };

beforeAll(() => initI18n('en'));
beforeEach(() => {
  authDraft.phone = '';
  authDraft.agreed = false;
});

const alertText = () => screen.getByRole('alert').textContent;
const logIn = () => userEvent.click(screen.getByRole('button', { name: 'Log in' }));

it('asks for the agreement before anything else', async () => {
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await logIn();
  expect(alertText()).toBe('Please check the agreement before logging in');
  expect(post).not.toHaveBeenCalled();
});

it('shows each validation message of the SMS login in turn', async () => {
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.click(screen.getByRole('checkbox'));
  await logIn();
  expect(alertText()).toBe('Please fill in the mobile number');
  await userEvent.type(screen.getByLabelText('Mobile number'), '12ab');
  await logIn();
  expect(alertText()).toBe('Please fill in the correct mobile phone number format');
  await userEvent.clear(screen.getByLabelText('Mobile number'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
  await logIn();
  expect(alertText()).toBe('Please fill in the verification code');
  expect(post).not.toHaveBeenCalled();
});

it('logs in with the SMS code and hands the tokens to the after-login flow as a phone login', async () => {
  post.mockResolvedValue(tokens);
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0013 8000');
  await userEvent.type(screen.getByLabelText('Verification code'), '123456');
  await userEvent.click(screen.getByRole('checkbox'));
  await logIn();
  expect(post).toHaveBeenCalledWith('/app/user/login/phone', { phone: '13800138000', smsCode: '123456' });
  expect(completeLogin).toHaveBeenCalledWith(tokens, 'phone');
});

it('logs in with the password and shows the server message when it is refused', async () => {
  post.mockRejectedValueOnce(new Error('Wrong mobile number or password'));
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.click(screen.getByRole('tab', { name: 'Password login' }));
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await logIn();
  expect(alertText()).toBe('Please fill in the password');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await logIn();
  expect(post).toHaveBeenCalledWith('/app/user/login/password', { phone: '13800138000', password: 'secret123' });
  expect(await screen.findByText('Wrong mobile number or password')).toBeInTheDocument();
  expect(completeLogin).not.toHaveBeenCalled();
});

it('offers no one-tap login in an ordinary browser, where nothing could answer it but "not supported"', () => {
  renderAuthPage(<LoginPage />, '/pages/user/login');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'One-tap login' })).not.toBeInTheDocument();
});

const WECHAT_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
const APP_SHELL_AGENT = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 uni-app Html5Plus/1.0';

describe('one-tap login', () => {
  let agent: jest.SpyInstance;
  const useAgent = (userAgent: string) => {
    agent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  };
  afterEach(() => {
    agent?.mockRestore();
    window.history.replaceState(null, '', '/');
  });

  it('inside WeChat asks for the agreement, then leaves for WeChat\'s authorisation page with the official account', async () => {
    useAgent(WECHAT_AGENT);
    post.mockResolvedValueOnce({ appId: 'wx-app-1', timestamp: 1, nonceStr: 'n', signature: 's' });
    renderAuthPage(<LoginPage />, '/pages/user/login');
    await userEvent.click(screen.getByRole('button', { name: 'One-tap login' }));
    expect(alertText()).toBe('Please check the agreement before logging in');
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-tap login' }));
    expect(post).toHaveBeenCalledWith('/app/user/comm/wxMpConfig', { url: 'http://localhost/' });
    await waitFor(() => expect(leaveFor).toHaveBeenCalledTimes(1));
    const authorize = new URL((leaveFor as jest.Mock).mock.calls[0][0]);
    expect(authorize.origin + authorize.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(authorize.searchParams.get('appid')).toBe('wx-app-1');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost/#/pages/user/login');
    expect(authorize.hash).toBe('#wechat_redirect');
  });

  it("inside WeChat shows the server's refusal when no official account is configured", async () => {
    useAgent(WECHAT_AGENT);
    post.mockRejectedValueOnce(new Error('Please open this page in the WeChat browser'));
    renderAuthPage(<LoginPage />, '/pages/user/login');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-tap login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please open this page in the WeChat browser'));
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("logs in with the code WeChat's authorisation page came back with, once, and takes it out of the address", async () => {
    post.mockResolvedValueOnce(tokens);
    window.history.replaceState(null, '', `/?code=wx-code-1&state=${OAUTH_STATE}`);
    renderAuthPage(<LoginPage />, '/pages/user/login');
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(tokens, 'wxMp'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/app/user/login/mp', { code: 'wx-code-1' });
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/pages/user/login');
  });

  it('inside the app shell asks the carrier through the server, and shows its answer', async () => {
    useAgent(APP_SHELL_AGENT);
    post.mockRejectedValueOnce(new Error('One-tap login is not available here. Please log in with a verification code instead'));
    renderAuthPage(<LoginPage />, '/pages/user/login');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'One-tap login' }));
    expect(post).toHaveBeenCalledWith('/app/user/login/uniPhone', {});
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('One-tap login is not available here'));
  });
});

it('leads to the forgotten password page', async () => {
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/forgot-password');
});

it('opens on the password tab when a password just set again hands over mode=password', () => {
  renderAuthPage(<LoginPage mode="password" />, '/pages/user/login?mode=password');
  expect(screen.getByRole('tab', { name: 'Password login' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it('the SMS button checks the number, then opens the captcha page for it', async () => {
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  expect(alertText()).toBe('Please fill in the mobile number');
  await userEvent.type(screen.getByLabelText('Mobile number'), '13800138000');
  await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
  expect(screen.getByTestId('current-path')).toHaveTextContent('/pages/user/captcha?phone=13800138000');
});

it('after a code was sent the button counts down "Retry in {n}s" for 60 s, then offers a new code', () => {
  jest.useFakeTimers();
  try {
    startSmsCooldown(60);
    renderAuthPage(<LoginPage />, '/pages/user/login');
    const button = screen.getByTestId('sms-code-button');
    expect(button).toHaveTextContent('Retry in 60s');
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Retry in 59s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('Retry in 1s');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Get code');
    expect(button).toBeEnabled();
  } finally {
    jest.useRealTimers();
  }
});

it('fills in the number switch account hands over, and keeps what was typed after the captcha page', async () => {
  const first = renderAuthPage(<LoginPage phone="13800000002" />, '/pages/user/login?phone=13800000002');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('13800000002');
  await userEvent.clear(screen.getByLabelText('Mobile number'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '13900000003');
  first.unmount();
  renderAuthPage(<LoginPage phone="13800000002" />, '/pages/user/login?phone=13800000002');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('13900000003');
});

it('lists the account on this device after a successful login, not after a refused one', async () => {
  window.localStorage.clear();
  post.mockRejectedValueOnce(new Error('Wrong mobile number or password')).mockResolvedValueOnce(tokens);
  renderAuthPage(<LoginPage />, '/pages/user/login');
  await userEvent.click(screen.getByRole('tab', { name: 'Password login' }));
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.type(screen.getByLabelText('Mobile number'), '138 0000 0004');
  await userEvent.type(screen.getByLabelText('Password'), 'secret123');
  await logIn();
  await screen.findByText('Wrong mobile number or password');
  expect(recentAccounts.list()).toEqual([]);
  await logIn();
  expect(completeLogin).toHaveBeenCalledWith(tokens, 'password');
  expect(recentAccounts.list().map((account) => account.phone)).toEqual(['13800000004']);
});
