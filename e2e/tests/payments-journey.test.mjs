// Issue 14 from a new player's seat, in English at 390x844, against a server drawing every 30 s with the sandbox
// provider (withdrawals are not approved by themselves, so one stays in Processing): the deposit-limit question at the
// first recharge (No limit), 100.00 by WeChat Pay through the sandbox cashier and back to a paid result, the balance on
// Mine and from the server, the order under Completed, its Recharge row in the bill linking to it; a bet from the board;
// an Alipay recharge cancelled on the cashier and another made to fail; 20.00 withdrawn, held at once and listed under
// Processing. Screens of every payment page go to e2e/artifacts/screens/payments-<name>-en.png.
import fs from 'node:fs';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { actAsLoggedIn, openRoute, useLanguage } from '../support/app-page.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { apiData, waitForOpenPeriod } from '../support/player-api.mjs';

/** A draw every 30 s, betting closes 5 s before it (the interval must divide 86400). */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '30', DRAW_CLOSE_SECONDS: '5' };
const RECHARGE_TYPE = 0;
const CASHIER_PATH = '/api/app/pay/sandbox/checkout';

/** "1,234.50" (or "+1,234.50" with `sign`): the app's English money format. */
const money = (cents, sign = false) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: sign ? 'exceptZero' : 'auto' }).format(cents / 100);

const goTo = (page, hashPath) => page.evaluate((target) => (window.location.hash = target), hashPath);
const storedToken = async (page) => JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? 'null');

/** Saves the viewport (390x844) as e2e/artifacts/screens/payments-<name>-en.png. */
async function screen(page, dir, name) {
  // A toast of the step before (Withdrawal requested, say) is gone first: the screen shows the page itself.
  await page.locator('.adm-toast-main').first().waitFor({ state: 'hidden', timeout: 5_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `payments-${name}-en.png`) });
}

/** On the recharge page: an amount typed, a method chosen, Recharge pressed. */
async function startRecharge(page, amountText, method) {
  await page.getByTestId('page-recharge').waitFor();
  await page.getByTestId('amount-input').fill(amountText);
  await page.getByTestId(`method-${method}`).click();
  assert.equal(await page.getByTestId(`method-${method}`).getAttribute('aria-checked'), 'true');
  await page.getByTestId('recharge-submit').click();
}

/** On the sandbox cashier (the provider's page, left the app): checks method and amount, then presses `button`. */
async function decideOnCashier(page, { methodName, amount, button, screens, shot }) {
  await page.waitForURL((url) => url.pathname === CASHIER_PATH, { timeout: 15_000 });
  assert.equal(new URL(page.url()).searchParams.get('lang'), 'en', 'the cashier speaks the player language');
  await expectText(page.locator('.method').first(), methodName);
  await expectText(page.locator('.amount'), money(amount));
  if (shot) await screen(page, screens, shot);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/pages/order/result?orderNo='), { timeout: 15_000 });
  return new URL(page.url().replace('#/', '')).searchParams.get('orderNo');
}

/** The result page once the order's final state is in: answers its data-status. */
async function finalResult(page, status) {
  const result = page.locator(`[data-testid="pay-result"][data-status="${status}"]`);
  await result.waitFor({ timeout: 20_000 });
  return result;
}

