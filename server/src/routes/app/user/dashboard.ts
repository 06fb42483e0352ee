// My data dashboard: what I staked, was paid and netted per day and per play type over the last 7 or 30 days.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { DASHBOARD_RANGES, betDashboard } from '../../../betting/bet-dashboard';

const cents = (description: string) => Type.Integer({ description: `Cents: ${description}` });
const staked = cents('stakes of the bets placed, pending ones included');
const paidOut = cents('what those bets paid: winnings, and stakes returned on a push or a refund');
const net = Type.Integer({ description: 'Cents: paidOut less the stakes of the settled bets (a pending bet is not counted as lost)' });
const betCount = Type.Integer({ description: 'Bets placed' });

const figures = {
  staked,
  paidOut,
  net,
  betCount,
  settledCount: Type.Integer({ description: 'Bets judged: won, lost, push or refunded (a push or a refund is settled but not won)' }),
  wonCount: Type.Integer({ description: 'Bets won' }),
  winRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description: 'wonCount / settledCount; null when no bet is settled' }),
};

export default defineRoutes({
  access: 'user',
  summary: 'My data dashboard',
  register(app) {
    app.get(
      '/summary',
      {
        schema: {
          summary: "My bets of the last 7 or 30 days (today included), per day in the draw schedule's time zone and per play type; each bet counts on the day it was placed",
          querystring: Type.Object(
            { days: Type.Optional(Type.Integer({ enum: [...DASHBOARD_RANGES], default: 7, description: 'The range: 7 or 30 days' })) },
            { additionalProperties: false },
          ),
          response: {
            200: envelopeOf(
              Type.Object({
                days: Type.Array(
                  Type.Object({ date: Type.String({ description: 'YYYY-MM-DD, oldest first; days without bets are there with zeros' }), staked, paidOut, net, betCount }),
                ),
                byPlayType: Type.Array(Type.Object({ type: Type.Integer({ description: 'Odds type: 0 numbers, 1 two-sided' }), ...figures })),
                totals: Type.Object(figures),
              }),
            ),
          },
        },
      },
      async (request) => {
        const days = request.query.days === 30 ? 30 : 7;
        return ok(await betDashboard(app.db, app.dialect, currentUser(request).id, days, app.config.timeZone));
      },
    );
  },
});
