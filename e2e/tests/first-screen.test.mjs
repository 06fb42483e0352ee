// The first screen: a static paint of home before any JavaScript, handed over to the real page; builds served pre-compressed.
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';

export function firstScreenTests({ baseUrl }) {
  test('home paints its hero from index.html in the stored language before any JavaScript runs', async (page) => {
    await useLanguage(page, 'en');
    await page.route('**/*.js', (route) => route.abort());
    await openRoute(page, baseUrl, '/');
    await expectText(page.locator('#first-paint .home-hero'), 'Ten racing numbers are ranked');
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

  test('scripts are served pre-compressed (brotli or gzip) when the browser accepts it', async () => {
    for (const [encoding, expected] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
      const response = await fetch(`${baseUrl}/main.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('content-encoding'), expected, `main.js for Accept-Encoding: ${encoding}`);
      const remote = await fetch(`${baseUrl}/remotes/betting/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(remote.headers.get('content-encoding'), expected, `remoteEntry.js for Accept-Encoding: ${encoding}`);
    }
  });
}
