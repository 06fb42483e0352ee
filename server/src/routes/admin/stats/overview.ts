// The operators' overview: stakes, payouts, gross gaming revenue, bets and active players per business day and per play type.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { overview } from '../../../console/overview-stats';

const figures = {
  stakes: Type.Integer({ description: 'Cents staked (bets of cancelled periods included)' }),
  payouts: Type.Integer({ description: 'Cents paid back: winnings, pushes, refunds of cancelled periods' }),
  ggr: Type.Integer({ description: 'Gross gaming revenue: stakes − payouts, cents' }),
  bets: Type.Integer(),
};
const byPlayType = Type.Object({ numbers: Type.Object(figures), twoSided: Type.Object(figures), sum: Type.Object(figures) }, { description: 'numbers: a place’s number; twoSided: big, small, odd, even, dragon, tiger of a place; sum: every champion + runner-up sum item' });
const day = Type.Object({
  date: Type.String({ description: 'Business date YYYYMMDD (configured time zone)' }),
  ...figures,
  activePlayers: Type.Integer({ description: 'Distinct players who bet that day' }),
  byPlayType,
});

export default defineAdminRoutes({
  summary: 'Overview',
  register(app) {
    app.get(
      '/summary',
      {
        schema: {
          summary: "Per business day of the last `days` (today included, oldest first), today's figures and the window's totals per play type",
          querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 7 })) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ days: Type.Array(day), today: day, byPlayType })) },
        },
      },
      async (request) => ok(await overview(app.db, { days: request.query.days ?? 7, now: Date.now(), timeZone: app.config.timeZone })),
    );
  },
});
