// A tiny test runner: each test gets a fresh page and empty localStorage; a failure saves a screenshot and the page's console.
// Tests are registered in order; `runTest` runs one by name, so a pool of workers (run-e2e.mjs) can share the list.
import fs from 'node:fs';
import path from 'node:path';

const tests = [];

export function test(name, fn) {
  if (tests.some((other) => other.name === name)) throw new Error(`two browser tests are named "${name}"`);
  tests.push({ name, fn });
}

/** The registered tests' names, in registration order. */
export function testNames() {
  return tests.map((t) => t.name);
}

/** `blankUrl`: a same-origin URL opened first to empty localStorage, so no test sees another's session. */
export async function runTest(name, { context, artifactsDir, blankUrl }) {
  const { fn } = tests.find((t) => t.name === name);
  const page = await context.newPage();
  const consoleLines = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  const started = Date.now();
  try {
    await page.goto(blankUrl);
    await page.evaluate(() => window.localStorage.clear());
    await fn(page);
    return { name, ok: true, ms: Date.now() - started, line: `  ✓ ${name} (${Date.now() - started} ms)` };
  } catch (error) {
    const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase().slice(0, 80);
    await page.screenshot({ path: path.join(artifactsDir, `${slug}.png`), fullPage: true }).catch(() => undefined);
    fs.writeFileSync(path.join(artifactsDir, `${slug}.console.txt`), consoleLines.join('\n'));
    return {
      name,
      ok: false,
      ms: Date.now() - started,
      error: String(error?.stack ?? error),
      line: `  ✗ ${name}\n    ${String(error?.message ?? error).split('\n').join('\n    ')}\n    screenshot: e2e/artifacts/${slug}.png`,
    };
  } finally {
    await page.close();
  }
}
