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

  it('inlines the declared routes of a hosted remote, without their asset lists', async () => {
    writeManifest('betting', { routes: [{ ...trend, assets: { js: ['a.js'], shared: {} } }] });
    const served = JSON.parse(await servedRemotesJson(JSON.stringify({ remote_betting: '/remotes/betting/mf-manifest.json' }), webRoot));
    expect(served).toEqual({ remote_betting: { manifest: '/remotes/betting/mf-manifest.json', routes: [trend] } });
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
