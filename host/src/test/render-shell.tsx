/** Test helper: the whole shell at a hash route, remotes served from their sources through a mocked federation runtime. */
import { act, render } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import type { RemoteRoutes } from '@racing/shared/src/routing/remote-route-table';
import { session } from '@racing/shared/src/session/session-store';
import { App } from '../app/app';
import { forgetLoadedPages } from '../remotes/load-remote-page';
import { forgetFetchedManifests } from '../remotes/early-fetches';
import { registerRemotesFromConfig } from '../remotes/remote-registry';
import { publishServedRoutes } from '../routing/route-table';

/** Each remote's own route declarations, as its build publishes them (jest maps `<remote>/...` to its sources). */
const DECLARED_ROUTES: Record<string, RemoteRoutes> = {
  remote_auth: require('remote_auth/routes').routes,
  remote_betting: require('remote_betting/routes').routes,
  remote_profile: require('remote_profile/routes').routes,
  remote_chat: require('remote_chat/routes').routes,
};
export const ALL_REMOTES = Object.keys(DECLARED_ROUTES);

const manifestUrl = (name: string) => `/remotes/${name}/mf-manifest.json`;

/**
 * Serves remotes.json listing the given remotes, and their manifests. `inline`: routes inlined in remotes.json (as the
 * server answers for remotes it hosts) rather than read from each manifest. `deadRemotes`: manifests that fail to load.
 */
export function serveRemotes(
  remotes: string[],
  { inline = true, deadRemotes = [] as string[], extraRoutes = {} as Record<string, RemoteRoutes> } = {},
): jest.Mock {
  const declared = (name: string) => [...DECLARED_ROUTES[name], ...(extraRoutes[name] ?? [])];
  const json = Object.fromEntries(
    remotes.map((name) => [name, inline ? { manifest: manifestUrl(name), routes: declared(name) } : manifestUrl(name)]),
  );
  const fetchMock = jest.fn(async (url: string) => {
    const path = new URL(url, window.location.href).pathname;
    if (path === '/remotes.json') return { ok: true, status: 200, json: async () => json };
    const remote = remotes.find((name) => path === manifestUrl(name));
    if (!remote) return { ok: false, status: 404, json: async () => ({}) };
    if (deadRemotes.includes(remote)) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => ({ routes: declared(remote) }) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export async function renderShell(
  hashPath: string,
  options: { remotes?: string[]; loggedIn?: boolean; inline?: boolean; deadRemotes?: string[]; extraRoutes?: Record<string, RemoteRoutes> } = {},
) {
  await initI18n('en');
  forgetLoadedPages();
  forgetFetchedManifests();
  session.clear();
  if (options.loggedIn) session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 });
  serveRemotes(options.remotes ?? ALL_REMOTES, options);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await registerRemotesFromConfig();
  publishServedRoutes();
  window.history.replaceState(null, '', `#${hashPath}`);
  const view = render(<App />);
  await act(async () => {
    await Promise.resolve();
  });
  return view;
}

export function currentHashPath(): string {
  return window.location.hash.replace(/^#/, '');
}
