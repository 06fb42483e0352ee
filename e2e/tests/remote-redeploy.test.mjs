// A feature team adds a page to its remote and deploys only that remote: the page is served, the host build untouched.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';
import { buildAppAside } from '../support/build-aside.mjs';

const REMOTE_DIR = 'remote-chat';
const NEW_PATH = '/pages/chat/redeploy-probe';

const PROBE_PAGE = `/** A page added by the redeploy test. */
export default function RedeployProbePage() {
  return <section data-testid="page-redeploy-probe">Added without a host rebuild</section>;
}
`;

/** The remote with the page added, built aside like a team's own checkout. */
function buildRemoteWithProbe(root, workDir) {
  return buildAppAside(root, workDir, REMOTE_DIR, (remote) => {
    fs.writeFileSync(path.join(remote, 'src/pages/redeploy-probe-page.tsx'), PROBE_PAGE);
    const routesFile = path.join(remote, 'src/routes.ts');
    const declaration = `  { path: '${NEW_PATH}', page: 'redeploy-probe-page', titleKey: 'titles.chat' },\n] as const satisfies RemoteRoutes;`;
    const routes = fs.readFileSync(routesFile, 'utf8').replace('] as const satisfies RemoteRoutes;', declaration);
    assert.ok(routes.includes(NEW_PATH), 'the route was added to the declaration');
    fs.writeFileSync(routesFile, routes);
  });
}

/** The web root a deployment serves: every app from the repository's builds, but this remote from its new build. */
function webRootWith(root, workDir, remote) {
  const webRoot = path.join(workDir, 'web');
  fs.mkdirSync(webRoot);
  for (const entry of fs.readdirSync(root)) {
    if (entry === 'host' || (entry.startsWith('remote-') && entry !== REMOTE_DIR)) fs.symlinkSync(path.join(root, entry), path.join(webRoot, entry));
  }
  fs.symlinkSync(remote, path.join(webRoot, REMOTE_DIR));
  return webRoot;
}

const digest = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

export function remoteRedeployTests({ root }) {
  test('a route added to one remote and only that remote rebuilt is served by the unchanged host build', async (page) => {
    const hostFiles = ['host/dist/index.html', 'host/dist/main.js'].map((file) => path.join(root, file));
    const hostBefore = hostFiles.map(digest);
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-redeploy-'));
    let server;
    try {
      const remote = buildRemoteWithProbe(root, workDir);
      const manifest = JSON.parse(fs.readFileSync(path.join(remote, 'dist/mf-manifest.json'), 'utf8'));
      assert.ok(manifest.routes.some((route) => route.path === NEW_PATH), 'the new build declares the route');

      server = await startAppServer(root, { env: { WEB_ROOT: webRootWith(root, workDir, remote) }, logName: 'server-redeploy.log' });
      await useLanguage(page, 'en');
      await openRoute(page, server.baseUrl, NEW_PATH);
      await expectText(page.locator('[data-remote="remote_chat"] [data-testid="page-redeploy-probe"]'), 'Added without a host rebuild');
      await expectText(page.locator('[data-testid="nav-bar"]'), 'Customer service chat');
      // The remote's existing pages and the other remotes are still there.
      await page.evaluate(() => (window.location.hash = '/pages/trend/index'));
      await page.locator('[data-remote="remote_betting"] [data-testid="page-trend"]').waitFor();
      assert.deepEqual(hostFiles.map(digest), hostBefore, 'the host build did not change');
    } finally {
      await server?.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
}
