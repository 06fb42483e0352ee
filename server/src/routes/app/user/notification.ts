// My notification centre: my notifications newest first, how many are unread, and marking them read (plans/CONTRACT.md).
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BigId, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageFields } from '../../../http/request-bounds';
import { currentUser } from '../../../plugins/app/auth';
import { NOTIFICATIONS_KEPT } from '../../../notifications/notification-store';
import { markRead, notificationPage, unreadCount } from '../../../notifications/notification-reads';
import { NOTIFICATION_KINDS } from '../../../notifications/notification-view';

const notificationView = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(
    NOTIFICATION_KINDS.map((kind) => Type.Literal(kind)),
    { description: 'What happened; the client words it in its reader’s language from kind and params' },
  ),
  ref: Type.String({ description: 'What it is about, unique per player and kind: a plan id, "<planId>:<likerId>", a slip id, a period number, "<orderNo>:<status>", a chat session id' }),
  read: Type.Boolean(),
  createTime: Type.String({ format: 'date-time', description: 'When it was written or last refreshed' }),
  actor: Type.Union([Type.Object({
      id: Type.Integer(),
      nickName: Type.String({ description: "The nickname the actor chose; '' for none" }),
      nameDigits: Type.Union([Type.String(), Type.Null()], { description: 'For an actor without a nickname: the digits of the "Player 1234" to show, in the reader\'s language' }),
      closed: Type.Boolean({ description: 'The actor closed their account: show "Closed account"' }),
      avatarUrl: Type.Union([Type.String(), Type.Null()]),
    }), Type.Null()], {
    description: 'The player who caused it (liker, copier, author); null for the system',
  }),
  params: Type.Object({}, { additionalProperties: true, description: 'The parameters of its text: planId, issue, stake, payout, refunded, orderNo, kind, status, amount, sessionId by kind' }),
});
const unread = Type.Object({ count: Type.Integer({ description: 'My unread notifications' }) });

export default defineRoutes({
  access: 'user',
  summary: 'My notifications',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: `My notifications, newest first (the newest ${NOTIFICATIONS_KEPT} are kept)`,
          body: Type.Optional(Type.Object({ ...pageFields }, { additionalProperties: false })),
          response: {
            200: envelopeOf(Type.Object({ list: Type.Array(notificationView), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })),
          },
        },
      },
      async (request) => {
        const page = request.body?.page ?? 1;
        const size = request.body?.size ?? DEFAULT_PAGE_SIZE;
        const { list, total } = await notificationPage(app.db, currentUser(request).id, { page, size }, app.config.publicUrl);
        return ok({ list, pagination: { page, size, total } });
      },
    );

    app.get(
      '/unreadCount',
      { schema: { summary: 'How many of my notifications are unread', response: { 200: envelopeOf(unread) } } },
      async (request) => ok({ count: await unreadCount(app.db, currentUser(request).id) }),
    );

    app.post(
      '/read',
      {
        schema: {
          summary: 'Mark my notifications read: these ids, or all of them (ids of other players mark nothing)',
          body: Type.Object(
            {
              ids: Type.Optional(Type.Array(BigId(), { maxItems: MAX_PAGE_SIZE, description: 'Notifications to mark read' })),
              all: Type.Optional(Type.Boolean({ description: 'Mark every notification of mine read' })),
            },
            { additionalProperties: false },
          ),
          response: {
            200: envelopeOf(
              Type.Object({
                count: Type.Integer({ description: 'My unread notifications after this call' }),
                marked: Type.Integer({ description: 'How many this call marked read' }),
              }),
            ),
          },
        },
      },
      async (request) => ok(await markRead(app.db, currentUser(request).id, request.body, Date.now())),
    );
  },
});
