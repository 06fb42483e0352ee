// The draws' hash chains for operators: each day's commitment with how many of its periods were drawn or cancelled.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, pageFields } from '../../../http/request-bounds';
import { chainsPage } from '../../../console/period-admin';

const adminChain = Type.Object({
  chainId: Type.String({ description: 'The business date (YYYYMMDD) the chain draws' }),
  length: Type.Integer({ description: 'Keys in the chain (periods of a whole day)' }),
  firstIssue: Type.String(),
  commitment: Type.String({ description: 'x_0 (hex), published before the first period opened' }),
  algorithm: Type.String(),
  salt: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  periods: Type.Integer({ description: 'Periods created (a chain committed mid-day starts at the next period)' }),
  drawn: Type.Integer(),
  cancelled: Type.Integer(),
});

export default defineAdminRoutes({
  summary: 'Hash chains',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: 'Hash chains newest first, with their commitments and period counts (never a seed)',
          body: Type.Object(pageFields, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(adminChain), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE } = request.body;
        const { list, total } = await chainsPage(app.db, { page, size });
        return ok({ list, pagination: { page, size, total } });
      },
    );
  },
});
