// A dead remote shows the retry message on its routes only; a tap loads it once it is back.
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { freePort } from '../support/free-port.mjs';
import { serveDirectory } from '../support/static-dir-server.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';

const RETRY_TEXT = 'The connection timed out. Tap the screen to try again.';

export function remoteFailureTests({ baseUrl, server, root }) {
  test('a dead remote shows the retry message, other remotes work, and a tap loads it once it is back', async (page) => {
    const original = server.readRemotes();
    const deadPort = await freePort();
    server.writeRemotes({ ...original, remote_profile: `http://127.0.0.1:${deadPort}/mf-manifest.json` });
    let revived;
    try {
      await useLanguage(page, 'en');
      await openRoute(page, baseUrl, '/pages/user/about');
      await expectText(page.locator('[data-testid="remote-load-failed"]'), RETRY_TEXT, 20_000);

      await page.evaluate(() => (window.location.hash = '/pages/trend/index'));
      await page.locator('[data-remote="remote_betting"] [data-testid="page-trend"]').waitFor();
      await page.evaluate(() => (window.location.hash = '/pages/user/register'));
      await page.locator('[data-remote="remote_auth"] [data-testid="page-register"]').waitFor();

      await page.evaluate(() => (window.location.hash = '/pages/index/my'));
      await expectText(page.locator('[data-testid="remote-load-failed"]'), RETRY_TEXT, 20_000);
      revived = await serveDirectory(path.join(root, 'remote-profile/dist'), deadPort);
      await page.locator('[data-testid="remote-load-failed"]').click();
      await page.locator('[data-remote="remote_profile"] [data-testid="page-my"]').waitFor({ timeout: 15_000 });
      await page.evaluate(() => (window.location.hash = '/pages/user/about'));
      await page.locator('[data-remote="remote_profile"] [data-testid="page-about"]').waitFor({ timeout: 15_000 });
    } finally {
      server.writeRemotes(original);
      await revived?.close();
    }
  });

  test('a remote left out of remotes.json serves nothing, and every other remote keeps working for a logged-in player', async (page) => {
    const original = server.readRemotes();
    const { remote_chat: _left, ...withoutChat } = original;
    server.writeRemotes(withoutChat);
    try {
      await useLanguage(page, 'es');
      await actAsLoggedIn(page, baseUrl);
      await openRoute(page, baseUrl, '/uni_modules/cool-cs/pages/chat');
      await expectText(page.locator('[data-testid="not-found"]'), 'Esta página no existe.');
      await page.evaluate(() => (window.location.hash = '/pages/user/bill'));
      await page.locator('[data-remote="remote_profile"] [data-testid="page-bill"]').waitFor();
      assert.ok(!page.url().includes('/pages/user/login'), 'the real login holds');
      const chatFetched = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/chat/')));
      assert.equal(chatFetched, false, 'nothing of the left-out remote is fetched');
    } finally {
      server.writeRemotes(original);
    }
  });
}
