// A new player's whole journey through remote-auth against the real server: register with the SMS code from /api/dev,
// log out, log in with the password, and keep working across an access-token expiry without noticing; and a forgotten
// password set again with an SMS code.
import { test } from '../support/test-runner.mjs';
import { assert, expectText } from '../support/expect.mjs';
import { openRoute, useLanguage } from '../support/app-page.mjs';
import { freshPhone, lastSmsCode, registerThroughApi, solveCaptcha } from '../support/account.mjs';
import { startAppServer } from '../support/app-server.mjs';

/** One SMS code per phone per minute (server/src/accounts/sms-code-service.ts). */
const SMS_COOLDOWN_MS = 60_000;
/** Access tokens live 10 s on this test's server; the client treats them as expired 5 s early. */
const ACCESS_TTL_SECONDS = 10;

const tickIfNeeded = async (checkbox) => {
  if (!(await checkbox.isChecked())) await checkbox.click();
};

export function accountJourneyTests({ baseUrl, root }) {
  test('a wrong captcha answer brings a new picture and the message; the right one sends the code and starts the countdown', async (page) => {
    await useLanguage(page, 'en');
    const phone = freshPhone();
    await openRoute(page, baseUrl, '/pages/user/login');
    await page.getByLabel('Mobile number').fill(phone);
    const first = await solveCaptcha(page, baseUrl, () => page.getByRole('button', { name: 'Get code' }).click(), { offBy: 60 });
    const [second] = await Promise.all([
      first.next,
      expectText(page.locator('[data-testid="page-captcha"] [role="alert"]'), 'security check was not passed'),
    ]);
    assert.notEqual(second.captchaId, first.captchaId, 'a new captcha after the wrong answer');
    const toast = page.getByText('SMS has been sent. Please check your messages.').waitFor();
    const rotate = await solveCaptcha(page, baseUrl, () => page.getByTestId('captcha-other-kind').click());
    assert.equal(rotate.type, 'rotate');
    await toast;
    await page.locator('[data-testid="page-login"]').waitFor();
    await expectText(page.getByTestId('sms-code-button'), 'Retry in');
    assert.match(await lastSmsCode(baseUrl, phone), /^\d{6}$/);
  });

  test('a player who forgot the password sets a new one with an SMS code, then logs in with it', async (page) => {
    await useLanguage(page, 'en');
    const { phone } = await registerThroughApi(baseUrl, freshPhone(), 'forgotten-password');
    // Registering sent the number a code: the next may go a minute later (one code per phone per minute).
    const nextCodeAt = Date.now() + SMS_COOLDOWN_MS + 1000;
    const password = 'remembered-password';
    await openRoute(page, baseUrl, '/pages/user/login');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    // The number comes along; the code is sent after the captcha, as for logging in.
    await page.locator('[data-testid="page-forgot-password"]').waitFor();
    assert.equal(await page.getByLabel('Mobile number').inputValue(), phone, 'the number typed on the login page');
    await page.waitForTimeout(Math.max(0, nextCodeAt - Date.now()));
    await solveCaptcha(page, baseUrl, () => page.getByRole('button', { name: 'Get code' }).click());
    await page.locator('[data-testid="page-forgot-password"]').waitFor();
    await page.getByLabel('Verification code').fill(await lastSmsCode(baseUrl, phone));
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Repeat the new password').fill(`${password}!`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectText(page.locator('[data-testid="page-forgot-password"] [role="alert"]'), 'The two new passwords do not match');
    await page.getByLabel('Repeat the new password').fill(password);
    await page.getByRole('button', { name: 'Set new password' }).click();

    // Back on the login page, on the password tab, with the number: the new password logs in.
    await page.locator('[data-testid="page-login"]').waitFor();
    assert.equal(await page.getByRole('tab', { name: 'Password login' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByLabel('Mobile number').inputValue(), phone);
    await page.getByLabel('Password').fill('forgotten-password');
    await tickIfNeeded(page.getByRole('checkbox', { name: /I have read and agree/ }));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectText(page.locator('[data-testid="page-login"] [role="alert"]'), 'Wrong mobile number or password');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.locator('[data-testid="page-home"]').waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'logged in with the new password');
  });

  test('a new player registers, logs out, logs in with the password and keeps working across a token expiry', async (page) => {
    const server = await startAppServer(root, { env: { JWT_ACCESS_TTL_SECONDS: String(ACCESS_TTL_SECONDS) }, logName: 'server-short-tokens.log' });
    try {
      const site = server.baseUrl;
      const phone = freshPhone();
      const password = 'journey-password';
      await page.goto(`${site}/remotes.json`);
      await useLanguage(page, 'en');

      // Register: number, captcha, SMS code from /api/dev, password, age, agreement.
      await openRoute(page, site, '/pages/user/about');
      await page.locator('[data-testid="page-about"]').waitFor();
      await page.evaluate(() => (window.location.hash = '/pages/user/register'));
      await page.getByLabel('Mobile number').fill(phone);
      await solveCaptcha(page, site, () => page.getByRole('button', { name: 'Get code' }).click());
      await page.locator('[data-testid="page-register"]').waitFor();
      assert.equal(await page.getByLabel('Mobile number').inputValue(), phone, 'the number survives the captcha trip');
      await page.getByLabel('Verification code').fill(await lastSmsCode(site, phone));
      await page.getByLabel('Password').fill(password);
      await page.getByRole('checkbox', { name: 'I confirm that I am 18 or older' }).click();
      await tickIfNeeded(page.getByRole('checkbox', { name: /I have read and agree/ }));
      await page.getByRole('button', { name: 'Register', exact: true }).click();
      await page.locator('[data-testid="page-home"]').waitFor();
      const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), loginType: localStorage.getItem('loginType'), user: localStorage.getItem('userInfo') }));
      assert.ok(stored.token, 'token stored');
      assert.equal(stored.loginType, '"password"');
      assert.match(stored.user, /"currentBalance"/, 'person fetched after login');

      // Log out from settings, after its question: back on the login page with nothing stored.
      await page.evaluate(() => (window.location.hash = '/pages/user/set'));
      await page.getByTestId('settings-log-out').click();
      await page.getByRole('dialog').filter({ hasText: 'Log out of this account on this device?' }).getByRole('button', { name: 'Log out' }).click();
      await page.locator('[data-testid="page-login"]').waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

      // Log in with the password; login returns to the page that sent the user there.
      await page.evaluate(() => (window.location.hash = '/pages/user/bill'));
      await page.locator('[data-testid="page-login"]').waitFor();
      await page.getByRole('tab', { name: 'Password login' }).click();
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Password').fill(password);
      await tickIfNeeded(page.getByRole('checkbox', { name: /I have read and agree/ }));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.locator('[data-testid="page-bill"]').waitFor();
      const tokenBefore = await page.evaluate(() => localStorage.getItem('token'));

      // Past the access token's lifetime with the app closed (an open app renews the token itself, when its live socket
      // is cut at the token's expiry): the next start refreshes once and the player stays on the page.
      await page.goto(`${site}/remotes.json`);
      await page.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
      const seen = [];
      page.on('response', (response) => {
        const url = new URL(response.url()).pathname;
        if (url.startsWith('/api/app/user/')) seen.push(`${url} ${response.status()}`);
      });
      await openRoute(page, site, '/pages/user/bill');
      await page.locator('[data-testid="page-bill"]').waitFor();
      await page.waitForLoadState('networkidle');
      // One refresh, before anything else; then the profile and whatever the page and the shell read, none refused.
      assert.equal(seen[0], '/api/app/user/login/refreshToken 200', seen.join('\n'));
      assert.equal(seen.filter((line) => line.includes('/refreshToken')).length, 1, seen.join('\n'));
      assert.ok(seen.includes('/api/app/user/info/person 200'), seen.join('\n'));
      assert.deepEqual(seen.filter((line) => !line.endsWith(' 200')), [], 'every call after the refresh is answered');
      assert.notEqual(await page.evaluate(() => localStorage.getItem('token')), tokenBefore, 'a new access token');
      assert.match(page.url(), /#\/pages\/user\/bill$/);
    } finally {
      await server.stop();
    }
  });
}
