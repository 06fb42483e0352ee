// My orders: recharge (start a payment, pay again, cancel), withdraw, one order, the list by tab and Mine's badges.
import { Type } from '@sinclair/typebox';
import { type FastifyRequest } from 'fastify';
import { BusinessError } from '../../../http/app-error';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Cents, CursorPagination, cursorField, pageFields } from '../../../http/request-bounds';
import { currentUser } from '../../../plugins/app/auth';
import { limitsInForce } from '../../../betting/player-limits';
import { PAY_METHODS } from '../../../payments/payment-provider';
import { ORDER_NO_PATTERN } from '../../../payments/new-order';
import { ORDER_TABS } from '../../../payments/order-view';
import { type PayClient } from '../../../payments/order-service';

const money = (description: string) => Type.Integer({ description: `${description} (cents)` });
const time = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

const methodField = Type.Union(
  PAY_METHODS.map((method) => Type.Literal(method)),
  { description: 'wechat (WeChat Pay) or alipay (Alipay)' },
);
const orderNoField = Type.String({ pattern: ORDER_NO_PATTERN, maxLength: 20, description: 'The order number: R (recharge) or W (withdrawal) and 19 digits' });
const inWeChatField = Type.Optional(Type.Boolean({ description: "The page runs in WeChat's own browser: WeChat Pay then pays through its JSAPI" }));

const orderView = Type.Object({
  orderNo: Type.String(),
  kind: Type.Union([Type.Literal('recharge'), Type.Literal('withdraw')]),
  status: Type.Union(
    ['pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded', 'requested', 'paidOut', 'rejected'].map((status) => Type.Literal(status)),
    { description: 'Recharge: pending, paid, cancelled, failed, expired, refunded. Withdrawal: requested, paidOut, rejected' },
  ),
  tab: Type.Union([...ORDER_TABS.map((tab) => Type.Literal(tab)), Type.Null()], { description: 'The tab of My orders it shows under besides all; null for cancelled, failed and expired' }),
  amount: money('The amount'),
  currency: Type.String({ description: 'ISO 4217: CNY' }),
  method: methodField,
  sandbox: Type.Boolean({ description: 'Served by the sandbox: no real money moves' }),
  account: Type.Union([Type.String(), Type.Null()], { description: "A withdrawal's receiving account, masked (first and last two characters kept)" }),
  failReason: Type.Union([Type.String(), Type.Null()], { description: "Why it failed, was cancelled, expired, rejected or refunded, in the reader's language" }),
  createTime: Type.String({ format: 'date-time' }),
  expireTime: time('When an unpaid recharge expires; null for withdrawals'),
  payTime: time('When the recharge was paid or the withdrawal paid out'),
  closeTime: time('When it was cancelled, failed, expired, rejected or refunded'),
  canCancel: Type.Boolean({ description: 'A pending recharge still in time: it may be cancelled' }),
  canPayAgain: Type.Boolean({ description: 'A pending recharge still in time: its payment may be started again' }),
});

const paymentStart = Type.Union(
  [
    Type.Object({ kind: Type.Literal('redirect'), url: Type.String({ description: "Open this page: the provider's cashier (the sandbox's, WeChat Pay H5, Alipay)" }) }),
    Type.Object({
      kind: Type.Literal('jsapi'),
      params: Type.Object(
        { appId: Type.String(), timeStamp: Type.String(), nonceStr: Type.String(), package: Type.String(), signType: Type.Literal('RSA'), paySign: Type.String() },
        { description: "WeChat's JSAPI (WeixinJSBridge getBrandWCPayRequest) parameters" },
      ),
    }),
  ],
  { description: 'How the client goes on paying' },
);
const paying = Type.Object({ order: orderView, pay: paymentStart });

function payClient(request: FastifyRequest, inWeChat: boolean | undefined): PayClient {
  return { ip: request.ip, inWeChat: inWeChat === true, language: request.language };
}

