// The installable app: manifest and service worker, the offline screen, and redeploys under an open app (a remote's,
// a stale chunk of one, the host's). These run in browsers of their own with the service worker allowed (the journeys
// run without it), against servers of their own whose web root holds copies of the builds a test can replace.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { launchBrowserWithServiceWorkers } from '../support/browser.mjs';
import { appendToSource, buildAppAside } from '../support/build-aside.mjs';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** The web root of a deployment: links to the repository's builds, but real copies of host/dist and remote-betting/dist. */
function deployment(root) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-pwa-'));
  const webRoot = path.join(workDir, 'web');
  fs.mkdirSync(webRoot);
  for (const entry of fs.readdirSync(root)) {
    if (entry === 'host' || entry === 'remote-betting') fs.cpSync(path.join(root, entry, 'dist'), path.join(webRoot, entry, 'dist'), { recursive: true });
    else if (entry.startsWith('remote-')) fs.symlinkSync(path.join(root, entry), path.join(webRoot, entry));
  }
  return {
    workDir,
    webRoot,
    /** Replaces an app's files with another build, old files gone, as a deploy does. */
    deploy(app, dist) {
      fs.rmSync(path.join(webRoot, app, 'dist'), { recursive: true, force: true });
      fs.cpSync(dist, path.join(webRoot, app, 'dist'), { recursive: true });
    },
    remove: () => fs.rmSync(workDir, { recursive: true, force: true }),
  };
}

/** New builds made once for the run: remote-betting and the host, each marking <html> when it runs. */
const builds = new Map();
function newBuild(root, appDir, file, marker) {
  if (!builds.has(appDir)) {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-pwa-build-'));
    const app = buildAppAside(root, workDir, appDir, (copy) =>
      appendToSource(copy, file, `document.documentElement.setAttribute('data-probe-build', '${marker}');`),
    );
    builds.set(appDir, path.join(app, 'dist'));
  }
  return builds.get(appDir);
}
const newBettingBuild = (root) => newBuild(root, 'remote-betting', 'src/pages/rules-page.tsx', 'remote-redeployed');
const newHostBuild = (root) => newBuild(root, 'host', 'src/bootstrap.tsx', 'host-redeployed');

/** Opens the app in `language` on a fresh profile, and waits until the service worker controls the page. */
async function openControlledApp(browser, baseUrl, language) {
  const context = await browser.newContext();
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/remotes.json`);
  await page.evaluate((lng) => window.localStorage.setItem('language', JSON.stringify(lng)), language);
  await page.goto(`${baseUrl}/#/`);
  await page.locator('[data-testid="page-home"]').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first load was not the worker's; from the next one on it answers the page's requests.
  await page.reload();
  await page.locator('[data-testid="page-home"]').waitFor();
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls the page');
  return { context, page };
}

/**
 * Moves the open app to `hash` the way a tapped link does. The change is made after the evaluation has answered: when
 * it makes the app reload (a redeployed remote), an evaluation still waiting for its answer would lose its document.
 */
const goInApp = (page, hash) => page.evaluate((to) => void setTimeout(() => (window.location.hash = to), 0), hash);

/** Counts the page's document loads from now on. */
function countLoads(page) {
  const loads = { count: 0 };
  page.on('load', () => (loads.count += 1));
  return loads;
}

/** The remote-betting files the current document loaded. */
const bettingFilesLoaded = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/remotes/betting/'))
      .map((pathname) => pathname.slice('/remotes/betting/'.length)),
  );

