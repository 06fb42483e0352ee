// Test helpers for orders: a player ready to recharge, a recharge through HTTP, the sandbox's cashier decision, and
// sandbox notifications signed by the test (genuine, forged or altered) posted to the notify route.
import { type FastifyInstance } from 'fastify';
import { signedSandboxHeaders, SANDBOX_NOTIFY_PATH } from '../../src/payments/sandbox-notification';
import { get, post, type TestApp } from './test-app';
import { fundPlayer } from './draws';

export interface Payer {
  id: number;
  token: string;
  auth: Record<string, string>;
}

/** A player who made the deposit-limit choice (no limit unless told), with `balance` cents of play money. */
export async function payer(t: TestApp, options: { balance?: number; depositDay?: number | null; language?: string } = {}): Promise<Payer> {
  const player = await t.createPlayer();
  const auth = { authorization: player.token, language: options.language ?? 'en' };
  const chosen = await post(t.app, '/api/app/user/responsible/setLimits', { depositDay: options.depositDay ?? null }, auth);
  if (chosen.body.code !== 1000) throw new Error(`setLimits: ${JSON.stringify(chosen.body)}`);
  if (options.balance) await fundPlayer(t.app, player.id, options.balance);
  return { id: player.id, token: player.token, auth };
}

export async function recharge(t: TestApp, who: Payer, amount: number, method: 'wechat' | 'alipay' = 'alipay') {
  return (await post(t.app, '/api/app/user/order/recharge', { amount, method }, who.auth)).body;
}

/** Recharges and returns the order number and the sandbox's trade number (from the cashier URL), failing on a refusal. */
export async function openRecharge(t: TestApp, who: Payer, amount: number, method: 'wechat' | 'alipay' = 'alipay'): Promise<{ orderNo: string; tradeNo: string; url: string }> {
  const body = await recharge(t, who, amount, method);
  if (body.code !== 1000) throw new Error(`recharge: ${JSON.stringify(body)}`);
  const url = body.data.pay.url as string;
  return { orderNo: body.data.order.orderNo, tradeNo: new URL(url, 'http://local').searchParams.get('tradeNo')!, url };
}

export async function orderInfo(t: TestApp, who: Payer, orderNo: string) {
  return (await get(t.app, `/api/app/user/order/info?orderNo=${orderNo}`, who.auth)).body;
}

/** The payer's decision on the sandbox's cashier page, as its form posts it; answers the redirect. */
export async function decide(app: FastifyInstance, tradeNo: string, outcome: 'pay' | 'cancel' | 'fail', extra: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/app/pay/sandbox/decide',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ tradeNo, outcome, ...extra }).toString(),
  });
  await app.payments.sandbox.gateway.settled();
  return response;
}

export async function balanceOf(app: FastifyInstance, userId: number): Promise<number> {
  return Number((await app.db.selectFrom('appUser').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance);
}

export interface SandboxNotice {
  tradeNo: string;
  orderNo: string;
  status: 'paid' | 'failed' | 'cancelled';
  amount: number;
  currency: string;
  attach: string;
  paidAt: number | null;
}

/** Posts a sandbox notification signed with `secret` (the configured one unless a forger's is given); answers the raw reply. */
export async function notifySandbox(app: FastifyInstance, notice: SandboxNotice, secret = app.config.payments.sandbox.secret) {
  const body = JSON.stringify(notice);
  return app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, headers: signedSandboxHeaders(secret, body, Date.now()), payload: body });
}

export async function notifications(app: FastifyInstance, orderNo: string | null) {
  const query = app.db.selectFrom('payNotification').select(['outcome', 'reason', 'amount']).orderBy('id');
  return orderNo === null ? query.where('orderNo', 'is', null).execute() : query.where('orderNo', '=', orderNo).execute();
}
