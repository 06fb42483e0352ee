// Customer service at a glance: agents online (a socket open now), the queue, and the average rating players gave.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';

export default defineAdminRoutes({
  summary: 'Customer service overview',
  register(app) {
    app.get(
      '/summary',
      {
        schema: {
          summary: 'Agents online, queue length and satisfaction',
          response: {
            200: envelopeOf(
              Type.Object({
                agentsOnline: Type.Integer({ description: 'Agent-role operators with the inbox open now' }),
                queueLength: Type.Integer({ description: 'Players waiting for an agent' }),
                satisfactionAverage: Type.Union([Type.Number(), Type.Null()], { description: 'Average rating 1 to 5; null before the first rating' }),
                ratings: Type.Integer({ description: 'Ratings given' }),
                chatAvailable: Type.Boolean({ description: 'Live chat is running' }),
              }),
            ),
          },
        },
      },
      async () => ok({ ...(await app.cs.summary()), chatAvailable: true }),
    );
  },
});
