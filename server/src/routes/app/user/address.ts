// A player's delivery addresses: their own rows only, and exactly one default whenever they have any.
import { Type, type Static } from '@sinclair/typebox';
import { type Kysely, type Transaction } from 'kysely';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { registerCrud } from '../../../http/crud-routes';
import { BusinessError } from '../../../http/app-error';
import { isoTime } from '../../../http/time';
import { currentUser } from '../../../plugins/app/auth';
import { type Database } from '../../../db/schema';

const addressItem = Type.Object({
  id: Type.Integer(),
  contact: Type.String(),
  phone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String(),
  isDefault: Type.Boolean(),
  createTime: Type.String({ format: 'date-time' }),
});

const fields = {
  contact: Type.String({ minLength: 1, maxLength: 32 }),
  phone: Type.String({ minLength: 5, maxLength: 32 }),
  province: Type.String({ minLength: 1, maxLength: 32 }),
  city: Type.String({ minLength: 1, maxLength: 32 }),
  district: Type.String({ maxLength: 32 }),
  address: Type.String({ minLength: 1, maxLength: 200 }),
  isDefault: Type.Optional(Type.Boolean()),
};
const addBody = Type.Object(fields, { additionalProperties: false });
const updateBody = Type.Object({ id: Type.Integer({ minimum: 1 }), ...Type.Partial(Type.Object(fields)).properties }, { additionalProperties: false });

const toItem = (row: Record<string, unknown>): Static<typeof addressItem> => ({
  id: Number(row.id),
  contact: String(row.contact),
  phone: String(row.phone),
  province: String(row.province),
  city: String(row.city),
  district: String(row.district),
  address: String(row.address),
  isDefault: Number(row.isDefault) === 1,
  createTime: isoTime(row.createdAt as number)!,
});

/** Makes `id` the one default, or — when none is left — the newest address. */
async function settleDefault(trx: Transaction<Database> | Kysely<Database>, userId: number, id?: number): Promise<void> {
  const target = id ?? (await trx.selectFrom('userAddress').select('id').where('userId', '=', userId).orderBy('isDefault', 'desc').orderBy('id', 'desc').executeTakeFirst())?.id;
  if (target === undefined) return;
  await trx.updateTable('userAddress').set({ isDefault: 0 }).where('userId', '=', userId).where('id', '!=', target).execute();
  await trx.updateTable('userAddress').set({ isDefault: 1 }).where('userId', '=', userId).where('id', '=', target).execute();
}

export default defineRoutes({
  access: 'user',
  summary: 'My addresses',
  register(app) {
    const { db } = app;
    registerCrud(app, {
      table: 'userAddress',
      summary: 'your addresses',
      item: addressItem,
      toItem: (row) => toItem(row),
      ownerColumn: 'userId',
      actions: ['list', 'page', 'info'],
      keywordColumns: ['contact', 'address'],
      orderColumns: ['isDefault', 'id'],
    });

    app.get('/default', { schema: { summary: 'My default address (null when I have none)', response: { 200: envelopeOf(Type.Union([addressItem, Type.Null()])) } } }, async (request) => {
      const row = await db.selectFrom('userAddress').selectAll().where('userId', '=', currentUser(request).id).where('isDefault', '=', 1).executeTakeFirst();
      return ok(row ? toItem(row) : null);
    });

    app.post('/add', { schema: { summary: 'Add an address (the first one becomes the default)', body: addBody, response: { 200: envelopeOf(Type.Object({ id: Type.Integer() })) } } }, async (request) => {
      const userId = currentUser(request).id;
      const { isDefault, ...values } = request.body;
      const now = Date.now();
      const id = await db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('userAddress').values({ ...values, userId, isDefault: 0, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
        await settleDefault(trx, userId, isDefault ? inserted.id : undefined);
        return inserted.id;
      });
      return ok({ id });
    });

    app.post('/update', { schema: { summary: 'Change one of my addresses', body: updateBody, response: { 200: envelopeOf(Type.Null()) } } }, async (request) => {
      const userId = currentUser(request).id;
      const { id, isDefault, ...changes } = request.body;
      await db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('userAddress').set({ ...changes, updatedAt: Date.now() }).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new BusinessError('recordNotFound');
        if (isDefault === true) await settleDefault(trx, userId, id);
        if (isDefault === false) {
          await trx.updateTable('userAddress').set({ isDefault: 0 }).where('id', '=', id).where('userId', '=', userId).execute();
          const other = await trx.selectFrom('userAddress').select('id').where('userId', '=', userId).where('id', '!=', id).orderBy('id', 'desc').executeTakeFirst();
          await settleDefault(trx, userId, other?.id ?? id); // the only address stays the default
        }
      });
      return ok(null);
    });

    app.post(
      '/delete',
      {
        schema: {
          summary: 'Delete some of my addresses (another becomes the default if needed)',
          body: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const deleted = await db.transaction().execute(async (trx) => {
          const result = await trx.deleteFrom('userAddress').where('userId', '=', userId).where('id', 'in', request.body.ids).executeTakeFirst();
          await settleDefault(trx, userId);
          return Number(result.numDeletedRows);
        });
        return ok({ deleted });
      },
    );
  },
});
