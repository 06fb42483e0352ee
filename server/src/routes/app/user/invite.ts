// Inviting friends: my invite code and the link that fills it in at registration, and the players who registered with it.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { CursorPagination, DEFAULT_PAGE_SIZE, cursorField, pageFields } from '../../../http/request-bounds';
import { currentUser } from '../../../plugins/app/auth';
import { inviteCodeOf, registerPathFor } from '../../../accounts/invites';
import { invitedCount, inviteesPage } from '../../../accounts/invitee-list';

const inviteInfo = Type.Object({
  code: Type.String({ description: 'My invite code: 8 characters, no 0/O/1/I/L' }),
  registerPath: Type.String({ description: 'Client route that opens registration with my code filled in: #/pages/user/register?invite=CODE' }),
  invitedCount: Type.Integer({ description: 'Players who registered with my code' }),
});

const invitee = Type.Object({
  id: Type.Integer(),
  nickname: Type.String({ description: 'As anyone sees it: "Player 1234" when none was chosen' }),
  avatar: Type.Union([Type.String(), Type.Null()]),
  registeredAt: Type.String({ format: 'date-time' }),
});

export default defineRoutes({
  access: 'user',
  summary: 'Inviting friends',
  register(app) {
    app.get('/info', { schema: { summary: 'My invite code, its registration link and how many registered with it', response: { 200: envelopeOf(inviteInfo) } } }, async (request) => {
      const userId = currentUser(request).id;
      const code = await inviteCodeOf(app.db, userId);
      return ok({ code, registerPath: registerPathFor(code), invitedCount: await invitedCount(app.db, userId) });
    });

    app.post(
      '/page',
      {
        schema: {
          summary: 'The players who registered with my invite code, newest first',
          body: Type.Optional(
            Type.Object(
              // Every list's one page bound (request-bounds): size 1..100, 20 unless asked.
              { ...pageFields, cursor: cursorField('^\\d{1,10}$') },
              { additionalProperties: false },
            ),
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(invitee), pagination: CursorPagination })) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const page = request.body?.page ?? 1;
        const size = request.body?.size ?? DEFAULT_PAGE_SIZE;
        const cursor = request.body?.cursor === undefined ? undefined : Number(request.body.cursor);
        const [{ list, next }, total] = await Promise.all([inviteesPage(app.db, userId, { page, size, cursor }, request.language), invitedCount(app.db, userId)]);
        return ok({ list, pagination: { page, size, total, cursor: next === null ? null : String(next) } });
      },
    );
  },
});
