// Test helpers for the account flows: solve a captcha through /api/dev, get an SMS code, log in.
import { type FastifyInstance } from 'fastify';
import { get, post } from './test-app';

export async function solveCaptcha(app: FastifyInstance, type: 'slide' | 'rotate' = 'slide') {
  const captcha = await get(app, `/api/app/user/login/captcha?type=${type}`);
  const answer = await get(app, `/api/dev/captcha?captchaId=${captcha.body.data.captchaId}`);
  return { captchaId: captcha.body.data.captchaId as string, answer: answer.body.data.answer as number };
}

/** Sends an SMS code to `phone` (after a solved captcha, skipping the cooldown) and returns it, read from the development outbox. */
export async function smsCodeFor(app: FastifyInstance, phone: string, remoteAddress = '127.0.0.1'): Promise<string> {
  await skipSmsCooldown(app);
  const { captchaId, answer } = await solveCaptcha(app);
  const sent = await app.inject({ method: 'POST', url: '/api/app/user/login/smsCode', payload: { phone, captchaId, code: answer }, remoteAddress });
  if (sent.json().code !== 1000) throw new Error(`smsCode failed: ${sent.body}`);
  const outbox = await get(app, `/api/dev/sms?phone=${encodeURIComponent(phone)}`);
  return outbox.body.data.code;
}

/** Lets the next code be sent at once (skips the 60 s cooldown of every phone). */
export async function skipSmsCooldown(app: FastifyInstance) {
  await app.db.updateTable('smsThrottle').set({ lastSentAt: 0 }).execute();
}

export async function registerPlayer(app: FastifyInstance, phone: string, password = 'correct horse') {
  const smsCode = await smsCodeFor(app, phone);
  const res = await post(app, '/api/app/user/login/register', { phone, smsCode, password, ageConfirmed: true });
  if (res.body.code !== 1000) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { token: string; refreshToken: string; expire: number; refreshExpire: number };
}
