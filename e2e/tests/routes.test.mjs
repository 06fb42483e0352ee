// Every spec route renders its page from the right remote, and the shell's basics hold in the browser.
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, declaredRoutes, openRoute, useLanguage } from '../support/app-page.mjs';

/**
 * Routes whose page is still the frame that says it is being built, each with the issue that builds it. A frame anywhere
 * else fails the test, and so does a page listed here that is no longer a frame: the list only shrinks.
 */
const STILL_FRAMES = {};

export function routeTests({ baseUrl }) {
  test('every declared route renders a real page from the remote that declares it, with every text it names', async (page) => {
    await useLanguage(page, 'en');
    // i18n-setup.ts records each text a page asked for and the loaded parts of the language did not have.
    await page.addInitScript(() => (window.__racingMissingTexts__ = []));
    await actAsLoggedIn(page, baseUrl);
    const routes = await declaredRoutes(baseUrl);
    assert.ok(routes.length >= 14, `only ${routes.length} routes declared`);
    const problems = [];
    for (const route of routes) {
      await openRoute(page, baseUrl, route.path);
      if (route.pathPrefix) {
        // The operator console: a player (no operator session) opening any of its pages is shown the operator sign-in.
        const signIn = page.locator(`[data-remote="${route.remote}"] [data-testid="console-username"]`);
        if (!(await signIn.waitFor({ timeout: 15_000 }).then(() => true, () => false))) problems.push(`${route.path}: no operator sign-in of ${route.remote} on screen`);
        continue;
      }
      const pageRoot = page.locator(`[data-remote="${route.remote}"] [data-testid^="page-"]`).first();
      const shown = await pageRoot.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) {
        problems.push(`${route.path}: no page of ${route.remote} on screen`);
        continue;
      }
      const isFrame = (await pageRoot.locator('[data-placeholder]').count()) > 0;
      if (isFrame && !STILL_FRAMES[route.path]) problems.push(`${route.path}: shows the "being built" frame, not a page`);
      if (!isFrame && STILL_FRAMES[route.path]) problems.push(`${route.path}: is a real page now; take it off STILL_FRAMES`);
      // A page may mount empty and fill in from its first request (the notices list): give it a moment to show something.
      const hasText = async () => {
        for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(100)) if ((await pageRoot.innerText()).trim() !== '') return true;
        return false;
      };
      if (!isFrame && !(await hasText())) problems.push(`${route.path}: renders nothing`);
      // The agent inbox is for operators: a player without an operator session is sent to the console's sign-in.
      if (route.path === '/pages/cs/inbox' && (await pageRoot.getByTestId('inbox-signed-out').count()) === 0) problems.push(`${route.path}: no operator sign-in link for a player`);
      const missing = await page.evaluate(() => window.__racingMissingTexts__.splice(0));
      if (missing.length > 0) problems.push(`${route.path}: texts missing when asked for: ${[...new Set(missing)].join(', ')}`);
    }
    assert.deepEqual(problems, []);
  });

  test('history: a finger pulling the results list down from its top reloads it, and the page does not scroll', async (page) => {
    await useLanguage(page, 'en');
    await openRoute(page, baseUrl, '/pages/history/index');
    const list = page.locator('[data-testid="pull-to-refresh"]').first();
    await list.waitFor();
    // The rows, or the empty list of a server that has drawn nothing yet: either way the skeleton is gone.
    await list.locator('[data-testid="list-skeleton"]').waitFor({ state: 'detached' });
    const reloads = [];
    page.on('request', (request) => {
      if (request.url().includes('/app/lottery/result/getList')) reloads.push(request.url());
    });
    const box = await list.boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + 30;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let dy = 20; dy <= 260; dy += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + dy }] });
    assert.equal(await list.getAttribute('data-status'), 'canRelease');
    await expectText(list, 'Release to refresh');
    assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the page held still');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectText(list, 'Updated');
    assert.equal(reloads.length, 1, `results requested again once: ${reloads}`);
    for (const deadline = Date.now() + 5_000; Date.now() < deadline && (await list.getAttribute('data-status')) !== 'idle'; ) await page.waitForTimeout(100);
    assert.equal(await list.getAttribute('data-status'), 'idle');
  });

  test('a guest opening the bill is sent to login', async (page) => {
    await useLanguage(page, 'en');
    await openRoute(page, baseUrl, '/pages/user/bill');
    await page.locator('[data-testid="page-login"]').waitFor();
    assert.match(page.url(), /#\/pages\/user\/login$/);
  });

  test('back on a page alone in the history goes home', async (page) => {
    await useLanguage(page, 'en');
    await openRoute(page, baseUrl, '/pages/trend/index');
    await page.locator('[data-testid="page-trend"]').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.locator('[data-testid="page-home"]').waitFor();
    assert.match(page.url(), /#\/$/);
  });

  test('the content column is centred with a maximum width on a wide window', async (page) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openRoute(page, baseUrl, '/pages/user/about');
    const box = await page.locator('.page-layout').boundingBox();
    assert.ok(box.width <= 750, `width ${box.width}`);
    assert.ok(Math.abs(box.x - (1400 - box.width) / 2) <= 1, `left ${box.x}`);
  });

  test('the shell speaks the stored language (zh-Hans by default)', async (page) => {
    await openRoute(page, baseUrl, '/pages/user/set');
    await expectText(page.locator('[data-testid="page-login"]'), '登录');
  });
}
