// The rule in force for a champion + runner-up sum of 11 (SUM_ELEVEN): configuration, shown to operators, not edited here.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';

export default defineAdminRoutes({
  summary: 'Game rules',
  register(app) {
    app.get(
      '/info',
      {
        schema: {
          summary: 'How a sum of 11 is judged on the four sum two-sided items (the SUM_ELEVEN setting)',
          response: {
            200: envelopeOf(
              Type.Object({
                sumEleven: Type.Union([Type.Literal('small'), Type.Literal('push')], { description: 'small: 11 is small and odd; push: the four items refund the stake' }),
              }),
            ),
          },
        },
      },
      async () => ok({ sumEleven: app.config.sumEleven }),
    );
  },
});
