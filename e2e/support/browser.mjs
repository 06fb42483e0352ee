// Launches Debian's Chromium through playwright-core with a fresh profile; never downloads a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium on a fresh throw-away profile (a persistent one, as a player's: not incognito); `close()` removes it. */
async function launchOnFreshProfile({ serviceWorkers }) {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport: { width: 390, height: 844 },
    serviceWorkers,
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The journeys' browser. The app's service worker would answer the page's requests out of the tests' reach
 * (page.route, a stopped remote): it is blocked here; the service worker's own tests open browsers that have it.
 */
export function launchBrowser() {
  return launchOnFreshProfile({ serviceWorkers: 'block' });
}

/**
 * Browsers of their own, service workers allowed, for the tests of the installable app: `newContext()` starts one on a
 * fresh profile (no worker, no cache; Chromium reports whether the app can be installed); `close()` ends them all.
 */
export async function launchBrowserWithServiceWorkers() {
  const browsers = [];
  return {
    async newContext() {
      const browser = await launchOnFreshProfile({ serviceWorkers: 'allow' });
      browsers.push(browser);
      return browser.context;
    },
    async close() {
      for (const browser of browsers.splice(0)) await browser.close();
    },
  };
}
