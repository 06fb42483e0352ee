// Browser tests: builds what is stale, starts the real server on a free port with a fresh data dir, drives Debian's Chromium.
// Usage: node e2e/run-e2e.mjs [--no-build] [--only <text>]. Writes e2e/artifacts/summary.json; exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './support/browser.mjs';
import { startAppServer } from './support/app-server.mjs';
import { runTests } from './support/test-runner.mjs';
import { routeTests } from './tests/routes.test.mjs';
import { realDataTests } from './tests/real-data.test.mjs';
import { remoteFailureTests } from './tests/remote-failure.test.mjs';
import { remotesSwitchTests } from './tests/remotes-switch.test.mjs';
import { singletonTests } from './tests/singletons.test.mjs';
import { firstScreenTests } from './tests/first-screen.test.mjs';
import { accountJourneyTests } from './tests/account-journey.test.mjs';
import { bettingJourneyTests } from './tests/betting-journey.test.mjs';
import { boardFeedbackTests } from './tests/board-feedback.test.mjs';
import { remoteRedeployTests } from './tests/remote-redeploy.test.mjs';
import { profileJourneyTests } from './tests/profile-journey.test.mjs';
import { paymentsJourneyTests } from './tests/payments-journey.test.mjs';
import { consoleJourneyTests } from './tests/console-journey.test.mjs';
import { chatJourneyTests } from './tests/chat-journey.test.mjs';
import { planHallJourneyTests } from './tests/plan-hall-journey.test.mjs';
import { accessibilityTests } from './tests/accessibility.test.mjs';
import { roadsJourneyTests } from './tests/roads-journey.test.mjs';
import { beaconVerifyTests } from './tests/beacon-verify.test.mjs';
import { noticesJourneyTests } from './tests/notices-journey.test.mjs';
import { pwaTests } from './tests/pwa.test.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifactsDir = path.join(root, 'e2e/artifacts');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

fs.rmSync(artifactsDir, { recursive: true, force: true });
fs.mkdirSync(artifactsDir, { recursive: true });

if (!args.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build-all.mjs', '--stale'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The browser first: when it is missing, no server is left running behind the error.
const browser = await launchBrowser();
const server = await startAppServer(root);
let results;
try {
  const setup = { baseUrl: server.baseUrl, server, root };
  routeTests(setup);
  realDataTests(setup);
  remoteFailureTests(setup);
  remotesSwitchTests(setup);
  singletonTests(setup);
  firstScreenTests(setup);
  accountJourneyTests(setup);
  bettingJourneyTests(setup);
  boardFeedbackTests(setup);
  profileJourneyTests(setup);
  paymentsJourneyTests(setup);
  consoleJourneyTests(setup);
  chatJourneyTests(setup);
  planHallJourneyTests(setup);
  roadsJourneyTests(setup);
  beaconVerifyTests(setup);
  noticesJourneyTests(setup);
  accessibilityTests(setup);
  remoteRedeployTests(setup);
  pwaTests(setup);
  console.log(`\nbrowser tests against ${server.baseUrl}`);
  results = await runTests({ context: browser.context, artifactsDir, only, blankUrl: `${server.baseUrl}/remotes.json` });
} finally {
  await browser.close();
  await server.stop();
}

const failed = results.filter((result) => !result.ok);
fs.writeFileSync(
  path.join(artifactsDir, 'summary.json'),
  JSON.stringify({ passed: results.length - failed.length, failed: failed.length, failures: failed }, null, 2),
);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
