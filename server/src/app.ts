// Builds the Fastify application: the libraries (plugins/external), our services (plugins/app), the draw schedule and the routes.
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppConfig } from './config';
import { type DatabaseHandle } from './db/database';
import errorEnvelope from './plugins/app/error-envelope';
import answerCompression from './plugins/app/answer-compression';
import auth, { TokenService } from './plugins/app/auth';
import realtime from './realtime/player-sockets';
import catalogue from './plugins/app/catalogue';
import accounts from './plugins/app/accounts';
import wechat from './plugins/app/wechat';
import notifications from './plugins/app/notifications';
import payments from './plugins/app/payments';
import operators from './plugins/app/operators';
import customerService from './plugins/app/customer-service';
import fileStorage from './plugins/app/file-storage';
import { DrawEngine } from './draws/draw-engine';
import { AdvisoryLease, LocalLease, type ScheduleLease } from './cluster/schedule-lease';
import health from './plugins/app/health';
import { type SmsProvider } from './accounts/sms-provider';
import { registerAppRoutes, type EntityInfo } from './plugins/app/route-loader';
import { registerAdminRoutes } from './plugins/app/admin-route-loader';
import ajv from './plugins/external/ajv';
import database from './plugins/external/database';
import helmet from './plugins/external/helmet';
import openapi from './plugins/external/openapi';
import rateLimit from './plugins/external/rate-limit';
import socketIo from './plugins/external/socket-io';
import staticFiles from './plugins/external/static-files';
import { seedAll } from './seed/seed-all';
import { RequestLog, lazyRequestLogger } from './http/request-log';
import { batchedStdout } from './http/log-destination';

const MULTIPART = /^multipart\//i;

export interface BuildOptions {
  /** Use an already opened database instead of opening one from the configuration. */
  database?: DatabaseHandle;
  /** Pino logger options or false; defaults to the configured level. */
  logger?: boolean | object;
  /** Replaces the default SMS provider (which logs codes). */
  smsProvider?: SmsProvider;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], stream: batchedStdout() },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    genReqId: () => crypto.randomUUID(),
    // One line per request instead of Fastify's two, sampled as configured (http/request-log.ts).
    logController: new RequestLog(config.requestLog),
    // A request's child logger is made only if something logs through it (http/request-log.ts).
    childLoggerFactory: lazyRequestLogger,
    // Closing (SIGTERM): a request that still arrives on an open connection is served, not refused with 503. The proxy
    // has no other process to retry a refused POST on, and the database stays open until the server has closed.
    return503OnClosing: false,
    // Fastify gives each plugin 10 s to start. The database plugin migrates, and on PostgreSQL every process waits for
    // Kysely's migration lock, which another process (or a parallel test) may hold while it migrates: a start-up that
    // waits its turn, or a migration of a big table, is not a fault. A plugin that truly hangs still fails after this.
    pluginTimeout: 300_000,
  });

  app.decorate('config', config);
  await app.register(ajv);
  await app.register(database, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, handle: options.database });
  await seedAll(app.db, config);
  // Before the services that take or check uploads (profiles, customer service) and before static-files serves them.
  await app.register(fileStorage);

  // A POST with no body is an empty object: required fields are then reported by name. (An upload's multipart body is
  // read by its route, and only the upload routes' scopes have the multipart parser: plugins/external/multipart.ts.)
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method === 'POST' && request.body === undefined && !MULTIPART.test(request.headers['content-type'] ?? '')) request.body = {};
    done();
  });

  await app.register(helmet);
  await app.register(answerCompression);
  await app.register(errorEnvelope, { bodyLimitBytes: config.bodyLimitBytes, uploadMaxBytes: config.uploadMaxBytes, timeZone: config.timeZone });
  await app.register(auth, { tokens: new TokenService(app.db, config.jwt, Date.now, app.dbReader) });
  await app.register(socketIo, { redisUrl: config.redisUrl, namespace: config.databaseSchema });
  await app.register(realtime);
  await app.register(rateLimit, { redisUrl: config.redisUrl, databaseSchema: config.databaseSchema });
  await app.register(openapi);
  await app.register(catalogue, { maxAgeMs: config.catalogueCacheMs });
  await app.register(accounts, { smsProvider: options.smsProvider });
  await app.register(wechat);
  // Before the services that notify: payments, customer service (and the plan hall's routes).
  await app.register(notifications);
  await app.register(payments);
  await app.register(operators);
  await app.register(customerService);

  const draws = new DrawEngine(app.db, app.dialect, config, () => app.realtime, app.log);
  app.decorate('draws', draws);
  // One process runs the schedule: on PostgreSQL whichever holds the lease (cluster/schedule-lease.ts), else this one.
  const jobs = [draws, app.payments.sweeper];
  const lease: ScheduleLease =
    app.dialect === 'postgres' && config.databaseUrl && config.draws.scheduler
      ? new AdvisoryLease({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, jobs, log: app.log })
      : new LocalLease(jobs, config.draws.scheduler);
  app.decorate('schedule', lease);
  await app.register(health);
  app.addHook('onReady', async () => lease.start());
  // Before the sockets and the server close: a stand-by process takes the schedule over while this one drains.
  app.addHook('preClose', async () => lease.stop());
  app.addHook('onClose', async () => draws.stop());

  const endpoints = await registerAppRoutes(app);
  app.decorate('endpoints', endpoints);
  // The operator API after the players': its own prefix, its own session check (plugins/app/operators.ts).
  app.decorate('adminEndpoints', await registerAdminRoutes(app));

  await app.register(staticFiles, {
    webRoot: config.webRoot,
    uploadsDir: app.files.localDir,
    remotesFile: config.remotesFile,
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    endpoints: EntityInfo[];
    draws: DrawEngine;
    /** Which process runs the schedule: this one ('leader'), another ('standby'), or none here ('off'). */
    schedule: ScheduleLease;
  }
}
