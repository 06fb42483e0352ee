// Operators' player screens: search, the card, ledger, bets, orders and logins; balance adjustments; freeze and unfreeze.
import { Type, type TSchema } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id, pageFields, DEFAULT_PAGE_SIZE } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import {
  MAX_ADJUSTMENT_CENTS,
  PLAYER_STATUSES,
  adjustBalance,
  freezePlayer,
  playerBets,
  playerCard,
  playerLedger,
  playerLogins,
  searchPlayers,
  unfreezePlayer,
} from '../../../console/player-admin';
import { searchOrders } from '../../../console/money-admin';

const time = Type.String({ format: 'date-time' });
const maybeTime = Type.Union([time, Type.Null()]);
const nullableText = Type.Union([Type.String(), Type.Null()]);
const statusField = Type.Union(
  PLAYER_STATUSES.map((status) => Type.Literal(status)),
  { description: 'active, frozen (no sign-in, no bets) or closed (logged off by the player)' },
);
const pagination = Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() });
const pageOf = (row: TSchema) => envelopeOf(Type.Object({ list: Type.Array(row), pagination }));
const playerPageBody = Type.Object({ id: Id({ description: 'The player' }), ...pageFields }, { additionalProperties: false });
const pageOfBody = (body: { page?: number; size?: number }) => ({ page: body.page ?? 1, size: body.size ?? DEFAULT_PAGE_SIZE });
const limitsSchema = Type.Record(Type.String(), Type.Union([Type.Integer(), Type.Null()]), { description: 'stakeDay/Week/Month and depositDay/Week/Month in cents; null: no limit' });
const cents = (description: string) => Type.Integer({ description: `${description} (cents)` });

const summaryRow = Type.Object({
  id: Type.Integer(),
  phone: nullableText,
  nickname: Type.String({ description: 'Empty when the player never chose one' }),
  avatar: nullableText,
  balance: cents('Balance'),
  status: statusField,
  bets: Type.Integer({ description: 'Bets placed' }),
  createTime: time,
});

const card = Type.Object({
  id: Type.Integer(),
  phone: nullableText,
  nickname: Type.String(),
  avatar: nullableText,
  balance: cents('Balance'),
  status: statusField,
  frozen: Type.Union([Type.Object({ time, reason: Type.String() }), Type.Null()]),
  inviteCode: nullableText,
  invitedBy: Type.Union([Type.Integer(), Type.Null()]),
  createTime: time,
  counters: Type.Object({
    bets: Type.Integer(),
    won: Type.Integer(),
    push: Type.Integer(),
    refunded: Type.Integer(),
    staked: cents('Staked, net of bet refunds'),
    winnings: cents('Won'),
    recharged: cents('Recharged, net of recharge refunds'),
    withdrawn: cents('Withdrawn, net of returned withdrawals'),
    adjustedIn: cents('Credited by adjustments'),
    adjustedOut: cents('Debited by adjustments'),
    refunds: cents('Refunded (cancelled periods, returned withdrawals)'),
  }),
  limits: limitsSchema,
  pendingLimits: Type.Union([limitsSchema, Type.Null()], { description: 'Increases waiting for their 24 hours' }),
  pendingLimitsFrom: maybeTime,
  selfExcludedUntil: Type.Union([time, Type.Null()], { description: 'Set while the player has excluded themself' }),
  realityCheckMinutes: Type.Integer(),
  lastLogin: Type.Union([Type.Object({ time, loginType: Type.String() }), Type.Null()]),
});

const ledgerRow = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: 'recharge, consumption (withdrawal hold), bet, adjustment, winning or refund' }),
  amount: cents('Signed amount'),
  balanceAfter: cents('Balance after the row'),
  remark: nullableText,
  time,
});

const betRow = Type.Object({
  id: Type.Integer(),
  issue: Type.String(),
  rankId: Type.Integer({ description: '0 the sum, 1..10 the places' }),
  playType: Type.Integer({ description: '0 numbers, 1 two-sided' }),
  code: Type.String(),
  odds: Type.Integer({ description: 'Odds snapshot in thousandths' }),
  amount: cents('Stake'),
  status: Type.String({ description: 'pending, won, lost, push or refunded' }),
  payout: cents('Paid back'),
  createTime: time,
  settleTime: maybeTime,
});

const orderRow = Type.Object({
  orderNo: Type.String(),
  kind: Type.String({ description: 'recharge or withdraw' }),
  status: Type.String(),
  amount: cents('Amount'),
  method: Type.String(),
  provider: Type.String(),
  failReason: nullableText,
  createTime: time,
  payTime: maybeTime,
  closeTime: maybeTime,
});

