// Play items for operators: odds, stake bounds and on/off, each shown with its chances and return to player; an edit
// that would return more than 100% is refused, and the board shows a saved edit at once (placed bets keep their odds).
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { Cents, DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import { oddsItems, toAdminOddsItem, updateOddsItem } from '../../../console/catalogue-editor';

const adminOddsItem = Type.Object({
  id: Type.Integer(),
  rankId: Type.Integer(),
  rankName: Type.String(),
  type: Type.Integer({ description: '0 numbers, 1 two-sided' }),
  code: Type.String(),
  name: Type.String(),
  odds: Type.Integer({ description: 'Decimal odds × 1000, stake included (9.8 → 9800)' }),
  minStake: Type.Integer({ description: 'Cents' }),
  maxStake: Type.Integer({ description: 'Cents' }),
  status: Type.Integer({ description: '1 on, 0 off' }),
  orderNum: Type.Integer(),
  probability: Type.Number({ description: 'Chance the item wins, 0..1' }),
  pushProbability: Type.Number({ description: 'Chance of a push (stake back), 0..1: only the sum two-sided items under SUM_ELEVEN=push' }),
  rtp: Type.Number({ description: 'Return to player as a decimal (0.98 = 98%): probability × odds + push chance' }),
});

const filters = {
  rankId: Type.Optional(Id({ minimum: 0 })),
  type: Type.Optional(Type.Integer({ enum: [0, 1], description: '0 numbers, 1 two-sided' })),
  status: Type.Optional(Type.Integer({ enum: [0, 1] })),
};

export default defineAdminRoutes({
  summary: 'Play items and odds',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: 'Play items in board order, a page at a time, each with its chances and return to player',
          body: Type.Object({ ...pageFields, ...filters }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(adminOddsItem), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, ...filter } = request.body;
        const { rows, total } = await oddsItems(app.db, filter, { offset: (page - 1) * size, limit: size });
        return ok({ list: rows.map((row) => toAdminOddsItem(row, app.config.sumEleven, request.language)), pagination: { page, size, total } });
      },
    );

    app.post(
      '/list',
      {
        schema: {
          summary: 'Every play item (of a rank, a type, a status) in board order: the catalogue is under 200 items',
          body: Type.Optional(Type.Object(filters, { additionalProperties: false })),
          response: { 200: envelopeOf(Type.Array(adminOddsItem)) },
        },
      },
      async (request) => {
        const { rows } = await oddsItems(app.db, request.body ?? {}, undefined);
        return ok(rows.map((row) => toAdminOddsItem(row, app.config.sumEleven, request.language)));
      },
    );

    app.post(
      '/update',
      {
        schema: {
          summary: "Changes an item's odds, stake bounds or status; refused when its return to player would pass 100% or min > max",
          body: Type.Object(
            {
              id: Id(),
              odds: Type.Optional(Type.Integer({ minimum: 1001, maximum: 1_000_000, description: 'Decimal odds × 1000, above 1.000 (stake included)' })),
              minStake: Type.Optional(Cents({ minimum: 1 })),
              maxStake: Type.Optional(Cents({ minimum: 1 })),
              status: Type.Optional(Type.Integer({ enum: [0, 1], description: '1 on, 0 off' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(adminOddsItem) },
        },
      },
      async (request) => {
        const { id, ...change } = request.body;
        const saved = await updateOddsItem(app.db, app.dialect, app.config.sumEleven, { id, ...change }, (trx, before, after) =>
          recordAudit(trx, request, {
            targetType: 'odds',
            targetId: id,
            oldValue: { odds: before.odds, minStake: before.minStake, maxStake: before.maxStake, status: before.status },
            newValue: { odds: after.odds, minStake: after.minStake, maxStake: after.maxStake, status: after.status },
          }),
        );
        app.catalogue.invalidate();
        return ok(toAdminOddsItem(saved, app.config.sumEleven, request.language));
      },
    );
  },
});