export default defineRoutes({
  access: 'user',
  summary: 'My orders: recharge and withdrawal',
  register(app) {
    const { orders, registry } = app.payments;
    const { recharge, withdraw } = app.config.payments;

    // Every refusal (bounds, deposit limits, self-exclusion, too many unpaid, an order not payable or cancellable, the
    // provider down, the balance short) leaves a line saying whose and why: the envelope answers it without logging.
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof BusinessError) {
        request.log.info({ userId: request.user?.id, url: request.url, messageKey: error.messageKey, data: error.data }, 'order request refused');
      }
    });

    app.get(
      '/options',
      {
        schema: {
          summary: 'What the recharge and withdraw pages offer: methods (sandbox or real, where each can pay), amount bounds and quick amounts, and whether my deposit limits were chosen',
          response: {
            200: envelopeOf(
              Type.Object({
                currency: Type.Literal('CNY'),
                methods: Type.Array(
                  Type.Object({
                    method: methodField,
                    sandbox: Type.Boolean({ description: 'Served by the sandbox: no real money moves' }),
                    h5: Type.Boolean({ description: 'Payable from an ordinary phone browser' }),
                    jsapi: Type.Boolean({ description: "Payable inside WeChat's browser through its JSAPI" }),
                  }),
                ),
                recharge: Type.Object({ minAmount: money('Least recharge'), maxAmount: money('Most recharge'), quickAmounts: Type.Array(Type.Integer(), { description: 'Cents' }), ttlMinutes: Type.Integer({ description: 'Minutes an unpaid recharge waits before it expires' }) }),
                withdraw: Type.Object({
                  minAmount: money('Least withdrawal'),
                  maxAmount: money('Most withdrawal'),
                  autoApproveSeconds: Type.Integer({ minimum: 0, description: 'A withdrawal through the sandbox is paid out by itself after this many seconds (until operators review withdrawals); 0: it waits for review' }),
                }),
                depositLimitsChosen: Type.Boolean({ description: 'Whether I chose my deposit limits (or no limit); a first recharge asks for them before anything else' }),
              }),
            ),
          },
        },
      },
      async (request) => {
        const limits = await limitsInForce(app.db, currentUser(request).id, Date.now());
        return ok({
          currency: 'CNY' as const,
          methods: registry.methods(),
          recharge: { minAmount: recharge.minCents, maxAmount: recharge.maxCents, quickAmounts: recharge.quickAmountsCents, ttlMinutes: recharge.ttlMinutes },
          withdraw: { minAmount: withdraw.minCents, maxAmount: withdraw.maxCents, autoApproveSeconds: app.config.payments.sandbox.withdrawApproveSeconds },
          depositLimitsChosen: limits.depositChosenAt !== null,
        });
      },
    );

    app.post(
      '/recharge',
      {
        schema: {
          summary: 'Start a recharge: the order (pending payment) and how to pay it; refused outside the bounds, when self-excluded, over a deposit limit or with 5 unpaid',
          body: Type.Object({ amount: Cents({ minimum: 1 }), method: methodField, inWeChat: inWeChatField }, { additionalProperties: false }),
          response: { 200: envelopeOf(paying) },
        },
      },
      async (request) => ok(await orders.createRecharge(currentUser(request).id, { amount: request.body.amount, method: request.body.method }, payClient(request, request.body.inWeChat))),
    );

    app.post(
      '/payAgain',
      {
        schema: {
          summary: 'Start paying a pending recharge again (before it expires)',
          body: Type.Object({ orderNo: orderNoField, inWeChat: inWeChatField }, { additionalProperties: false }),
          response: { 200: envelopeOf(paying) },
        },
      },
      async (request) => ok(await orders.payAgain(currentUser(request).id, request.body.orderNo, payClient(request, request.body.inWeChat))),
    );

    app.post(
      '/cancel',
      {
        schema: {
          summary: 'Cancel a pending recharge (closed at the provider first, so it can no longer be paid)',
          body: Type.Object({ orderNo: orderNoField }, { additionalProperties: false }),
          response: { 200: envelopeOf(orderView) },
        },
      },
      async (request) => ok(await orders.cancel(currentUser(request).id, request.body.orderNo, request.language)),
    );

    app.get(
      '/info',
      {
        schema: {
          summary: "One of my orders; a pending recharge is first checked with its provider (a late payment) and expired when its time has run out",
          querystring: Type.Object({ orderNo: orderNoField }, { additionalProperties: false }),
          response: { 200: envelopeOf(orderView) },
        },
      },
      async (request) => ok(await orders.info(currentUser(request).id, request.query.orderNo, request.language)),
    );

    app.post(
      '/page',
      {
        schema: {
          summary: 'My orders, newest first, by tab: pending (payment), processing (withdrawals), completed, refunds (and rejections), or all',
          body: Type.Object(
            {
              tab: Type.Optional(Type.Union([Type.Literal('all'), ...ORDER_TABS.map((tab) => Type.Literal(tab))], { default: 'all' })),
              // The app's paging fields: a numbered page, or (what the app's lists use) the cursor of the previous one.
              ...pageFields,
              cursor: cursorField('^[0-9]{1,16}$'),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(orderView), pagination: CursorPagination })) },
        },
      },
      async (request) => ok(await orders.page(currentUser(request).id, request.body, request.language)),
    );

    app.get(
      '/summary',
      {
        schema: {
          summary: "Mine's badges: recharges waiting for payment and withdrawals being processed",
          response: { 200: envelopeOf(Type.Object({ pending: Type.Integer(), processing: Type.Integer() })) },
        },
      },
      async (request) => ok(await orders.summary(currentUser(request).id)),
    );

    app.post(
      '/withdraw',
      {
        schema: {
          summary: 'Withdraw to my WeChat or Alipay account: the amount is held at once (a consumption row) until it is paid out or rejected',
          body: Type.Object(
            {
              amount: Cents({ minimum: 1 }),
              method: methodField,
              account: Type.String({ minLength: 1, maxLength: 64, description: 'My WeChat ID or Alipay account that receives the money' }),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(orderView) },
        },
      },
      async (request) => ok(await orders.withdraw(currentUser(request).id, request.body, request.language)),
    );
  },
});
