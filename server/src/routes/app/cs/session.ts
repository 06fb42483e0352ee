// The player's customer-service session: open one (or get the open one), see it, rate it once it is closed.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { currentUser } from '../../../plugins/app/auth';
import { sessionSchema } from '../../../cs/cs-schemas';

export default defineRoutes({
  access: 'user',
  summary: 'Customer service session',
  register(app) {
    app.post(
      '/create',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => String(request.user?.id ?? request.ip) } },
        schema: {
          summary: 'Open a conversation with customer service: answers the open one when there is one, else a new one (given to an agent or queued)',
          body: Type.Optional(Type.Object({}, { additionalProperties: false })),
          response: { 200: envelopeOf(sessionSchema) },
        },
      },
      async (request) => ok(await app.cs.sessionView(await app.cs.openSession(currentUser(request).id))),
    );

    app.get(
      '/detail',
      { schema: { summary: 'My open conversation, else my latest one (to rate it), else null', response: { 200: envelopeOf(Type.Union([sessionSchema, Type.Null()])) } } },
      async (request) => {
        const session = await app.cs.playerSession(currentUser(request).id);
        return ok(session ? await app.cs.sessionView(session) : null);
      },
    );

    app.post(
      '/rate',
      {
        schema: {
          summary: 'Rate a closed conversation 1 to 5, with an optional comment; once per conversation',
          body: Type.Object(
            {
              sessionId: Id(),
              score: Type.Integer({ minimum: 1, maximum: 5 }),
              comment: Type.Optional(Type.String({ maxLength: 140 })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(sessionSchema) },
        },
      },
      async (request) => {
        const { sessionId, score, comment } = request.body;
        return ok(await app.cs.sessionView(await app.cs.rate(currentUser(request).id, sessionId, score, comment)));
      },
    );
  },
});