const loginRow = Type.Object({
  createTime: time,
  loginType: Type.String({ description: 'phone, password, register, wxMp, wxApp, mini, miniPhone' }),
  revoked: Type.Boolean(),
  revokeTime: maybeTime,
  expireTime: time,
  live: Type.Boolean({ description: 'Neither revoked nor expired' }),
});

const balanceChange = Type.Object({ before: cents('Balance before'), after: cents('Balance after') });

export default defineAdminRoutes({
  summary: 'Players: search, card, histories, balance adjustments, freezing',
  register(app) {
    const { db } = app;

    app.post(
      '/page',
      {
        schema: {
          summary: 'Search players by id, phone (digits) or nickname, newest first',
          body: Type.Object(
            {
              ...pageFields,
              keyWord: Type.Optional(Type.String({ maxLength: 64, description: "Digits: the player's id or part of the phone; anything else: part of the nickname" })),
              status: Type.Optional(statusField),
            },
            { additionalProperties: false },
          ),
          response: { 200: pageOf(summaryRow) },
        },
      },
      async (request) => ok(await searchPlayers(db, { ...pageOfBody(request.body), keyWord: request.body.keyWord, status: request.body.status })),
    );

    app.get(
      '/info',
      {
        schema: {
          summary: "The player's card: balance, counters, limits, self-exclusion, freeze, last login",
          querystring: Type.Object({ id: Id() }, { additionalProperties: false }),
          response: { 200: envelopeOf(card) },
        },
      },
      async (request) => ok(await playerCard(db, request.query.id, Date.now())),
    );

    app.post(
      '/ledger',
      { schema: { summary: "The player's ledger, newest first", body: playerPageBody, response: { 200: pageOf(ledgerRow) } } },
      async (request) => ok(await playerLedger(db, request.body.id, pageOfBody(request.body), request.language)),
    );

    app.post(
      '/bets',
      { schema: { summary: "The player's bets, newest first", body: playerPageBody, response: { 200: pageOf(betRow) } } },
      async (request) => ok(await playerBets(db, request.body.id, pageOfBody(request.body))),
    );

    app.post(
      '/orders',
      { schema: { summary: "The player's recharge and withdrawal orders, newest first", body: playerPageBody, response: { 200: pageOf(orderRow) } } },
      async (request) => ok(await searchOrders(db, { ...pageOfBody(request.body), userId: request.body.id }, request.language)),
    );

    app.post(
      '/logins',
      { schema: { summary: "The player's logins, newest first", body: playerPageBody, response: { 200: pageOf(loginRow) } } },
      async (request) => ok(await playerLogins(db, request.body.id, pageOfBody(request.body), Date.now())),
    );

    app.post(
      '/adjust',
      {
        schema: {
          summary: 'Credit or debit the balance with a reason: an adjustment ledger row (never below zero) and its audit row, together',
          body: Type.Object(
            {
              id: Id({ description: 'The player' }),
              amount: Type.Integer({ minimum: -MAX_ADJUSTMENT_CENTS, maximum: MAX_ADJUSTMENT_CENTS, description: 'Signed cents, not zero: positive credits, negative debits' }),
              reason: Type.String({ minLength: 1, maxLength: 200, description: 'Why; kept in the audit log and as the ledger row remark' }),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(balanceChange) },
        },
      },
      async (request) => {
        const { id, amount, reason } = request.body;
        const moved = await adjustBalance(db, { userId: id, amount, reason, now: Date.now() }, (trx, before, after) =>
          recordAudit(trx, request, { targetType: 'player', targetId: id, oldValue: before, newValue: { ...after, amount }, reason: reason.trim() }),
        );
        app.realtime.publishToPlayer({ type: 'balance.changed', userId: id, balance: moved.after, reason: 'adjustment' });
        return ok(moved);
      },
    );

    app.post(
      '/freeze',
      {
        schema: {
          summary: 'Freeze an account: every login ends, and it can neither sign in nor bet until unfrozen',
          body: Type.Object({ id: Id(), reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const { id, reason } = request.body;
        await freezePlayer(db, id, reason, Date.now(), (trx, before, after) => recordAudit(trx, request, { targetType: 'player', targetId: id, oldValue: before, newValue: after, reason: reason.trim() }));
        // After the commit; should this fail, the per-request check refuses a frozen account's tokens anyway.
        await app.tokens.revokeAllForUser(id);
        return ok(null);
      },
    );

    app.post(
      '/unfreeze',
      {
        schema: {
          summary: 'Lift a freeze: the player may sign in again',
          body: Type.Object({ id: Id() }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const { id } = request.body;
        await unfreezePlayer(db, id, Date.now(), (trx, before, after) => recordAudit(trx, request, { targetType: 'player', targetId: id, oldValue: before, newValue: after }));
        return ok(null);
      },
    );
  },
});
