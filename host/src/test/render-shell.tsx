/** Test helper: the whole shell at a hash route, remotes served from their sources through a mocked federation runtime. */
import { act, render } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { type RemoteName } from '@racing/shared/src/federation/remote-availability';
import { session } from '@racing/shared/src/session/session-store';
import { App } from '../app/app';
import { forgetLoadedPages } from '../remotes/load-remote-page';
import { registerRemotesFromConfig } from '../remotes/remote-registry';

export const ALL_REMOTES: RemoteName[] = ['remote_auth', 'remote_betting', 'remote_profile', 'remote_chat'];

/** Serves remotes.json to the shell's fetch, listing the given remotes. */
export function serveRemotesJson(remotes: RemoteName[]): void {
  const json = Object.fromEntries(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => json })) as unknown as typeof fetch;
}

export async function renderShell(hashPath: string, options: { remotes?: RemoteName[]; loggedIn?: boolean } = {}) {
  await initI18n('en');
  forgetLoadedPages();
  session.clear();
  if (options.loggedIn) session.setTokens({ token: 't', expire: 3600, refreshToken: 'r', refreshExpire: 86400 });
  serveRemotesJson(options.remotes ?? ALL_REMOTES);
  await registerRemotesFromConfig();
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
