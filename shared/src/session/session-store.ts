/** The session (mobx): tokens with expiry, user info, login type and the page to return to after login. */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';
import type { LoginType, TokenPair, UserInfo } from '../api/api-types';
import { appStorage, type ExpiringStorage } from '@racing/shared/src/storage/expiring-storage';
import { LOGIN_PATH, appNavigator } from '@racing/shared/src/navigation/app-navigator';

export const SessionKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  userInfo: 'userInfo',
  loginType: 'loginType',
  routerParams: 'router-params',
} as const;

/** Parameters kept across a page change; `pageBeforeLogin` is where login returns to. */
export interface RouterParams {
  pageBeforeLogin?: string;
  [key: string]: unknown;
}

export class SessionStore {
  token: string | null;
  refreshToken: string | null;
  userInfo: UserInfo | null;
  loginType: LoginType | null;
  routerParams: RouterParams;

  constructor(
    private readonly storage: ExpiringStorage = appStorage,
    private readonly relaunchTo: (path: string) => void = (path) => appNavigator.relaunch(path),
  ) {
    this.token = storage.get<string>(SessionKeys.token);
    this.refreshToken = storage.get<string>(SessionKeys.refreshToken);
    this.userInfo = storage.get<UserInfo>(SessionKeys.userInfo);
    this.loginType = storage.get<LoginType>(SessionKeys.loginType);
    this.routerParams = storage.get<RouterParams>(SessionKeys.routerParams) ?? {};
    makeAutoObservable<SessionStore, 'storage' | 'relaunchTo'>(this, { storage: false, relaunchTo: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  isTokenExpired(): boolean {
    return this.storage.isExpired(SessionKeys.token);
  }

  isRefreshTokenExpired(): boolean {
    return this.storage.isExpired(SessionKeys.refreshToken);
  }

  /** Saves a login or refresh answer; each token expires 5 s before the server says. */
  setTokens(tokens: TokenPair): void {
    this.token = tokens.token;
    this.refreshToken = tokens.refreshToken;
    this.storage.set(SessionKeys.token, tokens.token, tokens.expire);
    this.storage.set(SessionKeys.refreshToken, tokens.refreshToken, tokens.refreshExpire);
  }

  setUserInfo(userInfo: UserInfo | null): void {
    this.userInfo = userInfo;
    if (userInfo) this.storage.set(SessionKeys.userInfo, userInfo);
    else this.storage.remove(SessionKeys.userInfo);
  }

  /** The balance changes often (bets, wins, recharges); nothing else of the user has to be refetched for it. */
  setCurrentBalance(cents: number): void {
    if (!this.userInfo) return;
    this.setUserInfo({ ...this.userInfo, currentBalance: cents });
  }

  setLoginType(loginType: LoginType): void {
    this.loginType = loginType;
    this.storage.set(SessionKeys.loginType, loginType);
  }

  setRouterParams(params: RouterParams): void {
    this.routerParams = params;
    this.storage.set(SessionKeys.routerParams, params);
  }

  /** Forgets the user and both tokens (the login type stays) without leaving the page. */
  clear(): void {
    this.token = null;
    this.refreshToken = null;
    this.userInfo = null;
    this.storage.remove(SessionKeys.token);
    this.storage.remove(SessionKeys.refreshToken);
    this.storage.remove(SessionKeys.userInfo);
  }

  /** Clears the session and relaunches to the login page. */
  logout(): void {
    this.clear();
    this.relaunchTo(LOGIN_PATH);
  }
}

/** The one session store of the running app (shared as a federation singleton). */
export const session = new SessionStore();

// Counted on the page so a second copy (a broken shared-singleton setup) is loud and testable.
const instances = globalThis as { __racingSessionStores__?: number };
instances.__racingSessionStores__ = (instances.__racingSessionStores__ ?? 0) + 1;
if (instances.__racingSessionStores__ > 1) console.error('[session] a second session store was created: @racing/shared is not shared as a singleton');
