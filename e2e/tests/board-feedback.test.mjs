// The board's messages never cover what the player is choosing (issue 24): after a refusal and after a settlement,
// with the whole grid in view just above the pinned slip bar, every play item of the shown rank is what a tap at its
// centre lands on. Also the random pick filling the slip in the browser, and the settlement's stake, payout and net.
// With SHOTS_DIR set, home after a refusal and after a settlement in English and Chinese is saved there at 390x844.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { waitForOpenPeriod } from '../support/player-api.mjs';

/** A draw every 20 s, betting closing 5 s before it: a settlement arrives within the test. */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '20', DRAW_CLOSE_SECONDS: '5' };

/** The view of the report: scrolled so the grid's last row sits right on top of the pinned slip bar. */
async function gridDownToSlipBar(page) {
  await page.evaluate(() => {
    const grid = document.querySelector('[data-testid="play-item-grid"]').getBoundingClientRect();
    const bar = document.querySelector('[data-testid="slip-bar"]').getBoundingClientRect();
    window.scrollBy(0, grid.bottom - bar.top);
  });
}

/** The play items of the shown rank that a tap at their centre would miss (something else is there, or it is off screen). */
function coveredItems(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="play-item-grid"] .play-item')]
      .filter((item) => {
        const box = item.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !hit || !item.contains(hit);
      })
      .map((item) => item.getAttribute('aria-label')),
  );
}

async function assertEveryItemTappable(page, when) {
  const items = await page.getByTestId('play-item-grid').locator('.play-item').count();
  assert.ok(items >= 10, `the shown rank has its items (${items})`);
  assert.deepEqual(await coveredItems(page), [], `every item can be tapped ${when}`);
}

/** Two picks at a stake far above any item's limit: the board refuses the slip before anything is sent. */
async function refuseTooLargeStake(page) {
  const items = page.getByTestId('play-item-grid').locator('.play-item');
  await items.nth(0).click();
  await items.nth(1).click();
  await page.getByTestId('stake-input').fill('60000');
  await gridDownToSlipBar(page);
  await page.getByTestId('place-bet').click();
  await page.getByTestId('slip-feedback').waitFor();
  assert.equal(await page.getByTestId('slip-feedback').getAttribute('role'), 'alert');
}

async function shoot(page, name) {
  if (!process.env.SHOTS_DIR) return;
  fs.mkdirSync(process.env.SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

export function boardFeedbackTests({ root }) {
  test('board feedback: after a refusal and after a settlement every play item of the shown rank can still be tapped', async (page) => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-board-feedback.log' });
    let chinese;
    try {
      const site = server.baseUrl;
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, site);
      await openRoute(page, site, '/');
      await page.getByTestId('betting-board').waitFor();

      await refuseTooLargeStake(page);
      await expectText(page.getByTestId('slip-feedback'), 'can be at most');
      await assertEveryItemTappable(page, 'after a refusal');
      await shoot(page, 'home-refusal-en');

      // The random pick: ten distinct champion numbers in the slip, nothing sent until the player confirms.
      // Time enough to bet here and open the Chinese page before the draw.
      await waitForOpenPeriod(page, 12, 45_000);
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('tab', { name: 'Champion', exact: true }).click();
      await page.getByTestId('random-pick-count').selectOption('10');
      await page.getByRole('button', { name: 'Pick 10 numbers' }).click();
      await expectText(page.getByTestId('slip-count'), '10 picks');
      assert.equal(await page.getByRole('button', { name: /^Champion \d+ @ /, pressed: true }).count(), 10);
      await page.getByTestId('stake-input').fill('10');
      await page.getByTestId('place-bet').click();
      const issue = (await page.getByTestId('confirm-issue').innerText()).match(/\d{12}/)[0];
      await page.getByTestId('confirm-bet').click();
      await expectText(page.getByTestId('slip-feedback'), `Bet placed on period ${issue}: 10 picks, 100.00.`);

      // The same player in Chinese, watching the same period: a refusal there too, then both see the settlement.
      chinese = await page.context().newPage();
      await useLanguage(chinese, 'zh-Hans');
      await openRoute(chinese, site, '/');
      await chinese.getByTestId('betting-board').waitFor();
      await refuseTooLargeStake(chinese);
      await assertEveryItemTappable(chinese, 'after a refusal (zh-Hans)');
      await shoot(chinese, 'home-refusal-zh-Hans');
      await chinese.getByTestId('slip-feedback').getByRole('button', { name: '关闭' }).click();

      await gridDownToSlipBar(page);
      await gridDownToSlipBar(chinese);
      // One number of ten wins at 9.8: 98.00 back on 100.00 staked is a loss of 2.00, never "won".
      await expectText(page.getByTestId('settled-banner'), `Period ${issue} settled: stake 100.00, payout 98.00, net -2.00.`, 40_000);
      await assertEveryItemTappable(page, 'after a settlement');
      await shoot(page, 'home-settled-en');
      await expectText(chinese.getByTestId('settled-banner'), `第 ${issue} 期已结算：投注 100.00，派彩 98.00，净额 -2.00`, 10_000);
      await assertEveryItemTappable(chinese, 'after a settlement (zh-Hans)');
      // This slip still holds picks, so the banner waits under the grid rather than move the page: scrolled to, for the screen.
      await chinese.getByTestId('settled-banner').scrollIntoViewIfNeeded();
      await shoot(chinese, 'home-settled-zh-Hans');
    } finally {
      await chinese?.close();
      await server.stop();
    }
  });
}
