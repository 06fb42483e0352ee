// The first screen: a static paint of home before any JavaScript, handed over to the real page; the opened route's remote
// files fetched by index.html's boot script ahead of main.js, once each; builds served pre-compressed.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';

export function firstScreenTests({ baseUrl }) {
  test('home paints its hero from index.html in the stored language before any JavaScript runs', async (page) => {
    await useLanguage(page, 'en');
    await page.route('**/*.js', (route) => route.abort());
    await openRoute(page, baseUrl, '/');
    await expectText(page.locator('#first-paint .home-hero'), 'the ten racing numbers are ranked');
    assert.equal(await page.locator('#first-paint .fp-tabs').innerText(), 'Home\nMine');
  });

  test('the static first paint gives way to the real home page, and other routes never show it', async (page) => {
    await useLanguage(page, 'en');
    await openRoute(page, baseUrl, '/');
    await page.locator('[data-remote="remote_betting"] [data-testid="page-home"]').waitFor();
    await page.locator('#first-paint').waitFor({ state: 'detached' });
    await expectText(page.locator('[data-testid="home-hero"]'), 'Racing');
    await page.goto('about:blank');
    await openRoute(page, baseUrl, '/pages/user/about');
    assert.equal(await page.locator('#first-paint').count(), 0);
  });

  test("index.html's boot script fetches the opened route's remote files (scripts and stylesheet) ahead of main.js, and nothing is fetched twice", async (page) => {
    await useLanguage(page, 'en');
    const requests = await recordRequests(page);
    await openRoute(page, baseUrl, '/pages/trend/index');
    await page.locator('[data-remote="remote_betting"] [data-testid="page-trend"]').waitFor();
    const fetched = (match) => requests.filter((r) => match.test(r.path));
    // The remote's manifest, entry, page script and stylesheet, and the shown language's core texts. (What the page
    // imports later, socket.io for the live draw, comes through the federation runtime when it is needed.)
    const coreTexts = new RegExp(`^/${localeChunk('en').replace(/\./g, '\\.')}$`);
    for (const file of [/^\/remotes\/betting\/mf-manifest\.json$/, /^\/remotes\/betting\/remoteEntry\.js$/, /^\/remotes\/betting\/__federation_expose_pages__trend_page\.[0-9a-f]{8}\.js$/, /^\/remotes\/betting\/__federation_expose_pages__trend_page\.[0-9a-f]{8}\.css$/, coreTexts]) {
      const hits = fetched(file);
      assert.ok(hits.length >= 1, `${file} was not fetched: ${JSON.stringify(requests)}`);
      assert.ok(hits.every((hit) => hit.from === '/'), `${file} should come from index.html's boot script: ${JSON.stringify(hits)}`);
    }
    // The host's start-up scripts, which everything waits on, go first (a deferred script would otherwise be low).
    const startScripts = fetched(/^\/(main|start-[\w-]+\.[0-9a-f]{8})\.js$/);
    assert.ok(startScripts.length >= 2, JSON.stringify(requests));
    assert.ok(startScripts.every((hit) => hit.priority === 'High' || hit.priority === 'VeryHigh'), JSON.stringify(startScripts));
    // remotes.json comes inside the page (the server writes it there): no request of its own.
    assert.equal(fetched(/^\/remotes\.json$/).length, 0, `remotes.json was fetched: ${JSON.stringify(requests)}`);
    for (const once of [/mf-manifest\.json$/, /remoteEntry\.js$/]) {
      assert.equal(fetched(once).length, 1, `${once} fetched ${fetched(once).length} times: ${JSON.stringify(requests)}`);
    }
    // A stylesheet webpack's runtime links when the page loads is the preloaded one, not a second download.
    const stylesheetPaths = fetched(/\.css$/).map((hit) => hit.path);
    assert.equal(new Set(stylesheetPaths).size, stylesheetPaths.length, stylesheetPaths.join(', '));
    assert.equal(fetched(/^\/remotes\/(auth|profile|chat)\//).length, 0, 'only the opened route\'s remote');
    // ...and applied: the trend table's own rules (from that stylesheet) are in force.
    const stylesheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '').filter((href) => href.endsWith('.css')));
    assert.ok(stylesheets.some((href) => /__federation_expose_pages__trend_page\.[0-9a-f]{8}\.css$/.test(href)), stylesheets.join(', '));
  });

  test("the opened page's own files are fetched at once, without waiting for its remote's manifest", async (page) => {
    await useLanguage(page, 'en');
    const events = [];
    page.on('request', (request) => events.push(`request ${new URL(request.url()).pathname}`));
    page.on('response', (response) => events.push(`response ${new URL(response.url()).pathname}`));
    // The manifest held back 1.5 s: the page's files must not wait for it.
    await page.route('**/remotes/betting/mf-manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openRoute(page, baseUrl, '/pages/trend/index');
    await page.locator('[data-remote="remote_betting"] [data-testid="page-trend"]').waitFor();
    const at = (event) => events.findIndex((seen) => seen === event || (event instanceof RegExp && event.test(seen)));
    const manifestArrived = at('response /remotes/betting/mf-manifest.json');
    assert.ok(manifestArrived >= 0, events.join('\n'));
    for (const file of [/^request \/remotes\/betting\/remoteEntry\.js$/, /^request \/remotes\/betting\/__federation_expose_pages__trend_page\.[0-9a-f]{8}\.js$/, /^request \/remotes\/betting\/__federation_expose_pages__trend_page\.[0-9a-f]{8}\.css$/]) {
      const requested = at(file);
      assert.ok(requested >= 0 && requested < manifestArrived, `${file} should be requested before the manifest arrived:\n${events.join('\n')}`);
    }
  });

  test("home's first reads (the board's items, the current draw) go out from index.html's boot script with the page, in the stored language, and the page takes them over instead of asking again", async (page) => {
    await useLanguage(page, 'es');
    const requests = await recordRequests(page);
    await openRoute(page, baseUrl, '/');
    await page.locator('[data-testid="play-item-grid"]').waitFor();
    await page.locator('[data-testid="countdown"]').waitFor();
    // Spanish items on the board: the early answer was read in the stored language.
    await expectText(page.locator('[data-testid="rank-tabs"]'), 'Campeón');
    const reads = (url) => requests.filter((request) => request.path === url);
    const items = reads('/api/app/bet/rank/playItems');
    assert.equal(items.length, 1, `the play items were read ${items.length} times: ${JSON.stringify(requests)}`);
    const [current] = reads('/api/app/lottery/result/current');
    for (const read of [items[0], current]) {
      assert.ok(read, JSON.stringify(requests));
      assert.equal(read.from, '/', `${read.path} should come from index.html's boot script: ${JSON.stringify(read)}`);
      assert.equal(read.headers.language, 'es');
      assert.equal(read.headers.Authorization ?? read.headers.authorization, undefined, 'an early read is sent without a token');
    }
    // Sent before main.js had run: the host's entry is requested after the page, the reads beside it.
    const mainAt = requests.findIndex((request) => request.path === '/main.js');
    assert.ok(requests.indexOf(items[0]) < mainAt + 10 && requests.indexOf(current) < mainAt + 10, JSON.stringify(requests.map((request) => request.path)));
  });

  test('trend and history read their first results early too, each with its own query, and history asks for them once', async (page) => {
    await useLanguage(page, 'en');
    for (const [route, testId, query] of [
      ['/pages/history/index', 'page-history', 'size=20'],
      ['/pages/trend/index', 'page-trend', 'page=1&size=30'],
    ]) {
      const requests = await recordRequests(page);
      await openRoute(page, baseUrl, route);
      await page.locator(`[data-testid="${testId}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      const results = requests.filter((request) => request.path === '/api/app/lottery/result/getList');
      assert.ok(results.length >= 1, JSON.stringify(requests));
      assert.equal(results[0].from, '/', `${route}: the first results should come from index.html's boot script: ${JSON.stringify(results)}`);
      assert.equal(results[0].query, query);
      if (route === '/pages/history/index') assert.equal(results.length, 1, `history read its results ${results.length} times`);
      await page.goto('about:blank');
    }
  });

  test('the first screen fetches the core texts of the shown language only; Mine brings its own part, and the English fallback comes when the player switches to English', async (page) => {
    await useLanguage(page, 'zh-Hans');
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openRoute(page, baseUrl, '/pages/trend/index');
    await page.locator('[data-remote="remote_betting"] [data-testid="page-trend"]').waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    const chinese = `/${localeChunk('zh-Hans')}`;
    const chineseMine = `/${localeChunk('zh-Hans', 'mine')}`;
    const english = `/${localeChunk('en')}`;
    const englishMine = `/${localeChunk('en', 'mine')}`;
    assert.notEqual(chinese, chineseMine, 'Mine has a part of its own');
    assert.ok(requests.includes(chinese), `the Chinese texts (${chinese}) were not fetched: ${JSON.stringify(requests)}`);
    assert.ok(!requests.includes(chineseMine), `Mine's Chinese texts (${chineseMine}) were fetched for trend`);
    assert.ok(!requests.includes(english), `the English texts (${english}) were fetched for a Chinese first screen`);
    // Mine fetches its part with its page, and shows its texts.
    await page.evaluate(() => (window.location.hash = '/pages/index/my'));
    await expectText(page.locator('.mine-nav__title'), '我的');
    assert.ok(requests.includes(chineseMine), "Mine's Chinese texts were fetched with Mine");
    const mine = await page.locator('[data-testid="page-my"]').innerText();
    assert.ok(!/\bmine\.\w/.test(mine), `Mine shows a key, not its text: ${mine}`);
    // Switching to English (Mine's language row) fetches them, and the page speaks English.
    await page.getByTestId('mine-language').click();
    await page.getByTestId('language-en').click();
    await expectText(page.locator('.mine-nav__title'), 'Mine');
    assert.ok(requests.includes(english) && requests.includes(englishMine), 'the English texts were fetched on the switch');
  });

  test("opened directly, Mine's texts come from index.html's boot script beside the core, ahead of main.js, once each", async (page) => {
    await useLanguage(page, 'fr');
    const requests = await recordRequests(page);
    await openRoute(page, baseUrl, '/pages/index/my');
    await expectText(page.locator('.mine-nav__title'), 'Moi');
    for (const chunk of [localeChunk('fr'), localeChunk('fr', 'mine')]) {
      const hits = requests.filter((request) => request.path === `/${chunk}`);
      assert.equal(hits.length, 1, `${chunk} fetched ${hits.length} times: ${JSON.stringify(requests)}`);
      assert.equal(hits[0].from, '/', `${chunk} should come from index.html's boot script: ${JSON.stringify(hits)}`);
    }
    const mine = await page.locator('[data-testid="page-my"]').innerText();
    assert.ok(!/\bmine\.\w/.test(mine), `Mine shows a key, not its text: ${mine}`);
  });

  test('scripts are served pre-compressed (brotli or gzip) when the browser accepts it', async () => {
    for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const response = await fetch(`${baseUrl}/main.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('content-encoding'), expected, `main.js for Accept-Encoding: ${encoding}`);
      const remote = await fetch(`${baseUrl}/remotes/betting/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(remote.headers.get('content-encoding'), expected, `remoteEntry.js for Accept-Encoding: ${encoding}`);
    }
  });

  test("the host page's Content-Security-Policy is in force, and nothing the app does breaks it", async (page) => {
    await useLanguage(page, 'en');
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${baseUrl}/#/`);
    assert.match(response.headers()['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
    await page.locator('[data-testid="page-home"]').waitFor();
    await page.locator('.live-dot--live').waitFor({ timeout: 30_000 });
    for (const [path, testId] of [['/pages/trend/index', 'page-trend'], ['/pages/history/index', 'page-history'], ['/pages/user/about', 'page-about'], ['/pages/user/login', 'page-login']]) {
      await page.evaluate((hash) => (window.location.hash = hash), path);
      await page.locator(`[data-testid="${testId}"]`).waitFor();
    }
    assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    // And it bites: an injected inline script is refused.
    const ran = await page.evaluate(() => {
      window.__injected = false;
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return window.__injected;
    });
    assert.equal(ran, false);
  });
}

/** Every request the page makes from now on: its path, the script that made it (or the initiator's kind), its priority, its headers. */
async function recordRequests(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const frames = initiator.stack?.callFrames ?? [];
    const url = new URL(request.url);
    requests.push({ path: url.pathname, query: url.search.slice(1), from: frames.length ? new URL(frames[0].url).pathname : initiator.type, priority: request.initialPriority, headers: request.headers });
  });
  return requests;
}

/** The host chunk holding `language`'s texts of `section` (a text of it as marker): its core part, or a remote's part
 * (shared/src/i18n/locale-parts.ts). */
function localeChunk(language, section = 'home') {
  const dist = path.resolve(import.meta.dirname, '../../host/dist');
  // The first text of the section with its key (`"intro":"…"`), as the minified JSON in the chunk writes it.
  const firstPair = (node) => Object.entries(node).map(([key, value]) => (typeof value === 'string' ? `${JSON.stringify(key)}:${JSON.stringify(value)}` : firstPair(value))).find(Boolean);
  const texts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../shared/src/i18n/locales/${language}.json`), 'utf8'));
  const marker = firstPair(texts[section]);
  const files = fs.readdirSync(dist).filter((file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file) && fs.readFileSync(path.join(dist, file), 'utf8').includes(marker));
  if (files.length !== 1) throw new Error(`${language}'s texts of ${section} are in ${files.length} chunks: ${files.join(', ')}`);
  return files[0];
}
