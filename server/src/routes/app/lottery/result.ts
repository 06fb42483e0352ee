// Draw results with their revealed seeds (the list, and one period, which lands in a signed-in reader's viewing history),
// the period open for betting (with the server's clock), and the published commitments.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { CalendarDate, CursorPagination, DEFAULT_PAGE_SIZE, cursorField, pageFields } from '../../../http/request-bounds';
import { BusinessError } from '../../../http/app-error';
import { optionalUser } from '../../../plugins/app/auth';
import { recordViewAfterAnswer } from '../../../accounts/viewing-history';
import { commitmentsPage, drawnResultOf, drawnResultsPage, nextDrawAndLatest } from '../../../draws/draw-results';
import { dayRoads } from '../../../draws/day-roads';
import { businessDate } from '../../../domain/draw/period-schedule';

const resultItem = Type.Object({
  issue: Type.String(),
  places: Type.Array(Type.Integer(), { description: "Champion's number first … 10th place's last" }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.String(),
  seed: Type.String({ description: 'The revealed key x_k (hex)' }),
  chainId: Type.String(),
  chainIndex: Type.Integer(),
  closeAt: Type.String({ format: 'date-time', description: 'When betting closed: the beacon round follows from it by the commitment\'s rule' }),
  beacon: Type.Union(
    [
      Type.Object({
        round: Type.Integer({ description: 'The drand round mixed in (R_k)' }),
        randomness: Type.String({ description: 'SHA-256 of the signature (hex): the salt of the draw' }),
        signature: Type.String({ description: "The round's BLS signature (hex, 48 bytes on G1), checkable against the commitment's beacon public key" }),
      }),
      Type.Null(),
    ],
    { description: 'Null when the chain has no beacon (the salt is the commitment\'s)' },
  ),
});

const beaconSchema = Type.Union(
  [
    Type.Object({
      scheme: Type.String({ description: 'bls-unchained-g1-rfc9380 (drand quicknet)' }),
      chainHash: Type.String({ description: "The drand chain's hash (hex)" }),
      publicKey: Type.String({ description: "The drand chain's public key (hex, 96 bytes on G2)" }),
      genesisTime: Type.Integer({ description: 'Unix seconds of round 1' }),
      periodSeconds: Type.Integer({ description: 'Seconds between rounds' }),
      delaySeconds: Type.Integer({ description: "A period's round is the first one at least this long after its close" }),
      rule: Type.String({ description: 'The round rule in words' }),
    }),
    Type.Null(),
  ],
  { description: 'The public randomness beacon of the chain, fixed with its commitment; null without one' },
);

const periodSchema = Type.Object({
  issue: Type.String(),
  openAt: Type.String({ format: 'date-time' }),
  closeAt: Type.String({ format: 'date-time' }),
  drawAt: Type.String({ format: 'date-time' }),
  status: Type.String({ description: 'scheduled, open, closed, drawn, settled, cancelled or refunded' }),
});

const pageQuery = pageFields;

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
            {
              ...pageQuery,
              cursor: cursorField('^\\d{12}$'),
              issue: Type.Optional(Type.String({ pattern: '^\\d{1,12}$', description: 'An issue or its first digits' })),
              issueEnd: Type.Optional(Type.String({ pattern: '^\\d{1,12}$', description: 'An issue or its last digits, as a player types the number they saw ("1300")' })),
              date: Type.Optional(CalendarDate()),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(resultItem), pagination: CursorPagination })) },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const size = request.query.size ?? DEFAULT_PAGE_SIZE;
        const { list, total, cursor } = await drawnResultsPage(app.db, { page, size, issue: request.query.issue, issueEnd: request.query.issueEnd, date: request.query.date, cursor: request.query.cursor });
        return ok({ list, pagination: { page, size, total, cursor } });
      },
    );

    app.get(
      '/info',
      {
        schema: {
          summary: "One drawn period as the results list shows it (everything its verification needs); a signed-in reader's viewing history records it",
          querystring: Type.Object({ issue: Type.String({ pattern: '^\\d{12}$', description: 'The period number (YYYYMMDD + 4 digits)' }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(resultItem) },
        },
      },
      async (request) => {
        const { issue } = request.query;
        const result = await drawnResultOf(app.db, issue);
        if (result === null) throw new BusinessError('periodNotFound', { issue });
        if (result === 'undrawn') throw new BusinessError('periodNotDrawn', { issue });
        recordViewAfterAnswer(app.db, request.log, async () => (await optionalUser(request))?.id ?? null, { kind: 'draw', ref: issue });
        return ok(result);
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
        const { period, latest } = await nextDrawAndLatest(app.db, now);
        return ok({ period, latest, now: new Date(now).toISOString() });
      },
    );

    app.get(
      '/roads',
      {
        schema: {
          summary: "A business day's roads: for every two-sided pair (big/small, odd/even, dragon/tiger per place; the sum's big/small and odd/even), the side each drawn period went to, oldest first",
          querystring: Type.Object(
            { date: Type.Optional(CalendarDate({ description: 'YYYYMMDD; the current business day when left out' })) },
            { additionalProperties: false },
          ),
          response: {
            200: envelopeOf(
              Type.Object({
                date: Type.String({ description: 'YYYYMMDD' }),
                sumEleven: Type.Union([Type.Literal('small'), Type.Literal('push')], { description: 'The SUM_ELEVEN rule the cells were judged by' }),
                issues: Type.Array(Type.String(), { description: "The day's drawn periods, oldest first" }),
                roads: Type.Array(
                  Type.Object({
                    rankId: Type.Integer({ description: '0 the champion + runner-up sum, 1..10 the places' }),
                    pair: Type.Union([Type.Literal('bigSmall'), Type.Literal('oddEven'), Type.Literal('dragonTiger')]),
                    cells: Type.String({
                      pattern: '^[012]*$',
                      description: "One character per period of `issues`: 1 the pair's first side won (big, odd, dragon), 2 its second (small, even, tiger), 0 neither (sum 11 under SUM_ELEVEN=push)",
                    }),
                  }),
                ),
              }),
            ),
          },
        },
      },
      async (request) => {
        const date = request.query.date ?? businessDate(Date.now(), app.config.timeZone);
        return ok(await dayRoads(app.db, date, app.config.sumEleven));
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
                  Type.Object({ chainId: Type.String(), game: Type.String(), length: Type.Integer({ description: 'Links of the hash chain: every period the day has' }), periods: Type.Integer({ description: 'Periods drawn from this chain: from firstIssue to the end of its day (fewer than length on a day the server began mid-day)' }), firstIssue: Type.String(), commitment: Type.String(), algorithm: Type.String(), salt: Type.String(), createTime: Type.String({ format: 'date-time' }), beacon: beaconSchema }),
                ),
                pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }),
              }),
            ),
          },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const size = request.query.size ?? DEFAULT_PAGE_SIZE;
        const { list, total } = await commitmentsPage(app.db, { page, size });
        return ok({ list, pagination: { page, size, total } });
      },
    );
  },
});
