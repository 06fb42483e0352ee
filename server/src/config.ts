// Reads the server's configuration from environment variables and refuses to start on bad values.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type PasswordHashCost } from './accounts/password-hash';
import { LANGUAGES, type Localized } from './i18n/language';

export type NodeEnv = 'development' | 'production' | 'test';
export type SumElevenRule = 'small' | 'push';

export interface AppConfig {
  env: NodeEnv;
  host: string;
  port: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed (0: none, so rate limits see the real peer). */
  trustProxyHops: number;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves with it); absent means the server's default. */
  databaseSchema: string | undefined;
  /** Redis connection string (scale-out: socket.io fan-out across processes); absent means this process alone. */
  redisUrl: string | undefined;
  /** SIGTERM: readiness answers 503 for `delaySeconds` (the proxy or orchestrator stops sending), then in-flight work finishes within `timeoutSeconds`. */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
  jwt: {
    accessSecret: string;
    refreshSecret: string;
    accessTtlSeconds: number;
    refreshTtlSeconds: number;
  };
  bodyLimitBytes: number;
  uploadMaxBytes: number;
  /** Where uploaded images are kept: on this process's disk under dataDir, or in the database so every process serves them. */
  uploadStorage: 'local' | 'database';
  /** Folder holding host and the remote-NAME folders with their dist builds. */
  webRoot: string;
  /** Optional remotes.json that replaces the one built into host/dist (ops switch remotes without a rebuild). */
  remotesFile: string | undefined;
  logLevel: string;
  /** One log line per answered request (http/request-log.ts). */
  requestLog: {
    /** Share of ordinary answers logged at info, 0 to 1 (1: every one, 0: none). Faults and slow answers are always logged. */
    sample: number;
    /** An answer that took at least this long is logged at warn whatever the sample. */
    slowMs: number;
  };
  sumEleven: SumElevenRule;
  timeZone: string;
  /** How long the board's catalogue may be served from memory before it is read again. */
  catalogueCacheMs: number;
  /** Play money credited to a new account (0 in production). */
  welcomeCreditCents: number;
  /** Region assumed for phone numbers written without a country code. */
  phoneDefaultRegion: string;
  /** argon2id cost of player and operator passwords: `standard` everywhere but test servers (accounts/password-hash.ts). */
  passwordHashCost: PasswordHashCost;
  /** Key of the HMAC under which a closed account's phone is remembered (its self-exclusion, its one welcome credit). */
  phoneHashSecret: string;
  /** Where a player finds help with gambling, per language (each language's market): filled into the agreement and notices. */
  helpLines: Localized;
  limits: {
    smsPerPhonePerDay: number;
    smsPerIpPerDay: number;
    loginFailuresPerPhone: number;
    loginFailuresPerIp: number;
    /** Window over which failed logins are counted. */
    loginFailureWindowMinutes: number;
  };
  draws: {
    intervalSeconds: number;
    closeSeconds: number;
    /** A fixed salt mixed into every draw (DRAW_SALT); empty by default, and empty with a beacon (its round is the salt). */
    salt: string;
    /** DRAW_BEACON=drand: each period mixes in its drand round (GAME_RULES.md "No foreknowledge"); undefined: none. */
    beacon?: {
      relays: string[];
      chainHash: string;
      /** The beacon's G2 public key, hex (96 bytes). */
      publicKey: string;
      /** The chain's genesis (Unix seconds) and round period, when configured; otherwise read from a relay's /info. */
      genesisTime?: number;
      periodSeconds?: number;
      /** One relay request's bound. */
      timeoutMs: number;
      /** How long after its draw time a period waits for its round before it is cancelled and refunded. */
      waitSeconds: number;
    };
    /** Whether this process runs the schedule (periods, draws, settlement). */
    scheduler: boolean;
  };
  /** The app's public origin (PUBLIC_URL), when configured: absolute upload URLs for native app shells, the payment providers' addresses. */
  publicUrl: string | undefined;
  payments: PaymentsConfig;
  operators: {
    /** Minutes without a request after which an operator session ends. */
    idleMinutes: number;
    /** Hours after sign-in after which an operator session ends whatever its use. */
    sessionHours: number;
    /** Create a first `admin` operator and print how to sign in (development only). */
    devSeed: boolean;
  };
  /** Customer-service chat. */
  cs: {
    /** Service hours in TIME_ZONE: [start, end) minutes after midnight; 0–1440 is always open. */
    serviceHours: { startMinute: number; endMinute: number; label: string };
    /** Open sessions an agent holds at most; more wait in the queue. */
    agentMaxSessions: number;
    /** Messages one sender may send within `messageWindowSeconds` (beyond: 1003). */
    messageBurst: number;
    messageWindowSeconds: number;
  };
  wechat: {
    apiBase: string;
    mp?: { appId: string; secret: string };
    mini?: { appId: string; secret: string };
    app?: { appId: string; secret: string };
  };
}

