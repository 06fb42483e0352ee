// Issue 13 from a new player's seat, against a server drawing every 30 s: register, Mine, the language switched from
// Settings and back, a new nickname and a real PNG avatar through the crop, a 24-hour stake limit the board enforces,
// the bill filtered to bets with its totals, a reality check after a fast-forwarded quarter of an hour, a log out the
// server honours (old tokens refused), and back in through Switch account. Screens of Mine (guest and player), bill,
// edit, settings, dashboard and invite at 390x844 in English and Simplified Chinese go to e2e/artifacts/screens.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { openRoute } from '../support/app-page.mjs';
import { freshPhone, lastSmsCode, solveCaptcha } from '../support/account.mjs';
import { startAppServer } from '../support/app-server.mjs';
import { apiData, callApi, waitForOpenPeriod } from '../support/player-api.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { pngSize, writePng } from '../support/png-file.mjs';

/** A draw every 30 s, betting closes 5 s before it (the interval must divide 86400). */
const SCHEDULE = { DRAW_SCHEDULER: 'on', DRAW_INTERVAL_SECONDS: '30', DRAW_CLOSE_SECONDS: '5' };
const BET_TYPE = 2;

const storedJson = async (page, key) => JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? 'null');
const goTo = (page, hashPath) => page.evaluate((target) => (window.location.hash = target), hashPath);
const navTitle = (page) => page.getByTestId('nav-bar').locator('h1');
const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);
const tickIfNeeded = async (checkbox) => {
  if (!(await checkbox.isChecked())) await checkbox.click();
};

/** "+1.92" / "-2.00" / "0.00" in English, as the app's money formatter writes a signed result. */
const signedMoney = (cents) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(cents / 100);

/** One champion pick at `stake` (the slip keeps its pick after a refusal): answers the board's feedback text. */
async function placeChampionBet(page, stake) {
  await waitForOpenPeriod(page);
  const pick = page.getByRole('button', { name: /^Champion 1 @ / });
  if ((await pick.getAttribute('aria-pressed')) !== 'true') await pick.click();
  await page.getByTestId('stake-input').fill(stake);
  await page.getByTestId('place-bet').click();
  await page.getByTestId('confirm-bet').click();
  const feedback = page.getByTestId('slip-feedback');
  await feedback.waitFor();
  return feedback;
}

/** Waits until the charts have drawn and stopped animating: every canvas the same in two reads 400 ms apart. */
async function chartsAtRest(page) {
  const pictures = () => page.evaluate(() => [...document.querySelectorAll('canvas')].map((canvas) => canvas.toDataURL()).join('|'));
  let before = await pictures();
  for (let tries = 0; tries < 25; tries += 1) {
    await page.waitForTimeout(400);
    const after = await pictures();
    if (after === before && after.length > 0) return;
    before = after;
  }
  throw new Error('the dashboard charts kept changing for 10 s');
}

/** Saves the page at 390x844 as e2e/artifacts/screens/profile-<name>-<language>.png. */
async function screen(page, dir, name, language) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `profile-${name}-${language}.png`) });
}

/** Stores `language` (the app's own key) and starts the app again on `hashPath`. */
async function restartIn(page, language, hashPath) {
  await page.evaluate((lng) => (lng ? localStorage.setItem('language', JSON.stringify(lng)) : localStorage.removeItem('language')), language);
  await goTo(page, hashPath);
  await page.reload();
}

