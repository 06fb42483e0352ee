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

/** A persistent context on a throw-away user-data-dir; `close()` removes the dir. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS,
    viewport: { width: 390, height: 844 },
    // The app's service worker would answer the page's requests out of the tests' reach (page.route, a stopped
    // remote): the journeys run without it, the service worker's own tests open a browser that has it.
    serviceWorkers: 'block',
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Browsers of their own, service workers allowed, for the tests of the installable app: `newContext()` starts one on a
 * fresh profile (no worker, no cache); `close()` ends them all.
 */
export async function launchBrowserWithServiceWorkers() {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);
  }
  const contexts = [];
  return {
    // A persistent profile (not incognito), as a player's: Chromium reports whether the app can be installed.
    async newContext() {
      const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-chromium-sw-'));
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: FLAGS,
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'allow',
      });
      contexts.push({ context, userDataDir });
      return context;
    },
    async close() {
      for (const { context, userDataDir } of contexts.splice(0)) {
        await context.close().catch(() => undefined);
        fs.rmSync(userDataDir, { recursive: true, force: true });
      }
    },
  };
}
