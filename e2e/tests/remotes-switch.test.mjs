// Changing a remote's URL in remotes.json takes effect on reload, with no rebuild.
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert } from '../support/expect.mjs';
import { freePort } from '../support/free-port.mjs';
import { serveDirectory } from '../support/static-dir-server.mjs';
import { openRoute } from '../support/app-page.mjs';

export function remotesSwitchTests({ baseUrl, server, root }) {
  test("switching a remote's URL in remotes.json takes effect on reload", async (page) => {
    const original = server.readRemotes();
    const port = await freePort();
    const elsewhere = await serveDirectory(path.join(root, 'remote-betting/dist'), port);
    const entries = [];
    page.on('request', (request) => request.url().includes('remoteEntry') && entries.push(request.url()));
    try {
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await openRoute(page, baseUrl, '/');
      await page.locator('[data-remote="remote_betting"] [data-testid="page-home"]').waitFor();
      assert.ok(entries.some((url) => url.startsWith(`${baseUrl}/remotes/betting/`)), entries.join(', '));

      server.writeRemotes({ ...original, remote_betting: `http://127.0.0.1:${port}/mf-manifest.json` });
      entries.length = 0;
      await page.reload();
      await page.locator('[data-remote="remote_betting"] [data-testid="page-home"]').waitFor();
      assert.ok(entries.some((url) => url.startsWith(`http://127.0.0.1:${port}/`)), entries.join(', '));
      assert.ok(!entries.some((url) => url.startsWith(`${baseUrl}/remotes/betting/`)), entries.join(', '));
      // Its stylesheet comes from there too, and the page's policy lets it apply (remotes.json names its origin).
      const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? '').filter(Boolean));
      assert.ok(sheets.some((href) => href.startsWith(`http://127.0.0.1:${port}/`) && href.endsWith('.css')), sheets.join(', '));
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
      assert.equal(await page.locator('.swiper__slide .home-hero').first().evaluate((slide) => getComputedStyle(slide).minHeight), '120px');
    } finally {
      server.writeRemotes(original);
      await elsewhere.close();
    }
  });
}