export function profileJourneyTests({ root }) {
  test('a new player runs Mine end to end: language, profile and avatar, stake limit, bill, reality check, log out and switch back', async () => {
    const server = await startAppServer(root, { env: SCHEDULE, logName: 'server-profile.log' });
    // A browser of its own: Playwright's clock belongs to the whole context, and this test moves it 16 minutes on.
    const browser = await launchBrowser();
    const page = await browser.context.newPage();
    const consoleLines = [];
    page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
    const artifacts = path.join(root, 'e2e/artifacts');
    const screens = path.join(artifacts, 'screens');
    fs.mkdirSync(screens, { recursive: true });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-profile-'));
    try {
      const site = server.baseUrl;
      const phone = freshPhone();
      const password = 'profile-password';
      await page.clock.install();

      // A guest's Mine, in the default language (Simplified Chinese) and in English.
      await openRoute(page, site, '/pages/index/my');
      await expectText(page.getByTestId('mine-guest'), '未登录');
      assert.equal(await htmlLang(page), 'zh-Hans');
      await page.getByTestId('mine-language').waitFor();
      await screen(page, screens, 'mine-guest', 'zh-Hans');
      await restartIn(page, 'en', '/pages/index/my');
      await expectText(page.getByTestId('mine-guest'), 'Not logged in');
      await screen(page, screens, 'mine-guest', 'en');
      await restartIn(page, null, '/pages/user/about');
      await page.getByTestId('page-about').waitFor();

      // Register in Chinese: number, captcha (answer from /api/dev), SMS code, password, age, agreement.
      await goTo(page, '/pages/user/register');
      await page.getByLabel('手机号').fill(phone);
      await solveCaptcha(page, site, () => page.getByRole('button', { name: '获取验证码' }).click());
      await page.getByTestId('page-register').waitFor();
      await page.getByLabel('验证码', { exact: true }).fill(await lastSmsCode(site, phone));
      await page.getByLabel('密码', { exact: true }).fill(password);
      await page.getByRole('checkbox', { name: '我确认已年满 18 周岁' }).click();
      await tickIfNeeded(page.getByRole('checkbox', { name: /我已阅读并同意/ }));
      await page.getByRole('button', { name: '注册', exact: true }).click();
      await page.getByTestId('page-home').waitFor();
      const token = await storedJson(page, 'token');
      const refreshToken = await storedJson(page, 'refreshToken');
      assert.ok(token && refreshToken, 'registration logs in');

      // Mine (the tab), then Settings → Language: English, and back to Simplified Chinese.
      await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).click();
      await page.getByTestId('page-my').waitFor();
      await page.getByTestId('mine-nickname').filter({ hasText: /\S/ }).waitFor();
      await page.getByTestId('mine-settings').click();
      await expectText(navTitle(page), '设置');
      await page.getByTestId('settings-language').click();
      await page.getByTestId('language-en').click();
      await page.getByTestId('page-settings').waitFor();
      await expectText(navTitle(page), 'Settings');
      assert.equal(await htmlLang(page), 'en');
      await expectText(page.getByTestId('settings-language'), 'English');
      await expectText(page.getByTestId('settings-log-out'), 'Log out');
      await page.getByTestId('settings-language').click();
      await page.getByTestId('language-zh-Hans').click();
      await page.getByTestId('page-settings').waitFor();
      await expectText(navTitle(page), '设置');
      assert.equal(await htmlLang(page), 'zh-Hans');
      await expectText(page.getByTestId('settings-log-out'), '退出登录');
      // The rest in English, chosen from Mine's own language row; the choice outlives a reload.
      await page.getByRole('button', { name: '返回' }).click();
      await page.getByTestId('page-my').waitFor();
      await page.getByTestId('mine-language').click();
      await page.getByTestId('language-en').click();
      await expectText(page.getByTestId('mine-language'), 'English');
      await expectText(page.locator('.mine-nav__title'), 'Mine');
      await page.reload();
      await expectText(page.getByTestId('mine-settings'), 'Settings');

      // Edit: a real PNG through the album, the crop, the upload; then a new nickname.
      const picture = writePng(path.join(work, 'avatar.png'), 320, 200, (x, y) => ((x - 160) ** 2 + (y - 100) ** 2 < 70 ** 2 ? [228, 61, 51] : [245, 240, 230 - (y % 40)]));
      const nickname = `Rider ${phone.slice(-4)} 赛`;
      await page.getByTestId('mine-profile').click();
      await page.getByTestId('page-edit').waitFor();
      await page.getByTestId('avatar-change').click();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByText('Choose from album').click()]);
      await chooser.setFiles(picture);
      await page.getByRole('dialog', { name: 'Move and zoom the picture' }).waitFor();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      const stage = await page.getByTestId('avatar-crop-stage').boundingBox();
      await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
      await page.mouse.down();
      await page.mouse.move(stage.x + stage.width / 2 + 30, stage.y + stage.height / 2, { steps: 4 });
      await page.mouse.up();
      const uploaded = page.waitForResponse((r) => r.url().includes('/api/app/base/comm/upload'));
      await page.getByTestId('avatar-crop-confirm').click();
      assert.equal((await uploaded).status(), 200);
      await page.getByText('Avatar updated successfully').waitFor();
      await page.getByTestId('avatar-image').waitFor();
      await page.getByTestId('edit-nickname').fill(nickname);
      await expectText(page.getByTestId('edit-nickname-count'), `${Array.from(nickname).length}/16`);
      await page.getByTestId('edit-save').click();
      await page.getByText('User information saved successfully').waitFor();
      await page.getByTestId('page-my').waitFor();
      await expectText(page.getByTestId('mine-nickname'), nickname);
      const person = await apiData(site, token, 'GET', '/app/user/info/person');
      assert.equal(person.nickName, nickname);
      assert.ok(person.avatarUrl, 'the avatar is saved on the profile');
      const mineAvatar = page.getByTestId('mine-profile').locator('.account-avatar img');
      await mineAvatar.waitFor();
      assert.equal(new URL(await mineAvatar.getAttribute('src'), site).href, new URL(person.avatarUrl, site).href);
      assert.ok(await mineAvatar.evaluate((img) => img.complete && img.naturalWidth > 0), 'the new avatar shows on Mine');
      const avatarFile = await fetch(new URL(person.avatarUrl, site));
      assert.equal(avatarFile.status, 200);
      assert.deepEqual(pngSize(Buffer.from(await avatarFile.arrayBuffer())), { width: 512, height: 512 }, 'the crop uploads a 512×512 PNG');

      // Play responsibly: a 24-hour stake limit of 5.00, in force at once.
      await page.getByTestId('mine-settings').click();
      await page.getByTestId('settings-responsible').click();
      await page.getByTestId('page-responsible').waitFor();
      await page.getByTestId('stake-limits-edit').click();
      await page.getByTestId('limit-input-stakeDay').fill('5.00');
      await page.getByTestId('stake-limits-save').click();
      await expectText(page.getByTestId('limit-stakeDay'), '5.00');
      await expectText(page.getByTestId('limit-stakeDay'), '5.00 left');

      // The board: 10.00 is refused with the server's message; 2.00 is accepted.
      await openRoute(page, site, '/');
      await page.getByTestId('betting-board').waitFor();
      await page.getByRole('tab', { name: 'Champion', exact: true }).click();
      const refused = await placeChampionBet(page, '10');
      await expectText(refused, 'This bet slip goes over your 24-hour stake limit (5.00 left)');
      assert.equal((await apiData(site, token, 'GET', '/app/user/info/person')).currentBalance, person.currentBalance, 'nothing was taken');
      const placed = await placeChampionBet(page, '2');
      await expectText(placed, /Bet placed on period \d{12}: 1 pick, 2\.00\./);

      // The bill filtered to bets: only the bet's row, and the totals for bets.
      await page.getByTestId('tab-bar').getByRole('link', { name: 'Mine' }).click();
      await page.getByTestId('mine-item-myBills').click();
      await page.getByTestId('page-bill').waitFor();
      await page.getByTestId('bill-row').first().waitFor();
      const betChip = page.getByTestId(`bill-filter-${BET_TYPE}`);
      const betLabel = (await betChip.innerText()).trim();
      await betChip.click();
      assert.equal(await betChip.getAttribute('aria-selected'), 'true');
      await page.waitForFunction(
        (label) => {
          const rows = [...document.querySelectorAll('[data-testid="bill-row"] .bill-row__type')].map((node) => node.textContent);
          return rows.length === 1 && rows[0] === label;
        },
        betLabel,
        { timeout: 10_000 },
      );
      await expectText(page.getByTestId('bill-amount'), '-2.00');
      await expectText(page.getByTestId('bill-money-out'), '2.00');
      await expectText(page.getByTestId('bill-total'), '1');

      // Let the bet settle, so the dashboard has a day with a stake and a result.
      let settled;
      for (const deadline = Date.now() + 75_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 1000))) {
        const [bet] = (await apiData(site, token, 'POST', '/app/bet/bet/getHistory', { page: 1, size: 5 })).list;
        if (bet && bet.status !== 0) {
          settled = bet;
          break;
        }
      }
      assert.ok(settled, 'the 2.00 bet settled');

      // The screens, Simplified Chinese then English (the journey goes on in English).
      for (const language of ['zh-Hans', 'en']) {
        await restartIn(page, language, '/pages/index/my');
        await page.getByTestId('mine-balance').filter({ hasText: /\d/ }).waitFor();
        await mineAvatar.waitFor();
        await screen(page, screens, 'mine', language);
        await goTo(page, '/pages/user/bill');
        await page.getByTestId('bill-row').first().waitFor();
        await page.getByTestId('bill-money-out').filter({ hasText: /\d/ }).waitFor();
        await screen(page, screens, 'bill', language);
        await goTo(page, '/pages/user/edit');
        await page.getByTestId('avatar-image').waitFor();
        await screen(page, screens, 'edit', language);
        await goTo(page, '/pages/user/set');
        await page.getByTestId('settings-version').waitFor();
        await screen(page, screens, 'settings', language);
        await goTo(page, '/pages/user/dashboard');
        await page.getByTestId('page-dashboard').locator('canvas').first().waitFor();
        await chartsAtRest(page);
        await screen(page, screens, 'dashboard', language);
        await goTo(page, '/pages/user/invite');
        await page.getByTestId('page-invite').getByText(/[A-Z0-9]{4,}/).first().waitFor();
        await screen(page, screens, 'invite', language);
      }
      assert.equal(await htmlLang(page), 'en');

      // A reality check every 15 minutes, then a quarter of an hour (and one minute) later on the page's clock.
      await goTo(page, '/pages/user/responsible');
      await page.getByTestId('reality-15').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="reality-15"]')?.getAttribute('aria-pressed') === 'true');
      await goTo(page, '/pages/index/my');
      await page.getByTestId('page-my').waitFor();
      assert.equal(await page.getByTestId('reality-check').count(), 0, 'no check before the interval has passed');
      await page.clock.fastForward('16:00');
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await check.waitFor();
      const playSession = await apiData(site, token, 'GET', '/app/user/responsible/session');
      const played = Math.floor(((await page.evaluate(() => Date.now())) - Date.parse(playSession.loginAt)) / 60_000);
      assert.ok(played >= 16, `logged in for ${played} min on the page's clock`);
      const elapsed = await check.getByTestId('reality-check-elapsed').innerText();
      assert.ok([played, played - 1].some((m) => elapsed === `You have been logged in for ${m} min.`), `elapsed: ${elapsed}, expected about ${played} min`);
      assert.equal(settled.payout - settled.amount, playSession.net);
      await expectText(check.getByTestId('reality-check-net'), signedMoney(settled.payout - settled.amount));
      await expectText(check, '1 bet');
      await check.getByRole('button', { name: 'Continue' }).click();
      await check.waitFor({ state: 'detached' });
      // The page's clock back in step with the server's: a later login's start is read from the server and compared with it.
      await page.clock.setSystemTime(Date.now());

      // Log out from Mine, after its question; the server refuses the old tokens.
      await page.getByTestId('mine-log-out').click();
      const question = page.getByRole('dialog', { name: 'Log out?' });
      await question.getByRole('button', { name: 'Log out' }).click();
      await page.getByTestId('page-login').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      const refresh = await callApi(site, null, 'POST', '/app/user/login/refreshToken', { refreshToken });
      assert.notEqual(refresh.code, 1000, `the old refresh token was accepted: ${JSON.stringify(refresh)}`);
      const oldAccess = await callApi(site, token, 'GET', '/app/user/info/person');
      assert.equal(oldAccess.status, 401, 'the old access token is refused');

      // Switch account: the device lists the account; a tap opens login with its number; the password lets it back in.
      await goTo(page, '/pages/user/switch');
      await page.getByTestId('page-switch-account').waitFor();
      const listed = page.getByTestId('recent-account').filter({ hasText: nickname });
      await listed.waitFor();
      await expectText(listed, `${phone.slice(0, 3)}****${phone.slice(-4)}`);
      await listed.getByRole('button', { name: new RegExp(`^${nickname}`) }).click();
      await page.getByTestId('page-login').waitFor();
      assert.equal(await page.getByLabel('Mobile number').inputValue(), phone);
      await page.getByRole('tab', { name: 'Password login' }).click();
      assert.equal(await page.getByLabel('Mobile number').inputValue(), phone);
      await page.getByLabel('Password').fill(password);
      await tickIfNeeded(page.getByRole('checkbox', { name: /I have read and agree/ }));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      // Back on the page before login, the account now the current one.
      await page.getByTestId('page-switch-account').waitFor();
      await expectText(page.getByTestId('recent-account').filter({ hasText: nickname }), 'Current');
      await goTo(page, '/pages/index/my');
      await expectText(page.getByTestId('mine-nickname'), nickname);
      const newToken = await storedJson(page, 'token');
      assert.ok(newToken && newToken !== token, 'a new login');
      assert.equal((await apiData(site, newToken, 'GET', '/app/user/info/person')).nickName, nickname);
    } catch (error) {
      await page.screenshot({ path: path.join(artifacts, 'profile-journey-failure.png'), fullPage: true }).catch(() => undefined);
      fs.writeFileSync(path.join(artifacts, 'profile-journey-failure.console.txt'), consoleLines.join('\n'));
      throw error;
    } finally {
      await browser.close();
      await server.stop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
}
