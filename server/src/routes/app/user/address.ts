// A player's delivery addresses: their own rows only, and exactly one default whenever they have any.
import { Type, type Static } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { registerCrud } from '../../../http/crud-routes';
import { Id } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';
import { currentUser } from '../../../plugins/app/auth';
import { addAddress, defaultAddress, deleteAddresses, updateAddress } from '../../../accounts/address-book';

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
const updateBody = Type.Object({ id: Id(), ...Type.Partial(Type.Object(fields)).properties }, { additionalProperties: false });

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
      const row = await defaultAddress(db, currentUser(request).id);
      return ok(row ? toItem(row) : null);
    });

    app.post('/add', { schema: { summary: 'Add an address (the first one becomes the default)', body: addBody, response: { 200: envelopeOf(Type.Object({ id: Type.Integer() })) } } }, async (request) => {
      const { isDefault, ...values } = request.body;
      const id = await addAddress(db, currentUser(request).id, values, isDefault);
      return ok({ id });
    });

    app.post('/update', { schema: { summary: 'Change one of my addresses', body: updateBody, response: { 200: envelopeOf(Type.Null()) } } }, async (request) => {
      const { id, isDefault, ...changes } = request.body;
      await updateAddress(db, currentUser(request).id, id, changes, isDefault);
      return ok(null);
    });

    app.post(
      '/delete',
      {
        schema: {
          summary: 'Delete some of my addresses (another becomes the default if needed)',
          body: Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) },
        },
      },
      async (request) => {
        const deleted = await deleteAddresses(db, currentUser(request).id, request.body.ids);
        return ok({ deleted });
      },
    );
  },
});
