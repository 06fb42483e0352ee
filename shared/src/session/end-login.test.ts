/** Log out and switch account end the login on the server first, and clear this device's session whatever the server does. */
import { api } from '@racing/shared/src/api/app-api-client';
import { ApiError } from '@racing/shared/src/api/api-error';
import { session } from '@racing/shared/src/session/session-store';
import { buildUserInfo } from '@racing/shared/src/test/user-info-builder';
import { END_LOGIN_WAIT_MS, logOut, switchAccount } from './end-login';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const post = api.post as jest.Mock;

function logIn() {
  session.setTokens({ token: 'access-1', expire: 3600, refreshToken: 'refresh-1', refreshExpire: 86_400 });
  session.setUserInfo(buildUserInfo());
  window.location.hash = '/pages/index/my';
}

beforeEach(() => {
  session.clear();
  logIn();
});

it('asks the server to end the login while the token is still there, then clears and relaunches to login', async () => {
  let tokenDuringCall: string | null = null;
  post.mockImplementation(async () => {
    tokenDuringCall = session.token;
    return null;
  });
  await logOut();
  expect(post).toHaveBeenCalledWith('/app/user/info/logout', {});
  expect(tokenDuringCall).toBe('access-1');
  expect(session.token).toBeNull();
  expect(session.refreshToken).toBeNull();
  expect(session.userInfo).toBeNull();
  expect(window.localStorage.getItem('token')).toBeNull();
  expect(window.location.hash).toBe('#/pages/user/login');
});

it('still logs out here when the server call fails (offline, login already expired)', async () => {
  post.mockRejectedValue(new ApiError('Network Error'));
  await logOut();
  expect(post).toHaveBeenCalledTimes(1);
  expect(session.token).toBeNull();
  expect(window.location.hash).toBe('#/pages/user/login');
});

it('does not wait for a server that never answers', async () => {
  jest.useFakeTimers();
  try {
    post.mockReturnValue(new Promise(() => undefined));
    const leaving = logOut();
    await jest.advanceTimersByTimeAsync(END_LOGIN_WAIT_MS);
    await leaving;
    expect(session.token).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it('switching account ends the login the same way and opens login with the chosen number filled in', async () => {
  post.mockResolvedValue(null);
  await switchAccount('13800000002');
  expect(post).toHaveBeenCalledWith('/app/user/info/logout', {});
  expect(session.token).toBeNull();
  expect(window.location.hash).toBe('#/pages/user/login?phone=13800000002');
});

it('switching to "another account" opens an empty login page, even when the server refuses', async () => {
  post.mockRejectedValue(new ApiError('Login expired', { status: 401 }));
  await switchAccount();
  expect(session.token).toBeNull();
  expect(window.location.hash).toBe('#/pages/user/login');
});

it('a guest has no login to end: nothing is sent', async () => {
  session.clear();
  await logOut();
  expect(post).not.toHaveBeenCalled();
  expect(window.location.hash).toBe('#/pages/user/login');
});
