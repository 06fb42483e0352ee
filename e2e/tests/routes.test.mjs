// Every spec route renders its page from the right remote, and the shell's basics hold in the browser.
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { ALL_ROUTES, actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';

export function routeTests({ baseUrl }) {
  test('every route renders its page from the right remote', async (page) => {
    await useLanguage(page, 'en');
    await actAsLoggedIn(page, baseUrl);
    for (const [path, remote, testId] of ALL_ROUTES) {
      await openRoute(page, baseUrl, path);
      const pageElement = page.locator(`[data-remote="${remote}"] [data-testid="${testId}"]`);
      await pageElement.waitFor({ timeout: 15_000 }).catch(() => {
        throw new Error(`${path}: no ${testId} inside a ${remote} page`);
      });
    }
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
