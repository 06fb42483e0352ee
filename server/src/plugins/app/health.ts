// Liveness and readiness for the proxy and an orchestrator, and the draining flag a graceful shutdown raises first.
//   GET /health/live  — 200 while the process answers at all.
//   GET /health/ready — 200 when this process should get traffic: its database answers and it is not shutting down;
//                       503 otherwise. The body says why, and what this process is: its scheduler role, its Redis, its sockets.
// Redis being down does not make a process unready: every process shares the one Redis, so failing on it would take the
// whole fleet out at once, while the app works without it (limits fail open, broadcasts reach local sockets only).
import fp from 'fastify-plugin';
import { sql } from 'kysely';

/** Longer than this and the database counts as not answering. */
const DATABASE_CHECK_MS = 2000;

export interface Lifecycle {
  /** Set when shutdown begins: readiness answers 503 while requests already in flight finish. */
  draining: boolean;
}

export default fp(
  async function health(app) {
    const lifecycle: Lifecycle = { draining: false };
    app.decorate('lifecycle', lifecycle);

    // Draining: every answer closes its connection, so a proxy stops reusing its kept-alive connections to this process
    // (a request it sent on one just as the process closed it could not be retried if it were a POST) and opens new
    // ones, which are refused once the process stops listening: a refused connection is always safe to retry elsewhere.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (lifecycle.draining) reply.header('Connection', 'close');
      done(null, payload);
    });

    const databaseAnswers = async (): Promise<boolean> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
      });
      try {
        return await Promise.race([sql`select 1`.execute(app.db).then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    };

    app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok', pid: process.pid, uptimeSeconds: Math.round(process.uptime()) };
    });

    app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
      const database = (await databaseAnswers()) ? 'ok' : 'down';
      const ready = database === 'ok' && !lifecycle.draining;
      reply.header('Cache-Control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        status: lifecycle.draining ? 'draining' : ready ? 'ready' : 'unavailable',
        database,
        redis: app.realtimeRedis(),
        scheduler: app.schedule.role,
        sockets: app.io.engine.clientsCount,
        pid: process.pid,
      });
    });
  },
  { name: 'health', dependencies: ['socket-io'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}
