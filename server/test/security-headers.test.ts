// Security headers (helmet): an API answer's set on answers and errors, a page's whole set on the host page and the cashier; remotes loadable from another origin; uploads keep their own policy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';
import { openRecharge, payer } from './support/orders';

describe('security headers', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-web-'));
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), '<!doctype html><script>boot()</script><title>host</title>');
    // The build ships compressed copies too; the one a browser gets must carry the same policy.
    fs.writeFileSync(path.join(webRoot, 'host/dist/index.html.br'), zlib.brotliCompressSync('<!doctype html><script>boot()</script><title>host</title>'));
    fs.mkdirSync(path.join(webRoot, 'remote-betting/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'remote-betting/dist/remoteEntry.js'), 'var remote_betting;');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  /** What every answer carries, a JSON answer of the API as much as a page. */
  const baseline = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  };
  // What only a document needs (plugins/external/helmet.ts): computed once at start-up, the same on every page.
  const DOCUMENT_ONLY = {
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const documentHeaders = (headers: Record<string, unknown>) => {
    baseline(headers);
    expect(headers).toMatchObject(DOCUMENT_ONLY);
  };
  const apiHeaders = (headers: Record<string, unknown>) => {
    baseline(headers);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of Object.keys(DOCUMENT_ONLY)) expect(headers[name]).toBeUndefined();
  };

  it("sends nosniff, no reading by other sites' pages and no framing on API answers and errors, and none of a page's headers", async () => {
    apiHeaders((await t.app.inject({ method: 'GET', url: '/api/app/base/comm/uploadMode' })).headers);
    apiHeaders((await t.app.inject({ method: 'GET', url: '/api/app/no/such/route' })).headers);
    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/app/user/info/person' });
    expect(unauthorised.statusCode).toBe(401);
    apiHeaders(unauthorised.headers);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/app/user/login/password', payload: { phone: 1 } });
    expect(invalid.json<{ code: number }>().code).toBe(1002);
    apiHeaders(invalid.headers);
  });

  it("gives a page the API serves (the sandbox's cashier) a page's whole set", async () => {
    const { url } = await openRecharge(t, await payer(t), 10_000);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    documentHeaders(page.headers);
    // Its own policy stays.
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('gives the host page a policy that runs exactly its own inline scripts, by hash, and no eval', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<script>boot()</script>');
    documentHeaders(page.headers);
    const compressed = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    const policy = String(page.headers['content-security-policy']);
    const bootHash = crypto.createHash('sha256').update('boot()').digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${bootHash}'`);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets the host page load remotes (scripts and styles) from the origins remotes.json names, as URLs or entries, and follows a new build and a new remotes.json", async () => {
    const remotesFile = path.join(webRoot, 'host/dist/remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify({
        remote_betting: '/remotes/betting/mf-manifest.json',
        remote_chat: 'https://cdn.example:8443/chat/mf-manifest.json',
        remote_console: { manifest: 'https://ops.example/console/mf-manifest.json', pathPrefix: '/console' },
      }),
    );
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(remotesFile, later, later);
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toMatch(/script-src [^;]*https:\/\/cdn\.example:8443/);
    // A production remote's stylesheets come from where its scripts do.
    expect(policy).toContain("style-src 'self' 'unsafe-inline' https://cdn.example:8443 https://ops.example;");
    expect(policy).toContain("connect-src 'self' https://cdn.example:8443 https://ops.example;");

    fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), '<!doctype html><script>boot(2)</script><title>host</title>');
    fs.utimesSync(path.join(webRoot, 'host/dist/index.html'), later, later);
    const rebuilt = String((await t.app.inject({ method: 'GET', url: '/index.html' })).headers['content-security-policy']);
    expect(rebuilt).toContain(`'sha256-${crypto.createHash('sha256').update('boot(2)').digest('base64')}'`);
    expect(rebuilt).not.toContain(crypto.createHash('sha256').update('boot()').digest('base64'));
  });

  it("lets a host on another origin load a remote's scripts", async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/betting/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('lets the host page show images from this origin (and data:, blob:) only, unless PUBLIC_URL names where uploads are answered', async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
    const withPublicUrl = await startTestApp('sqlite', { WEB_ROOT: webRoot, PUBLIC_URL: 'https://racing.example.com' });
    try {
      const page = await withPublicUrl.app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://racing.example.com;");
    } finally {
      await withPublicUrl.close();
    }
  });

  it('keeps the strict policy of uploaded files', async () => {
    const player = await t.createPlayer();
    const file = multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: player.token } });
    const served = await t.app.inject({ method: 'GET', url: uploaded.json<{ data: string }>().data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'");
    documentHeaders(served.headers);
  });
});
