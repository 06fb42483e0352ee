// Wires the operator service to the app and guards every operator route before its body is read: session, stage, permission.
import fp from 'fastify-plugin';
import { type FastifyRequest } from 'fastify';
import { OperatorAccessError } from '../../http/app-error';
import { OperatorService, type SignedInOperator } from '../../operators/operator-service';
import { hasPermission } from '../../operators/roles';
import { seedDevOperator } from '../../operators/dev-seed';
import { PasswordHasher } from '../../accounts/password-hash';
import { readToken } from './auth';
import { type AdminGate } from '../../http/define-admin-routes';

export default fp(
  async function operators(app, opts: { service?: OperatorService }) {
    const service = opts.service ?? new OperatorService(app.db, app.config.operators, Date.now, new PasswordHasher(app.config.passwordHashCost));
    app.decorate('operators', service);
    app.decorateRequest('operator', undefined);
    // The config refuses the dev seed in production.
    if (app.config.operators.devSeed) await seedDevOperator(service, app.config.dataDir, app.log);

    // onRequest: runs before parsing and validation, so a caller without the right learns nothing from the schema.
    // Synchronous for every route that is not an operator's (the players' API, unknown URLs).
    app.addHook('onRequest', (request, _reply, done) => {
      const { permission, gate } = request.routeOptions.config;
      if (!permission || gate === 'open') return done();
      guard(request, permission, gate).then(() => done(), done);
    });

    async function guard(request: FastifyRequest, permission: string, gate: AdminGate | undefined): Promise<void> {
      const token = readToken(request);
      const operator = token ? await service.authenticate(token) : null;
      if (!operator) throw new OperatorAccessError(401, 'operatorNotSignedIn');
      request.operator = operator;
      if (operator.stage === 'password') {
        if (gate !== 'passwordStage') throw new OperatorAccessError(403, 'operatorMustChangePassword');
        return;
      }
      if (gate === 'signedIn' || gate === 'passwordStage') return;
      if (!hasPermission(operator.role, permission)) throw new OperatorAccessError(403, 'operatorForbidden');
    }
  },
  { name: 'operators', dependencies: ['error-envelope'] },
);

/** The signed-in operator of an operator route (the hook guarantees one on every route but sign-in). */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new OperatorAccessError(401, 'operatorNotSignedIn');
  return request.operator;
}

declare module 'fastify' {
  interface FastifyInstance {
    operators: OperatorService;
  }
  interface FastifyRequest {
    operator: SignedInOperator | undefined;
  }
}
