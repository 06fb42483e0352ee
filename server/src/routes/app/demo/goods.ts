// Demo goods: a player's own little catalogue (full CRUD, owner-scoped) and the demo GET /json.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { registerCrud } from '../../../http/crud-routes';
import { Cents } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';

const goodsItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  priceCents: Type.Integer(),
  description: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String({ format: 'date-time' }),
  updateTime: Type.String({ format: 'date-time' }),
});

export default defineRoutes({
  access: 'user',
  summary: 'Demo goods',
  register(app) {
    registerCrud(app, {
      table: 'demoGoods',
      summary: 'your demo goods',
      item: goodsItem,
      toItem: (row) => ({
        id: Number(row.id),
        title: String(row.title),
        priceCents: Number(row.priceCents),
        description: (row.description as string | null) ?? null,
        createTime: isoTime(row.createdAt as number)!,
        updateTime: isoTime(row.updatedAt as number)!,
      }),
      ownerColumn: 'userId',
      timestamps: true,
      writable: {
        title: Type.String({ minLength: 1, maxLength: 50 }),
        priceCents: Cents({ maximum: 100_000_000 }),
        description: Type.Optional(Type.String({ maxLength: 500 })),
      },
      filters: {},
      keywordColumns: ['title'],
      orderColumns: ['createdAt', 'id', 'priceCents', 'title'],
    });

    app.get(
      '/json',
      {
        config: { access: 'public' },
        schema: { summary: 'Demo JSON', response: { 200: envelopeOf(Type.Object({ name: Type.String(), time: Type.String() })) } },
      },
      async () => ok({ name: 'racing-draws', time: new Date().toISOString() }),
    );
  },
});
