// Operator accounts (admin): the list, adding one (one-time password + TOTP enrolment), role and status, password and TOTP resets.
import { Type } from '@sinclair/typebox';
import { BusinessError } from '../../../http/app-error';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { DEFAULT_PAGE_SIZE, Id, pageFields } from '../../../http/request-bounds';
import { recordAudit } from '../../../operators/audit';
import { operatorViewSchema, roleSchema, viewJson } from '../../../operators/operator-schemas';
import { USERNAME_PATTERN, type OperatorView } from '../../../operators/operator-service';
import { currentOperator } from '../../../plugins/app/operators';

const statusSchema = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);
const enrolmentFields = {
  totpSecret: Type.String({ description: 'Base32 secret for the authenticator app' }),
  totpUri: Type.String({ description: 'otpauth:// URI (show as a QR code)' }),
};

/** What the audit keeps of an operator: never a secret. */
const audited = (view: OperatorView) => ({ username: view.username, displayName: view.displayName, role: view.role, status: view.status });

export default defineAdminRoutes({
  summary: 'Operator accounts',
  register(app) {
    const { operators, db } = app;

    const load = async (id: number): Promise<OperatorView> => {
      const view = await operators.findById(id);
      if (!view) throw new BusinessError('operatorNotFound');
      return view;
    };

    app.post(
      '/page',
      {
        schema: {
          summary: 'Operators, newest first',
          body: Type.Object(
            {
              ...pageFields,
              keyWord: Type.Optional(Type.String({ maxLength: 64, description: 'Part of the username or display name' })),
              role: Type.Optional(roleSchema),
              status: Type.Optional(statusSchema),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ list: Type.Array(operatorViewSchema), pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }) })) },
        },
      },
      async (request) => {
        const { page = 1, size = DEFAULT_PAGE_SIZE, ...filters } = request.body;
        const found = await operators.page({ ...filters, page, size });
        return ok({ list: found.list.map(viewJson), pagination: found.pagination });
      },
    );

    app.post(
      '/add',
      {
        schema: {
          summary: 'Add an operator: answers a one-time password (changed at first sign-in) and the TOTP secret to enrol',
          body: Type.Object(
            {
              username: Type.String({ pattern: USERNAME_PATTERN, description: '3–32 of a-z 0-9 _ . -' }),
              displayName: Type.String({ minLength: 1, maxLength: 64 }),
              role: roleSchema,
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(Type.Object({ operator: operatorViewSchema, oneTimePassword: Type.String(), ...enrolmentFields })) },
        },
      },
      async (request) => {
        const credential = await operators.newCredential();
        const created = await db.transaction().execute(async (trx) => {
          const made = await operators.create({ ...request.body, credential }, trx);
          await recordAudit(trx, request, { targetType: 'operator', targetId: made.operator.id, newValue: audited(made.operator) });
          return made;
        });
        return ok({ operator: viewJson(created.operator), oneTimePassword: created.oneTimePassword, totpSecret: created.totpSecret, totpUri: created.totpUri });
      },
    );

    app.post(
      '/update',
      {
        schema: {
          summary: "Change an operator's display name, role or status; disabling one ends their sessions. Nobody disables or demotes themselves",
          body: Type.Object(
            { id: Id(), displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })), role: Type.Optional(roleSchema), status: Type.Optional(statusSchema) },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(operatorViewSchema) },
        },
      },
      async (request) => {
        const { id, displayName, role, status } = request.body;
        const me = currentOperator(request);
        const before = await load(id);
        if (id === me.id && ((role !== undefined && role !== before.role) || status === 'disabled')) throw new BusinessError('operatorCannotChangeSelf');
        const changes = {
          ...(displayName !== undefined && displayName.trim() ? { displayName: displayName.trim() } : {}),
          ...(role !== undefined ? { role } : {}),
          ...(status !== undefined ? { status } : {}),
        };
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('operator').set({ ...changes, updatedAt: Date.now() }).where('id', '=', id).execute();
          if (status === 'disabled' && before.status !== 'disabled') await operators.revokeAll(id, trx);
          await recordAudit(trx, request, { targetType: 'operator', targetId: id, oldValue: audited(before), newValue: { ...audited(before), ...changes } });
        });
        return ok(viewJson(await load(id)));
      },
    );

    app.post(
      '/resetPassword',
      {
        schema: {
          summary: 'A new one-time password for an operator (changed at their next sign-in); their sessions end',
          body: Type.Object({ id: Id() }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object({ oneTimePassword: Type.String() })) },
        },
      },
      async (request) => {
        const { id } = request.body;
        await load(id);
        const credential = await operators.newCredential();
        await db.transaction().execute(async (trx) => {
          await operators.resetPassword(id, trx, credential);
          await recordAudit(trx, request, { targetType: 'operator', targetId: id });
        });
        return ok({ oneTimePassword: credential.password });
      },
    );

    app.post(
      '/resetTotp',
      {
        schema: {
          summary: 'A new TOTP secret for an operator (their authenticator entry must be replaced); their sessions end',
          body: Type.Object({ id: Id() }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Object(enrolmentFields)) },
        },
      },
      async (request) => {
        const { id } = request.body;
        await load(id);
        const enrolment = await db.transaction().execute(async (trx) => {
          const fresh = await operators.resetTotp(id, trx);
          await recordAudit(trx, request, { targetType: 'operator', targetId: id });
          return fresh;
        });
        return ok(enrolment);
      },
    );
  },
});
