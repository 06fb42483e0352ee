// Placing a bet slip on the open period, and my bet history with the odds snapshot, result and payout.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { isoTime } from '../../../http/time';
import { Cents, CursorPagination, DEFAULT_PAGE_SIZE, Id, cursorField, pageFields } from '../../../http/request-bounds';
import { oddsFromMilli } from '../../../http/catalogue-schemas';
import { currentUser } from '../../../plugins/app/auth';
import { placeSlip } from '../../../betting/place-slip';
import { BET_CURSOR_PATTERN, betHistoryPage, parseBetCursor } from '../../../betting/bet-history';
import { itemName, rankName } from '../../../domain/catalogue/catalogue-names';

const issueField = Type.String({ pattern: '^\\d{12}$', description: 'YYYYMMDD + 4 digits' });

const slipResult = Type.Object({
  slipId: Type.Integer(),
  issue: Type.String(),
  total: Type.Integer({ description: 'Cents' }),
  balance: Type.Integer({ description: 'Cents, after the debit' }),
  replayed: Type.Boolean({ description: 'True when this requestId was already accepted: nothing was debited again' }),
  bets: Type.Array(Type.Object({ id: Type.Integer(), oddsId: Type.Integer(), rankId: Type.Integer(), code: Type.String(), odds: Type.Number(), amount: Type.Integer() })),
});

const historyItem = Type.Object({
  id: Type.Integer(),
  slipId: Type.Integer(),
  issue: Type.String(),
  rankId: Type.Integer(),
  rankName: Type.String(),
  type: Type.Integer(),
  code: Type.String(),
  itemName: Type.String(),
  odds: Type.Number({ description: 'Odds snapshot at bet time' }),
  amount: Type.Integer({ description: 'Stake in cents' }),
  status: Type.Integer({ description: 'Dictionary betStatus: 0 pending, 1 won, 2 lost, 3 push, 4 refunded' }),
  payout: Type.Integer({ description: 'Cents credited' }),
  result: Type.Union([Type.Array(Type.Integer()), Type.Null()], { description: "The period's ten places once drawn" }),
  planId: Type.Union([Type.Integer(), Type.Null()], { description: 'The plan the slip was copied from, null for my own picks' }),
  publishedPlanId: Type.Union([Type.Integer(), Type.Null()], { description: 'The plan the slip was published as, null when it was not' }),
  createTime: Type.String({ format: 'date-time' }),
  settleTime: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export default defineRoutes({
  access: 'user',
  summary: 'Bets',
  register(app) {
    app.post(
      '/addbet',
      {
        schema: {
          summary: 'Place a slip on the open period: accepted or refused whole; the same requestId never debits twice',
          body: Type.Object(
            {
              issue: issueField,
              requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
              items: Type.Array(Type.Object({ oddsId: Id(), amount: Cents({ minimum: 1 }) }, { additionalProperties: false }), {
                minItems: 1,
                maxItems: 50,
              }),
              planId: Type.Optional(Id({ description: 'Copying this plan: the items must be among its picks, the stakes are mine' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(slipResult) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const { copied, ...result } = await placeSlip(app.db, app.dialect, { userId, ...request.body }, request.language);
        if (!result.replayed) app.realtime.publishToPlayer({ type: 'balance.changed', userId, balance: result.balance, reason: 'bet' });
        if (copied) {
          // Never the stake: the author learns who copied which plan, not how much they bet.
          await app.notifications.notify({ userId: copied.authorId, kind: 'planCopied', ref: String(result.slipId), actorId: userId, params: { planId: copied.planId, issue: copied.issue } });
        }
        return ok({ ...result, bets: result.bets.map((bet) => ({ ...bet, odds: oddsFromMilli(bet.odds) })) });
      },
    );

    app.post(
      '/getHistory',
      {
        schema: {
          summary: 'My bets, newest first, with odds snapshot, result and payout: by cursor (pagination.cursor of the previous page) or by page number',
          body: Type.Object(
            {
              ...pageFields,
              cursor: cursorField(BET_CURSOR_PATTERN),
              status: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
              issue: Type.Optional(issueField),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(historyItem), pagination: CursorPagination })) },
        },
      },
      async (request) => {
        const userId = currentUser(request).id;
        const page = request.body.page ?? 1;
        const size = request.body.size ?? DEFAULT_PAGE_SIZE;
        const cursor = request.body.cursor === undefined ? undefined : parseBetCursor(request.body.cursor);
        const { rows, total, cursor: next } = await betHistoryPage(app.db, app.dialect, userId, { page, size, cursor, status: request.body.status, issue: request.body.issue });
        const language = request.language;
        return ok({
          list: rows.map((row) => ({
            id: row.id,
            slipId: row.slipId,
            issue: row.issue,
            rankId: row.rankId,
            rankName: rankName(row.rankId, language),
            type: row.type,
            code: row.code,
            itemName: itemName(row.code, language),
            odds: oddsFromMilli(row.odds),
            amount: row.amount,
            status: row.status,
            payout: row.payout,
            result: row.places,
            planId: row.planId,
            publishedPlanId: row.publishedPlanId,
            createTime: isoTime(row.createdAt)!,
            settleTime: isoTime(row.settledAt),
          })),
          pagination: { page, size, total, cursor: next },
        });
      },
    );
  },
});
