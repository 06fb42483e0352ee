// A new player's view of the board against a server drawing every 20 s: place a slip on the open period, watch the
// draw arrive live, see the settled bets in "my bets", the balance change (and its balance-log rows), verify the draw,
// and watch the trend chart take the next draw live. Screens at 390x844 (en, plus zh-Hans; board, trend, my bets and
// bill in zh-Hant, es and fr) in e2e/artifacts/screens.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';

/** A short schedule: a draw every 20 s, betting closes 5 s before it (the interval must divide 86400). */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '20', DRAW_CLOSE_SECONDS: '5' };

async function apiCall(baseUrl, token, method, url, body) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', language: 'en', Authorization: token },
    body: body && JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 1000) throw new Error(`${url}: ${envelope.message}`);
  return envelope.data;
}

/** Runs `steps` in a new page of the same browser context (same login) whose stored language is `language`. */
async function inLanguage(page, language, steps) {
  const other = await page.context().newPage();
  try {
    await useLanguage(other, language);
    await steps(other);
  } finally {
    await other.close();
  }
}

export function bettingJourneyTests({ root }) {
  test('a new player bets from the board, watches the draw, sees the settled bets, the balance change and a verified result', async (page) => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-betting.log' });
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    try {
      const site = server.baseUrl;
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, site);
      await openRoute(page, site, '/');
      await page.getByTestId('betting-board').waitFor();
      await expectText(page.getByTestId('balance'), 'Balance');
      const token = JSON.parse(await page.evaluate(() => localStorage.getItem('token')));
      const before = (await apiCall(site, token, 'GET', '/app/user/info/person')).currentBalance;

      // Wait for a period that is open with time to spare (the live countdown says so).
      await page.waitForFunction(
        () => {
          const phase = document.querySelector('[data-testid="period-phase"]')?.textContent;
          const [m, s] = (document.querySelector('[data-testid="countdown"]')?.textContent ?? '0:0').split(':').map(Number);
          return phase === 'Betting closes in' && m * 60 + s >= 6;
        },
        null,
        { timeout: 30_000 },
      );
      await expectText(page.getByTestId('draw-panel'), 'Live', 15_000);

      // Every champion number at 10.00: exactly one wins at 9.8.
      await page.getByRole('tab', { name: 'Champion', exact: true }).click();
      const numbers = page.getByRole('button', { name: /^Champion \d+ @ / });
      assert.equal(await numbers.count(), 10);
      for (let i = 0; i < 10; i += 1) await numbers.nth(i).click();
      await page.getByTestId('stake-input').fill('10');
      await expectText(page.getByTestId('slip-total'), 'Total 100.00');
      await page.screenshot({ path: path.join(screens, 'home.png') });
      await page.getByTestId('place-bet').click();
      const issue = (await page.getByTestId('confirm-issue').innerText()).match(/\d{12}/)[0];
      await page.getByTestId('confirm-bet').click();
      await expectText(page.getByTestId('slip-feedback'), `Bet placed on period ${issue}: 10 picks, 100.00.`);
      assert.equal((await apiCall(site, token, 'GET', '/app/user/info/person')).currentBalance, before - 10_000);

      // The draw arrives live (no reload): the latest result becomes our period, then our bets settle.
      await expectText(page.getByTestId('latest-issue'), `Result of period ${issue}`, 30_000);
      await expectText(page.getByTestId('settled-banner'), `Period ${issue} settled: stake 100.00, payout 98.00, net -2.00.`, 20_000);
      const expected = before - 10_000 + 9_800;
      await expectText(page.getByTestId('balance'), `Balance ${(expected / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
      // The reveal only animates the published result, and is over in a second: then the ten balls are that result.
      const published = (await apiCall(site, token, 'GET', `/app/lottery/result/getList?page=1&size=1&issue=${issue}`)).list[0];
      const latestBalls = page.getByTestId('draw-panel').locator('[data-testid="number-balls"]:not([data-revealing])');
      await latestBalls.waitFor({ timeout: 2_000 });
      assert.deepEqual((await latestBalls.locator('.ball').allInnerTexts()).map(Number), published.places);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(screens, 'home-after-draw.png') });

      // My bets: ten settled rows, one won with its payout, each with the period's result.
      await page.getByRole('link', { name: 'My bets' }).click();
      await page.getByTestId('bet-list').waitFor();
      const statuses = await page.getByTestId('bet-status').allInnerTexts();
      assert.equal(statuses.length, 10);
      assert.deepEqual([...statuses].sort(), ['Lost', 'Lost', 'Lost', 'Lost', 'Lost', 'Lost', 'Lost', 'Lost', 'Lost', 'Won']);
      await expectText(page.getByTestId('bet-payout'), 'Payout 98.00');

      // The balance log through the API: the bet debit, then the winning credit, ending at the balance.
      const log = await apiCall(site, token, 'POST', '/app/user/balanceLog/page', { page: 1, size: 10 });
      const bet = log.list.find((row) => row.type === 2);
      const win = log.list.find((row) => row.type === 4);
      assert.equal(bet.amount, -10_000);
      assert.equal(win.amount, 9_800);
      assert.equal(Math.max(...log.list.map((row) => row.id)), win.id, 'the winning credit is the newest row');
      assert.equal(win.balanceAfter, expected);
      assert.equal((await apiCall(site, token, 'GET', '/app/user/info/person')).currentBalance, expected);

      // History: find the period and verify it in the browser.
      await page.getByRole('tab', { name: 'Results' }).click();
      await page.getByLabel('Period number').fill(issue);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByTestId(`result-${issue}`).waitFor();
      await page.getByTestId(`result-${issue}`).getByTestId('verify-button').click();
      await expectText(page.getByTestId('verify-verdict'), 'Verified ✓', 20_000);
      await expectText(page.getByTestId('verify-chain'), 'The last hash equals the published commitment');
      await expectText(page.getByTestId('verify-places'), 'They are the same.');
      await page.screenshot({ path: path.join(screens, 'verify.png') });
      await page.getByTestId('verify-close').click();
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByTestId('result-list').waitFor();
      await page.screenshot({ path: path.join(screens, 'history.png') });
      // The trend chart takes the next draw live: one more row, joined to the line.
      await openRoute(page, site, '/pages/trend/index');
      await page.getByTestId('trend-chart').waitFor();
      const hits = page.locator('.trend-chart__hit');
      const rows = await hits.count();
      assert.ok(rows >= 1, 'the chart shows the drawn periods');
      await page.waitForFunction((n) => document.querySelectorAll('.trend-chart__hit').length === n + 1, rows, { timeout: 30_000 });
      await page.getByTestId('trend-chart').evaluate((chart) => chart.scrollIntoView({ block: 'end' }));
      await page.screenshot({ path: path.join(screens, 'trend.png') });

      // The same player's screens in Chinese (the default language) and Spanish (long words), in pages of their own.
      await inLanguage(page, 'zh-Hans', async (zh) => {
        await openRoute(zh, site, '/');
        await zh.getByTestId('betting-board').waitFor();
        await expectText(zh.getByTestId('current-issue'), '期');
        await zh.screenshot({ path: path.join(screens, 'home-zh-Hans.png') });
        await openRoute(zh, site, '/pages/trend/index');
        await zh.getByTestId('trend-chart').waitFor();
        await zh.screenshot({ path: path.join(screens, 'trend-zh-Hans.png') });
      });
      // Traditional Chinese, Spanish and French (issue 23): the board, the trend, my bets and the bill, each in its words.
      const WON = { 'zh-Hant': '已中獎', es: 'Ganada', fr: 'Gagné' };
      for (const language of ['zh-Hant', 'es', 'fr']) {
        await inLanguage(page, language, async (other) => {
          await openRoute(other, site, '/');
          await other.getByTestId('betting-board').waitFor();
          assert.equal(await other.evaluate(() => document.documentElement.lang), language);
          await other.screenshot({ path: path.join(screens, `board-${language}.png`) });
          await openRoute(other, site, '/pages/trend/index');
          await other.getByTestId('trend-chart').waitFor();
          await other.screenshot({ path: path.join(screens, `trend-${language}.png`) });
          await openRoute(other, site, '/pages/history/index?tab=bets');
          await other.getByTestId('bet-list').waitFor();
          await expectText(other.getByTestId('bet-status'), WON[language]);
          await other.screenshot({ path: path.join(screens, `history-${language}.png`) });
          await openRoute(other, site, '/pages/user/bill');
          await other.waitForTimeout(500);
          await other.screenshot({ path: path.join(screens, `bill-${language}.png`) });
        });
      }
    } finally {
      await server.stop();
    }
  });
}
