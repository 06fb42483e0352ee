/** Router rules of SPEC.md section 2: back alone goes home, forced login and the return after it. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '@racing/shared/src/session/session-store';
import { AFTER_LOGIN_EVENT, completeLogin, onAfterLogin } from '@racing/shared/src/session/login-flow';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { currentHashPath, renderShell } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((id: string) => import(id)),
}));
// Pages that load data get an empty answer: these tests are about the shell.
jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => ''), post: jest.fn(async () => null) } }));

const TOKENS = { token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 };

describe('back action', () => {
  it('goes home from a page that is alone in the history', async () => {
    await renderShell('/pages/user/about');
    await screen.findByTestId('page-about');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('page-home');
    expect(currentHashPath()).toBe('/');
  });

  it('goes to the previous page when there is one', async () => {
    await renderShell('/pages/trend/index');
    await screen.findByTestId('page-trend');
    act(() => appNavigator.push('/pages/user/about'));
    await screen.findByTestId('page-about');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByTestId('page-trend');
    expect(currentHashPath()).toBe('/pages/trend/index');
  });
});

describe('login', () => {
  it('sends a guest from a page that needs a user to the login page, and back there after login', async () => {
    await renderShell('/pages/user/bill?month=2024-05');
    await screen.findByTestId('page-login');
    expect(currentHashPath()).toBe('/pages/user/login');

    const afterLogin = jest.fn();
    window.addEventListener(AFTER_LOGIN_EVENT, afterLogin);
    const hook = jest.fn();
    const unregister = onAfterLogin(hook);
    await act(() => completeLogin(TOKENS, 'password'));
    unregister();
    window.removeEventListener(AFTER_LOGIN_EVENT, afterLogin);

    await screen.findByTestId('page-bill');
    expect(currentHashPath()).toBe('/pages/user/bill?month=2024-05');
    expect(session.loginType).toBe('password');
    expect(window.localStorage.getItem('loginType')).toBe('"password"');
    expect(hook).toHaveBeenCalledWith('password');
    expect(afterLogin).toHaveBeenCalledTimes(1);
  });

  it('returns to the page the user left for the login page', async () => {
    await renderShell('/pages/user/about');
    await screen.findByTestId('page-about');
    act(() => appNavigator.push('/pages/user/login'));
    await screen.findByTestId('page-login');
    await act(() => completeLogin(TOKENS, 'phone'));
    await screen.findByTestId('page-about');
    expect(currentHashPath()).toBe('/pages/user/about');
  });

  it('goes home after login when there was no page before it', async () => {
    await renderShell('/pages/user/login');
    await screen.findByTestId('page-login');
    await act(() => completeLogin(TOKENS, 'phone'));
    await screen.findByTestId('page-home');
    expect(currentHashPath()).toBe('/');
  });

  it('shows pages that need a user once logged in', async () => {
    await renderShell('/');
    act(() => session.setTokens(TOKENS));
    act(() => appNavigator.push('/pages/user/set'));
    await screen.findByTestId('page-settings');
  });
});

describe('routes', () => {
  it('treats /pages/index/index as home and shows the tab bar on tab pages', async () => {
    await renderShell('/pages/index/index');
    await screen.findByTestId('page-home');
    expect(screen.getByTestId('tab-bar')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-bar')).toBeNull();
    fireEvent.click(screen.getByText('Mine'));
    await screen.findByTestId('page-my');
  });

  it('titles the about page "About us" in the navigation bar', async () => {
    await renderShell('/pages/user/about');
    await waitFor(() => expect(screen.getByTestId('nav-bar')).toHaveTextContent('About us'));
  });
});
