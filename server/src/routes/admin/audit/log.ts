// The audit log (read by operators/audit-search.ts), newest first, filtered by operator, action, target, a word in the values or reason, and a time range.
import { Type } from '@sinclair/typebox';
import { ValidationError } from '../../../http/app-error';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { searchAudit } from '../../../operators/audit-search';

const rowSchema = Type.Object({
  id: Type.Integer(),
  operatorId: Type.Union([Type.Integer(), Type.Null()], { description: 'Null for a failed sign-in and for the command line' }),
  operatorName: Type.String({ description: "The operator's username (for a failed sign-in the username tried; 'cli' for the command line)" }),
  action: Type.String({ description: 'The permission key of the action, e.g. player:player:adjust, base:open:login' }),
  targetType: Type.String(),
  targetId: Type.Union([Type.String(), Type.Null()]),
  oldValue: Type.Unknown({ description: 'The values before (JSON), or null' }),
  newValue: Type.Unknown({ description: 'The values after (JSON), or null' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
});

/** An ISO 8601 moment as epoch ms; anything unreadable names its field. */
function momentOf(value: string | undefined, field: string): number | undefined {
  if (!value?.trim()) return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new ValidationError('auditMomentInvalid', {}, { field });
  return ms;
}

export default defineAdminRoutes({
  summary: 'Audit log',
  register(app) {
    app.post(
      '/page',
      {
        schema: {
          summary: 'Audit rows, newest first',
          body: Type.Object(
            {
              ...pageFields,
              operatorId: Type.Optional(Id()),
              action: Type.Optional(Type.String({ maxLength: 80, description: 'An exact permission key, or a prefix ending in * (player:*)' })),
              targetType: Type.Optional(Type.String({ maxLength: 32 })),
              targetId: Type.Optional(Type.String({ maxLength: 64 })),
              keyWord: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the operator name, values or reason' })),
              from: Type.Optional(Type.String({ maxLength: 40, description: 'From this moment (inclusive), ISO 8601' })),
              to: Type.Optional(Type.String({ maxLength: 40, description: 'Until this moment (exclusive), ISO 8601' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(rowSchema), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, from, to, ...filters } = request.body;
        const fromMs = momentOf(from, 'from');
        const toMs = momentOf(to, 'to');
        if (fromMs !== undefined && toMs !== undefined && fromMs > toMs) throw new ValidationError('auditRangeInvalid', {}, { field: 'from' });
        return ok(await searchAudit(app.db, { ...filters, page, size, fromMs, toMs }));
      },
    );
  },
});
