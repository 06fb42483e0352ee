// `npm test`: type-checks every package, lints them (rules and import boundaries), runs every jest project (server on
// SQLite, and PostgreSQL when TEST_DATABASE_URL is set; frontend units and components), then the browser tests against a fresh build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstalled, FRONTEND_PACKAGES, run } from './lib/workspace.mjs';

await ensureInstalled();

const failures = [];
let passed = 0;
let failed = 0;

async function step(name, command, args, options) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, options);
  if (code !== 0) failures.push(name);
  return code;
}

// 1. Types
const tsProjects = ['server', ...FRONTEND_PACKAGES, 'e2e'].filter((dir) => fs.existsSync(path.join(ROOT, dir, 'tsconfig.json')));
for (const dir of tsProjects) await step(`type-check ${dir}`, 'npx', ['tsc', '-p', dir, '--noEmit']);

// 2. Lint: typescript-eslint's rules and the import boundaries of ARCHITECTURE.md (eslint.config.mjs); any warning fails
await step('lint (eslint: rules and import boundaries)', 'npm', ['run', '--silent', 'lint']);

// 3. Unit, component and server integration tests
const jestReport = path.join(os.tmpdir(), `jest-report-${process.pid}.json`);
await step('jest (server, shared, host, remotes)', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
if (fs.existsSync(jestReport)) {
  const report = JSON.parse(fs.readFileSync(jestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numTotalTests === 0) failures.push('jest ran no test');
  fs.rmSync(jestReport);
}
if (!process.env.TEST_DATABASE_URL) console.log('\n(server tests ran on SQLite only; set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too)');

// 4. Browser tests (they build the app themselves)
const e2eEntry = path.join(ROOT, 'e2e', 'run-e2e.mjs');
if (fs.existsSync(e2eEntry) && !process.argv.includes('--no-e2e')) {
  const summaryFile = path.join(ROOT, 'e2e', 'artifacts', 'summary.json');
  fs.rmSync(summaryFile, { force: true });
  await step('browser tests (Playwright + Debian chromium)', process.execPath, [e2eEntry]);
  if (fs.existsSync(summaryFile)) {
    const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
    passed += summary.passed ?? 0;
    failed += summary.failed ?? 0;
  }
}

console.log('');
if (failures.length > 0) console.log(`✗ failed steps: ${failures.join('; ')}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
