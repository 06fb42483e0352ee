// Builds a real server for a test against a fresh SQLite file, or a fresh PostgreSQL schema when TEST_DATABASE_URL is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type FastifyInstance } from 'fastify';
import { type Response as InjectResponse } from 'light-my-request';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { type Dialect } from '../../src/db/database';
import { type OperatorRole } from '../../src/db/schema';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  dialect: Dialect;
  /** Creates an active player and returns their id and a valid access token. */
  createPlayer(overrides?: { phone?: string; nickname?: string; balance?: number }): Promise<{ id: number; token: string; refreshToken: string }>;
  /** Creates an active operator (password already chosen) and a full session; `password` and `totpSecret` sign in again. */
  createOperator(role: OperatorRole, overrides?: { username?: string; displayName?: string }): Promise<TestOperator>;
  /** Calls an operator route (url like /api/admin/player/player/page) with the operator's token and language en. */
  adminCall(token: string | null, method: 'GET' | 'POST', url: string, body?: unknown): Promise<InjectResponse>;
  close(): Promise<void>;
}

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  totpSecret: string;
  token: string;
}

let counter = 0;
let operatorCounter = 0;

export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  /** `logger`: pino options (a level and a stream, say) for a test that reads the log; none by default. */
  options: { logger?: object } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'racing-test-'));
  const schema = dialect === 'postgres' ? `t_${process.pid}_${++counter}_${randomBytes(3).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_ROOT: path.join(dataDir, 'web'),
    ...(dialect === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const app = await buildApp(config, { logger: options.logger ?? false });
  beforeReady?.(app);
  await app.ready();

  return {
    app,
    config,
    dialect,
    async createPlayer(overrides = {}) {
      const now = Date.now();
      const phone = overrides.phone ?? `+86138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const row = await app.db
        .insertInto('appUser')
        .values({ phone, nickname: overrides.nickname ?? 'Player', avatar: null, signature: null, passwordHash: null, balance: overrides.balance ?? 0, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tokens = await app.tokens.issue(row.id, 'test');
      return { id: row.id, token: tokens.token, refreshToken: tokens.refreshToken };
    },
    async createOperator(role, overrides = {}) {
      const username = overrides.username ?? `${role}${++operatorCounter}_${randomBytes(2).toString('hex')}`;
      const created = await app.operators.create({ username, displayName: overrides.displayName ?? `Test ${role}`, role, mustChangePassword: false });
      const token = await app.operators.startSession(created.operator.id, 'full', '127.0.0.1');
      return { id: created.operator.id, username, password: created.oneTimePassword, totpSecret: created.totpSecret, token };
    },
    async adminCall(token, method, url, body) {
      const headers: Record<string, string> = { language: 'en' };
      if (token) headers.authorization = token;
      if (method === 'GET') return app.inject({ method, url, headers });
      return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: (body ?? {}) as object });
    },
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema) await dropTestSchema(schema);
    },
  };
}

/** Drops a PostgreSQL schema a test made for itself (TEST_DATABASE_URL). */
export async function dropTestSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * A parsed response envelope. `data` is whatever JSON the endpoint answered: the server's schemas define it, and each
 * test reads and asserts on the fields it cares about, so restating every response type here would add nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON under test, see above
type Envelope = { code: number; message: string; data: any };

/** POST JSON through the app and return the parsed envelope with the HTTP status. */
export async function post(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: body as object, headers: { 'content-type': 'application/json', ...headers } });
  return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers };
}

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as Envelope, headers: response.headers };
}
