// Agents' conversations: the queue, my sessions, one session with its player's card, take, transfer, close, and the
// agents a session can go to.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';
import { recordAudit } from '../../../operators/audit';
import { currentOperator } from '../../../plugins/app/operators';
import { defaultNicknameDigits } from '../../../accounts/nickname';
import { playerBets, playerCard } from '../../../console/player-admin';
import { maskPhone } from '../../../accounts/phone-number';
import { publicUploadUrl } from '../../../uploads/upload-address';
import { inboxItemSchema } from '../../../cs/cs-schemas';

const LAST_BETS = 5;
const OPEN_ORDER_STATUSES = ['pending', 'requested'] as const;
const idBody = Type.Object({ id: Id({ description: 'The session' }) }, { additionalProperties: false });
const time = Type.String({ format: 'date-time' });

const playerCardSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String({ description: 'Empty when the player chose none (see nameDigits)' }),
  nameDigits: Type.String({ description: 'The four digits a player without a nickname is called by' }),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Masked: 138****0000' }),
  balance: Type.Integer({ description: 'Cents' }),
  status: Type.String({ description: 'active, frozen or closed' }),
  createTime: time,
  lastBets: Type.Array(
    Type.Object({
      id: Type.Integer(),
      issue: Type.String(),
      rankId: Type.Integer(),
      playType: Type.Integer({ description: 'The play type of the item' }),
      code: Type.String(),
      odds: Type.Integer({ description: 'Thousandths' }),
      amount: Type.Integer({ description: 'Cents' }),
      status: Type.String(),
      payout: Type.Integer({ description: 'Cents' }),
      createTime: time,
    }),
  ),
  openOrders: Type.Array(
    Type.Object({
      orderNo: Type.String(),
      kind: Type.String({ description: 'recharge or withdraw' }),
      amount: Type.Integer({ description: 'Cents' }),
      status: Type.String(),
      createTime: time,
    }),
  ),
});

export default defineAdminRoutes({
  summary: 'Customer service sessions',
  register(app) {
    app.get(
      '/queue',
      { schema: { summary: 'Conversations waiting for an agent, oldest first', response: { 200: envelopeOf(Type.Array(inboxItemSchema)) } } },
      async () => ok(await app.cs.queue()),
    );

    app.get(
      '/mine',
      { schema: { summary: 'My open conversations, latest activity first', response: { 200: envelopeOf(Type.Array(inboxItemSchema)) } } },
      async (request) => ok(await app.cs.mine(currentOperator(request).id)),
    );

    app.get(
      '/info',
      {
        schema: {
          summary: "A conversation I may see (mine, waiting, or any for an admin) with its player's card",
          querystring: idBody,
          response: { 200: envelopeOf(Type.Object({ session: inboxItemSchema, player: playerCardSchema })) },
        },
      },
      async (request) => {
        const session = await app.cs.visibleSession(currentOperator(request), request.query.id);
        const now = Date.now();
        const [item, card, bets, orders] = await Promise.all([
          app.cs.inboxItem(session),
          playerCard(app.db, session.userId, now),
          playerBets(app.db, session.userId, { page: 1, size: LAST_BETS }),
          app.db
            .selectFrom('payOrder')
            .select(['orderNo', 'kind', 'amount', 'status', 'createdAt'])
            .where('userId', '=', session.userId)
            .where('status', 'in', [...OPEN_ORDER_STATUSES])
            .orderBy('id', 'desc')
            .limit(10)
            .execute(),
        ]);
        return ok({
          session: item,
          player: {
            id: card.id,
            nickName: card.nickname,
            nameDigits: defaultNicknameDigits(card),
            avatarUrl: card.avatar ? publicUploadUrl(card.avatar, app.config.publicUrl) : null,
            phone: maskPhone(card.phone, app.config.phoneDefaultRegion),
            balance: card.balance,
            status: card.status,
            createTime: card.createTime,
            lastBets: bets.list.map((bet) => ({ ...bet, rankId: Number(bet.rankId), code: String(bet.code) })),
            openOrders: orders.map((order) => ({
              orderNo: order.orderNo,
              kind: order.kind,
              amount: Number(order.amount),
              status: order.status,
              createTime: isoTime(Number(order.createdAt))!,
            })),
          },
        });
      },
    );

    app.post(
      '/take',
      { schema: { summary: 'Take a waiting conversation (an admin may take any open one); my cap applies', body: idBody, response: { 200: envelopeOf(inboxItemSchema) } } },
      async (request) => {
        const operator = currentOperator(request);
        const item = await app.cs.take(operator, request.body.id);
        await recordAudit(app.db, request, { targetType: 'csSession', targetId: item.id, newValue: { agentId: operator.id } });
        return ok(item);
      },
    );

    app.post(
      '/transfer',
      {
        schema: {
          summary: 'Hand my conversation to another online agent under their cap',
          body: Type.Object({ id: Id({ description: 'The session' }), toOperatorId: Id({ description: 'The agent to hand it to' }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(inboxItemSchema) },
        },
      },
      async (request) => {
        const operator = currentOperator(request);
        const before = await app.cs.visibleSession(operator, request.body.id);
        const item = await app.cs.transfer(operator, request.body.id, request.body.toOperatorId);
        await recordAudit(app.db, request, { targetType: 'csSession', targetId: item.id, oldValue: { agentId: before.agentId }, newValue: { agentId: request.body.toOperatorId } });
        return ok(item);
      },
    );

    app.post(
      '/close',
      { schema: { summary: 'End a conversation (the player is asked to rate it)', body: idBody, response: { 200: envelopeOf(inboxItemSchema) } } },
      async (request) => {
        const item = await app.cs.close(currentOperator(request), request.body.id);
        await recordAudit(app.db, request, { targetType: 'csSession', targetId: item.id, newValue: { status: 'closed' } });
        return ok(item);
      },
    );

    app.get(
      '/agents',
      {
        schema: {
          summary: 'Agents, who is online, and how many conversations each holds (for a transfer)',
          response: {
            200: envelopeOf(Type.Array(Type.Object({ id: Type.Integer(), displayName: Type.String(), online: Type.Boolean(), openSessions: Type.Integer(), cap: Type.Integer() }))),
          },
        },
      },
      async () => ok(await app.cs.agents()),
    );
  },
});
