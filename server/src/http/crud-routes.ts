// The generic list / page / info / add / update / delete actions of an entity, with owner scoping and read-only catalogues.
import { Type, type TInteger, type TObject, type TProperties, type TSchema, type Static } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { type Database } from '../db/schema';
import { currentUser } from '../plugins/app/auth';
import { BusinessError } from './app-error';
import { type RouteApp } from './define-routes';
import { envelopeOf, ok } from './envelope';
import { containsPattern } from './like-pattern';
import { CursorPagination, DEFAULT_PAGE_SIZE, Id, cursorField, pageFields } from './request-bounds';

export type CrudAction = 'list' | 'page' | 'info' | 'add' | 'update' | 'delete';
type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one query builder for every table the generic CRUD serves; rows are checked by the response schemas
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface CrudOptions<Item extends TObject> {
  table: keyof Database;
  /** Schema of one row as the API shows it. */
  item: Item;
  toItem(row: Row, request: FastifyRequest): Static<Item>;
  /** The column holding the owning player's id: rows are then visible and changeable only by their owner. */
  ownerColumn?: string;
  /** Catalogues: add/update/delete answer a clear refusal. */
  readOnly?: boolean;
  /** Equality filters accepted by list and page (body field = column name). */
  filters?: TProperties;
  /** Columns searched by `keyWord` (substring match). */
  keywordColumns?: string[];
  /** Columns a client may order by; the first is the default. */
  orderColumns: string[];
  defaultOrder?: 'asc' | 'desc';
  /** Rows every reader is limited to (published notices, say). */
  scope?(query: AnyQuery, request: FastifyRequest): AnyQuery;
  /** Fields a player may set on add (all required ones) and update (all optional). */
  writable?: TProperties;
  /** The schema of the table's row id when it is not an `integer` column's (bigserial tables: BigId()). */
  id?: TInteger;
  /**
   * Pages that scroll: `page` also takes a `cursor` (the previous page's last id, in the id order of `sort`) and answers
   * the next one, so the thousandth page costs what the first does.
   */
  cursor?: boolean;
  /** The page's total without counting the rows (kept counters); undefined falls back to a count. */
  total?(request: FastifyRequest, body: Record<string, unknown>): Promise<number | undefined>;
  /** Told of the row info answered (a notice opened lands in the reader's viewing history); must not throw. */
  opened?(row: Row, request: FastifyRequest): void;
  /** Whether the table has createdAt / updatedAt columns to stamp. */
  timestamps?: boolean;
  actions?: CrudAction[];
  summary: string;
}


