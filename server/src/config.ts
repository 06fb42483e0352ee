// Reads the server's configuration from environment variables and refuses to start on bad values.
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';
export type SumElevenRule = 'small' | 'push';

export interface AppConfig {
  env: NodeEnv;
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves with it); absent means the server's default. */
  databaseSchema: string | undefined;
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  };
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  /** Folder holding host and the remote-NAME folders with their dist builds. */
  webRoot: string;
  /** Optional remotes.json that replaces the one built into host/dist (ops switch remotes without a rebuild). */
  remotesFile: string | undefined;
  logLevel: string;
  sumEleven: SumElevenRule;
  timeZone: string;
  /** How long the board's catalogue may be served from memory before it is read again. */
  catalogueCacheMs: number;
}

export const DEFAULT_ACCESS_SECRET = 'dev-only-access-secret-change-me-in-production';
export const DEFAULT_REFRESH_SECRET = 'dev-only-refresh-secret-change-me-in-production';
const MIN_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Parses and validates the configuration; throws ConfigError naming every bad variable at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];

  const text = (name: string, fallback: string): string => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    if (!/^\d+$/.test(raw.trim())) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    const value = Number(raw.trim());
    if (value < min || value > max) problems.push(`${name} must be between ${min} and ${max} (got ${value})`);
    return value;
  };
  const oneOf = <T extends string>(name: string, fallback: T, allowed: readonly T[]): T => {
    const value = text(name, fallback);
    if (!allowed.includes(value as T)) {
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    }
    return value as T;
  };

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', 'development', ['development', 'production', 'test']);
  const port = integer('PORT', 8080, 0, 65535);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  }
  const databaseSchema = env.DATABASE_SCHEMA?.trim() || undefined;
  if (databaseSchema && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }

  const accessSecret = text('JWT_ACCESS_SECRET', DEFAULT_ACCESS_SECRET);
  const refreshSecret = text('JWT_REFRESH_SECRET', DEFAULT_REFRESH_SECRET);
  if (nodeEnv === 'production') {
    if (accessSecret === DEFAULT_ACCESS_SECRET) problems.push('JWT_ACCESS_SECRET must be set in production (the default is public)');
    if (refreshSecret === DEFAULT_REFRESH_SECRET) problems.push('JWT_REFRESH_SECRET must be set in production (the default is public)');
  }
  if (accessSecret.length < MIN_SECRET_LENGTH) problems.push(`JWT_ACCESS_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (refreshSecret.length < MIN_SECRET_LENGTH) problems.push(`JWT_REFRESH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (accessSecret === refreshSecret) problems.push('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');

  const timeZone = text('TIME_ZONE', 'Asia/Shanghai');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    problems.push(`TIME_ZONE must be an IANA time zone such as Asia/Shanghai (got "${timeZone}")`);
  }

  const config: AppConfig = {
    env: nodeEnv,
    host: text('HOST', '0.0.0.0'),
    port,
    dataDir: path.resolve(text('DATA_DIR', './data')),
    databaseUrl,
    databaseSchema,
    jwt: {
      accessSecret,
      refreshSecret,
      accessTtlSeconds: integer('JWT_ACCESS_TTL_SECONDS', 7200, 5, 7 * 24 * 3600),
      refreshTtlSeconds: integer('JWT_REFRESH_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    },
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    webRoot: path.resolve(text('WEB_ROOT', path.join(__dirname, '..', '..'))),
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(env.REMOTES_FILE.trim()) : undefined,
    logLevel: oneOf('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    sumEleven: oneOf<SumElevenRule>('SUM_ELEVEN', 'small', ['small', 'push']),
    timeZone,
    catalogueCacheMs: integer('CATALOGUE_CACHE_MS', 2000, 0, 60_000),
  };
  if (config.jwt.refreshTtlSeconds <= config.jwt.accessTtlSeconds) {
    problems.push('JWT_REFRESH_TTL_SECONDS must be longer than JWT_ACCESS_TTL_SECONDS');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
