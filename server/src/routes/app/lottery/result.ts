// Draw results with their revealed seeds, the period open for betting (with the server's clock), and the published commitments.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../http/crud-routes';
import { periodView } from '../../../draws/draw-engine';
import { dayStart, nextDate } from '../../../domain/draw/period-schedule';

const resultItem = Type.Object({
  issue: Type.String(),
  places: Type.Array(Type.Integer(), { description: "Champion's number first … 10th place's last" }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.String(),
  seed: Type.String({ description: 'The revealed key x_k (hex)' }),
  chainId: Type.String(),
  chainIndex: Type.Integer(),
});

const periodSchema = Type.Object({
  issue: Type.String(),
  openAt: Type.String({ format: 'date-time' }),
  closeAt: Type.String({ format: 'date-time' }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.String({ description: 'scheduled, open, closed, drawn, settled, cancelled or refunded' }),
});

const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, default: DEFAULT_PAGE_SIZE })),
};

export default defineRoutes({
  access: 'public',
  summary: 'Draw results',
  register(app) {
    app.get(
      '/getList',
      {
        schema: {
          summary: 'Drawn results, newest first, each with its revealed seed; search by issue or business date',
          querystring: Type.Object(
            { ...pageQuery, issue: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })), date: Type.Optional(Type.String({ pattern: '^\\d{8}$', description: 'YYYYMMDD' })) },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(resultItem), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const size = Math.min(request.query.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        let query = app.db.selectFrom('drawPeriod').where('status', 'in', ['drawn', 'settled']);
        if (request.query.issue) query = query.where('issue', 'like', `${request.query.issue}%`);
        if (request.query.date) {
          const from = dayStart(request.query.date, app.config.timeZone);
          const to = dayStart(nextDate(request.query.date), app.config.timeZone);
          query = query.where('drawAt', '>', from).where('drawAt', '<=', to);
        }
        const { total } = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
        const rows = await query.selectAll().orderBy('drawAt', 'desc').limit(size).offset((page - 1) * size).execute();
        return ok({
          list: rows.map((row) => ({
            issue: row.issue,
            places: row.result!.split(',').map(Number),
            drawAt: new Date(row.drawAt).toISOString(),
            status: row.status,
            seed: row.revealedKeyHex!,
            chainId: row.chainId,
            chainIndex: row.chainIndex,
          })),
          pagination: { page, size, total: Number(total) },
        });
      },
    );

    app.get(
      '/current',
      {
        schema: {
          summary: "The period whose draw comes next (open for betting, closed awaiting its draw, or the next to open), the latest result, and the server's now",
          response: { 200: envelopeOf(Type.Object({ period: Type.Union([periodSchema, Type.Null()]), latest: Type.Union([resultItem, Type.Null()]), now: Type.String({ format: 'date-time' }) })) },
        },
      },
      async () => {
        const now = Date.now();
        // Between the close and the draw the board shows the closed period counting down to its draw, not the next one.
        const period = await app.db.selectFrom('drawPeriod').selectAll().where('status', '=', 'scheduled').where('drawAt', '>', now).orderBy('drawAt').limit(1).executeTakeFirst();
        const latest = await app.db.selectFrom('drawPeriod').selectAll().where('status', 'in', ['drawn', 'settled']).orderBy('drawAt', 'desc').limit(1).executeTakeFirst();
        return ok({
          period: period ? periodView(period, now) : null,
          latest: latest
            ? { issue: latest.issue, places: latest.result!.split(',').map(Number), drawAt: new Date(latest.drawAt).toISOString(), status: latest.status, seed: latest.revealedKeyHex!, chainId: latest.chainId, chainIndex: latest.chainIndex }
            : null,
          now: new Date(now).toISOString(),
        });
      },
    );

    app.get(
      '/commitments',
      {
        schema: {
          summary: 'Published hash-chain commitments (x_0), newest first: each is public before its first period opens',
          querystring: Type.Object(pageQuery, { additionalProperties: false }),
          response: {
            200: envelopeOf(
              Type.Object({
                list: Type.Array(
                  Type.Object({ chainId: Type.String(), game: Type.String(), length: Type.Integer(), firstIssue: Type.String(), commitment: Type.String(), algorithm: Type.String(), salt: Type.String(), createTime: Type.String({ format: 'date-time' }) }),
                ),
                pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }),
              }),
            ),
          },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const size = Math.min(request.query.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
        const { total } = await app.db.selectFrom('drawChain').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
        // Never the seed: only the commitment and what is needed to check against it.
        const rows = await app.db
          .selectFrom('drawChain')
          .select(['id', 'length', 'firstIssue', 'commitmentHex', 'algorithm', 'salt', 'createdAt'])
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute();
        return ok({
          list: rows.map((row) => ({ chainId: row.id, game: 'pk10', length: row.length, firstIssue: row.firstIssue, commitment: row.commitmentHex, algorithm: row.algorithm, salt: row.salt, createTime: new Date(row.createdAt).toISOString() })),
          pagination: { page, size, total: Number(total) },
        });
      },
    );
  },
});