/** Money in and out: order bounds, the sandbox (the default provider) and the real providers when configured. */
export interface PaymentsConfig {
  /** The app's public origin (https://example.com), for the providers' return and notification addresses; required when a real provider is on. */
  publicUrl: string | undefined;
  recharge: { minCents: number; maxCents: number; quickAmountsCents: number[]; ttlMinutes: number };
  withdraw: { minCents: number; maxCents: number };
  sandbox: {
    /** HMAC key the sandbox signs its notifications with (and the server checks them against). */
    secret: string;
    /** Seconds after which a requested sandbox withdrawal is paid out automatically, until operators review them; 0 is off. */
    withdrawApproveSeconds: number;
  };
  /** WeChat Pay API v3, off unless its variables are set. */
  wechatPay?: {
    apiBase: string;
    mchId: string;
    appId: string;
    /** Serial number of the merchant API certificate whose private key signs our requests. */
    mchSerial: string;
    mchPrivateKey: string;
    /** WeChat Pay's public key (the "WeChat Pay public key" mode) and its id, which sign its answers and notifications. */
    platformPublicKey: string;
    platformSerial: string;
    /** The 32-byte APIv3 key that decrypts notification resources (AES-256-GCM). */
    apiV3Key: string;
    /** Whether the merchant has the H5 product (payment in a phone browser outside WeChat); without it only JSAPI inside WeChat. */
    h5: boolean;
  };
  /** Alipay mobile web pay (alipay.trade.wap.pay), off unless its variables are set. */
  alipay?: {
    gateway: string;
    appId: string;
    appPrivateKey: string;
    alipayPublicKey: string;
  };
}

export const DEFAULT_SANDBOX_PAY_SECRET = 'dev-only-sandbox-pay-secret-change-me-in-production';

export const DEFAULT_ACCESS_SECRET = 'dev-only-access-secret-change-me-in-production';
export const DEFAULT_REFRESH_SECRET = 'dev-only-refresh-secret-change-me-in-production';
export const DEFAULT_PHONE_HASH_SECRET = 'dev-only-phone-hash-secret-change-me-in-production';

/**
 * Public problem-gambling help lines of each language's main market, used unless HELP_LINES names others: the UK's
 * National Gambling Helpline (GamCare), Spain's FEJAR, France's Joueurs Info Service, Hong Kong's Ping Wo Fund line;
 * for Simplified Chinese no national gambling line is named, only where to turn.
 */
