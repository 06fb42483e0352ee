// Static hosting from the same port: the host at /, every built remote-<id>/dist at /remotes/<id>/, remotes.json that ops can replace, uploads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

describe('static hosting', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), text);
  };
  let t: TestApp;

  beforeAll(async () => {
    write('host/dist/index.html', '<!doctype html><title>host</title>');
    write('host/dist/main.js', 'console.log(1)');
    fs.writeFileSync(path.join(webRoot, 'host/dist/main.js.gz'), zlib.gzipSync('console.log(1)'));
    fs.writeFileSync(path.join(webRoot, 'host/dist/index.html.gz'), zlib.gzipSync('<!doctype html><title>host</title>'));
    write('host/dist/sw.js', 'self.addEventListener("fetch", () => {});');
    write('host/dist/offline.html', '<!doctype html><title>offline</title>');
    write('host/dist/manifest.en.webmanifest', '{"name":"Racing"}');
    write('host/dist/remotes.json', JSON.stringify({ remote_betting: '/remotes/betting/mf-manifest.json' }));
    // A file under the API's path in the host build is never served: that namespace is the API's alone.
    write('host/dist/api/app/stray.json', '{"stray":true}');
    write('remote-betting/dist/mf-manifest.json', '{"name":"remote_betting"}');
    write('remote-betting/dist/remoteEntry.js', 'var remote_betting;');
    write('remote-betting/dist/123.1a2b3c4d5e.js', 'chunk');
    fs.writeFileSync(path.join(webRoot, 'remote-betting/dist/remoteEntry.js.gz'), zlib.gzipSync('var remote_betting;'));
    fs.writeFileSync(path.join(webRoot, 'remote-betting/dist/remoteEntry.js.br'), zlib.brotliCompressSync('var remote_betting;'));
    // Remotes the server's code has never heard of: found by their folders alone.
    write('remote-wallet-2/dist/remoteEntry.js', 'var remote_wallet_2;');
    write('remote-Wallet/dist/remoteEntry.js', 'not a remote id');
    write('remote-wallet_3/dist/remoteEntry.js', 'not a remote id');
    write('remote-draft/src/routes.ts', 'not built');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves the host\'s index.html at / never stored (its policy follows remotes.json), also its compressed copy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>host</title>');
    expect(res.headers['cache-control']).toBe('no-store');
    const compressed = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['cache-control']).toBe('no-store');
  });

  it("writes the served remotes.json into the host page's slot, compressed or not, for / and /index.html", async () => {
    const indexFile = path.join(webRoot, 'host/dist/index.html');
    const built = fs.readFileSync(indexFile, 'utf8');
    fs.writeFileSync(indexFile, '<!doctype html><script type="application/json" id="remotes-json"></script><script>boot()</script><title>host</title>');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(indexFile, later, later);
    try {
      const remotes = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
      const inlined = (html: string) => JSON.parse(html.match(/id="remotes-json">([\s\S]*?)<\/script>/)?.[1] ?? 'null');
      for (const url of ['/', '/index.html']) {
        const plain = await t.app.inject({ method: 'GET', url });
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-type']).toMatch(/^text\/html/);
        expect(plain.headers['cache-control']).toBe('no-store');
        expect(inlined(plain.body)).toEqual(remotes);
        const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(br.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      }
    } finally {
      fs.writeFileSync(indexFile, built);
      const again = new Date(Date.now() + 10_000);
      fs.utimesSync(indexFile, again, again);
    }
  });

  it('answers an unknown API path with the 404 envelope without looking for a file, even one the host build holds there', async () => {
    for (const url of ['/api/app/stray.json', '/api/app/no/such/route', '/api/app/stray.json?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    expect((await t.app.inject({ method: 'GET', url: '/main.js' })).statusCode).toBe(200);
  });

  it('has the compressed copy of an unhashed file revalidated like the file itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('has the installable app\'s files revalidated (a new service worker is noticed at once), the manifest as a web app manifest', async () => {
    for (const url of ['/sw.js', '/offline.html', '/manifest.en.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.en.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-type']).toMatch(/javascript/);
  });

  it('serves a remote\'s manifest with CORS and revalidation, and hashed chunks as immutable', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/remotes/betting/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/betting/123.1a2b3c4d5e.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('serves every remote built in the web root, found by its remote-<id>/dist folder', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/wallet-2/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var remote_wallet_2;');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves no folder whose name is not a remote id, and nothing of a remote that is not built', async () => {
    for (const url of ['/remotes/Wallet/remoteEntry.js', '/remotes/wallet_3/remoteEntry.js', '/remotes/draft/src/routes.ts', '/remotes/draft/routes.ts']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('sends the pre-compressed file the browser accepts', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/remotes/betting/remoteEntry.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('var remote_betting;');
    const gzip = await t.app.inject({ method: 'GET', url: '/remotes/betting/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/remotes/betting/remoteEntry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var remote_betting;');
  });

  it('serves remotes.json from the host build, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.json()).toEqual({ remote_betting: '/remotes/betting/mf-manifest.json' });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends remotes.json compressed when the browser accepts it (brotli first), the same text either way', async () => {
    const plain = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).body;
    const br = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const identity = await t.app.inject({ method: 'GET', url: '/remotes.json', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('lets ops replace remotes.json with REMOTES_FILE, no rebuild', async () => {
    const file = path.join(webRoot, 'ops-remotes.json');
    fs.writeFileSync(file, JSON.stringify({ remote_betting: 'https://cdn.example/betting/mf-manifest.json' }));
    const other = await startTestApp('sqlite', { WEB_ROOT: webRoot, REMOTES_FILE: file });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(res.json().remote_betting).toBe('https://cdn.example/betting/mf-manifest.json');
      fs.writeFileSync(file, JSON.stringify({ remote_betting: '/v2/mf-manifest.json' }));
      const again = await other.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(again.json().remote_betting).toBe('/v2/mf-manifest.json');
    } finally {
      await other.close();
    }
  });

  it('answers a missing file with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes/betting/nope.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
