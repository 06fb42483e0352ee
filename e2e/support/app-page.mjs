// Page helpers: open a hash route in a chosen language, and act as a real logged-in player.
import { registerThroughApi } from './account.mjs';

/**
 * Every route the running app serves, as the remotes declare them (each alias on its own): what the host itself learns
 * from remotes.json and, for a remote whose routes it does not carry (a plain manifest URL, or an entry under a
 * `pathPrefix` such as the console's), from that remote's manifest. Routes of a prefixed remote carry its `pathPrefix`.
 */
export async function declaredRoutes(baseUrl) {
  const remotes = await (await fetch(`${baseUrl}/remotes.json`)).json();
  const routes = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    const manifestUrl = new URL(typeof entry === 'string' ? entry : entry.manifest, `${baseUrl}/`).href;
    const declared = typeof entry === 'string' || !entry.routes ? (await (await fetch(manifestUrl)).json()).routes : entry.routes;
    const pathPrefix = typeof entry === 'string' ? undefined : entry.pathPrefix;
    for (const route of declared) {
      for (const path of [route.path, ...(route.aliases ?? [])]) routes.push({ ...route, path, remote, pathPrefix });
    }
  }
  return routes;
}

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
