// Operator sign-in: username, password and authenticator code in one call; every attempt, good or bad, is audited.
import { Type } from '@sinclair/typebox';
import { BusinessError } from '../../../http/app-error';
import { defineAdminRoutes } from '../../../http/define-admin-routes';
import { envelopeOf, ok } from '../../../http/envelope';
import { recordAudit } from '../../../operators/audit';
import { operatorViewSchema, viewJson } from '../../../operators/operator-schemas';

const signInSchema = Type.Object({
  token: Type.String({ description: 'The operator token: send it as the Authorization header' }),
  expire: Type.Integer({ description: 'Seconds until the session ends at the latest; it ends sooner after OPERATOR_IDLE_MINUTES without a request' }),
  idleSeconds: Type.Integer({ description: 'Seconds without a request after which the session ends' }),
  stage: Type.Union([Type.Literal('full'), Type.Literal('password')], { description: "password: signed in with a one-time password, which must be changed (base/comm/password) before anything else" }),
  operator: operatorViewSchema,
});

export default defineAdminRoutes({
  summary: 'Operator sign-in',
  register(app) {
    const { operators } = app;
    app.post(
      '/login',
      {
        config: { gate: 'open', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          summary: 'Sign in with username, password and the 6-digit authenticator code',
          body: Type.Object(
            {
              username: Type.String({ minLength: 1, maxLength: 64 }),
              password: Type.String({ minLength: 1, maxLength: 256 }),
              code: Type.String({ minLength: 1, maxLength: 12, description: 'The authenticator (TOTP) code' }),
            },
            { additionalProperties: false },
          ),
          response: { 200: envelopeOf(signInSchema) },
        },
      },
      async (request) => {
        const username = request.body.username.trim().toLowerCase();
        try {
          const result = await operators.signIn({ username, password: request.body.password, code: request.body.code.trim(), ip: request.ip });
          await recordAudit(app.db, request, { targetType: 'operator', targetId: result.operator.id, operatorId: result.operator.id, operatorName: result.operator.username, newValue: { stage: result.stage } });
          return ok({ token: result.token, expire: result.expire, idleSeconds: Math.floor(operators.idleMs / 1000), stage: result.stage, operator: viewJson(result.operator) });
        } catch (error) {
          if (error instanceof BusinessError) {
            const known = await operators.findByUsername(username);
            await recordAudit(app.db, request, {
              targetType: 'operator',
              targetId: known?.id ?? null,
              operatorId: null,
              operatorName: username.slice(0, 32),
              reason: error.messageKey,
            });
          }
          throw error;
        }
      },
    );
  },
});
