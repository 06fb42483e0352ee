// Operators' money screen: recharge and withdrawal orders, one order with its notifications, and the decisions on them.
import { Type } from '@sinclair/typebox';
import { ValidationError } from '../../../http/app-error';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id, pageFields, DEFAULT_PAGE_SIZE } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import { ORDER_NO_PATTERN } from '../../../payments/new-order';
import { type OrderDeps } from '../../../payments/order-service';
import { approveWithdrawalOrder, orderDetail, refundRechargeOrder, rejectWithdrawalOrder, searchOrders } from '../../../console/money-admin';

const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded', 'requested', 'paidOut', 'rejected'] as const;

const time = Type.String({ format: 'date-time' });
const maybeTime = Type.Union([time, Type.Null()]);
const nullableText = Type.Union([Type.String(), Type.Null()]);
const orderNoField = Type.String({ pattern: ORDER_NO_PATTERN, maxLength: 20, description: 'R (recharge) or W (withdrawal) and 19 digits' });
const kindField = Type.Union([Type.Literal('recharge'), Type.Literal('withdraw')]);
const statusField = Type.Union(
  ORDER_STATUSES.map((status) => Type.Literal(status)),
  { description: 'Recharge: pending, paid, cancelled, failed, expired, refunded. Withdrawal: requested, paidOut, rejected' },
);

const orderFields = {
  orderNo: Type.String(),
  kind: kindField,
  status: statusField,
  amount: Type.Integer({ description: 'Cents' }),
  currency: Type.String(),
  method: Type.String({ description: 'wechat or alipay, as the player chose' }),
  provider: Type.String({ description: 'sandbox, wechat or alipay: who served it' }),
  providerTradeNo: nullableText,
  account: Type.Union([Type.String(), Type.Null()], { description: "A withdrawal's receiving account, whole" }),
  failReason: Type.Union([Type.String(), Type.Null()], { description: "Why it failed, was rejected or refunded, in the reader's language" }),
  userId: Type.Integer(),
  nickname: Type.String(),
  phone: nullableText,
  createTime: time,
  expireTime: maybeTime,
  payTime: maybeTime,
  closeTime: maybeTime,
};
const orderRow = Type.Object(orderFields);
const orderInfo = Type.Object({
  ...orderFields,
  notifications: Type.Array(
    Type.Object({
      id: Type.Integer(),
      provider: Type.String(),
      outcome: Type.String({ description: 'credited, duplicate, closed or refused' }),
      reason: nullableText,
      amount: Type.Union([Type.Integer(), Type.Null()]),
      time,
    }),
  ),
});
const orderNoBody = Type.Object({ orderNo: orderNoField }, { additionalProperties: false });
const isoField = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$', maxLength: 40, description: `${description}: an ISO 8601 date or time (a date alone is midnight UTC)` });

/** An ISO time of the request as epoch ms; one that names no moment (month 13) is refused on its field. */
function epoch(iso: string | undefined, field: string): number | undefined {
  if (iso === undefined) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new ValidationError('fieldInvalid', { field }, { field });
  return ms;
}

export default defineAdminRoutes({
  summary: 'Money: recharge and withdrawal orders, withdrawal review, recharge refunds',
  register(app) {
    const { db } = app;
    const deps: OrderDeps = { db, dialect: app.dialect, registry: app.payments.registry, config: app.config.payments, realtime: () => app.realtime, notifications: () => app.notifications, log: app.log, now: Date.now };

    app.post(
      '/page',
      {
        schema: {
          summary: 'Orders newest first, with the player; by kind, status, player, order number and creation time',
          body: Type.Object(
            {
              ...pageFields,
              kind: Type.Optional(kindField),
              status: Type.Optional(statusField),
              userId: Type.Optional(Id()),
              orderNo: Type.Optional(orderNoField),
              from: Type.Optional(isoField('Created at or after')),
              to: Type.Optional(isoField('Created before')),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(orderRow), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, from, to, ...filters } = request.body;
        return ok(await searchOrders(db, { page, size, ...filters, from: epoch(from, 'from'), to: epoch(to, 'to') }, request.language));
      },
    );

    app.get(
      '/info',
      {
        schema: {
          summary: 'One order, its player and the payment notifications that named it',
          querystring: Type.Object({ orderNo: orderNoField }, { additionalProperties: false }),
          response: { 200: envelopeOf(orderInfo) },
        },
      },
      async (request) => ok(await orderDetail(db, request.query.orderNo, request.language)),
    );

    app.post(
      '/approve',
      {
        schema: {
          summary: 'Approve a requested withdrawal: paid out. Refused once it was approved or rejected',
          body: orderNoBody,
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const { orderNo } = request.body;
        await approveWithdrawalOrder(deps, orderNo, (trx, before, after) => recordAudit(trx, request, { targetType: 'payOrder', targetId: orderNo, oldValue: before, newValue: after }));
        return ok(null);
      },
    );

    app.post(
      '/reject',
      {
        schema: {
          summary: 'Reject a requested withdrawal: the held amount goes back to the balance once. Refused once it was approved or rejected',
          body: Type.Object({ orderNo: orderNoField, reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const { orderNo, reason } = request.body;
        await rejectWithdrawalOrder(deps, orderNo, reason, (trx, before, after) =>
          recordAudit(trx, request, { targetType: 'payOrder', targetId: orderNo, oldValue: before, newValue: after, reason: reason.trim() }),
        );
        return ok(null);
      },
    );

    app.post(
      '/refund',
      {
        schema: {
          summary: 'Refund a paid recharge: its amount leaves the balance (refused when the balance cannot cover it), then the provider returns the payment',
          body: orderNoBody,
          response: { 200: envelopeOf(Type.Object({ status: Type.Union([Type.Literal('success'), Type.Literal('processing')], { description: "The provider's answer" }) })) },
        },
      },
      async (request) => {
        const { orderNo } = request.body;
        const refunded = await refundRechargeOrder(deps, orderNo, (before, after) => recordAudit(db, request, { targetType: 'payOrder', targetId: orderNo, oldValue: before, newValue: after }));
        return ok({ status: refunded.status });
      },
    );
  },
});
