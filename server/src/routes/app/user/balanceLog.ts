// My balance log (the bill): my own rows only, filterable by type; append-only, so update and delete are refused.
import { Type } from '@sinclair/typebox';
import { defineRoutes } from '../../../http/define-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { registerCrud } from '../../../http/crud-routes';
import { BigId } from '../../../http/request-bounds';
import { BusinessError } from '../../../http/app-error';
import { isoTime } from '../../../http/time';
import { currentUser } from '../../../plugins/app/auth';
import { ledgerSummary, ledgerTotal } from '../../../ledger/player-counters';
import { describeLedgerRemark } from '../../../ledger/ledger-remark';

const logItem = Type.Object({
  id: Type.Integer(),
  type: Type.Integer({ description: 'Dictionary balanceLogType: 0 recharge, 1 consumption, 2 bet, 3 adjustment, 4 winning, 5 refund' }),
  amount: Type.Integer({ description: 'Signed cents' }),
  balanceAfter: Type.Integer({ description: 'Cents' }),
  refKey: Type.Union([Type.String(), Type.Null()]),
  remark: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String({ format: 'date-time' }),
});

export default defineRoutes({
  access: 'user',
  summary: 'My balance log',
  register(app) {
    registerCrud(app, {
      table: 'balanceLog',
      summary: 'your balance log',
      item: logItem,
      toItem: (row, request) => ({
        id: Number(row.id),
        type: Number(row.type),
        amount: Number(row.amount),
        balanceAfter: Number(row.balanceAfter),
        refKey: (row.refKey as string | null) ?? null,
        remark: describeLedgerRemark((row.remark as string | null) ?? null, request.language),
        createTime: isoTime(row.createdAt as number)!,
      }),
      ownerColumn: 'userId',
      id: BigId(),
      actions: ['list', 'page', 'info'],
      filters: { type: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })) },
      orderColumns: ['id', 'createdAt'],
      cursor: true,
      total: (request, body) => ledgerTotal(app.db, currentUser(request).id, typeof body.type === 'number' ? body.type : undefined),
    });
    app.get(
      '/summary',
      {
        schema: {
          summary: 'The bill totals for a filter: rows, money in and money out (kept with every ledger row, never summed over the history)',
          querystring: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, description: 'Dictionary balanceLogType; all types when absent' })) }, { additionalProperties: false }),
          response: {
            200: envelopeOf(
              Type.Object({
                count: Type.Integer({ description: 'Rows of the filter' }),
                moneyIn: Type.Integer({ description: 'Cents credited by those rows' }),
                moneyOut: Type.Integer({ description: 'Cents debited by those rows, as a positive amount' }),
              }),
            ),
          },
        },
      },
      async (request) => ok(await ledgerSummary(app.db, currentUser(request).id, request.query.type)),
    );
    const refuse = async () => {
      throw new BusinessError('ledgerAppendOnly');
    };
    const anyBody = Type.Object({}, { additionalProperties: true });
    app.post('/update', { schema: { summary: 'Refused: the ledger is append-only', body: anyBody, response: { 200: envelopeOf(Type.Null()) } } }, refuse);
    app.post('/delete', { schema: { summary: 'Refused: the ledger is append-only', body: anyBody, response: { 200: envelopeOf(Type.Null()) } } }, refuse);
  },
});
