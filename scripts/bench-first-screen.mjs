// Prints the gzip size of the JavaScript the first screen (/) loads, per app and in total, and its LCP in Chromium
// with 4x CPU slow-down and DevTools' fast-3G profile, over the server's real (pre-compressed) responses; when the real
// home is rendered, and when it is ready to bet on (its board's items and countdown shown). Usage: node scripts/bench-first-screen.mjs [--no-build] [--runs N]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startAppServer } from '../e2e/support/app-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 3;
const BUDGET_KB = 250;
const LCP_TARGET_MS = 2000;

/** Chrome DevTools' "Fast 3G" (the Lighthouse mobile profile): 562.5 ms RTT, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

function appOf(url) {
  const match = new URL(url).pathname.match(/^\/remotes\/([^/]+)\//);
  return match ? `remote-${match[1]}` : 'host';
}

async function measureOnce(context, baseUrl) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp__ = 0;
    window.__homeRendered__ = 0;
    window.__homeReady__ = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp__ = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // When the real home page (React, from its remote) is on screen, as opposed to the static first paint.
    new MutationObserver((_records, observer) => {
      if (!window.__homeRendered__ && document.querySelector('[data-testid="page-home"]')) window.__homeRendered__ = performance.now();
      // Ready to bet on: the board's items and the period's countdown are on screen (their reads answered).
      if (document.querySelector('[data-testid="play-item-grid"]') && document.querySelector('[data-testid="countdown"]')) {
        window.__homeReady__ = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // Bytes on the wire per request (headers included), as the server really sent them (br/gzip pre-compressed files).
  const wire = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    wire.set(requestId, { url: response.url, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none', transferred: 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = wire.get(requestId);
    if (entry) entry.transferred = encodedDataLength;
  });
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      bodies.push({ url: response.url(), raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }
  });
  await page.goto(`${baseUrl}/#/`, { waitUntil: 'load' });
  await page.locator('[data-testid="page-home"]').waitFor({ timeout: 60_000 });
  // The home is live once its socket is up: the socket client (fetched after the first render) counts too.
  await page.locator('.live-dot--live').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.locator('[data-testid="play-item-grid"]').waitFor({ timeout: 60_000 });
  const { lcp, homeRendered, homeReady } = await page.evaluate(() => ({ lcp: window.__lcp__, homeRendered: window.__homeRendered__, homeReady: window.__homeReady__ }));
  await page.close();
  const byUrl = new Map([...wire.values()].map((entry) => [entry.url, entry]));
  const scripts = bodies.map((body) => ({ ...body, transferred: byUrl.get(body.url)?.transferred ?? 0, encoding: byUrl.get(body.url)?.encoding ?? 'none' }));
  const allTransferred = [...wire.values()].reduce((sum, entry) => sum + entry.transferred, 0);
  const requests = [...wire.values()].map((entry) => new URL(entry.url).pathname);
  return { lcp, homeRendered, homeReady, scripts, allTransferred, requests };
}

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build-all.mjs', '--stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
fs.mkdirSync(path.join(root, 'e2e/artifacts'), { recursive: true });
const server = await startAppServer(root);
const browser = await launchBrowser();
try {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measureOnce(browser.context, server.baseUrl));
  const { scripts } = results[0];
  const perApp = {};
  for (const script of scripts) {
    const app = (perApp[appOf(script.url)] ??= { files: 0, raw: 0, gzip: 0, transferred: 0 });
    app.files += 1;
    app.raw += script.raw;
    app.gzip += script.gzip;
    app.transferred += script.transferred;
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log('\nFirst screen (/) JavaScript');
  const row = (name, size) =>
    `  ${name.padEnd(16)} ${String(size.files).padStart(2)} files  ${kb(size.raw).padStart(7)} KB raw  ${kb(size.gzip).padStart(6)} KB gzip  ${kb(size.transferred).padStart(6)} KB on the wire`;
  for (const [app, size] of Object.entries(perApp)) console.log(row(app, size));
  const sum = (field) => scripts.reduce((total, script) => total + script[field], 0);
  const totalGzip = sum('gzip');
  const served = [...new Set(scripts.map((s) => s.encoding))].join(', ');
  console.log(row('total', { files: scripts.length, raw: sum('raw'), gzip: totalGzip, transferred: sum('transferred') }));
  console.log(`  gzip = gzip -9 of each decoded body (the budget, ${BUDGET_KB} KB); on the wire = bytes received incl. headers, content-encoding: ${served}`);
  console.log(`  everything the first screen fetched (html, json, js, locale): ${kb(results[0].allTransferred)} KB on the wire`);
  const { requests } = results[0];
  const count = (pattern) => requests.filter((path) => pattern.test(path)).length;
  console.log(
    `  requests: ${requests.length} in all (${count(/\.js$/)} scripts, ${count(/^\/remotes\.json$|mf-manifest\.json$/)} remotes.json + manifests, ${count(/^\/api\//)} API, ${count(/^\/socket\.io\//)} socket.io)`,
  );
  if (args.includes('--files')) for (const path of requests) console.log(`    ${path}`);
  if (args.includes('--files')) for (const s of scripts) console.log(`    ${kb(s.gzip).padStart(6)} KB gzip ${kb(s.transferred).padStart(6)} KB wire  ${s.encoding.padEnd(4)} ${s.url}`);
  const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const lcps = results.map((r) => r.lcp);
  const median = medianOf(lcps);
  const homes = results.map((r) => r.homeRendered);
  console.log(`\nLargest Contentful Paint, 4x CPU slow-down + fast 3G: median ${Math.round(median)} ms of ${runs} runs (${lcps.map(Math.round).join(', ')}); target ${LCP_TARGET_MS} ms`);
  console.log(`Home page rendered by React (after the static first paint): median ${Math.round(medianOf(homes))} ms (${homes.map(Math.round).join(', ')})`);
  const ready = results.map((r) => r.homeReady);
  console.log(`Home ready to bet on (the board's items and the countdown shown): median ${Math.round(medianOf(ready))} ms (${ready.map(Math.round).join(', ')})`);
  console.log(`${totalGzip / 1024 <= BUDGET_KB ? '✓' : '✗'} size budget   ${median <= LCP_TARGET_MS ? '✓' : '✗'} LCP target`);
} finally {
  await browser.close();
  await server.stop();
}
