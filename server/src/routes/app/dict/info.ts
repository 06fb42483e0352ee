// Dictionary: the list of types, and per requested type a tree of entries with labels in the request language.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { dictionaryTrees, dictionaryTypes } from '../../../dictionary/dictionary-reader';

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
      async () => ok(await dictionaryTypes(app.db)),
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
      async (request) => ok(await dictionaryTrees(app.db, request.body.types, request.language)),
    );
  },
});
