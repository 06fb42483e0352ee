// Agents' messages: a conversation's history, replying (text or an image uploaded here), read marks.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { currentOperator } from '../../../plugins/app/operators';
import { messagePageSchema, messageSchema, pageWindowFields, readFields, sendFields } from '../../../cs/cs-schemas';

const sessionId = Id({ description: 'The session' });

export default defineAdminRoutes({
  summary: 'Customer service messages',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: "A conversation's messages, newest first",
          body: Type.Object({ sessionId, ...pageWindowFields }, { additionalProperties: false }),
          response: { 200: envelopeOf(messagePageSchema) },
        },
      },
      async (request) => {
        const { sessionId: id, ...window } = request.body;
        return ok(await app.cs.agentPage(currentOperator(request), id, window));
      },
    );

    app.post(
      '/send',
      {
        schema: {
          summary: 'Reply in a conversation I hold; a repeated clientId answers the same message',
          body: Type.Object({ sessionId, ...sendFields }, { additionalProperties: false }),
          response: { 200: envelopeOf(messageSchema) },
        },
      },
      async (request) => {
        const { sessionId: id, ...input } = request.body;
        return ok(await app.cs.sendAsAgent(currentOperator(request), id, input));
      },
    );

    app.post(
      '/read',
      {
        schema: {
          summary: "Mark a conversation's messages read up to an id (absent: all); answers its unread left",
          body: Type.Object({ sessionId, ...readFields }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Integer({ minimum: 0 })) },
        },
      },
      async (request) => ok(await app.cs.agentRead(currentOperator(request), request.body.sessionId, request.body.upToId)),
    );
  },
});
