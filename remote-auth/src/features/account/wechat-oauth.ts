/**
 * One-tap login inside WeChat's browser: the page leaves for WeChat's authorisation page (official account OAuth), which
 * comes back to the login page with a code in the query; the server trades that code for the player (POST
 * /app/user/login/mp). Outside WeChat none of this applies (see shared/src/platform/host-environment).
 */

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
/** Marks the return as ours: another query's `code` is not a WeChat login. */
export const OAUTH_STATE = 'wxmp-login';

/** WeChat's authorisation page, answering to `returnUrl` (WeChat wants the parameters in this order). */
export function authorizeUrl(appId: string, returnUrl: string): string {
  const query = new URLSearchParams({ appid: appId, redirect_uri: returnUrl, response_type: 'code', scope: 'snsapi_userinfo', state: OAUTH_STATE });
  return `${AUTHORIZE_URL}?${query.toString()}#wechat_redirect`;
}

/** The code WeChat put in the page's query, when this page load is the way back from its authorisation page. */
export function returnedCode(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('state') === OAUTH_STATE ? query.get('code') : null;
}

/** Leaves the app for `url` (WeChat's page); a module function so that tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