export function registerCrud<Item extends TObject>(typedApp: RouteApp, options: CrudOptions<Item>): void {
  // Handlers here serve many tables; their shapes are checked by the response schemas at run time instead.
  const app = typedApp as unknown as FastifyInstance;
  const actions = new Set<CrudAction>(options.actions ?? ['list', 'page', 'info', 'add', 'update', 'delete']);
  const { table, item, ownerColumn } = options;
  if (options.cursor && options.orderColumns[0] !== 'id') throw new Error(`${table}: cursor pages follow the id order, so 'id' must be the first order column`);
  const idSchema = options.id ?? Id();
  const idQuery = Type.Object({ id: { ...idSchema, description: 'Row id' } }, { additionalProperties: false });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyQuery: the table is a parameter here
  const db = app.db as unknown as import('kysely').Kysely<any>;
  const filterSchema = options.filters ?? {};
  const listBody = Type.Object(
    {
      ...filterSchema,
      ...(options.keywordColumns ? { keyWord: Type.Optional(Type.String({ maxLength: 100 })) } : {}),
      order: Type.Optional(Type.String({ enum: options.orderColumns })),
      sort: Type.Optional(Type.String({ enum: ['asc', 'desc'] })),
    },
    { additionalProperties: false },
  );
  const pageBody = Type.Object(
    {
      ...listBody.properties,
      ...pageFields,
      ...(options.cursor ? { cursor: cursorField('^\\d{1,16}$') } : {}),
    },
    { additionalProperties: false },
  );

  const baseQuery = (request: FastifyRequest): AnyQuery => {
    let query: AnyQuery = db.selectFrom(table);
    if (ownerColumn) query = query.where(ownerColumn, '=', currentUser(request).id);
    if (options.scope) query = options.scope(query, request);
    return query;
  };

  const filtered = (request: FastifyRequest, body: Record<string, unknown>): AnyQuery => {
    let query = baseQuery(request);
    for (const key of Object.keys(filterSchema)) {
      const value = body[key];
      if (value !== undefined && value !== null && value !== '') query = query.where(key, '=', value);
    }
    const keyword = typeof body.keyWord === 'string' ? body.keyWord.trim() : '';
    if (keyword && options.keywordColumns) {
      const pattern = containsPattern(keyword);
      const columns = options.keywordColumns;
      // ESCAPE is explicit: SQLite has no default LIKE escape character.
      query = query.where((eb) => eb.or(columns.map((column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`)));
    }
    return query;
  };

  const ordered = (query: AnyQuery, body: Record<string, unknown>, alias = ''): AnyQuery => {
    const column = typeof body.order === 'string' ? body.order : options.orderColumns[0];
    const direction = body.sort === 'asc' || body.sort === 'desc' ? body.sort : (options.defaultOrder ?? 'desc');
    query = query.orderBy(`${alias}${column}`, direction);
    return column === 'id' ? query : query.orderBy(`${alias}id`, direction);
  };

  const itemList = Type.Array(item);

  if (actions.has('list')) {
    app.post('/list', { schema: { summary: `List ${options.summary}`, body: Type.Optional(listBody), response: { 200: envelopeOf(itemList) } } }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const rows = await ordered(filtered(request, body).selectAll(), body).limit(1000).execute();
      return ok(rows.map((row) => options.toItem(row, request)));
    });
  }

  if (actions.has('page')) {
    const pageData = Type.Object({
      list: itemList,
      pagination: options.cursor ? CursorPagination : Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }),
    });
    app.post('/page', { schema: { summary: `Page through ${options.summary}`, body: Type.Optional(pageBody), response: { 200: envelopeOf(pageData) } } }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const page = Number(body.page ?? 1);
      const size = Number(body.size ?? DEFAULT_PAGE_SIZE);
      const cursor = typeof body.cursor === 'string' ? Number(body.cursor) : undefined;
      const total = (await options.total?.(request, body)) ?? Number((await filtered(request, body).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow()).total);
      // A cursor page follows the id order; a numbered page skips index entries of ids first, then reads only its rows.
      const sortBy = cursor === undefined ? body : { sort: body.sort };
      let ids = ordered(filtered(request, body).select('id'), sortBy);
      if (cursor !== undefined) ids = ids.where('id', (body.sort ?? options.defaultOrder ?? 'desc') === 'asc' ? '>' : '<', cursor);
      ids = ids.limit(size + 1).offset(cursor === undefined ? (page - 1) * size : 0);
      const rows = await ordered(db.selectFrom(ids.as('page_ids')).innerJoin(`${table} as t`, 't.id', 'page_ids.id').selectAll('t'), sortBy, 't.').execute();
      const list = rows.slice(0, size).map((row) => options.toItem(row, request));
      const next = options.cursor && rows.length > size ? String(rows[size - 1].id) : null;
      return ok({ list, pagination: { page, size, total, ...(options.cursor ? { cursor: next } : {}) } });
    });
  }

  if (actions.has('info')) {
    app.get('/info', { schema: { summary: `One of ${options.summary}`, querystring: idQuery, response: { 200: envelopeOf(item) } } }, async (request) => {
      const { id } = request.query as Static<typeof idQuery>;
      const row = await baseQuery(request).selectAll().where('id', '=', id).executeTakeFirst();
      // The same answer for "absent" and "someone else's": existence of other players' rows never leaks.
      if (!row) throw new BusinessError('recordNotFound');
      options.opened?.(row, request);
      return ok(options.toItem(row, request));
    });
  }

  const refuse = async () => {
    throw new BusinessError('readOnly');
  };
  const anyBody = Type.Object({}, { additionalProperties: true });
  const writable = options.writable ?? {};
  const addBody = Type.Object(writable, { additionalProperties: false });
  const updateBody = Type.Object(
    { id: idSchema, ...Object.fromEntries(Object.entries(writable).map(([key, schema]) => [key, Type.Optional(schema as TSchema)])) },
    { additionalProperties: false },
  );
  const deleteBody = Type.Object({ ids: Type.Array(idSchema, { minItems: 1, maxItems: 100 }) }, { additionalProperties: false });

  if (actions.has('add')) {
    const schema = { summary: `Add to ${options.summary}`, body: addBody, response: { 200: envelopeOf(Type.Object({ id: Type.Integer() })) } };
    if (options.readOnly) app.post('/add', { schema: { ...schema, body: anyBody } }, refuse);
    else
      app.post('/add', { schema }, async (request) => {
        const values: Row = { ...(request.body as Row) };
        if (ownerColumn) values[ownerColumn] = currentUser(request).id;
        if (options.timestamps) values.createdAt = values.updatedAt = Date.now();
        const inserted = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
        return ok({ id: Number(inserted.id) });
      });
  }

  if (actions.has('update')) {
    const schema = { summary: `Change one of ${options.summary}`, body: updateBody, response: { 200: envelopeOf(Type.Null()) } };
    if (options.readOnly) app.post('/update', { schema: { ...schema, body: anyBody } }, refuse);
    else
      app.post('/update', { schema }, async (request) => {
        const { id, ...changes } = request.body as Row & { id: number };
        if (options.timestamps) changes.updatedAt = Date.now();
        let query = db.updateTable(table).set(changes).where('id', '=', id);
        if (ownerColumn) query = query.where(ownerColumn, '=', currentUser(request).id);
        const found =
          Object.keys(changes).length > 0
            ? Number((await query.executeTakeFirst()).numUpdatedRows) > 0
            : (await baseQuery(request).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
        if (!found) throw new BusinessError('recordNotFound');
        return ok(null);
      });
  }

  if (actions.has('delete')) {
    const schema = { summary: `Delete from ${options.summary}`, body: deleteBody, response: { 200: envelopeOf(Type.Object({ deleted: Type.Integer() })) } };
    if (options.readOnly) app.post('/delete', { schema: { ...schema, body: anyBody } }, refuse);
    else
      app.post('/delete', { schema }, async (request) => {
        const { ids } = request.body as Static<typeof deleteBody>;
        let query = db.deleteFrom(table).where('id', 'in', ids);
        if (ownerColumn) query = query.where(ownerColumn, '=', currentUser(request).id);
        const result = await query.executeTakeFirst();
        return ok({ deleted: Number(result.numDeletedRows) });
      });
  }
}
