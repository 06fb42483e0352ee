// Periods for operators: state, result and bets of each; one period's seed and verification; cancelling a period not
// yet drawn, which refunds every stake exactly once (the operator's reason goes to the audit log).
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { CalendarDate, DEFAULT_PAGE_SIZE, pageFields } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import { cancelPeriod, periodInfo, periodsPage, OPERATOR_CANCEL_REASON } from '../../../console/period-admin';

const STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled', 'refunded'] as const;
const issueField = Type.String({ pattern: '^\\d{12}$', description: 'The period number (YYYYMMDD + 4 digits)' });

const periodFields = {
  issue: Type.String(),
  chainId: Type.String(),
  chainIndex: Type.Integer(),
  status: Type.Union(STATUSES.map((s) => Type.Literal(s)), { description: 'open and closed are a scheduled period by the clock' }),
  openAt: Type.String({ format: 'date-time' }),
  closeAt: Type.String({ format: 'date-time' }),
  drawAt: Type.String({ format: 'date-time' }),
  places: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: "Champion's number first … 10th place's last; null until drawn" }),
  cancelReason: Type.Union([Type.String(), Type.Null()], { description: 'A reason code (operator, noCommittedChain, beaconUnavailable)' }),
  bets: Type.Integer(),
  stakes: Type.Integer({ description: 'Cents' }),
};

const verificationStep = Type.Object({
  step: Type.Union([Type.Literal('commitment'), Type.Literal('previousKey'), Type.Literal('replay'), Type.Literal('algorithm')]),
  passed: Type.Union([Type.Boolean(), Type.Null()], { description: 'null when the check cannot be made' }),
  detail: Type.String(),
});

export default defineAdminRoutes({
  summary: 'Periods',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: "Periods newest first (a day's, today's by default), with state, result, bets and stakes",
          body: Type.Object(
            {
              ...pageFields,
              date: Type.Optional(CalendarDate({ description: "YYYYMMDD; today's business date when neither date nor issue is given" })),
              issue: Type.Optional(Type.String({ pattern: '^\\d{1,12}$', description: 'An issue or its first digits' })),
              status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(Type.Object(periodFields)), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, date, issue, status } = request.body;
        const { list, total } = await periodsPage(app.db, { page, size, date, issue, status }, Date.now(), app.config.timeZone);
        return ok({ list, pagination: { page, size, total } });
      },
    );

    app.get(
      '/info',
      {
        schema: {
          summary: 'One period: state, result, bets, payouts, and once drawn its seed with every verification check',
          querystring: Type.Object({ issue: issueField }, { additionalProperties: false }),
          response: {
            200: envelopeOf(
              Type.Object({
                ...periodFields,
                drawnAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
                settledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
                seed: Type.Union([Type.String(), Type.Null()], { description: 'The revealed key x_k (hex); null until drawn' }),
                commitment: Type.String({ description: "The chain's x_0 (hex)" }),
                chainLength: Type.Integer(),
                algorithm: Type.String(),
                salt: Type.String(),
                payouts: Type.Integer({ description: 'Cents paid back: winnings, pushes, refunds' }),
                verification: Type.Array(verificationStep, { description: 'Empty until drawn' }),
              }),
            ),
          },
        },
      },
      async (request) => ok(await periodInfo(app.db, request.query.issue, Date.now())),
    );

    app.post(
      '/cancel',
      {
        schema: {
          summary: 'Cancels a period not yet drawn and refunds every stake exactly once',
          body: Type.Object({ issue: issueField, reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Why, in the operator’s words (kept in the audit log)' }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ issue: Type.String(), status: Type.String({ description: 'refunded (or cancelled while the refund finishes)' }) })) },
        },
      },
      async (request) => {
        const { issue } = request.body;
        const reason = request.body.reason.trim();
        await cancelPeriod(app.db, app.draws, issue, (trx, before) =>
          recordAudit(trx, request, { targetType: 'period', targetId: issue, oldValue: { status: before.status }, newValue: { status: 'cancelled', cancelReason: OPERATOR_CANCEL_REASON }, reason }),
        );
        const after = await app.db.selectFrom('drawPeriod').select('status').where('issue', '=', issue).executeTakeFirstOrThrow();
        return ok({ issue, status: after.status });
      },
    );
  },
});
