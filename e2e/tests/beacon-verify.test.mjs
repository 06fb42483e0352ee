// A draw with a drand beacon, verified in the browser (issue 20): the server draws every 10 s with the local fake beacon
// (quicknet's scheme, a test key); the history's verify screen shows the period's round and "Signature valid"; a
// randomness edited in the database afterwards makes the same screen fail.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { test } from '../support/test-runner.mjs';
import { assert, expectText, waitUntil } from '../support/expect.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';

const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '10', DRAW_CLOSE_SECONDS: '2' };

/** The fake relay in a process of its own (server/test/fixtures/fake-drand-server.ts): its URL, chain hash and key. */
async function startFakeBeacon(root) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/fake-drand-server.ts'], { cwd: path.join(root, 'server'), stdio: ['ignore', 'pipe', 'inherit'] });
  const info = await new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n').find((l) => l.startsWith('@beacon '));
      if (line) resolve(JSON.parse(line.slice(8)));
    });
    child.once('exit', (code) => reject(new Error(`fake beacon exited with ${code}`)));
  });
  return { ...info, stop: () => child.kill('SIGTERM') };
}

export function beaconVerifyTests({ root }) {
  test('beacon: a draw mixes in its drand round, verify shows the round and "Signature valid", and a tampered randomness fails', async (page) => {
    const beacon = await startFakeBeacon(root);
    const server = await startAppServer(root, {
      env: { ...SCHEDULE, DRAW_BEACON: 'drand', DRAND_RELAYS: beacon.url, DRAND_CHAIN_HASH: beacon.chainHash, DRAND_PUBLIC_KEY: beacon.publicKey, DRAW_BEACON_TIMEOUT_MS: '1000' },
      logName: 'server-beacon.log',
    });
    try {
      const site = server.baseUrl;
      const result = await waitUntil(
        'a draw with its beacon round',
        async () => {
          const { data } = await (await fetch(`${site}/api/app/lottery/result/getList?size=1`)).json();
          return data.list[0]?.beacon ? data.list[0] : null;
        },
        40_000,
      );
      const { issue } = result;
      const commitments = (await (await fetch(`${site}/api/app/lottery/result/commitments`)).json()).data.list;
      assert.equal(commitments.find((c) => c.chainId === result.chainId).beacon.publicKey, beacon.publicKey);

      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');
      const verify = async () => {
        await openRoute(page, site, `/pages/history/index?issue=${issue}`);
        await page.getByTestId(`result-${issue}`).getByTestId('verify-button').click();
      };
      await verify();
      await expectText(page.getByTestId('verify-verdict'), 'Verified ✓', 30_000);
      await expectText(page.getByTestId('verify-beacon-round'), `Round ${result.beacon.round} of the drand chain`);
      await expectText(page.getByTestId('verify-signature'), 'Signature valid ✓');
      await expectText(page.getByTestId('verify-randomness'), 'It matches the published randomness.');
      await page.getByTestId('verify-close').click();

      // The stored randomness edited afterwards (as an insider would need to): the same screen now fails.
      const Database = createRequire(path.join(root, 'server', 'package.json'))('better-sqlite3');
      const db = new Database(path.join(server.dataDir, 'app.sqlite'));
      db.prepare('update draw_period set beacon_randomness = ? where issue = ?').run('ab'.repeat(32), issue);
      db.close();
      await verify();
      await expectText(page.getByTestId('verify-verdict'), 'Verification failed ✗', 30_000);
      await expectText(page.getByTestId('verify-randomness'), 'It differs from the published randomness.');
      await expectText(page.getByTestId('verify-signature'), 'Signature valid ✓');
    } finally {
      await server.stop();
      beacon.stop();
    }
  });
}
