/** The session store: tokens persisted with their expiry, balance updates, logout. */
import { autorun } from '@racing/shared/src/state/mobx';
import { SessionStore } from './session-store';
import { createTestStorage } from '../test/memory-storage';
import { buildUserInfo } from '../test/user-info-builder';

const TOKENS = { token: 'a', expire: 7200, refreshToken: 'r', refreshExpire: 1_296_000 };

function setup() {
  const { storage, advance } = createTestStorage();
  const relaunch = jest.fn();
  return { store: new SessionStore(storage, relaunch), storage, relaunch, advance };
}

describe('session store', () => {
  it('persists both tokens so a new store (a reload) picks them up', () => {
    const { store, storage } = setup();
    store.setTokens(TOKENS);
    const reloaded = new SessionStore(storage, jest.fn());
    expect(reloaded.token).toBe('a');
    expect(reloaded.refreshToken).toBe('r');
    expect(reloaded.isLoggedIn).toBe(true);
  });

  it('expires the access token 5 s before its lifetime and the refresh token independently', () => {
    const { store, advance } = setup();
    store.setTokens(TOKENS);
    advance((7200 - 5) * 1000);
    expect(store.isTokenExpired()).toBe(true);
    expect(store.isRefreshTokenExpired()).toBe(false);
  });

  it('lets the balance be set and notifies observers', () => {
    const { store } = setup();
    store.setUserInfo(buildUserInfo({ currentBalance: 100 }));
    const seen: number[] = [];
    const stop = autorun(() => seen.push(store.userInfo?.currentBalance ?? -1));
    store.setCurrentBalance(2550);
    stop();
    expect(seen).toEqual([100, 2550]);
  });

  it('clears user, tokens and their storage on logout and relaunches to the login page, keeping the login type', () => {
    const { store, storage, relaunch } = setup();
    store.setTokens(TOKENS);
    store.setUserInfo(buildUserInfo({ currentBalance: 0 }));
    store.setLoginType('phone');
    store.logout();
    expect([store.token, store.refreshToken, store.userInfo]).toEqual([null, null, null]);
    expect([storage.get('token'), storage.get('refreshToken'), storage.get('userInfo')]).toEqual([null, null, null]);
    expect(store.loginType).toBe('phone');
    expect(relaunch).toHaveBeenCalledWith('/pages/user/login');
  });
});
