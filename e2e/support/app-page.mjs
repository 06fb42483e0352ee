// Page helpers: open a hash route in a chosen language, and act as a real logged-in player.
import { registerThroughApi } from './account.mjs';
export const ALL_ROUTES = [
  ['/', 'remote_betting', 'page-home'],
  ['/pages/index/index', 'remote_betting', 'page-home'],
  ['/pages/index/my', 'remote_profile', 'page-my'],
  ['/pages/notice/detail?id=1', 'remote_betting', 'page-notice-detail'],
  ['/pages/trend/index', 'remote_betting', 'page-trend'],
  ['/pages/history/index', 'remote_betting', 'page-history'],
  ['/pages/user/register', 'remote_auth', 'page-register'],
  ['/pages/user/login', 'remote_auth', 'page-login'],
  ['/pages/user/captcha', 'remote_auth', 'page-captcha'],
  ['/pages/user/bill', 'remote_profile', 'page-bill'],
  ['/pages/user/set', 'remote_profile', 'page-settings'],
  ['/pages/user/edit', 'remote_profile', 'page-edit'],
  ['/pages/user/about', 'remote_profile', 'page-about'],
  ['/uni_modules/cool-cs/pages/chat', 'remote_chat', 'page-chat'],
];

/** Sets the stored language before the app starts. */
export async function useLanguage(page, language) {
  await page.addInitScript((lng) => window.localStorage.setItem('language', JSON.stringify(lng)), language);
}

const accounts = new Map();

/** Logs a real player in through the API (registered once per server, captcha and SMS code from /api/dev) and stores the tokens as the app does. */
export async function actAsLoggedIn(page, baseUrl) {
  if (!accounts.has(baseUrl)) accounts.set(baseUrl, registerThroughApi(baseUrl));
  const { phone, password } = await accounts.get(baseUrl);
  const response = await fetch(`${baseUrl}/api/app/user/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password }),
  });
  const { code, message, data: tokens } = await response.json();
  if (code !== 1000) throw new Error(`password login: ${message}`);
  await page.addInitScript((pair) => {
    if (window.localStorage.getItem('token')) return; // a later reload keeps what the app itself stored
    // Expiring storage: value as JSON, deadline 5 s before the server's.
    const deadline = (seconds) => String(Date.now() + (seconds - 5) * 1000);
    window.localStorage.setItem('token', JSON.stringify(pair.token));
    window.localStorage.setItem('token_deadtime', deadline(pair.expire));
    window.localStorage.setItem('refreshToken', JSON.stringify(pair.refreshToken));
    window.localStorage.setItem('refreshToken_deadtime', deadline(pair.refreshExpire));
  }, tokens);
}

export async function openRoute(page, baseUrl, hashPath) {
  await page.goto(`${baseUrl}/#${hashPath}`);
}
