// Customer service at a glance: agents signed in now; queue and satisfaction arrive with the chat issue.
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
          summary: 'Agents online, queue length and satisfaction (the last two wait for live chat)',
          response: {
            200: envelopeOf(
              Type.Object({
                agentsOnline: Type.Integer({ description: 'Agent-role operators with a live session (used within the idle time)' }),
                queueLength: Type.Integer({ description: 'Players waiting for an agent: 0 until live chat exists' }),
                satisfactionAverage: Type.Union([Type.Number(), Type.Null()], { description: 'Average rating: null until live chat exists' }),
                chatAvailable: Type.Boolean({ description: 'Whether live chat exists yet' }),
              }),
            ),
          },
        },
      },
      async () => {
        const now = Date.now();
        const row = await app.db
          .selectFrom('operatorSession')
          .innerJoin('operator', 'operator.id', 'operatorSession.operatorId')
          .select((eb) => eb.fn.count<number>('operator.id').distinct().as('n'))
          .where('operator.role', '=', 'agent')
          .where('operator.status', '=', 'active')
          .where('operatorSession.revokedAt', 'is', null)
          .where('operatorSession.stage', '=', 'full')
          .where('operatorSession.expiresAt', '>', now)
          .where('operatorSession.lastSeenAt', '>', now - app.operators.idleMs)
          .executeTakeFirstOrThrow();
        return ok({ agentsOnline: Number(row.n), queueLength: 0, satisfactionAverage: null, chatAvailable: false });
      },
    );
  },
});
