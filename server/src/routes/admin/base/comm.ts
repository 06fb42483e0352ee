// The signed-in operator: who they are and what they may do, changing their password, signing out, and the operator endpoints.
import { Type } from '@sinclair/typebox';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { recordAudit } from '../../../operators/audit';
import { roleSchema } from '../../../operators/operator-schemas';
import { hasPermission, ROLE_PERMISSIONS } from '../../../operators/roles';
import { currentOperator } from '../../../plugins/app/operators';

const personSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  role: roleSchema,
  permissions: Type.Array(Type.String(), { description: 'Permission patterns of the role over <module>:<entity>:<action>; * matches one segment, or the rest when last' }),
  mustChangePassword: Type.Boolean({ description: 'The session may only change the password until it is changed' }),
});

const epsSchema = Type.Array(
  Type.Object({
    module: Type.String(),
    entity: Type.String(),
    prefix: Type.String(),
    summary: Type.String(),
    api: Type.Array(
      Type.Object({
        method: Type.String(),
        path: Type.String(),
        summary: Type.String(),
        permission: Type.String(),
        allowed: Type.Boolean({ description: 'Whether this operator may call it' }),
      }),
    ),
  }),
);

export default defineAdminRoutes({
  summary: 'The signed-in operator',
  register(app) {
    const { operators } = app;

    app.get(
      '/person',
      { config: { gate: 'passwordStage' }, schema: { summary: 'Who is signed in, their role and its permissions', response: { 200: envelopeOf(personSchema) } } },
      async (request) => {
        const operator = currentOperator(request);
        return ok({
          id: operator.id,
          username: operator.username,
          displayName: operator.displayName,
          role: operator.role,
          permissions: [...ROLE_PERMISSIONS[operator.role]],
          mustChangePassword: operator.stage === 'password',
        });
      },
    );

    app.post(
      '/password',
      {
        config: { gate: 'passwordStage', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: "Change the signed-in operator's password (the one-time one after a create or reset); their other sessions end",
          body: Type.Object({ oldPassword: Type.String({ minLength: 1, maxLength: 256 }), newPassword: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false }),
          response: { 200: envelopeOf(Type.Null()) },
        },
      },
      async (request) => {
        const operator = currentOperator(request);
        await operators.changePassword(operator, request.body.oldPassword, request.body.newPassword);
        await recordAudit(app.db, request, { targetType: 'operator', targetId: operator.id });
        return ok(null);
      },
    );

    app.post(
      '/logout',
      { config: { gate: 'passwordStage' }, schema: { summary: 'Sign out: the token stops working', response: { 200: envelopeOf(Type.Null()) } } },
      async (request) => {
        const operator = currentOperator(request);
        await operators.signOut(operator.sessionId);
        await recordAudit(app.db, request, { targetType: 'operator', targetId: operator.id });
        return ok(null);
      },
    );

    app.get(
      '/eps',
      { config: { gate: 'signedIn' }, schema: { summary: 'The operator endpoints, each with its permission key and whether this operator may call it', response: { 200: envelopeOf(epsSchema) } } },
      async (request) => {
        const operator = currentOperator(request);
        return ok(
          app.adminEndpoints.map((entity) => ({
            module: entity.module,
            entity: entity.entity,
            prefix: entity.prefix,
            summary: entity.summary,
            api: entity.api.map((endpoint) => ({
              method: endpoint.method,
              path: endpoint.path,
              summary: endpoint.summary,
              permission: endpoint.permission,
              allowed: endpoint.gate === 'open' || endpoint.gate === 'signedIn' || endpoint.gate === 'passwordStage' || hasPermission(operator.role, endpoint.permission),
            })),
          })),
        );
      },
    );
  },
});
