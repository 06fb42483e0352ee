// A tiny sequential test runner: each test gets a fresh page and empty localStorage; a failure saves a screenshot and the page's console.
import fs from 'node:fs';
import path from 'node:path';

const tests = [];

export function test(name, fn) {
  tests.push({ name, fn });
}

/** `blankUrl`: a same-origin URL opened first to empty localStorage, so no test sees another's session. */
export async function runTests({ context, artifactsDir, only, blankUrl }) {
  const results = [];
  for (const { name, fn } of tests) {
    if (only && !name.includes(only)) continue;
    const page = await context.newPage();
    const consoleLines = [];
    page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
    const started = Date.now();
    try {
      await page.goto(blankUrl);
      await page.evaluate(() => window.localStorage.clear());
      await fn(page);
      results.push({ name, ok: true });
      console.log(`  ✓ ${name} (${Date.now() - started} ms)`);
    } catch (error) {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase().slice(0, 80);
      await page.screenshot({ path: path.join(artifactsDir, `${slug}.png`), fullPage: true }).catch(() => undefined);
      fs.writeFileSync(path.join(artifactsDir, `${slug}.console.txt`), consoleLines.join('\n'));
      results.push({ name, ok: false, error: String(error?.stack ?? error) });
      console.log(`  ✗ ${name}\n    ${String(error?.message ?? error).split('\n').join('\n    ')}\n    screenshot: e2e/artifacts/${slug}.png`);
    } finally {
      await page.close();
    }
  }
  return results;
}
