// Dictionary: the list of types, and per requested type a tree of entries with labels in the request language.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { pickLocalized } from '../../../i18n/language';
import { buildDictTree, type DictNode } from '../../../domain/dict-tree';

const nodeSchema = Type.Recursive((self) =>
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    label: Type.String(),
    value: Type.Union([Type.String(), Type.Integer()]),
    orderNum: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()]),
    children: Type.Optional(Type.Array(self)),
  }),
);

export default defineRoutes({
  access: 'public',
  summary: 'Dictionary',
  register(app) {
    app.get(
      '/types',
      {
        schema: {
          summary: 'Dictionary types',
          response: { 200: envelopeOf(Type.Array(Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String() }))) },
        },
      },
      async () => {
        const rows = await app.db.selectFrom('dictType').select(['id', 'keyName', 'name']).orderBy('id').execute();
        return ok(rows.map((row) => ({ id: row.id, key: row.keyName, name: row.name })));
      },
    );

    app.post(
      '/data',
      {
        schema: {
          summary: 'Entries of the given types, each a tree by parentId sorted by orderNum',
          body: Type.Object({ types: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 50 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Record(Type.String(), Type.Array(nodeSchema))) },
        },
      },
      async (request) => {
        const { types } = request.body;
        const rows = await app.db
          .selectFrom('dictInfo')
          .innerJoin('dictType', 'dictType.id', 'dictInfo.typeId')
          .select(['dictType.keyName', 'dictInfo.id', 'dictInfo.name', 'dictInfo.nameI18n', 'dictInfo.value', 'dictInfo.orderNum', 'dictInfo.parentId'])
          .where('dictType.keyName', 'in', types)
          .execute();
        const result: Record<string, DictNode[]> = {};
        for (const type of types) {
          const entries = rows
            .filter((row) => row.keyName === type)
            .map((row) => ({ ...row, name: row.nameI18n ? pickLocalized(JSON.parse(row.nameI18n) as Record<string, string>, request.language) : row.name }));
          result[type] = buildDictTree(entries);
        }
        return ok(result);
      },
    );
  },
});
