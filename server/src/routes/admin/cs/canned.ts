// Canned replies agents share: list, add, edit, delete (every change audited).
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { BusinessError } from '../../../http/app-error';
import { envelopeOf, ok } from '../../../http/envelope';
import { Id } from '../../../http/request-bounds';
import { isoTime } from '../../../http/time';
import { recordAudit } from '../../../operators/audit';
import { currentOperator } from '../../../plugins/app/operators';
import { MAX_TEXT_LENGTH } from '../../../cs/customer-service';

const replySchema = Type.Object({ id: Type.Integer(), title: Type.String(), content: Type.String(), updateTime: Type.String({ format: 'date-time' }) });
const fields = {
  title: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' }),
  content: Type.String({ minLength: 1, maxLength: MAX_TEXT_LENGTH, pattern: '\\S' }),
};
const view = (row: { id: number; title: string; content: string; updatedAt: number }) => ({ id: row.id, title: row.title, content: row.content, updateTime: isoTime(Number(row.updatedAt))! });

export default defineAdminRoutes({
  summary: 'Canned replies',
  register(app) {
    const { db } = app;
    const find = async (id: number) => {
      const row = await db.selectFrom('csCannedReply').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new BusinessError('csCannedNotFound');
      return row;
    };

    app.post(
      '/list',
      { schema: { summary: 'Every canned reply, by title', body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: envelopeOf(Type.Array(replySchema)) } } },
      async () => ok((await db.selectFrom('csCannedReply').selectAll().orderBy('title').orderBy('id').limit(500).execute()).map(view)),
    );

    app.post(
      '/add',
      { schema: { summary: 'Add a canned reply', body: Type.Object(fields, { additionalProperties: false }), response: { 200: envelopeOf(replySchema) } } },
      async (request) => {
        const now = Date.now();
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('csCannedReply')
            .values({ title: request.body.title.trim(), content: request.body.content.trim(), createdBy: currentOperator(request).id, createdAt: now, updatedAt: now })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request, { targetType: 'csCannedReply', targetId: inserted.id, newValue: { title: inserted.title, content: inserted.content } });
          return inserted;
        });
        return ok(view(row));
      },
    );

    app.post(
      '/update',
      { schema: { summary: 'Edit a canned reply', body: Type.Object({ id: Id(), ...fields }, { additionalProperties: false }), response: { 200: envelopeOf(replySchema) } } },
      async (request) => {
        const before = await find(request.body.id);
        const now = Date.now();
        const row = await db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('csCannedReply')
            .set({ title: request.body.title.trim(), content: request.body.content.trim(), updatedAt: now })
            .where('id', '=', before.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request, { targetType: 'csCannedReply', targetId: before.id, oldValue: { title: before.title, content: before.content }, newValue: { title: updated.title, content: updated.content } });
          return updated;
        });
        return ok(view(row));
      },
    );

    app.post(
      '/delete',
      {
        schema: {
          summary: 'Delete canned replies',
          body: Type.Object({ ids: Type.Array(Id(), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        await db.transaction().execute(async (trx) => {
          const rows = await trx.selectFrom('csCannedReply').selectAll().where('id', 'in', request.body.ids).execute();
          await trx.deleteFrom('csCannedReply').where('id', 'in', request.body.ids).execute();
          for (const row of rows) await recordAudit(trx, request, { targetType: 'csCannedReply', targetId: row.id, oldValue: { title: row.title, content: row.content } });
        });
        return ok(null);
      },
    );
  },
});
