// Lighthouse (12, performance only, its default mobile profile: 4x CPU, slow 4G simulated) on the player's first screens,
// run N times per route against the built app (after one warm-up run, not counted); prints per route the median score,
// TBT, LCP, FCP, Speed Index, JavaScript and request count. Builds nothing: the caller builds. Figures only, no pass/fail.
// Usage: node scripts/bench/lighthouse.mjs [--runs N] [--route /pages/trend/index ...] [--json <dir>] (one report per run)
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from '../lib/workspace.mjs';
import { startAppServer } from '../../e2e/support/app-server.mjs';
import { ENTRY_ROUTES, flagValues, median } from './front-end-bench.mjs';

const args = process.argv.slice(2);
const valuesOf = (flag) => flagValues(args, flag);
const runs = Number(valuesOf('--runs')[0] ?? 3);
const routes = valuesOf('--route').length > 0 ? valuesOf('--route') : ENTRY_ROUTES;
const jsonDir = valuesOf('--json')[0];

/** The figures of one report. */
function figuresOf(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const of = (type) => resources.find((item) => item.resourceType === type) ?? { transferSize: NaN, requestCount: NaN };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    si: numeric('speed-index'),
    jsKiB: of('script').transferSize / 1024,
    requests: of('total').requestCount,
  };
}

fs.mkdirSync(path.join(ROOT, 'e2e/artifacts'), { recursive: true });
if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
const server = await startAppServer(ROOT, { logName: 'lighthouse-server.log' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // --no-sandbox: the benchmark runs as root here.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const lighthouseRun = (url) => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, performance, default mobile profile (4x CPU, slow 4G simulated), median of ${runs} runs per route`);
  // A fresh Chromium's first page load carries the browser's own start-up (measured: the first route's first run scored
  // 10–20 points under its next ones, whichever route came first): one run of the first route is made and dropped.
  await lighthouseRun(`${server.baseUrl}/#${routes[0]}`);
  console.log(`(one warm-up run of ${routes[0]} made and not counted)`);
  console.log(`${'route'.padEnd(22)} ${'score'.padStart(5)} ${'TBT ms'.padStart(7)} ${'LCP s'.padStart(6)} ${'FCP s'.padStart(6)} ${'SI s'.padStart(6)} ${'JS KiB'.padStart(7)} ${'requests'.padStart(8)}   scores of each run`);
  for (const route of routes) {
    const url = `${server.baseUrl}/#${route}`;
    const results = [];
    // A run Lighthouse itself reports as failed (NO_NAVSTART on a busy machine, say) is run again, at most twice.
    for (let run = 0, failures = 0; run < runs && failures <= 2; ) {
      const { lhr } = await lighthouseRun(url);
      if (lhr.runtimeError) {
        console.log(`  ${route}: a run failed (${lhr.runtimeError.code}), running it again`);
        failures += 1;
        continue;
      }
      run += 1;
      if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(lhr));
      results.push(figuresOf(lhr));
    }
    if (results.length === 0) continue;
    const m = (field) => median(results.map((result) => result[field]));
    console.log(
      `${route.padEnd(22)} ${String(m('score')).padStart(5)} ${m('tbt').toFixed(0).padStart(7)} ${(m('lcp') / 1000).toFixed(2).padStart(6)} ${(m('fcp') / 1000).toFixed(2).padStart(6)} ${(m('si') / 1000).toFixed(2).padStart(6)} ${m('jsKiB').toFixed(0).padStart(7)} ${String(m('requests')).padStart(8)}   ${results.map((r) => r.score).join(', ')}`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