export function pwaTests({ root }) {
  test('installable: a manifest in the player’s language with its icons, and a service worker that answers the next load', async () => {
    const browser = await launchBrowserWithServiceWorkers();
    const server = await startAppServer(root, { logName: 'server-pwa.log' });
    try {
      const { context, page } = await openControlledApp(browser, server.baseUrl, 'es');
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.es.webmanifest');
      const manifest = await (await fetch(`${server.baseUrl}/manifest.es.webmanifest`)).json();
      assert.equal(manifest.name, 'Carreras');
      assert.equal(manifest.lang, 'es');
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.start_url, './#/');
      for (const icon of manifest.icons) {
        const response = await fetch(`${server.baseUrl}/${icon.src}`);
        assert.equal(response.headers.get('content-type'), 'image/png', icon.src);
        const png = Buffer.from(await response.arrayBuffer());
        assert.equal(png.subarray(0, 8).toString('hex'), PNG_SIGNATURE, `${icon.src} is a PNG`);
        assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, `${icon.src} has the size it declares`);
      }
      assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'), 'a maskable icon');
      const cdp = await context.newCDPSession(page);
      assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, [], 'Chromium can install it');
      assert.match(await page.evaluate(() => navigator.serviceWorker.controller.scriptURL), /\/sw\.js$/);

      // Another language: the manifest follows the stored one.
      await page.evaluate(() => window.localStorage.setItem('language', JSON.stringify('zh-Hant')));
      await page.reload();
      await page.locator('[data-testid="page-home"]').waitFor();
      assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.zh-Hant.webmanifest');
      assert.equal((await cdp.send('Page.getAppManifest')).url, `${server.baseUrl}/manifest.zh-Hant.webmanifest`);
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  test('offline: a reload shows the offline screen in the player’s language, the API was never cached, and the app returns when the network or the server does', async () => {
    const browser = await launchBrowserWithServiceWorkers();
    let server = await startAppServer(root, { logName: 'server-pwa.log' });
    try {
      const { context, page } = await openControlledApp(browser, server.baseUrl, 'fr');
      const cached = await page.evaluate(async () => {
        const urls = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      assert.ok(cached.some((url) => url.includes('/remotes/betting/')), 'the current remotes’ files are cached');
      assert.ok(cached.some((url) => /\/remotes\/betting\/[^/]+\.css$/.test(url)), 'their stylesheets too');
      assert.deepEqual(cached.filter((url) => new URL(url).pathname.startsWith('/api/')), [], 'no API answer is cached');

      await context.setOffline(true);
      await page.reload();
      const screen = page.locator('[data-testid="offline-screen"]');
      await expectText(screen.locator('h1'), 'Vous êtes hors ligne');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      assert.match(await page.title(), /^Vous êtes hors ligne · Courses$/);
      // Try again while still offline: the offline screen again; back online, the app returns by itself.
      // (Wait for the new document's load itself: the old one is loaded already, so waitForLoadState would not wait.)
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Réessayer' }).click()]);
      await expectText(screen.locator('h1'), 'Vous êtes hors ligne');
      await context.setOffline(false);
      await page.locator('[data-testid="page-home"]').waitFor();

      // Online, but the server out of reach (a restart, say): no 'online' event will come. The offline screen asks the
      // server now and then, and the app returns once it answers again.
      await server.stop();
      await page.reload();
      await expectText(screen.locator('h1'), 'Vous êtes hors ligne');
      assert.ok(await page.evaluate(() => navigator.onLine), 'the browser is online all along');
      server = await startAppServer(root, { logName: 'server-pwa.log', port: new URL(server.baseUrl).port });
      await page.locator('[data-testid="page-home"]').waitFor();
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  test('a remote redeployed under the open app: the next navigation runs the new build whole, after one reload', async () => {
    const newBetting = newBettingBuild(root);
    const web = deployment(root);
    const browser = await launchBrowserWithServiceWorkers();
    const server = await startAppServer(root, { env: { WEB_ROOT: web.webRoot }, logName: 'server-pwa.log' });
    try {
      const { page } = await openControlledApp(browser, server.baseUrl, 'en');
      await page.evaluate(() => (window.location.hash = '/pages/trend/index'));
      await page.locator('[data-testid="page-trend"]').waitFor();

      web.deploy('remote-betting', newBetting);
      const loads = countLoads(page);
      await goInApp(page, '/pages/rules/index');
      await page.locator('html[data-probe-build="remote-redeployed"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="page-rules"]').waitFor();
      assert.equal(loads.count, 1, 'one reload');
      const newFiles = new Set(fs.readdirSync(newBetting));
      const loaded = await bettingFilesLoaded(page);
      assert.ok(loaded.length > 0, 'the page loaded remote-betting files');
      assert.deepEqual(loaded.filter((file) => !newFiles.has(file)), [], 'every remote-betting file of the page is of the new build');
    } finally {
      await browser.close();
      await server.stop();
      web.remove();
    }
  });

  test('a stale chunk: a page of a redeployed remote whose old chunk is gone loads on the new build; a chunk missing from the same build offers the retry', async (page) => {
    const newBetting = newBettingBuild(root);
    const web = deployment(root);
    const server = await startAppServer(root, { env: { WEB_ROOT: web.webRoot }, logName: 'server-pwa.log' });
    try {
      // Without a service worker: every chunk comes from the server.
      await page.evaluate(() => window.localStorage.setItem('language', JSON.stringify('en')));
      await page.goto(`${server.baseUrl}/#/pages/trend/index`);
      await page.locator('[data-testid="page-trend"]').waitFor();

      // The same build, but the rules page's chunk gone: a failure to retry, no reload.
      const manifest = JSON.parse(fs.readFileSync(path.join(web.webRoot, 'remote-betting/dist/mf-manifest.json'), 'utf8'));
      const rulesChunk = manifest.exposes.find((expose) => expose.name === 'pages/rules-page').assets.js.sync.find((file) => file.includes('rules_page'));
      const chunkPath = path.join(web.webRoot, 'remote-betting/dist', rulesChunk);
      fs.renameSync(chunkPath, `${chunkPath}.away`);
      for (const extension of ['.br', '.gz']) if (fs.existsSync(chunkPath + extension)) fs.renameSync(chunkPath + extension, `${chunkPath}${extension}.away`);
      const loads = countLoads(page);
      await goInApp(page, '/pages/rules/index');
      await page.locator('[data-testid="remote-load-failed"]').waitFor({ timeout: 30_000 });
      assert.equal(loads.count, 0, 'no reload for a chunk missing from the build in use');

      // Now the remote is redeployed (its old chunks gone): the failed chunk is a stale one, the page moves to the new build.
      web.deploy('remote-betting', newBetting);
      await page.getByTestId('remote-load-failed').click();
      await page.locator('html[data-probe-build="remote-redeployed"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="page-rules"]').waitFor();
      assert.equal(loads.count, 1, 'one reload');
      const newFiles = new Set(fs.readdirSync(newBetting));
      assert.deepEqual((await bettingFilesLoaded(page)).filter((file) => !newFiles.has(file)), [], 'only new-build files');
    } finally {
      await server.stop();
      web.remove();
    }
  });

  test('the host redeployed under the open app: “A new version is available”, and Reload runs the new build', async () => {
    const newHost = newHostBuild(root);
    const web = deployment(root);
    const browser = await launchBrowserWithServiceWorkers();
    const server = await startAppServer(root, { env: { WEB_ROOT: web.webRoot }, logName: 'server-pwa.log' });
    try {
      const { page } = await openControlledApp(browser, server.baseUrl, 'en');
      web.deploy('host', newHost);
      // The app asks for a new worker at most every 10 s, when the player moves on.
      await page.waitForTimeout(10_500);
      await page.evaluate(() => (window.location.hash = '/pages/trend/index'));
      const banner = page.getByTestId('update-banner');
      await expectText(banner, 'A new version is available');
      assert.equal(await page.locator('html[data-probe-build]').count(), 0, 'the open page still runs the old build');
      await banner.getByRole('button', { name: 'Reload' }).click();
      await page.locator('html[data-probe-build="host-redeployed"]').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="page-trend"]').waitFor();
      assert.equal(await page.getByTestId('update-banner').count(), 0, 'no banner on the new build');
    } finally {
      await browser.close();
      await server.stop();
      web.remove();
    }
  });
}
