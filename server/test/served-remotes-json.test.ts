// remotes.json as served: routes of the remotes this server hosts inlined from their builds, everything else as ops wrote it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedRemotesJson } from '../src/web/served-remotes-json';

describe('served remotes.json', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-remotes-json-'));
  const writeManifest = (id: string, manifest: unknown) => {
    fs.mkdirSync(path.join(webRoot, `remote-${id}`, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, `remote-${id}`, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  };
  const trend = { path: '/pages/trend/index', page: 'trend-page', titleKey: 'titles.trend' };
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('inlines the declared routes of a hosted remote, each with its own files as addresses instead of the asset lists', async () => {
    writeManifest('betting', {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      routes: [{ ...trend, assets: { js: ['a.1234abcd.js', 7], css: ['a.1234abcd.css'], shared: { '@racing/shared/src/x': ['9.js'] } } }],
    });
    const served = JSON.parse(await servedRemotesJson(JSON.stringify({ remote_betting: '/remotes/betting/mf-manifest.json' }), webRoot));
    expect(served).toEqual({
      remote_betting: {
        manifest: '/remotes/betting/mf-manifest.json',
        // The shared modules' chunks stay in the manifest (the host provides most of them); a name that is not a string is dropped.
        routes: [{ ...trend, files: { js: ['/remotes/betting/remoteEntry.js', '/remotes/betting/a.1234abcd.js'], css: ['/remotes/betting/a.1234abcd.css'] } }],
      },
    });
  });

  it("resolves the files against the build's public path when it names one, and a remote entry in a sub-folder", async () => {
    writeManifest('elsewhere', {
      metaData: { publicPath: 'https://cdn.example/profile/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } },
      routes: [{ ...trend, path: '/pages/user/edit', assets: { js: ['e.js'], shared: {} } }],
    });
    const served = JSON.parse(await servedRemotesJson(JSON.stringify({ remote_elsewhere: '/remotes/elsewhere/mf-manifest.json' }), webRoot));
    expect(served.remote_elsewhere.routes[0].files).toEqual({ js: ['https://cdn.example/profile/entry/remoteEntry.js', 'https://cdn.example/profile/e.js'], css: [] });
    writeManifest('elsewhere', { metaData: { publicPath: '/static/profile/', remoteEntry: { name: 'remoteEntry.js' } }, routes: [{ ...trend, assets: { js: ['e.js'] } }] });
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(webRoot, 'remote-elsewhere/dist/mf-manifest.json'), later, later);
    const again = JSON.parse(await servedRemotesJson(JSON.stringify({ remote_elsewhere: '/remotes/elsewhere/mf-manifest.json' }), webRoot));
    expect(again.remote_elsewhere.routes[0].files.js).toEqual(['/static/profile/remoteEntry.js', '/static/profile/e.js']);
  });

  it('inlines the declarations alone when the manifest names no remote entry', async () => {
    writeManifest('wallet', { routes: [{ ...trend, path: '/pages/user/login', assets: { js: ['l.js'], shared: {} } }] });
    const served = JSON.parse(await servedRemotesJson(JSON.stringify({ remote_wallet: '/remotes/wallet/mf-manifest.json' }), webRoot));
    expect(served.remote_wallet.routes).toEqual([{ ...trend, path: '/pages/user/login' }]);
  });

  it('sees a redeployed remote at once (a new route, no restart)', async () => {
    writeManifest('chat', { routes: [trend] });
    const ops = JSON.stringify({ remote_chat: '/remotes/chat/mf-manifest.json' });
    expect(JSON.parse(await servedRemotesJson(ops, webRoot)).remote_chat.routes).toHaveLength(1);
    const later = new Date(Date.now() + 5_000);
    writeManifest('chat', { routes: [trend, { ...trend, path: '/pages/chat/new' }] });
    fs.utimesSync(path.join(webRoot, 'remote-chat/dist/mf-manifest.json'), later, later);
    expect(JSON.parse(await servedRemotesJson(ops, webRoot)).remote_chat.routes).toHaveLength(2);
  });

  it('leaves as written a remote on another origin, one not built here, one without routes, and a broken manifest', async () => {
    writeManifest('profile', { name: 'remote_profile' });
    fs.mkdirSync(path.join(webRoot, 'remote-auth', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'remote-auth', 'dist', 'mf-manifest.json'), '{ half');
    const ops = {
      remote_betting: 'https://cdn.example/betting/mf-manifest.json',
      remote_x: '/remotes/x/mf-manifest.json',
      remote_profile: '/remotes/profile/mf-manifest.json',
      remote_auth: '/remotes/auth/mf-manifest.json',
      remote_up: '/remotes/../etc/mf-manifest.json',
    };
    expect(JSON.parse(await servedRemotesJson(JSON.stringify(ops), webRoot))).toEqual(ops);
  });

  it('leaves an entry with a path prefix as written, built or not: the host learns its routes only under the prefix', async () => {
    writeManifest('console', { routes: [{ path: '/console', page: 'console-sign-in', titleKey: 'console:shell.signIn.title', assets: { js: ['c.js'], shared: {} } }] });
    const ops = {
      remote_betting: '/remotes/betting/mf-manifest.json',
      remote_console: { manifest: '/remotes/console/mf-manifest.json', pathPrefix: '/console' },
    };
    const served = JSON.parse(await servedRemotesJson(JSON.stringify(ops), webRoot));
    expect(served.remote_console).toEqual(ops.remote_console);
    expect(served.remote_betting.routes).toBeDefined();
  });

  it('serves a file that is not a JSON object as it is, for the host to refuse', async () => {
    for (const text of ['not json', '[]', '"x"']) expect(await servedRemotesJson(text, webRoot)).toBe(text);
  });
});