export const DEFAULT_HELP_LINES: Localized = {
  'zh-cn': '如果赌博正在伤害您或您身边的人，请尽早向当地的专业戒赌或心理援助机构求助。',
  'zh-tw': '如果賭博正在傷害您或您身邊的人，請及早求助：香港可致電平和基金戒賭輔導熱線 1834 633；其他地區請聯絡當地的專業輔導機構。',
  en: 'If gambling is harming you or someone close to you, free and confidential help is there: in the UK, the National Gambling Helpline (GamCare) on 0808 8020 133, 24 hours a day; elsewhere, your local problem-gambling service.',
  es: 'Si el juego le está perjudicando a usted o a alguien cercano, pida ayuda: en España, FEJAR (Federación Española de Jugadores de Azar Rehabilitados), teléfono gratuito 900 200 225; en otros países, el servicio de ayuda de su zona.',
  fr: 'Si le jeu vous nuit, à vous ou à un proche, demandez de l’aide : en France, Joueurs Info Service au 09 74 75 13 13 (appel non surtaxé) ; ailleurs, le service d’aide de votre région.',
};
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
  /** A share from 0 to 1 written as a decimal: 0.1 is one in ten. */
  const share = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(value >= 0 && value <= 1)) {
      problems.push(`${name} must be a share from 0 to 1 such as 0.1 (got "${raw}")`);
      return fallback;
    }
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

  const credentials = (prefix: string) => {
    const appId = env[`${prefix}_APP_ID`]?.trim();
    const secret = env[`${prefix}_SECRET`]?.trim();
    if (!appId && !secret) return undefined;
    if (!appId || !secret) {
      problems.push(`${prefix}_APP_ID and ${prefix}_SECRET must be set together`);
      return undefined;
    }
    return { appId, secret };
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
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// connection string');

  const accessSecret = text('JWT_ACCESS_SECRET', DEFAULT_ACCESS_SECRET);
  const refreshSecret = text('JWT_REFRESH_SECRET', DEFAULT_REFRESH_SECRET);
  if (nodeEnv === 'production') {
    if (accessSecret === DEFAULT_ACCESS_SECRET) problems.push('JWT_ACCESS_SECRET must be set in production (the default is public)');
    if (refreshSecret === DEFAULT_REFRESH_SECRET) problems.push('JWT_REFRESH_SECRET must be set in production (the default is public)');
  }
  if (accessSecret.length < MIN_SECRET_LENGTH) problems.push(`JWT_ACCESS_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (refreshSecret.length < MIN_SECRET_LENGTH) problems.push(`JWT_REFRESH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  if (accessSecret === refreshSecret) problems.push('JWT_ACCESS_SECRET and JWT_REFRESH_SECRET must differ');
  // With a public key, anyone holding the table could test every phone number against the hashes in minutes.
  const phoneHashSecret = text('PHONE_HASH_SECRET', DEFAULT_PHONE_HASH_SECRET);
  if (nodeEnv === 'production' && phoneHashSecret === DEFAULT_PHONE_HASH_SECRET) problems.push('PHONE_HASH_SECRET must be set in production (the default is public)');
  if (phoneHashSecret.length < MIN_SECRET_LENGTH) problems.push(`PHONE_HASH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);

  // HELP_LINES: a JSON object of texts keyed by language (zh-cn, zh-tw, en, es, fr); a language left out keeps its default.
  const helpLines: Localized = { ...DEFAULT_HELP_LINES };
  const helpLinesRaw = env.HELP_LINES?.trim();
  if (helpLinesRaw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(helpLinesRaw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push('HELP_LINES must be a JSON object of texts keyed by language, e.g. {"en":"National Gambling Helpline 0808 8020 133"}');
    } else {
      for (const [language, value] of Object.entries(parsed)) {
        if (!(LANGUAGES as readonly string[]).includes(language)) problems.push(`HELP_LINES has an unknown language "${language}" (use ${LANGUAGES.join(', ')})`);
        else if (typeof value !== 'string' || !value.trim()) problems.push(`HELP_LINES.${language} must be a non-empty text`);
        else helpLines[language as keyof Localized] = value.trim();
      }
    }
  }

  const payments = loadPayments(env, nodeEnv, problems, { text, integer });

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
    trustProxyHops: integer('TRUST_PROXY_HOPS', 0, 0, 10),
    dataDir: path.resolve(text('DATA_DIR', './data')),
    databaseUrl,
    databaseSchema,
    redisUrl,
    shutdown: { delaySeconds: integer('SHUTDOWN_DELAY_SECONDS', nodeEnv === 'production' ? 2 : 0, 0, 300), timeoutSeconds: integer('SHUTDOWN_TIMEOUT_SECONDS', 15, 1, 600) },
    jwt: {
      accessSecret,
      refreshSecret,
      accessTtlSeconds: integer('JWT_ACCESS_TTL_SECONDS', 7200, 5, 7 * 24 * 3600),
      refreshTtlSeconds: integer('JWT_REFRESH_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    },
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    // With PostgreSQL, several processes may stand behind the proxy: an upload to one must be served by the others.
    uploadStorage: oneOf('UPLOAD_STORAGE', databaseUrl ? 'database' : 'local', ['local', 'database']),
    webRoot: path.resolve(text('WEB_ROOT', path.join(__dirname, '..', '..'))),
    remotesFile: env.REMOTES_FILE?.trim() ? path.resolve(env.REMOTES_FILE.trim()) : undefined,
    logLevel: oneOf('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    requestLog: { sample: share('REQUEST_LOG_SAMPLE', 1), slowMs: integer('REQUEST_LOG_SLOW_MS', 1000, 1, 600_000) },
    sumEleven: oneOf<SumElevenRule>('SUM_ELEVEN', 'small', ['small', 'push']),
    timeZone,
    catalogueCacheMs: integer('CATALOGUE_CACHE_MS', 2000, 0, 60_000),
    welcomeCreditCents: integer('WELCOME_CREDIT_CENTS', nodeEnv === 'production' ? 0 : 100_000, 0, 100_000_000),
    phoneDefaultRegion: text('PHONE_DEFAULT_REGION', 'CN').toUpperCase(),
    phoneHashSecret,
    passwordHashCost: oneOf<PasswordHashCost>('PASSWORD_HASH_COST', nodeEnv === 'test' ? 'test' : 'standard', ['standard', 'test']),
    helpLines,
    limits: {
      smsPerPhonePerDay: integer('SMS_DAILY_LIMIT_PER_PHONE', 10, 1, 1000),
      smsPerIpPerDay: integer('SMS_DAILY_LIMIT_PER_IP', 30, 1, 100_000),
      loginFailuresPerPhone: integer('LOGIN_MAX_FAILURES_PER_PHONE', 5, 1, 1000),
      loginFailuresPerIp: integer('LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100_000),
      loginFailureWindowMinutes: integer('LOGIN_FAILURE_WINDOW_MINUTES', 15, 1, 24 * 60),
    },
    draws: {
      intervalSeconds: integer('DRAW_INTERVAL_SECONDS', 300, 10, 86_400),
      closeSeconds: integer('DRAW_CLOSE_SECONDS', 30, 1, 3600),
      salt: text('DRAW_SALT', ''),
      beacon: drawBeaconOf(env, problems, { oneOf, integer }),
      scheduler: oneOf('DRAW_SCHEDULER', nodeEnv === 'test' ? 'off' : 'on', ['on', 'off']) === 'on',
    },
    publicUrl: payments.publicUrl,
    payments,
    operators: {
      idleMinutes: integer('OPERATOR_IDLE_MINUTES', 30, 1, 24 * 60),
      sessionHours: integer('OPERATOR_SESSION_HOURS', 12, 1, 7 * 24),
      devSeed: oneOf('OPERATOR_DEV_SEED', nodeEnv === 'development' ? '1' : '0', ['0', '1']) === '1',
    },
    cs: {
      serviceHours: serviceHoursOf(text('CS_SERVICE_HOURS', '00:00-24:00'), problems),
      agentMaxSessions: integer('CS_AGENT_MAX_SESSIONS', 8, 1, 200),
      messageBurst: integer('CS_MESSAGE_BURST', 10, 1, 1000),
      messageWindowSeconds: integer('CS_MESSAGE_WINDOW_SECONDS', 10, 1, 3600),
    },
    wechat: {
      apiBase: text('WECHAT_API_BASE', 'https://api.weixin.qq.com').replace(/\/$/, ''),
      mp: credentials('WECHAT_MP'),
      mini: credentials('WECHAT_MINI'),
      app: credentials('WECHAT_APP'),
    },
  };
  if (nodeEnv === 'production' && config.welcomeCreditCents > 0) {
    problems.push('WELCOME_CREDIT_CENTS must be 0 in production (the welcome balance is play money for development)');
  }
  if (nodeEnv === 'production' && config.passwordHashCost !== 'standard') {
    problems.push('PASSWORD_HASH_COST must be standard in production (the test cost makes stolen password hashes cheap to guess)');
  }
  if (nodeEnv === 'production' && config.operators.devSeed) problems.push('OPERATOR_DEV_SEED must be off in production (it creates an admin with a password written to a file)');
  if (config.operators.idleMinutes > config.operators.sessionHours * 60) problems.push('OPERATOR_IDLE_MINUTES must not be longer than OPERATOR_SESSION_HOURS');
  if (86_400 % config.draws.intervalSeconds !== 0) problems.push('DRAW_INTERVAL_SECONDS must divide a day (86400) evenly, e.g. 60, 300, 600');
  if (config.draws.beacon && config.draws.salt) problems.push('DRAW_SALT must be empty with DRAW_BEACON=drand (the round\'s randomness is the salt)');
  if (config.draws.closeSeconds >= config.draws.intervalSeconds) problems.push('DRAW_CLOSE_SECONDS must be shorter than DRAW_INTERVAL_SECONDS');
  if (!/^[A-Z]{2}$/.test(config.phoneDefaultRegion)) problems.push('PHONE_DEFAULT_REGION must be a two-letter region such as CN');
  if (config.jwt.refreshTtlSeconds <= config.jwt.accessTtlSeconds) {
    problems.push('JWT_REFRESH_TTL_SECONDS must be longer than JWT_ACCESS_TTL_SECONDS');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** CS_SERVICE_HOURS "09:00-21:00" (TIME_ZONE): an end at or before the start runs past midnight; "00:00-24:00" is always open. */
function serviceHoursOf(value: string, problems: string[]): AppConfig['cs']['serviceHours'] {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(value.trim());
  const minutes = match ? [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])] : [];
  if (!match || Number(match[2]) > 59 || Number(match[4]) > 59 || minutes[0] > 1440 || minutes[1] > 1440 || minutes[0] === minutes[1]) {
    problems.push(`CS_SERVICE_HOURS must be HH:MM-HH:MM such as 09:00-21:00, or 00:00-24:00 for always (got "${value}")`);
    return { startMinute: 0, endMinute: 1440, label: '00:00-24:00' };
  }
  return { startMinute: minutes[0], endMinute: minutes[1], label: value.trim() };
}

/** DRAW_BEACON=drand and its DRAND_* variables; none (the default) needs nothing and makes no request. */
function drawBeaconOf(
  env: Env,
  problems: string[],
  { oneOf, integer }: { oneOf: <T extends string>(name: string, fallback: T, allowed: readonly T[]) => T; integer: Readers['integer'] },
): AppConfig['draws']['beacon'] {
  if (oneOf('DRAW_BEACON', 'none', ['none', 'drand']) !== 'drand') return undefined;
  const relays = (env.DRAND_RELAYS ?? '').split(',').map((relay) => relay.trim().replace(/\/+$/, '')).filter(Boolean);
  if (relays.length === 0 || relays.some((relay) => !/^https?:\/\/[^\s]+$/.test(relay))) problems.push('DRAND_RELAYS must be one or more http(s) URLs separated by commas, e.g. https://api.drand.sh,https://drand.cloudflare.com');
  const chainHash = (env.DRAND_CHAIN_HASH ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(chainHash)) problems.push('DRAND_CHAIN_HASH must be the chain hash (64 hex characters)');
  const publicKey = (env.DRAND_PUBLIC_KEY ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{192}$/.test(publicKey)) problems.push('DRAND_PUBLIC_KEY must be the chain\'s G2 public key (192 hex characters, scheme bls-unchained-g1-rfc9380)');
  const genesisRaw = env.DRAND_GENESIS_TIME?.trim();
  const periodRaw = env.DRAND_PERIOD_SECONDS?.trim();
  if (Boolean(genesisRaw) !== Boolean(periodRaw)) problems.push('DRAND_GENESIS_TIME and DRAND_PERIOD_SECONDS must be set together (or neither: read from the relay)');
  return {
    relays,
    chainHash,
    publicKey,
    genesisTime: genesisRaw ? integer('DRAND_GENESIS_TIME', 0, 1, 4_000_000_000) : undefined,
    periodSeconds: periodRaw ? integer('DRAND_PERIOD_SECONDS', 3, 1, 3600) : undefined,
    timeoutMs: integer('DRAW_BEACON_TIMEOUT_MS', 3000, 100, 60_000),
    waitSeconds: integer('DRAW_BEACON_WAIT_SECONDS', 600, 1, 86_400),
  };
}

interface Readers {
  text(name: string, fallback: string): string;
  integer(name: string, fallback: number, min: number, max: number): number;
}

/** A PEM key given inline (`NAME`, with \n for line breaks) or as a file (`NAME_FILE`). */
function pemKey(env: Env, name: string, problems: string[]): string | undefined {
  const inline = env[name]?.trim();
  const file = env[`${name}_FILE`]?.trim();
  if (inline && file) problems.push(`${name} and ${name}_FILE are both set: use one`);
  let pem: string | undefined;
  if (file) {
    try {
      pem = fs.readFileSync(file, 'utf8').trim();
    } catch {
      problems.push(`${name}_FILE cannot be read (${file})`);
      return undefined;
    }
  } else if (inline) pem = inline.replace(/\\n/g, '\n');
  if (pem === undefined) return undefined;
  try {
    if (pem.includes('PRIVATE KEY')) crypto.createPrivateKey(pem);
    else crypto.createPublicKey(pem);
  } catch {
    problems.push(`${name} is not a PEM key`);
    return undefined;
  }
  return pem;
}

function loadPayments(env: Env, nodeEnv: NodeEnv, problems: string[], { text, integer }: Readers): PaymentsConfig {
  const MAX = 100_000_000;
  const quickRaw = text('PAY_QUICK_AMOUNTS_CENTS', '1000,5000,10000,20000,50000,100000');
  const quickAmountsCents = quickRaw.split(',').map((part) => Number(part.trim()));
  if (quickAmountsCents.length === 0 || quickAmountsCents.length > 12 || quickAmountsCents.some((value) => !Number.isSafeInteger(value) || value <= 0)) {
    problems.push(`PAY_QUICK_AMOUNTS_CENTS must be up to 12 whole amounts in cents separated by commas (got "${quickRaw}")`);
  }
  const recharge = {
    minCents: integer('PAY_RECHARGE_MIN_CENTS', 100, 1, MAX),
    maxCents: integer('PAY_RECHARGE_MAX_CENTS', 5_000_000, 1, MAX),
    quickAmountsCents,
    ttlMinutes: integer('PAY_ORDER_TTL_MINUTES', 30, 1, 24 * 60),
  };
  const withdraw = { minCents: integer('PAY_WITHDRAW_MIN_CENTS', 1000, 1, MAX), maxCents: integer('PAY_WITHDRAW_MAX_CENTS', 5_000_000, 1, MAX) };
  if (recharge.minCents > recharge.maxCents) problems.push('PAY_RECHARGE_MIN_CENTS must not be above PAY_RECHARGE_MAX_CENTS');
  if (withdraw.minCents > withdraw.maxCents) problems.push('PAY_WITHDRAW_MIN_CENTS must not be above PAY_WITHDRAW_MAX_CENTS');
  if (quickAmountsCents.some((value) => value < recharge.minCents || value > recharge.maxCents)) problems.push('PAY_QUICK_AMOUNTS_CENTS must lie between PAY_RECHARGE_MIN_CENTS and PAY_RECHARGE_MAX_CENTS');

  const sandboxSecret = text('SANDBOX_PAY_SECRET', DEFAULT_SANDBOX_PAY_SECRET);
  if (nodeEnv === 'production' && sandboxSecret === DEFAULT_SANDBOX_PAY_SECRET) problems.push('SANDBOX_PAY_SECRET must be set in production (the default is public)');
  if (sandboxSecret.length < MIN_SECRET_LENGTH) problems.push(`SANDBOX_PAY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  const sandbox = { secret: sandboxSecret, withdrawApproveSeconds: integer('SANDBOX_WITHDRAW_APPROVE_SECONDS', nodeEnv === 'development' ? 60 : 0, 0, 7 * 86_400) };

  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+$/.test(publicUrl)) problems.push('PUBLIC_URL must be an origin such as https://example.com (no path)');

  const wechatVars = ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_PLATFORM_SERIAL', 'WECHATPAY_APIV3_KEY'];
  const wechatKeys = ['WECHATPAY_MCH_PRIVATE_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY'];
  let wechatPay: PaymentsConfig['wechatPay'];
  const wechatAny = [...wechatVars, ...wechatKeys, ...wechatKeys.map((k) => `${k}_FILE`)].some((name) => env[name]?.trim());
  if (wechatAny) {
    const missing = wechatVars.filter((name) => !env[name]?.trim());
    const mchPrivateKey = pemKey(env, 'WECHATPAY_MCH_PRIVATE_KEY', problems);
    const platformPublicKey = pemKey(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY', problems);
    for (const name of wechatKeys) if (!env[name]?.trim() && !env[`${name}_FILE`]?.trim()) missing.push(name);
    const apiV3Key = env.WECHATPAY_APIV3_KEY?.trim() ?? '';
    if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY must be the 32-character APIv3 key');
    if (missing.length > 0) problems.push(`WeChat Pay needs ${missing.join(', ')} as well (or none of its variables, to keep it off)`);
    else if (mchPrivateKey && platformPublicKey) {
      wechatPay = {
        apiBase: text('WECHATPAY_API_BASE', 'https://api.mch.weixin.qq.com').replace(/\/$/, ''),
        mchId: env.WECHATPAY_MCH_ID!.trim(),
        appId: env.WECHATPAY_APP_ID!.trim(),
        mchSerial: env.WECHATPAY_MCH_SERIAL!.trim(),
        mchPrivateKey,
        platformPublicKey,
        platformSerial: env.WECHATPAY_PLATFORM_SERIAL!.trim(),
        apiV3Key,
        h5: text('WECHATPAY_H5', 'on') !== 'off',
      };
    }
  }

  let alipay: PaymentsConfig['alipay'];
  const alipayKeys = ['ALIPAY_APP_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'];
  const alipayAny = ['ALIPAY_APP_ID', ...alipayKeys, ...alipayKeys.map((k) => `${k}_FILE`)].some((name) => env[name]?.trim());
  if (alipayAny) {
    const missing = env.ALIPAY_APP_ID?.trim() ? [] : ['ALIPAY_APP_ID'];
    for (const name of alipayKeys) if (!env[name]?.trim() && !env[`${name}_FILE`]?.trim()) missing.push(name);
    const appPrivateKey = pemKey(env, 'ALIPAY_APP_PRIVATE_KEY', problems);
    const alipayPublicKey = pemKey(env, 'ALIPAY_PUBLIC_KEY', problems);
    if (missing.length > 0) problems.push(`Alipay needs ${missing.join(', ')} as well (or none of its variables, to keep it off)`);
    else if (appPrivateKey && alipayPublicKey) {
      alipay = { gateway: text('ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'), appId: env.ALIPAY_APP_ID!.trim(), appPrivateKey, alipayPublicKey };
    }
  }
  if ((wechatPay || alipay) && !publicUrl) problems.push('PUBLIC_URL must be set when WeChat Pay or Alipay is on (their return and notification addresses)');

  return { publicUrl, recharge, withdraw, sandbox, ...(wechatPay ? { wechatPay } : {}), ...(alipay ? { alipay } : {}) };
}

/** The configuration, or the process ends with its problems on stderr and EX_CONFIG (78): for entry points. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
