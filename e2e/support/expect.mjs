// Assertions for the browser tests: plain Node assert plus waiting for page conditions.
export { strict as assert } from 'node:assert';

/** Waits until the locator has the text (substring), or throws with what it had. */
export async function expectText(locator, text, timeout = 10_000) {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ timeout });
  } catch {
    const actual = await locator.first().innerText().catch(() => '(no element)');
    throw new Error(`expected text "${text}", found "${actual}"`);
  }
}

/** Polls `check` every `interval` ms until it answers something truthy (returned), or fails after `timeout` ms naming `what`. */
export async function waitUntil(what, check, timeout, interval = 500) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
