// The plan hall with two players on one server, each on a phone-sized page of their own (A on localhost, B on 127.0.0.1:
// two origins, so two logins side by side): A turns order receiving on, bets from the board and publishes the slip as a
// plan from "My bets"; B opens the hall and A's page (A's total clicks +1), likes the plan (A's likes +1), follows A (A's
// followers +1), copies the plan into the board and places it with a stake of their own; A, on another page, gets
// "copied your plan" live; both Mine pages show the counters. Screens go to e2e/artifacts/screens/plans-<name>.png.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { apiData, waitForOpenPeriod } from '../support/player-api.mjs';

/** A draw every 90 s, betting closing 5 s before it: long enough for one plan to be published and copied in one period. */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '90', DRAW_CLOSE_SECONDS: '5' };

const storedToken = async (page) => JSON.parse(await page.evaluate(() => window.localStorage.getItem('token')));

/** Waits until Mine shows these counters (it shows what it had, then what it reads again on every visit). */
async function expectMineCounters(page, expected) {
  await page.getByTestId('page-my').waitFor();
  const read = () =>
    page.evaluate(() => Object.fromEntries(['followers', 'likes', 'totalClicks'].map((id) => [id, document.querySelector(`[data-testid="mine-count-${id}"]`)?.textContent?.trim()])));
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await page.waitForTimeout(200)) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
  }
  assert.deepEqual(await read(), expected);
}

