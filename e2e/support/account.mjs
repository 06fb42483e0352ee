// Account helpers for browser tests: solve the captcha by dragging with the answer from /api/dev, read the SMS code, log in through the API.

/** A phone number no other test has used (CN mobile format). */
export function freshPhone() {
  return `139${String(Date.now()).slice(-8)}`;
}

async function devData(baseUrl, pathAndQuery) {
  const body = await (await fetch(`${baseUrl}/api/dev/${pathAndQuery}`)).json();
  if (body.code !== 1000) throw new Error(`/api/dev/${pathAndQuery}: ${body.message}`);
  return body.data;
}

export const lastSmsCode = async (baseUrl, phone) => (await devData(baseUrl, `sms?phone=${encodeURIComponent(phone)}`)).code;
export const captchaAnswer = async (baseUrl, captchaId) => (await devData(baseUrl, `captcha?captchaId=${captchaId}`)).answer;

/** Drags the captcha thumb by `pixels` with the mouse (pointer events, as a finger would). */
export async function dragThumb(page, pixels) {
  const box = await page.locator('[data-testid="captcha-thumb"]').boundingBox();
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + pixels / 2, y, { steps: 5 });
  await page.mouse.move(x + pixels, y, { steps: 5 });
  await page.mouse.up();
}

/**
 * On the captcha page: waits for the captcha the page loaded, asks /api/dev for its answer and drags to it.
 * `trigger` is the action that makes the page load a captcha (a click, a navigation).
 */
export async function solveCaptcha(page, baseUrl, trigger, { offBy = 0 } = {}) {
  const isCaptcha = (r) => r.url().includes('/api/app/user/login/captcha');
  const [response] = await Promise.all([page.waitForResponse(isCaptcha), trigger()]);
  const captcha = (await response.json()).data;
  await page.locator(`[data-testid="captcha-image"]`).waitFor();
  const answer = (await captchaAnswer(baseUrl, captcha.captchaId)) + offBy;
  // The slide thumb moves one image pixel per pixel; the rotate track turns 359° over 240 px.
  const pixels = captcha.type === 'slide' ? answer : (answer * 240) / 359;
  // A wrong answer makes the page fetch a new captcha at once: listen before dragging, or its answer can come first.
  const next = offBy === 0 ? undefined : page.waitForResponse(isCaptcha).then((r) => r.json()).then((body) => body.data);
  next?.catch(() => {});
  await dragThumb(page, pixels);
  return next ? { ...captcha, next } : captcha;
}

/** Registers a player through the API (captcha and SMS code read from /api/dev) and returns the token pair. */
export async function registerThroughApi(baseUrl, phone = freshPhone(), password = 'e2e-password') {
  const call = async (method, url, body) => {
    const response = await fetch(`${baseUrl}/api${url}`, { method, headers: { 'content-type': 'application/json', language: 'en' }, body: body && JSON.stringify(body) });
    const envelope = await response.json();
    if (envelope.code !== 1000) throw new Error(`${url}: ${envelope.message}`);
    return envelope.data;
  };
  const captcha = await call('GET', '/app/user/login/captcha?type=slide');
  await call('POST', '/app/user/login/smsCode', { phone, captchaId: captcha.captchaId, code: await captchaAnswer(baseUrl, captcha.captchaId) });
  const tokens = await call('POST', '/app/user/login/register', { phone, smsCode: await lastSmsCode(baseUrl, phone), password, ageConfirmed: true });
  return { phone, password, tokens };
}
