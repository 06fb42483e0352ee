// Builds the Fastify application: envelope, auth, database, catalogue seed, routes, OpenAPI and static hosting.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { type Kysely } from 'kysely';
import { type AppConfig } from './config';
import { openDatabase, type DatabaseHandle, type Dialect } from './db/database';
import { migrateToLatest } from './db/migrate';
import { type Database } from './db/schema';
import errorEnvelope from './plugins/app/error-envelope';
import auth, { TokenService } from './plugins/app/auth';
import realtime from './realtime/socket-server';
import catalogue from './plugins/app/catalogue';
import accounts from './plugins/app/accounts';
import wechat from './plugins/app/wechat';
import { DrawEngine } from './draws/draw-engine';
import { type SmsProvider } from './accounts/sms-provider';
import { registerAppRoutes, type EntityInfo } from './plugins/app/route-loader';
import openapi from './plugins/external/openapi';
import staticFiles from './plugins/external/static-files';
import { seedAll } from './seed/seed-all';

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
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });

  const database =
    options.database ??
    (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      onBackgroundError: (message) => app.log.warn({ message }, 'database background work failed'),
    }));
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  const applied = await migrateToLatest(database.db, database.dialect, config.databaseSchema);
  if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
  await seedAll(database.db, config);
  app.log.info(`database ready: ${database.dialect} (${database.location})`);

  // A POST with no body is an empty object: required fields are then reported by name.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined && !request.isMultipart()) request.body = {};
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
  });

  await app.register(errorEnvelope, { bodyLimitBytes: config.bodyLimitBytes, uploadMaxBytes: config.uploadMaxBytes });
  await app.register(auth, { tokens: new TokenService(database.db, config.jwt, Date.now, database.reader) });
  await app.register(realtime);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 10 }, throwFileSizeLimit: true });
  await app.register(openapi);
  await app.register(catalogue, { maxAgeMs: config.catalogueCacheMs });
  await app.register(accounts, { smsProvider: options.smsProvider });
  await app.register(wechat);

  const draws = new DrawEngine(database.db, database.dialect, config, () => app.realtime, app.log);
  app.decorate('draws', draws);
  if (config.draws.scheduler) app.addHook('onReady', async () => draws.start());
  app.addHook('onClose', async () => draws.stop());

  const endpoints = await registerAppRoutes(app);
  app.decorate('endpoints', endpoints);

  await app.register(staticFiles, {
    webRoot: config.webRoot,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    remotesFile: config.remotesFile,
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    config: AppConfig;
    endpoints: EntityInfo[];
    draws: DrawEngine;
  }
}
