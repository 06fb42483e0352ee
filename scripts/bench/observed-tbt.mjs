// Total blocking time as Chromium observes it (the sum over long tasks of their time beyond 50 ms, from the browser's
// own longtask entries) for the first 6 s of a fresh load of each route, at 4x CPU slow-down, N loads per route (each
// browser's first load a warm-up, not counted); prints the median and every load. Lighthouse simulates its TBT from one
// load; this counts the real tasks of many, which separates two builds more reliably on a busy machine. Builds nothing:
// the caller builds. Figures only, no pass/fail.
//
// Usage: node scripts/bench/observed-tbt.mjs [--loads N] [--route /pages/trend/index ...] [--builds <dir>,<dir>...]
// --builds: folders each holding a copy of every app's dist (host/, remote-betting/, ...), measured in turn, one load of
// every route per turn, so that both see the same hours of the machine; the repository's own dist folders are put back.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WEB_APPS } from '../lib/workspace.mjs';
import { launchBrowser } from '../../e2e/support/browser.mjs';
import { startAppServer } from '../../e2e/support/app-server.mjs';
import { ENTRY_ROUTES, flagValues, median } from './front-end-bench.mjs';

const WATCH_MS = 6000;

const args = process.argv.slice(2);
const valuesOf = (flag) => flagValues(args, flag);
const loads = Number(valuesOf('--loads')[0] ?? 5);
const routes = valuesOf('--route').length > 0 ? valuesOf('--route') : ENTRY_ROUTES;
const builds = valuesOf('--builds')[0]?.split(',').map((dir) => path.resolve(dir)) ?? [null];

/** Puts a build's dist folders in place (null: the repository's own, kept aside at start). */
function useBuild(dir, keptAside) {
  for (const app of WEB_APPS) {
    const dist = path.join(ROOT, app, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(path.join(dir ?? keptAside, app), dist, { recursive: true });
  }
}

/** One fresh load of the route: no cache, no storage; the TBT of what the page ran in its first WATCH_MS. */
async function observedTbt(context, baseUrl, route) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseUrl}/#${route}`);
    await page.waitForTimeout(WATCH_MS);
    const durations = await page.evaluate(() => window.__longTasks);
    await page.evaluate(() => window.localStorage.clear());
    return Math.round(durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
  } finally {
    await page.close();
  }
}

fs.mkdirSync(path.join(ROOT, 'e2e/artifacts'), { recursive: true });
const keptAside = builds[0] === null ? null : fs.mkdtempSync(path.join(ROOT, 'e2e/artifacts/observed-tbt-'));
if (keptAside) for (const app of WEB_APPS) fs.cpSync(path.join(ROOT, app, 'dist'), path.join(keptAside, app), { recursive: true });
const results = new Map();
try {
  for (let turn = 0; turn < loads; turn += 1) {
    for (const build of builds) {
      if (build) useBuild(build, keptAside);
      const server = await startAppServer(ROOT, { logName: 'observed-tbt-server.log' });
      const browser = await launchBrowser();
      try {
        // A fresh browser's first load carries its own start-up (measured: whichever route came first read 500–800 ms,
        // the same route 100–300 ms later): one load of the first route is made and not counted.
        await observedTbt(browser.context, server.baseUrl, routes[0]);
        for (const route of routes) {
          const key = `${route}${build ? `  ${path.basename(build)}` : ''}`;
          results.set(key, [...(results.get(key) ?? []), await observedTbt(browser.context, server.baseUrl, route)]);
        }
      } finally {
        await browser.close();
        await server.stop();
      }
    }
  }
} finally {
  if (keptAside) {
    useBuild(null, keptAside);
    fs.rmSync(keptAside, { recursive: true, force: true });
  }
}
console.log(`Observed total blocking time, ms (longtask entries, first ${WATCH_MS / 1000} s, 4x CPU, fresh cache), ${loads} loads per route, each browser's first load not counted`);
for (const [key, values] of results) console.log(`${key.padEnd(40)} median ${String(median(values)).padStart(4)}   each load: ${values.join(' ')}`);
