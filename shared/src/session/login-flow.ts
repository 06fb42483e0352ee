/** What happens around login: remembering the page before it, and after it storing the login type, hooks, the `afterLogin` event and the way back. */
import { HOME_PATH, LOGIN_PATH, appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { session } from '@racing/shared/src/session/session-store';
import type { LoginType, TokenPair } from '../api/api-types';

export const AFTER_LOGIN_EVENT = 'afterLogin';

type AfterLoginHook = (loginType: LoginType) => void | Promise<void>;
const afterLoginHooks = new Set<AfterLoginHook>();

/** Registers work to do after every login (load the balance, join the chat...); returns the unregister function. */
export function onAfterLogin(hook: AfterLoginHook): () => void {
  afterLoginHooks.add(hook);
  return () => afterLoginHooks.delete(hook);
}

/** The account pages themselves: going login → captcha (or forgotten password) → login must not make that page the way back. */
const ACCOUNT_PATHS = [LOGIN_PATH, '/pages/user/register', '/pages/user/captcha', '/pages/user/forgot-password'];

/** Called when the user leaves `path` for the login page. */
export function rememberPageBeforeLogin(path: string): void {
  if (ACCOUNT_PATHS.includes(path.split('?')[0])) return;
  session.setRouterParams({ ...session.routerParams, pageBeforeLogin: path });
}

/** Saves the tokens, stores the login type, runs the hooks, emits `afterLogin` and returns to the page before login (or home). */
export async function completeLogin(tokens: TokenPair, loginType: LoginType): Promise<void> {
  session.setTokens(tokens);
  session.setLoginType(loginType);
  for (const hook of afterLoginHooks) await hook(loginType);
  window.dispatchEvent(new CustomEvent(AFTER_LOGIN_EVENT, { detail: { loginType } }));
  const { pageBeforeLogin, ...rest } = session.routerParams;
  session.setRouterParams(rest);
  appNavigator.replace(pageBeforeLogin || HOME_PATH);
}
