// My viewing history: the notices, draws, plans and plan authors' pages I opened, newest first, each once; delete some or clear all.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { BigId, CursorPagination, DEFAULT_PAGE_SIZE, cursorField, pageFields } from '../../../http/request-bounds';
import { currentUser } from '../../../plugins/app/auth';
import { VIEW_CURSOR_PATTERN, VIEW_HISTORY_KEPT, VIEW_KINDS, clearViews, deleteViews, viewHistoryPage } from '../../../accounts/viewing-history';

const viewedItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Union(VIEW_KINDS.map((k) => Type.Literal(k))),
  ref: Type.String({ description: "The notice id, the period number, the plan id or the author's user id" }),
  title: Type.String({ description: "In the reader's language: the notice's title (or that it was removed), the period's name, the plan's author and period, the author's nickname" }),
  viewedAt: Type.String({ format: 'date-time', description: 'When it was last opened' }),
  available: Type.Boolean({ description: 'Whether it can still be opened (false for a notice removed or unpublished since, a plan or author hidden since)' }),
  issue: Type.Union([Type.String(), Type.Null()], { description: "A draw's period number; null for other kinds" }),
  places: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: "A draw's ten places, champion's number first; null for other kinds" }),
  drawAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: "A draw's time; null for other kinds" }),
});

export default defineRoutes({
  access: 'user',
  summary: 'My viewing history',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: `What I opened, newest first (at most ${VIEW_HISTORY_KEPT} kept); opening a thing again moves it to the top`,
          body: Type.Optional(
            Type.Object(
              {
                ...pageFields,
                cursor: cursorField(VIEW_CURSOR_PATTERN),
                kind: Type.Optional(Type.Union(VIEW_KINDS.map((k) => Type.Literal(k)))),
              },
              { additionalProperties: false },
            ),
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(viewedItem), pagination: CursorPagination })) },
        },
      },
      async (request) => {
        const page = request.body?.page ?? 1;
        const size = request.body?.size ?? DEFAULT_PAGE_SIZE;
        const { list, total, cursor } = await viewHistoryPage(
          app.db,
          currentUser(request).id,
          { page, size, cursor: request.body?.cursor, kind: request.body?.kind },
          { language: request.language, content: app.config },
        );
        return ok({ list, pagination: { page, size, total, cursor } });
      },
    );

    app.post(
      '/delete',
      {
        schema: {
          summary: 'Delete entries of my viewing history (ids of other players delete nothing)',
          body: Type.Object({ ids: Type.Array(BigId(), { minItems: 1, maxItems: VIEW_HISTORY_KEPT }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) },
        },
      },
      async (request) => ok({ deleted: await deleteViews(app.db, currentUser(request).id, request.body.ids) }),
    );

    app.post(
      '/clear',
      {
        schema: {
          summary: 'Clear my whole viewing history',
          body: Type.Optional(Type.Object({}, { additionalProperties: false })),
          response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) },
        },
      },
      async (request) => ok({ deleted: await clearViews(app.db, currentUser(request).id) }),
    );
  },
});
