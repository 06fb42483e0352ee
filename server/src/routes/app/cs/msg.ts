// The player's customer-service messages: history newest first (older on scroll up, newer after a reconnect), sending
// text or an uploaded image, read marks and the unread count Mine and the tab bar show.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { messagePageSchema, messageSchema, pageWindowFields, readFields, sendFields } from '../../../cs/cs-schemas';
import { markChatRepliesRead } from '../../../notifications/notification-reads';

export default defineRoutes({
  access: 'user',
  summary: 'Customer service messages',
  register(app) {
    app.get(
      '/unreadCount',
      { schema: { summary: 'Agent messages I have not read yet', response: { 200: envelopeOf(Type.Integer({ minimum: 0 })) } } },
      async (request) => ok(await app.cs.playerUnread(currentUser(request).id)),
    );

    app.post(
      '/read',
      {
        schema: {
          summary: 'Mark messages read up to an id (absent: all); answers what is still unread',
          body: Type.Optional(Type.Object(readFields, { additionalProperties: false })),
          response: { 200: envelopeOf(Type.Integer({ minimum: 0 })) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const unread = await app.cs.playerRead(userId, request.body?.upToId);
        // Nothing left unread in the chat: its "customer service replied" notifications are read as well.
        if (unread === 0) await markChatRepliesRead(app.db, userId, Date.now());
        return ok(unread);
      },
    );

    app.post(
      '/page',
      {
        schema: {
          summary: 'My customer-service messages over all my conversations, newest first',
          body: Type.Optional(Type.Object(pageWindowFields, { additionalProperties: false })),
          response: { 200: envelopeOf(messagePageSchema) },
        },
      },
      async (request) => ok(await app.cs.playerPage(currentUser(request).id, request.body ?? {})),
    );

    app.post(
      '/send',
      {
        schema: {
          summary: 'Send text or an image I uploaded (opens a conversation when none is open); a repeated clientId answers the same message',
          body: Type.Object(sendFields, { additionalProperties: false }),
          response: { 200: envelopeOf(messageSchema) },
        },
      },
      async (request) => ok(await app.cs.sendAsPlayer(currentUser(request).id, request.body)),
    );
  },
});
