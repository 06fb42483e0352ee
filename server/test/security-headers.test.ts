// Security headers (helmet): on API answers, errors and the host page; remotes loadable from another origin; uploads keep their own policy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';
import { multipartFile, ONE_PIXEL_PNG } from './support/multipart';

describe('security headers', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-web-'));
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'host/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'host/dist/index.html'), '<!doctype html><script>boot()</script><title>host</title>');
    fs.mkdirSync(path.join(webRoot, 'remote-betting/dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'remote-betting/dist/remoteEntry.js'), 'var remote_betting;');
    t = await startTestApp('sqlite', { WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const baseline = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  };

  it('sends nosniff, a same-origin referrer and no framing by other sites on API answers and on errors', async () => {
    baseline((await t.app.inject({ method: 'GET', url: '/api/app/base/comm/uploadMode' })).headers);
    baseline((await t.app.inject({ method: 'GET', url: '/api/app/no/such/route' })).headers);
    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/app/user/info/person' });
    expect(unauthorised.statusCode).toBe(401);
    baseline(unauthorised.headers);
  });

  it('lets the host page run its inline scripts: no Content-Security-Policy on it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<script>boot()</script>');
    baseline(page.headers);
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("lets a host on another origin load a remote's scripts", async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/remotes/betting/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('keeps the strict policy of uploaded files', async () => {
    const player = await t.createPlayer();
    const file = multipartFile('file', 'me.png', 'image/png', ONE_PIXEL_PNG);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/app/base/comm/upload', payload: file.payload, headers: { ...file.headers, authorization: player.token } });
    const served = await t.app.inject({ method: 'GET', url: uploaded.json<{ data: string }>().data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'");
    baseline(served.headers);
  });
});