export function planHallJourneyTests({ root }) {
  test('plan hall: A publishes a plan, B reads, likes, follows and copies it with their own stake; A hears of the copy live; both Mine pages count it', async (page) => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-plans.log' });
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    const shot = (p, name) => p.screenshot({ path: path.join(screens, `plans-${name}.png`) });
    const siteA = server.baseUrl.replace('127.0.0.1', 'localhost');
    const siteB = server.baseUrl;
    const a = page;
    const b = await page.context().newPage();
    try {
      for (const [p, site] of [
        [a, siteA],
        [b, siteB],
      ]) {
        await p.setViewportSize({ width: 390, height: 844 });
        await useLanguage(p, 'en');
        await actAsLoggedIn(p, site);
      }

      // A: order receiving on, from Mine. (Each player's page is brought to the front for its turn: a page in the
      // background gets its animation frames throttled, and every click waits for frames.)
      await a.bringToFront();
      await openRoute(a, siteA, '/pages/index/my');
      await a.getByTestId('page-my').waitFor();
      const receiving = a.getByTestId('mine-switch-orderReceiving');
      await receiving.click();
      await a.waitForFunction(() => document.querySelector('[data-testid="mine-switch-orderReceiving"]')?.getAttribute('aria-checked') === 'true');
      const tokenA = await storedToken(a);
      const author = await apiData(siteA, tokenA, 'GET', '/app/user/info/person');
      assert.equal(author.settings.orderReceiving, true, 'the switch saved order receiving on');

      // A bets three champion numbers at 10.00 and publishes the slip as a plan from My bets, stake shown.
      await openRoute(a, siteA, '/');
      await a.getByTestId('betting-board').waitFor();
      await waitForOpenPeriod(a, 70, 120_000);
      await a.getByRole('tab', { name: 'Champion', exact: true }).click();
      const numbers = a.getByRole('button', { name: /^Champion \d+ @ / });
      for (let i = 0; i < 3; i += 1) await numbers.nth(i).click();
      await a.getByTestId('stake-input').fill('10');
      await a.getByTestId('place-bet').click();
      const issue = (await a.getByTestId('confirm-issue').innerText()).match(/\d{12}/)[0];
      await a.getByTestId('confirm-bet').click();
      await expectText(a.getByTestId('slip-feedback'), `Bet placed on period ${issue}`);
      await a.getByRole('link', { name: 'My bets' }).click();
      await a.getByTestId('bet-list').waitFor();
      const publish = a.locator('[data-testid^="publish-plan-"]').first();
      await publish.click();
      await a.getByTestId('publish-sheet').waitFor();
      await a.getByTestId('plan-note').fill('Low numbers today');
      await a.getByTestId('plan-show-stake').click();
      await shot(a, 'publish-sheet');
      await a.getByTestId('plan-publish-submit').click();
      await a.locator('[data-testid^="published-plan-"]').first().waitFor();
      const [plan] = (await apiData(siteA, tokenA, 'POST', '/app/plan/plan/page', { page: 1, size: 10, authorId: author.id })).list;
      assert.equal(plan.issue, issue);
      assert.equal(plan.picks.length, 3);
      assert.equal(plan.stake, 3000, 'the stake is shown because A chose so');
      assert.equal(plan.copyable, false, 'not copyable by its own author');

      // B: the hall shows A's plan first (the open period's), then A's page: one click for A.
      await b.bringToFront();
      await openRoute(b, siteB, '/');
      await b.getByTestId('home-plan-hall').click();
      await b.getByTestId('page-plan-hall').waitFor();
      const card = b.getByTestId(`plan-card-${plan.id}`);
      await expectText(card, 'Low numbers today');
      await expectText(card.getByTestId('plan-stake'), '30.00');
      await shot(b, 'hall');
      await card.getByTestId('plan-author-link').click();
      await b.getByTestId('page-plan-author').waitFor();
      await expectText(b.getByTestId('author-clicks'), '1');
      assert.equal((await apiData(siteA, tokenA, 'GET', '/app/user/info/person')).totalClicks, 1, "A's total clicks +1");

      // Like (once) and follow, from A's page.
      const authorCard = b.getByTestId(`plan-card-${plan.id}`);
      await authorCard.getByTestId('plan-like').click();
      await expectText(authorCard.getByTestId('plan-likes-count'), '1');
      await expectText(b.getByTestId('author-likes'), '1');
      await b.getByTestId('author-follow').click();
      await expectText(b.getByTestId('author-fans'), '1');
      await shot(b, 'author');
      const afterLikeAndFollow = await apiData(siteA, tokenA, 'GET', '/app/user/info/person');
      assert.equal(afterLikeAndFollow.likes, 1, "A's likes +1");
      assert.equal(afterLikeAndFollow.fans, 1, "A's followers +1");

      // A waits elsewhere (the notifications pop up on any page).
      await openRoute(a, siteA, '/pages/plan/index');
      await a.getByTestId('page-plan-hall').waitFor();

      // B copies: the board holds A's three picks under the copy banner; B stakes 20.00 each and places it.
      await authorCard.getByTestId('plan-copy').click();
      await b.getByTestId('copy-plan-banner').waitFor();
      await b.getByTestId('stake-input').fill('20');
      await expectText(b.getByTestId('slip-total'), 'Total 60.00');
      await shot(b, 'copy');
      await b.getByTestId('place-bet').click();
      assert.equal((await b.getByTestId('confirm-issue').innerText()).match(/\d{12}/)[0], issue);
      await b.getByTestId('confirm-bet').click();
      await expectText(b.getByTestId('slip-feedback'), `Bet placed on period ${issue}`);
      const tokenB = await storedToken(b);
      const copied = (await apiData(siteB, tokenB, 'POST', '/app/bet/bet/getHistory', { page: 1, size: 10 })).list;
      assert.equal(copied.length, 3);
      for (const bet of copied) {
        assert.equal(bet.planId, plan.id, 'each copied bet carries the plan');
        assert.equal(bet.amount, 2000, "B's own stake");
      }
      assert.deepEqual(copied.map((bet) => bet.code).sort(), plan.picks.map((pick) => pick.code).sort());

      // A hears of it live, and the notification centre lists the like and the copy.
      await expectText(a.getByTestId('notification-popup'), 'copied your plan', 15_000);
      await shot(a, 'copied-popup');
      assert.equal((await apiData(siteA, tokenA, 'POST', '/app/plan/plan/page', { page: 1, size: 10, authorId: author.id })).list[0].copies, 1);

      // Both Mine pages: A counts a follower, a like and two clicks (the page, and the plan B opened to copy it).
      await a.bringToFront();
      await openRoute(a, siteA, '/pages/index/my');
      await expectMineCounters(a, { followers: '1', likes: '1', totalClicks: '2' });
      await expectText(a.getByTestId('mine-notifications'), '2');
      await shot(a, 'mine-a');
      await a.getByTestId('mine-notifications').click();
      await a.getByTestId('page-notifications').waitFor();
      await expectText(a.getByTestId('page-notifications'), 'copied your plan');
      await expectText(a.getByTestId('page-notifications'), 'liked your plan');
      await shot(a, 'notifications');
      await b.bringToFront();
      await openRoute(b, siteB, '/pages/index/my');
      await expectMineCounters(b, { followers: '0', likes: '0', totalClicks: '0' });
      await shot(b, 'mine-b');
    } catch (error) {
      await shot(b, 'failure-b').catch(() => undefined);
      throw error;
    } finally {
      await b.close();
      await server.stop();
    }
  });
}
