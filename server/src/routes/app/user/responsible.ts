// Responsible play: my stake and deposit limits per 24 h / 7 d / 30 d (lower at once, higher after 24 hours), whether I
// have made the deposit-limit choice the first recharge asks for, self-exclusion, the reality check's interval and the
// summary it shows of this login's play.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { depositsUsed, limitsInForce, selfExclude, setLimits, setRealityCheck, stakesUsed } from '../../../betting/player-limits';
import { playSessionSummary } from '../../../betting/play-session';
import { isoTime } from '../../../http/time';

const cents = (description: string) => Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()], { description: `${description}, cents; null for no limit` });
const limitsSchema = Type.Object({
  stakeDay: cents('Most I may stake in any 24 hours'),
  stakeWeek: cents('Most I may stake in any 7 days'),
  stakeMonth: cents('Most I may stake in any 30 days'),
  depositDay: cents('Most I may recharge in any 24 hours'),
  depositWeek: cents('Most I may recharge in any 7 days'),
  depositMonth: cents('Most I may recharge in any 30 days'),
});

export default defineRoutes({
  access: 'user',
  summary: 'Responsible play',
  register(app) {
    const view = async (userId: number) => {
      const now = Date.now();
      const state = await limitsInForce(app.db, userId, now);
      return {
        limits: state.limits,
        pending: state.pending ? { ...state.limits, ...state.pending } : null,
        pendingFrom: state.pendingAt ? new Date(state.pendingAt).toISOString() : null,
        excludedUntil: state.excludedUntil && state.excludedUntil > now ? new Date(state.excludedUntil).toISOString() : null,
        used: await stakesUsed(app.db, userId, now),
        depositLimitsChosen: state.depositChosenAt !== null,
        depositUsed: await depositsUsed(app.db, userId, now),
        realityCheckMinutes: state.realityCheckMinutes,
      };
    };
    const viewSchema = Type.Object({
      limits: limitsSchema,
      pending: Type.Union([limitsSchema, Type.Null()], { description: 'Limits that apply from pendingFrom (raised limits wait 24 hours)' }),
      pendingFrom: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      excludedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      used: Type.Object({ stakeDay: Type.Integer(), stakeWeek: Type.Integer(), stakeMonth: Type.Integer() }, { description: 'Cents staked in the last 24 hours, 7 days and 30 days' }),
      depositLimitsChosen: Type.Boolean({ description: 'Whether I have chosen my deposit limits (a limit or, explicitly, none): the first recharge asks until I have' }),
      depositUsed: Type.Object(
        { depositDay: Type.Integer(), depositWeek: Type.Integer(), depositMonth: Type.Integer() },
        { description: 'Cents recharged in the last 24 hours, 7 days and 30 days: paid recharges, and those still awaiting payment' },
      ),
      realityCheckMinutes: Type.Integer({ description: 'Minutes between reality-check reminders: 0 (off), 15, 30 or 60' }),
    });
    const sessionSchema = Type.Object({
      loginAt: Type.String({ format: 'date-time', description: 'When this login began; refreshing its tokens does not move it' }),
      staked: Type.Integer({ description: 'Cents staked by the bets placed since loginAt' }),
      paidOut: Type.Integer({ description: 'Cents those bets have paid so far: winnings, and stakes back on a push or a cancelled period' }),
      net: Type.Integer({ description: 'paidOut − staked, cents' }),
      betCount: Type.Integer({ description: 'Bets (picks) placed since loginAt' }),
      serverTime: Type.String({ format: 'date-time', description: "The server's clock now: a device whose clock is off times the check from serverTime − loginAt" }),
    });

    app.get('/info', { schema: { summary: 'My limits, what I staked and recharged in each window, and any self-exclusion', response: { 200: envelopeOf(viewSchema) } } }, async (request) =>
      ok(await view(currentUser(request).id)),
    );

    app.post(
      '/setLimits',
      {
        schema: {
          summary: 'Set stake and deposit limits: a decrease applies at once, an increase or removal after 24 hours',
          description: 'Only the keys sent change. Sending any deposit key, null (no limit) included, records my deposit-limit choice.',
          body: Type.Partial(limitsSchema, { additionalProperties: false }),
          response: { 200: envelopeOf(viewSchema) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        await setLimits(app.db, userId, request.body, Date.now());
        return ok(await view(userId));
      },
    );

    app.post(
      '/selfExclude',
      {
        schema: {
          summary: 'Exclude myself from play for at least 6 months, starting now; it cannot be undone early',
          body: Type.Object({ months: Type.Integer({ minimum: 1, maximum: 120 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(viewSchema) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        await selfExclude(app.db, userId, request.body.months, Date.now());
        return ok(await view(userId));
      },
    );

    app.post(
      '/setRealityCheck',
      {
        schema: {
          summary: 'Set how often the reality check reminds me how long I have been playing: 0 (off), 15, 30 or 60 minutes',
          body: Type.Object({ minutes: Type.Integer({ minimum: 0, maximum: 1440, description: '0 (off), 15, 30 or 60; any other value is refused (1002)' }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(viewSchema) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        await setRealityCheck(app.db, userId, request.body.minutes, Date.now());
        return ok(await view(userId));
      },
    );

    app.get(
      '/session',
      { schema: { summary: 'This login so far: when it began, what I staked, what came back and the net, and how many bets I placed', response: { 200: envelopeOf(sessionSchema) } } },
      async (request) => {
        const me = currentUser(request);
        const summary = await playSessionSummary(app.db, me.id, me.sessionId);
        return ok({ ...summary, loginAt: isoTime(summary.loginAt)!, serverTime: isoTime(Date.now())! });
      },
    );
  },
});
