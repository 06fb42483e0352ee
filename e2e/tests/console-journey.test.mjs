// Issue 15 from the operator's seat, at 1366x800 against a server with the dev admin seeded (OPERATOR_DEV_SEED=1) and a
// draw every 2 minutes: sign in with password and TOTP, publish a notice in English and Chinese and read it on a
// player's home in each, lower an odds value and see the board show it, cancel a period a player bet on and find the
// refund in their bill, look the player up and credit 12.34, then find every one of those actions in the audit log.
// Screens go to e2e/artifacts/screens/console-<name>.png. A second test: a player's first screen asks nothing of the console.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { registerThroughApi } from '../support/account.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { apiData } from '../support/player-api.mjs';
import { adminData, freshTotpCode, readDevOperator } from '../support/operator-api.mjs';

/** A draw every 2 minutes, betting closes 10 s before it: time to cancel the period a bet is on before its draw. */
const SERVER_ENV = { OPERATOR_DEV_SEED: '1', DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '120', DRAW_CLOSE_SECONDS: '10' };
const DESKTOP = { width: 1366, height: 800 };
const TOKEN_KEY = 'racing.console.token';
const REFUND_TYPE = 5;
const ADJUSTMENT_TYPE = 3;
const CHAMPION_RANK_ID = 1;

/** "+12.34" in English, as the app writes a signed amount. */
const signedMoney = (cents) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(cents / 100);
const money = (cents) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
const goTo = (page, hashPath) => page.evaluate((target) => (window.location.hash = target), hashPath);
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Saves the viewport as e2e/artifacts/screens/console-<name>.png once the page is at rest: antd's toasts of the step
 * before gone, no table still loading, an opening modal or drawer done moving.
 */
async function screen(page, dir, name) {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'hidden', timeout: 8_000 }).catch(() => undefined);
  await page.waitForTimeout(400);
  await page.locator('.ant-spin-spinning, .ant-spin-blur').first().waitFor({ state: 'hidden', timeout: 8_000 }).catch(() => undefined);
  await page.screenshot({ path: path.join(dir, `console-${name}.png`) });
}

/** Waits for the operator API answer to `apiPath` that `action` triggers, and checks that it succeeded. */
async function expectAdminOk(page, apiPath, action) {
  const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === `/api/admin${apiPath}`, { timeout: 15_000 }), action()]);
  const envelope = await response.json();
  assert.equal(envelope.code, 1000, `${apiPath}: ${envelope.message}`);
  return envelope.data;
}

/** Stores a player's token pair as the app does (expiring storage: JSON value, deadline 5 s before the server's). */
async function actAsPlayer(page, tokens) {
  await page.addInitScript((pair) => {
    const deadline = (seconds) => String(Date.now() + (seconds - 5) * 1000);
    window.localStorage.setItem('token', JSON.stringify(pair.token));
    window.localStorage.setItem('token_deadtime', deadline(pair.expire));
    window.localStorage.setItem('refreshToken', JSON.stringify(pair.refreshToken));
    window.localStorage.setItem('refreshToken_deadtime', deadline(pair.refreshExpire));
  }, tokens);
}

/** A page of the same browser (same player login) whose stored language is `language`, opened on `hashPath`. */
async function playerPage(context, site, tokens, language, hashPath) {
  const page = await context.newPage();
  await useLanguage(page, language);
  await actAsPlayer(page, tokens);
  await openRoute(page, site, hashPath);
  return page;
}

/** Polls the public current period until it is open with at least `seconds` before betting closes. */
async function openPeriodWithTime(site, seconds) {
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 1000))) {
    const { period, now } = await apiData(site, undefined, 'GET', '/app/lottery/result/current');
    if (period?.status === 'open' && Date.parse(period.closeAt) - Date.parse(now) >= seconds * 1000) return period;
  }
  throw new Error(`no open period with ${seconds} s to spare within 150 s`);
}

