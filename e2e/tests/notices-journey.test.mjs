// The notices page (issue 24): every notice with its date and an unread mark until opened; opening one and coming back
// shows it read (on the server for a player, on the device for a guest), home's notice bar links there with the unread
// count, and the tab title names the page. With SHOTS_DIR set, the page is saved there at 390x844 in English and Chinese.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';

const PHONE_SCREEN = { width: 390, height: 844 };

const readMarks = (page) => page.locator('[data-testid^="notice-row-"]').evaluateAll((rows) => rows.map((row) => row.dataset.read));

async function saveShot(page, name) {
  if (!process.env.SHOTS_DIR) return;
  fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

/** Opens the list, checks every notice is unread, opens the second, comes back: that one is read, the others not. */
async function openOneAndComeBack(page, baseUrl, { title, unreadText }) {
  await openRoute(page, baseUrl, '/pages/notice/index');
  await page.getByTestId('notice-list').waitFor();
  const before = await readMarks(page);
  assert.ok(before.length >= 2, `at least two notices listed, got ${before.length}`);
  assert.deepEqual(before, before.map(() => 'false'));
  assert.equal(await page.locator('.notice-row__unread').first().textContent(), unreadText);
  await page.waitForFunction((expected) => document.title === expected, title);

  const second = page.locator('[data-testid^="notice-row-"]').nth(1);
  const secondTitle = (await second.locator('.notice-row__title').textContent()).trim();
  await second.click();
  await expectText(page.getByTestId('notice-title'), secondTitle);
  await page.goBack();
  await page.getByTestId('notice-list').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="notice-row-"][data-read="true"]').length === 1);
  assert.deepEqual(await readMarks(page), before.map((_, i) => String(i === 1)));
  return before.length;
}

export function noticesJourneyTests({ baseUrl }) {
  test('notices: a player sees unread marks, opens one, comes back to it read, and home counts the rest', async (page) => {
    await page.setViewportSize(PHONE_SCREEN);
    await useLanguage(page, 'en');
    await actAsLoggedIn(page, baseUrl);
    const listed = await openOneAndComeBack(page, baseUrl, { title: 'Notices · Racing', unreadText: 'Unread' });
    await saveShot(page, 'notices-en');

    await openRoute(page, baseUrl, '/');
    const all = page.getByTestId('notice-bar-all');
    await expectText(page.getByTestId('notice-bar-unread'), String(listed - 1), 20_000);
    await saveShot(page, 'notices-home-bar-en');
    await all.click();
    await page.getByTestId('notice-list').waitFor();
    assert.equal(await page.locator('[data-testid^="notice-row-"][data-read="true"]').count(), 1);
  });

  test('notices: a guest in Chinese keeps what they opened on this device', async (page) => {
    await page.setViewportSize(PHONE_SCREEN);
    await useLanguage(page, 'zh-Hans');
    await openOneAndComeBack(page, baseUrl, { title: '公告列表 · 赛车', unreadText: '未读' });
    await saveShot(page, 'notices-zh-Hans');
    // A reload reads the list again: the device still knows.
    await page.reload();
    await page.getByTestId('notice-list').waitFor();
    assert.equal(await page.locator('[data-testid^="notice-row-"][data-read="true"]').count(), 1);
  });

  test('not found: a path nobody serves says so in the app font, with a button home and its own tab title', async (page) => {
    await page.setViewportSize(PHONE_SCREEN);
    await useLanguage(page, 'en');
    await openRoute(page, baseUrl, '/pages/nowhere/at-all');
    await expectText(page.getByTestId('not-found'), 'This page does not exist.', 20_000);
    await page.waitForFunction(() => document.title === 'Page not found · Racing');
    const home = page.getByRole('link', { name: 'Back to home' });
    // The button and the text share one face: controls no longer fall back to the browser's own (Arial).
    const [bodyFont, linkFont] = await Promise.all([page.evaluate(() => getComputedStyle(document.body).fontFamily), home.evaluate((el) => getComputedStyle(el).fontFamily)]);
    assert.equal(linkFont, bodyFont);
    assert.equal(await page.evaluate(() => { const button = document.createElement('button'); document.body.append(button); const font = getComputedStyle(button).fontFamily; button.remove(); return font; }), bodyFont);
    await saveShot(page, 'not-found-en');
    await home.click();
    await page.getByTestId('page-home').waitFor();
  });
}
