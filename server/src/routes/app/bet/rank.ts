// Ranks of the board (sum, champion … 10th), read-only; listByOrder and the play items grouped by type.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { registerCrud } from '../../../http/crud-routes';
import { Id } from '../../../http/request-bounds';
import { oddsItem, rankItem, toOddsItem, toRankItem } from '../../../http/catalogue-schemas';
import { oddsTypeName } from '../../../domain/catalogue/catalogue-names';

const playItemsSchema = Type.Array(
  Type.Object({
    rank: rankItem,
    types: Type.Array(Type.Object({ type: Type.Integer(), name: Type.String(), items: Type.Array(oddsItem) })),
  }),
);

export default defineRoutes({
  access: 'public',
  summary: 'Ranks',
  register(app) {
    registerCrud(app, {
      table: 'betRank',
      summary: 'ranks',
      item: rankItem,
      toItem: (row, request) => toRankItem(row as never, request.language),
      readOnly: true,
      filters: { status: Type.Optional(Type.Integer({ enum: [0, 1] })) },
      keywordColumns: ['name', 'code'],
      orderColumns: ['orderNum', 'id'],
      defaultOrder: 'asc',
    });

    app.post(
      '/listByOrder',
      { schema: { summary: 'Enabled ranks in board order', body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: envelopeOf(Type.Array(rankItem)) } } },
      async (request) => {
        const { ranks } = await app.catalogue.get();
        return ok(ranks.filter((rank) => rank.status === 1).map((rank) => toRankItem(rank, request.language)));
      },
    );

    app.post(
      '/playItems',
      {
        schema: {
          summary: "A rank's (or every rank's) enabled play items grouped by odds type",
          body: Type.Optional(Type.Object({ rankId: Type.Optional(Id({ minimum: 0 })) }, { additionalProperties: false })),
          response: { 200: envelopeOf(playItemsSchema) },
        },
      },
      async (request) => {
        const rankId = request.body?.rankId;
        const catalogue = await app.catalogue.get();
        const ranks = catalogue.ranks.filter((rank) => rank.status === 1 && (rankId === undefined || rank.id === rankId));
        const items = catalogue.items.filter((item) => item.status === 1);
        const language = request.language;
        return ok(
          ranks.map((rank) => {
            const own = items.filter((item) => item.rankId === rank.id);
            const types = [...new Set(own.map((item) => item.type))].sort((a, b) => a - b);
            return {
              rank: toRankItem(rank, language),
              types: types.map((type) => ({
                type,
                name: oddsTypeName(type, language),
                items: own.filter((item) => item.type === type).map((item) => toOddsItem(item, language)),
              })),
            };
          }),
        );
      },
    );
  },
});