/** The player's bill filtered to `type`: waits for a row with `amountText`. */
async function billShows(page, type, amountText) {
  await page.getByTestId('page-bill').waitFor();
  await page.getByTestId(`bill-filter-${type}`).click();
  const row = page.getByTestId('bill-row').filter({ has: page.getByTestId('bill-amount').filter({ hasText: amountText }) });
  await row.first().waitFor({ timeout: 15_000 });
  return row.first();
}

export function consoleJourneyTests({ root, baseUrl }) {
  test('console: an operator signs in with TOTP, publishes a notice, changes odds, cancels a period, adjusts a balance and finds it all in the audit log', async (page) => {
    const server = await startAppServer(root, { env: SERVER_ENV, logName: 'server-console.log' });
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    const context = page.context();
    const extraPages = [];
    try {
      const site = server.baseUrl;
      const admin = await readDevOperator(server.dataDir);
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');

      // 1. Sign in at #/console with password and TOTP (and choose a new password if the seed asks for it): the overview.
      await openRoute(page, site, '/console');
      await page.getByTestId('console-username').fill(admin.username);
      await page.getByTestId('console-password').fill(admin.password);
      await page.getByTestId('console-code').fill(await freshTotpCode(admin.totpSecret));
      await screen(page, screens, 'sign-in');
      await page.getByTestId('console-sign-in').click();
      const overview = page.getByTestId('console-overview');
      const newPassword = page.getByTestId('console-new-password');
      await overview.or(newPassword).first().waitFor({ timeout: 15_000 });
      if (await newPassword.isVisible()) {
        await newPassword.fill('e2e-console-password-2');
        await page.getByTestId('console-confirm-password').fill('e2e-console-password-2');
        await page.getByTestId('console-save-password').click();
      }
      await overview.waitFor({ timeout: 15_000 });
      const stored = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
      assert.ok(stored, `the console keeps its operator token in sessionStorage under ${TOKEN_KEY}`);
      const operatorToken = stored.startsWith('"') ? JSON.parse(stored) : stored;
      const person = await adminData(site, operatorToken, 'GET', '/base/comm/person');
      assert.equal(person.role, 'admin');
      await page.waitForTimeout(1000); // the charts draw
      await screen(page, screens, 'overview');

      // 2. A notice in English and Simplified Chinese, published; a player reads it on home in each language.
      const stamp = String(Date.now()).slice(-6);
      const texts = {
        en: { title: `Track maintenance ${stamp}`, content: 'The draws pause for ten minutes tonight; every stake on a cancelled period is refunded.' },
        'zh-cn': { title: `赛道维护 ${stamp}`, content: '今晚开奖暂停十分钟；被取消期次的所有投注将全额退还。' },
      };
      await goTo(page, '/console/notices');
      await page.getByTestId('notices-table').waitFor();
      await page.getByTestId('notice-new').click();
      for (const [lang, text] of Object.entries(texts)) {
        await page.getByTestId(`notice-tab-${lang}`).click();
        await page.getByTestId(`notice-title-${lang}`).fill(text.title);
        await page.getByTestId(`notice-content-${lang}`).fill(text.content);
      }
      await screen(page, screens, 'notice-editor');
      await expectAdminOk(page, '/notice/notice/add', () => page.getByTestId('notice-save').click());
      await expectAdminOk(page, '/notice/notice/publish', () => page.getByTestId('notice-publish').first().click());
      await page.keyboard.press('Escape');
      await expectText(page.getByTestId('notices-table'), texts.en.title);
      await screen(page, screens, 'notices');
      const notices = await adminData(site, operatorToken, 'POST', '/notice/notice/page', { page: 1, size: 20, keyWord: stamp });
      const notice = notices.list.find((entry) => entry.texts?.en?.title === texts.en.title);
      assert.ok(notice, `the notice is listed: ${JSON.stringify(notices.list)}`);
      assert.equal(notice.status, 'published');

      const player = await registerThroughApi(site);
      for (const [language, lang] of [['en', 'en'], ['zh-Hans', 'zh-cn']]) {
        const home = await playerPage(context, site, player.tokens, language, '/');
        extraPages.push(home);
        // The bar turns through the newest notices every 4 s.
        await expectText(home.getByTestId('notice-bar'), texts[lang].title, 25_000);
        await home.screenshot({ path: path.join(screens, `console-player-notice-bar-${language}.png`) });
        await goTo(home, `/pages/notice/detail?id=${notice.id}`);
        await expectText(home.getByTestId('notice-title'), texts[lang].title);
        await home.screenshot({ path: path.join(screens, `console-player-notice-${language}.png`) });
      }

      // 3. Champion's number 1 from 9.8 to 9.7 (97% to the player: under the 100% guard); the board shows 9.7.
      const [champion] = await apiData(site, player.tokens.token, 'POST', '/app/bet/rank/playItems', { rankId: CHAMPION_RANK_ID });
      const numbers = champion.types.find((group) => group.type === 0).items;
      const one = numbers.find((item) => item.name === '1');
      assert.ok(one, `champion has a number 1: ${JSON.stringify(numbers)}`);
      await goTo(page, '/console/catalogue');
      await page.getByTestId(`rank-tab-${CHAMPION_RANK_ID}`).click();
      await page.getByTestId('odds-table').waitFor();
      await page.getByTestId(`odds-edit-${one.id}`).click();
      await page.getByTestId(`odds-input-${one.id}`).fill('9.7');
      await screen(page, screens, 'odds-edit');
      await expectAdminOk(page, '/catalogue/odds/update', () => page.getByTestId(`odds-save-${one.id}`).click());
      await page.getByTestId(`odds-edit-${one.id}`).waitFor();
      await expectText(page.getByTestId('odds-table').locator('tr').filter({ has: page.getByTestId(`odds-edit-${one.id}`) }), '9.7');
      await screen(page, screens, 'catalogue');
      const board = extraPages[0];
      await goTo(board, '/');
      await board.reload();
      await board.getByTestId('betting-board').waitFor();
      await board.getByRole('tab', { name: 'Champion', exact: true }).click();
      await board.getByRole('button', { name: 'Champion 1 @ 9.7', exact: true }).waitFor({ timeout: 15_000 });
      await board.screenshot({ path: path.join(screens, 'console-player-board-odds.png') });

      // 4. The player bets 5.00 on the open period through the API; the operator cancels it with a reason; the bill has the refund.
      const period = await openPeriodWithTime(site, 50);
      const two = numbers.find((item) => item.name === '2');
      const slip = await apiData(site, player.tokens.token, 'POST', '/app/bet/bet/addbet', {
        issue: period.issue,
        requestId: `console-e2e-${stamp}`,
        items: [{ oddsId: two.id, amount: 500 }],
      });
      assert.equal(slip.issue, period.issue);
      await goTo(page, '/console/draws');
      await page.getByTestId('periods-table').waitFor();
      await page.getByTestId('period-issue-search').fill(period.issue);
      await page.getByTestId('period-issue-search').press('Enter');
      await page.getByTestId(`period-cancel-${period.issue}`).click();
      await page.getByTestId('period-cancel-reason').fill('Track camera failed; the draw cannot be verified');
      await screen(page, screens, 'period-cancel');
      await expectAdminOk(page, '/draw/period/cancel', () => page.getByTestId('period-cancel-confirm').click());
      await screen(page, screens, 'draws');
      const [bet] = (await apiData(site, player.tokens.token, 'POST', '/app/bet/bet/getHistory', { page: 1, size: 5 })).list;
      assert.deepEqual([bet.issue, bet.status, bet.payout], [period.issue, 4, 500], 'the bet is refunded');
      const bill = extraPages[0];
      await goTo(bill, '/pages/user/bill');
      await billShows(bill, REFUND_TYPE, signedMoney(500));
      await bill.screenshot({ path: path.join(screens, 'console-player-bill-refund.png') });

      // 5. Players: found by phone; the card; +12.34 with a reason; the card and the player's bill show it.
      const before = (await apiData(site, player.tokens.token, 'GET', '/app/user/info/person')).currentBalance;
      await goTo(page, '/console/players');
      await page.getByTestId('player-search').fill(player.phone);
      await page.getByTestId('player-search-submit').click();
      const row = page.getByTestId('players-table').locator('[data-testid^="player-row-"]').filter({ hasText: player.phone.slice(-4) });
      await row.first().waitFor();
      await screen(page, screens, 'players');
      await row.first().click();
      await page.waitForURL((url) => url.hash.startsWith('#/console/player?id='));
      const playerId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
      await expectText(page.getByTestId('player-balance'), money(before));
      await screen(page, screens, 'player');
      await page.getByTestId('player-adjust').click();
      // antd's radio button hides its input (which carries the test id): the label around it takes the click.
      await page.getByTestId('adjust-direction-credit').locator('xpath=ancestor::label[1]').click();
      assert.equal(await page.getByTestId('adjust-direction-credit').isChecked(), true);
      await page.getByTestId('adjust-amount').fill('12.34');
      await page.getByTestId('adjust-reason').fill('Goodwill credit after the cancelled period');
      await screen(page, screens, 'adjust');
      await expectAdminOk(page, '/player/player/adjust', () => page.getByTestId('adjust-confirm').click());
      await expectText(page.getByTestId('player-balance'), money(before + 1234));
      await screen(page, screens, 'player-adjusted');
      assert.equal((await apiData(site, player.tokens.token, 'GET', '/app/user/info/person')).currentBalance, before + 1234);
      await bill.reload();
      await billShows(bill, ADJUSTMENT_TYPE, signedMoney(1234));
      await bill.screenshot({ path: path.join(screens, 'console-player-bill-adjustment.png') });

      // 6. The audit log holds every one of these actions, by whom; the table shows them, and the player's by target.
      const audit = await adminData(site, operatorToken, 'POST', '/audit/log/page', { page: 1, size: 50 });
      const actions = audit.list.map((entry) => entry.action);
      for (const action of ['base:open:login', 'notice:notice:add', 'notice:notice:publish', 'catalogue:odds:update', 'draw:period:cancel', 'player:player:adjust']) {
        assert.ok(actions.includes(action), `the audit log has ${action}: ${actions.join(', ')}`);
      }
      await goTo(page, '/console/audit');
      const table = page.getByTestId('audit-table');
      await table.waitFor();
      for (const action of ['notice:notice:publish', 'catalogue:odds:update', 'draw:period:cancel', 'player:player:adjust']) {
        await expectText(table, action);
      }
      await screen(page, screens, 'audit');
      await page.getByTestId('audit-filter-target').fill(String(playerId));
      await page.getByTestId('audit-search').click();
      await expectText(table, 'Goodwill credit after the cancelled period');
      await expectText(table, new RegExp(escapeRegExp('player:player:adjust')));
      await screen(page, screens, 'audit-player');
    } finally {
      for (const extra of extraPages) await extra.close();
      await server.stop();
    }
  });

  test("console: a player's first screen and Mine request nothing under /remotes/console/, which #/console does", async (page) => {
    const requested = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await useLanguage(page, 'en');
    await actAsLoggedIn(page, baseUrl);
    await openRoute(page, baseUrl, '/');
    await page.getByTestId('betting-board').waitFor();
    await goTo(page, '/pages/index/my');
    await page.getByTestId('page-my').waitFor();
    await page.waitForLoadState('networkidle');
    const consoleFiles = requested.filter((pathname) => pathname.startsWith('/remotes/console/'));
    assert.deepEqual(consoleFiles, [], 'the player never loads the console');
    await goTo(page, '/console');
    await page.getByTestId('console-username').waitFor({ timeout: 15_000 });
    assert.ok(requested.some((pathname) => pathname === '/remotes/console/mf-manifest.json'), 'opening #/console loads the console');
  });
}
