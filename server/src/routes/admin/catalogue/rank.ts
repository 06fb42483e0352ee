// Ranks of the board (sum, champion … 10th) for operators: each with its item counts, turned on or off.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import { ranksWithItems, setRankStatus } from '../../../console/catalogue-editor';

const adminRank = Type.Object({
  id: Type.Integer({ description: '0 the champion + runner-up sum, 1..10 the places' }),
  code: Type.String(),
  name: Type.String({ description: "In the reader's language" }),
  status: Type.Integer({ description: '1 on, 0 off (the board hides the rank and its items)' }),
  orderNum: Type.Integer(),
  items: Type.Integer({ description: 'Play items of the rank' }),
  enabledItems: Type.Integer({ description: 'Of which on' }),
});

export default defineAdminRoutes({
  summary: 'Ranks',
  register(app) {
    app.post(
      '/list',
      {
        schema: {
          summary: 'Every rank in board order, with its item counts',
          body: Type.Optional(Type.Object({}, { additionalProperties: false })),
          response: { 200: envelopeOf(Type.Array(adminRank)) },
        },
      },
      async (request) => ok(await ranksWithItems(app.db, request.language)),
    );

    app.post(
      '/update',
      {
        schema: {
          summary: 'Turns a rank on or off; the board shows the change at once',
          body: Type.Object({ id: Id({ minimum: 0 }), status: Type.Integer({ enum: [0, 1], description: '1 on, 0 off' }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(adminRank) },
        },
      },
      async (request) => {
        const { id, status } = request.body;
        await setRankStatus(app.db, app.dialect, { id, status }, (trx, before, after) =>
          recordAudit(trx, request, { targetType: 'rank', targetId: id, oldValue: { status: before.status }, newValue: { status: after.status } }),
        );
        app.catalogue.invalidate();
        // setRankStatus refused an unknown id, so the rank is there.
        const ranks = await ranksWithItems(app.db, request.language);
        return ok(ranks.find((rank) => rank.id === id)!);
      },
    );
  },
});
