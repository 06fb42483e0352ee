/** A remote with a path prefix (the operator console) costs a player nothing: it is learnt only when a path under it is opened. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@racing/shared/src/i18n/i18n-setup';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { App } from '../app/app';
import { routeTable } from '../routing/route-table';
import { forgetLoadedPages } from './load-remote-page';
import { forgetFetchedManifests } from './early-fetches';
import { learnRoutesFor, registerRemotesFromConfig } from './remote-registry';
import { parseRemotesConfig } from './remotes-config';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => {
    if (id.startsWith('remote_console/')) {
      const { createElement } = await import('react');
      return { default: () => createElement('div', { 'data-testid': 'console-stub' }, id) };
    }
    return import(id);
  }),
}));
jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(async () => ''), post: jest.fn(async () => null) } }));

const CONSOLE_MANIFEST = '/remotes/console/mf-manifest.json';
const consoleRoutes = [
  { path: '/console', page: 'console-sign-in', titleKey: 'console:shell.signIn.title', customNavBar: true, maxWidth: 1600 },
  { path: '/console/audit', page: 'console-audit', titleKey: 'console:audit.title', customNavBar: true, maxWidth: 1600 },
];

function serve({ consoleDown = false } = {}): jest.Mock {
  const json = {
    remote_betting: { manifest: '/remotes/betting/mf-manifest.json', routes: require('remote_betting/routes').routes },
    remote_console: { manifest: CONSOLE_MANIFEST, pathPrefix: '/console' },
  };
  const fetchMock = jest.fn(async (url: string) => {
    const path = new URL(url, window.location.href).pathname;
    if (path === '/remotes.json') return { ok: true, status: 200, json: async () => json };
    if (path === CONSOLE_MANIFEST) {
      if (consoleDown) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, json: async () => ({ routes: consoleRoutes }) };
    }
    return { ok: false, status: 404, json: async () => ({}) };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const fetched = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => new URL(String(url), window.location.href).pathname);

async function start(hashPath: string, options?: { consoleDown?: boolean }) {
  await initI18n('en');
  forgetLoadedPages();
  forgetFetchedManifests();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', `#${hashPath}`);
  const fetchMock = serve(options);
  await registerRemotesFromConfig();
  return fetchMock;
}

describe('remotes.json entries with a path prefix', () => {
  it('keep the prefix; a prefix that is not a path, or the root, is dropped', () => {
    const config = parseRemotesConfig({
      remote_console: { manifest: CONSOLE_MANIFEST, pathPrefix: '/console' },
      remote_a: { manifest: '/a.json', pathPrefix: '/' },
      remote_b: { manifest: '/b.json', pathPrefix: 'console' },
      remote_c: { manifest: '/c.json', pathPrefix: '/console/' },
      remote_d: { manifest: '/d.json', pathPrefix: 7 },
    });
    expect(config.remote_console).toEqual({ manifest: CONSOLE_MANIFEST, pathPrefix: '/console' });
    for (const name of ['remote_a', 'remote_b', 'remote_c', 'remote_d']) expect(config[name]).not.toHaveProperty('pathPrefix');
  });
});

describe('route learning', () => {
  it('does not fetch the console manifest for a player path, and learns it when /console is asked for', async () => {
    const fetchMock = await start('/');
    expect(fetched(fetchMock)).not.toContain(CONSOLE_MANIFEST);
    expect(routeTable.pending).toBe(false);
    expect(routeTable.pendingFor('/')).toBe(false);
    expect(routeTable.pendingFor('/pages/nowhere')).toBe(false);
    expect(routeTable.pendingFor('/console/audit')).toBe(true);
    expect(routeTable.pendingFor('/consoles')).toBe(false);
    expect(routeTable.find('/console')).toBeUndefined();

    await learnRoutesFor('/pages/user/about');
    expect(fetched(fetchMock)).not.toContain(CONSOLE_MANIFEST);
    await learnRoutesFor('/console/audit');
    expect(fetched(fetchMock).filter((path) => path === CONSOLE_MANIFEST)).toHaveLength(1);
    expect(routeTable.find('/console/audit')).toMatchObject({ remote: 'remote_console', page: 'console-audit' });
    expect(routeTable.pendingFor('/console/nowhere')).toBe(false);
  });

  it('learns the console at start when the page opens on a console path', async () => {
    const fetchMock = await start('/console/audit');
    expect(fetched(fetchMock)).toContain(CONSOLE_MANIFEST);
    expect(routeTable.find('/console')).toBeDefined();
  });

  it('a console that cannot be reached fails only its own paths', async () => {
    await start('/', { consoleDown: true });
    await learnRoutesFor('/console');
    expect(routeTable.failedFor('/console')).toBe(true);
    expect(routeTable.failedFor('/pages/nowhere')).toBe(false);
  });
});

describe('the shell', () => {
  it('shows the home page without the console, then opens the console page on #/console, without the tab bar', async () => {
    const fetchMock = await start('/');
    render(<App />);
    await screen.findByTestId('page-home');
    expect(fetched(fetchMock)).not.toContain(CONSOLE_MANIFEST);
    act(() => appNavigator.push('/console'));
    await waitFor(() => expect(screen.getByTestId('console-stub')).toHaveTextContent('remote_console/pages/console-sign-in'));
    expect(fetched(fetchMock)).toContain(CONSOLE_MANIFEST);
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    expect(screen.queryByTestId('nav-bar')).toBeNull();
  });

  it('says not found for an unknown console path once the console has answered', async () => {
    await start('/console/nowhere');
    render(<App />);
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
