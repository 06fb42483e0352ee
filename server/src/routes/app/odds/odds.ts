// Play items with their odds, read-only to players.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { registerCrud } from '../../../http/crud-routes';
import { Id } from '../../../http/request-bounds';
import { oddsItem, toOddsItem } from '../../../http/catalogue-schemas';

export default defineRoutes({
  access: 'public',
  summary: 'Odds',
  register(app) {
    registerCrud(app, {
      table: 'odds',
      summary: 'play items and their odds',
      item: oddsItem,
      toItem: (row, request) => toOddsItem(row as never, request.language),
      readOnly: true,
      filters: {
        rankId: Type.Optional(Id({ minimum: 0 })),
        type: Type.Optional(Type.Integer({ enum: [0, 1], description: '0 numbers, 1 two-sided' })),
        status: Type.Optional(Type.Integer({ enum: [0, 1] })),
      },
      keywordColumns: ['name', 'code'],
      orderColumns: ['id', 'orderNum', 'rankId', 'odds'],
      defaultOrder: 'asc',
    });
  },
});