export function paymentsJourneyTests({ root }) {
  test('a new player recharges through the sandbox cashier (paid, cancelled, failed), bets, withdraws and finds it all in My orders and the bill', async (page) => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-payments.log' });
    const screens = path.join(root, 'e2e/artifacts/screens');
    fs.mkdirSync(screens, { recursive: true });
    try {
      const site = server.baseUrl;
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');
      await actAsLoggedIn(page, site);

      // 1. Mine → Recharge: the deposit-limit question comes before the first recharge; No limit is an answer.
      await openRoute(page, site, '/pages/index/my');
      await page.getByTestId('mine-balance').filter({ hasText: /\d/ }).waitFor();
      const token = await storedToken(page);
      assert.ok(token, 'logged in');
      const start = (await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance;
      await expectText(page.getByTestId('mine-balance'), money(start));
      const before = await apiData(site, token, 'GET', '/app/user/order/options');
      assert.equal(before.depositLimitsChosen, false, 'a new player has not answered the deposit-limit question');
      await page.getByTestId('mine-recharge').click();
      await page.getByTestId('page-recharge').waitFor();
      await expectText(page.getByTestId('method-wechat'), 'WeChat Pay');
      await expectText(page.getByTestId('method-alipay'), 'Alipay');
      await page.getByTestId('sandbox-note').waitFor();
      await expectText(page.getByTestId('recharge-balance'), money(start));
      await screen(page, screens, 'recharge');

      // 2. 100.00 by WeChat Pay: asked about limits, then the sandbox cashier, Pay, and back on a paid result.
      await startRecharge(page, '100', 'wechat');
      const sheet = page.getByTestId('deposit-sheet');
      await sheet.waitFor();
      await expectText(sheet, 'Set your deposit limits');
      await page.waitForTimeout(500); // the sheet slides up
      await screen(page, screens, 'deposit-prompt');
      await page.getByTestId('deposit-no-limit').click();
      const paidNo = await decideOnCashier(page, { methodName: 'WeChat Pay', amount: 10_000, button: 'Pay', screens, shot: 'cashier' });
      assert.equal((await apiData(site, token, 'GET', '/app/user/order/options')).depositLimitsChosen, true, 'No limit was saved as the answer');
      const paid = await finalResult(page, 'paid');
      await expectText(paid, 'Payment successful');
      await expectText(page.getByTestId('pay-result-amount'), money(10_000));
      await screen(page, screens, 'result-paid');
      const afterRecharge = (await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance;
      assert.equal(afterRecharge, start + 10_000, 'the balance went up by 100.00');
      const paidOrder = await apiData(site, token, 'GET', `/app/user/order/info?orderNo=${paidNo}`);
      assert.deepEqual([paidOrder.kind, paidOrder.status, paidOrder.method, paidOrder.amount, paidOrder.sandbox], ['recharge', 'paid', 'wechat', 10_000, true]);

      // My orders → Completed lists it (from the result page's own link).
      await page.getByTestId('my-orders').click();
      await page.getByTestId('page-orders').waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected'), 'true');
      const completedRow = page.getByTestId('order-row').first();
      await expectText(completedRow, 'Recharge · WeChat Pay');
      await expectText(completedRow.getByTestId('order-amount'), money(10_000, true));
      await expectText(completedRow.getByTestId('order-status'), 'Paid');
      assert.equal(await page.getByTestId('order-row').count(), 1);
      await screen(page, screens, 'orders-completed');

      // Mine shows the new balance; the bill has the Recharge row, linking to the order's page.
      await goTo(page, '/pages/index/my');
      await expectText(page.getByTestId('mine-balance'), money(afterRecharge));
      await page.getByTestId('mine-item-myBills').click();
      await page.getByTestId('page-bill').waitFor();
      await page.getByTestId(`bill-filter-${RECHARGE_TYPE}`).click();
      const billRow = page.getByTestId('bill-row').filter({ hasText: money(10_000, true) }).first();
      await expectText(billRow.locator('.bill-row__type'), 'Recharge');
      await expectText(billRow.getByTestId('bill-order-link'), paidNo);
      await billRow.getByTestId('bill-order-link').click();
      await page.getByTestId('order-overview').waitFor();
      await expectText(page.getByTestId('order-amount'), money(10_000));
      await expectText(page.getByTestId('order-overview'), paidNo);

      // 3. A champion pick on the board is accepted.
      await openRoute(page, site, '/');
      await page.getByTestId('betting-board').waitFor();
      await page.getByRole('tab', { name: 'Champion', exact: true }).click();
      await waitForOpenPeriod(page);
      await page.getByRole('button', { name: /^Champion 1 @ / }).click();
      await page.getByTestId('stake-input').fill('2');
      await page.getByTestId('place-bet').click();
      await page.getByTestId('confirm-bet').click();
      await expectText(page.getByTestId('slip-feedback'), /Bet placed on period \d{12}: 1 pick, 2\.00\./);
      const afterBet = afterRecharge - 200;
      assert.equal((await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance, afterBet);

      // 4. 50.00 by Alipay, cancelled on the cashier: the app says so and nothing moved.
      await goTo(page, '/pages/user/recharge');
      await startRecharge(page, '50', 'alipay');
      const cancelledNo = await decideOnCashier(page, { methodName: 'Alipay', amount: 5_000, button: 'Cancel' });
      await expectText(await finalResult(page, 'cancelled'), 'Payment has been cancelled');
      await screen(page, screens, 'result-cancelled');
      assert.equal((await apiData(site, token, 'GET', `/app/user/order/info?orderNo=${cancelledNo}`)).status, 'cancelled');

      // 5. 30.00 by Alipay, made to fail on the cashier.
      await page.getByTestId('recharge-again').click();
      await startRecharge(page, '30', 'alipay');
      const failedNo = await decideOnCashier(page, { methodName: 'Alipay', amount: 3_000, button: 'Make it fail' });
      await expectText(await finalResult(page, 'failed'), 'Payment failed');
      await screen(page, screens, 'result-failed');
      assert.equal((await apiData(site, token, 'GET', `/app/user/order/info?orderNo=${failedNo}`)).status, 'failed');
      // The bet settles (a win would move the balance under the withdrawal's feet); only the paid recharge credited.
      let settled;
      for (const deadline = Date.now() + 75_000; !settled && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 1000))) {
        const [bet] = (await apiData(site, token, 'POST', '/app/bet/bet/getHistory', { page: 1, size: 5 })).list;
        if (bet && bet.status !== 0) settled = bet;
      }
      assert.ok(settled, 'the 2.00 bet settled');
      const beforeWithdraw = (await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance;
      assert.equal(beforeWithdraw, afterBet + settled.payout, 'cancelled and failed recharges changed nothing');
      const log = await apiData(site, token, 'POST', '/app/user/balanceLog/page', { page: 1, size: 20 });
      assert.deepEqual(log.list.filter((row) => row.type === RECHARGE_TYPE).map((row) => row.amount), [10_000]);

      // 6. Withdraw 20.00 to a WeChat account: the order's page, held at once, under Processing.
      await goTo(page, '/pages/index/my');
      await page.getByTestId('mine-withdraw').click();
      await page.getByTestId('page-withdraw').waitFor();
      await expectText(page.getByTestId('withdraw-balance'), money(beforeWithdraw));
      await page.getByTestId('withdraw-method-wechat').click();
      await page.getByTestId('withdraw-amount').fill('20');
      await page.getByTestId('withdraw-account').fill('wxid_rider2026');
      await screen(page, screens, 'withdraw');
      await page.getByTestId('withdraw-submit').click();
      const confirm = page.getByTestId('withdraw-confirm');
      await expectText(confirm, money(2_000));
      await expectText(confirm, 'wx**********26');
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByTestId('page-order-detail').waitFor();
      await page.getByTestId('order-processing').waitFor();
      await expectText(page.getByTestId('order-amount'), money(2_000));
      await expectText(page.getByTestId('order-status-hint'), 'held from your balance');
      await screen(page, screens, 'order-detail');
      const afterWithdraw = (await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance;
      assert.equal(afterWithdraw, beforeWithdraw - 2_000, 'the balance went down by 20.00');
      await goTo(page, '/pages/index/my');
      await expectText(page.getByTestId('mine-balance'), money(afterWithdraw));
      await expectText(page.getByTestId('mine-orders-notShipped-count'), '1');
      await page.getByTestId('mine-orders-notShipped').click();
      await page.getByTestId('page-orders').waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Processing' }).getAttribute('aria-selected'), 'true');
      const processingRow = page.getByTestId('order-row').first();
      await expectText(processingRow, 'Withdraw · WeChat Pay');
      await expectText(processingRow.getByTestId('order-amount'), money(-2_000, true));
      await expectText(processingRow.getByTestId('order-status'), 'Processing');
      assert.equal(await page.getByTestId('order-row').count(), 1);
      await screen(page, screens, 'orders-processing');
      const [withdrawal] = (await apiData(site, token, 'POST', '/app/user/order/page', { tab: 'processing' })).list;
      assert.deepEqual([withdrawal.kind, withdrawal.status, withdrawal.amount, withdrawal.account], ['withdraw', 'requested', 2_000, 'wx**********26']);
      // All: the four orders, newest first.
      const all = (await apiData(site, token, 'POST', '/app/user/order/page', { tab: 'all' })).list.map((order) => order.status);
      assert.deepEqual(all, ['requested', 'failed', 'cancelled', 'paid']);
    } finally {
      await server.stop();
    }
  });
}
