// A dead remote shows the retry message on its routes only; a tap loads it once it is back.
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { expectText } from '../support/expect.mjs';
import { freePort } from '../support/free-port.mjs';
import { serveDirectory } from '../support/static-dir-server.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';

const RETRY_TEXT = 'The connection timed out, click the screen to try again.';

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

  test('a remote left out of remotes.json shows the missing-module message in the user language', async (page) => {
    const original = server.readRemotes();
    const { remote_chat: _left, ...withoutChat } = original;
    server.writeRemotes(withoutChat);
    try {
      await useLanguage(page, 'es');
      await page.addInitScript(() => {
        const later = String(Date.now() + 3_600_000);
        window.localStorage.setItem('token', '"e2e"');
        window.localStorage.setItem('token_deadtime', later);
      });
      await page.route('**/api/app/user/info/person', (route) =>
        route.fulfill({ json: { code: 1000, message: 'success', data: { id: 1, currentBalance: 0 } } }),
      );
      await openRoute(page, baseUrl, '/uni_modules/cool-cs/pages/chat');
      await expectText(page.locator('[data-testid="module-missing"]'), 'El módulo Mensajes no existe.');
    } finally {
      server.writeRemotes(original);
    }
  });
}
