// Scale-out: @fastify/rate-limit's request counters kept in Redis, so every server process counts against one allowance.
import { type FastifyBaseLogger } from 'fastify';
import { type FastifyRateLimitOptions, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createClient, defineScript, type CommandParser } from 'redis';
import { closeRedisClient, retryStrategy } from '../realtime/redis-connection';

/** What a store answers @fastify/rate-limit: hits in the window so far, and milliseconds until it ends. */
interface Count {
  current: number;
  ttl: number;
}

const countOf = (reply: [number, number]): Count => ({ current: reply[0], ttl: reply[1] });

/**
 * One hit, atomically: count it, start the window on the first hit (or heal a key that lost its expiry), and answer
 * the count with the window's remaining milliseconds. `continueExceeding` restarts the window on every hit over the
 * limit; `exponentialBackoff` doubles it per hit over the limit, capped at a day (a PEXPIRE beyond would be refused).
 */
const HIT = defineScript({
  SCRIPT: `
    local current = redis.call('INCR', KEYS[1])
    local window = tonumber(ARGV[1])
    local max = tonumber(ARGV[2])
    local ttl = redis.call('PTTL', KEYS[1])
    if current == 1 or ttl < 0 or (ARGV[3] == '1' and current > max) then
      redis.call('PEXPIRE', KEYS[1], window)
      return {current, window}
    end
    if ARGV[4] == '1' and current > max then
      local backoff = math.min(window * 2 ^ math.min(current - max - 1, 40), 86400000)
      redis.call('PEXPIRE', KEYS[1], backoff)
      return {current, backoff}
    end
    return {current, ttl}`,
  NUMBER_OF_KEYS: 1,
  parseCommand(parser: CommandParser, key: string, windowMs: number, max: number, continueExceeding: boolean, exponentialBackoff: boolean) {
    parser.pushKey(key);
    parser.push(String(windowMs), String(max), continueExceeding ? '1' : '0', exponentialBackoff ? '1' : '0');
  },
  transformReply: countOf,
});

/** The count and remaining window without counting (`{ increment: false }`): a missing key is a clean state. */
const PEEK = defineScript({
  SCRIPT: `
    local current = redis.call('GET', KEYS[1])
    if not current then return {0, 0} end
    local ttl = redis.call('PTTL', KEYS[1])
    if ttl < 0 then ttl = 0 end
    return {tonumber(current), ttl}`,
  NUMBER_OF_KEYS: 1,
  parseCommand(parser: CommandParser, key: string) {
    parser.pushKey(key);
  },
  transformReply: countOf,
});

const MAX_BACKOFF_MS = 2000;
/** A counter answers in well under a millisecond; past this Redis is in trouble and the request goes on uncounted. */
const COMMAND_TIMEOUT_MS = 500;
const CLOSE_GRACE_MS = 1000;
/** At most one warning per interval while Redis fails, with how many failures it stands for. */
const WARN_INTERVAL_MS = 10_000;

const makeClient = (url: string, reconnectStrategy: (retries: number, cause: Error) => number | Error | false) =>
  createClient({
    url,
    scripts: { rateLimitHit: HIT, rateLimitPeek: PEEK },
    // Fail fast: while Redis is away a command is refused at once (no offline queue) and a stalled one gives up,
    // so a limited request never waits on Redis.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 5000, reconnectStrategy },
  });

type RateLimitClient = ReturnType<typeof makeClient>;

export interface RateLimitRedis {
  client: RateLimitClient;
  /** Closes the connection (briefly waits for commands in flight, then drops it). */
  close(): Promise<void>;
}

/** Keys of one deployment: tests isolate by database schema, so their counters never meet in a shared Redis either. */
export function rateLimitNamespace(databaseSchema: string | undefined): string {
  return databaseSchema ? `racing:rl:${databaseSchema}:` : 'racing:rl:';
}

/**
 * Opens the limiter's own connection (not the socket.io adapter's). Start-up fails when Redis cannot be reached
 * within `startupTimeoutMs`; once connected, a lost connection is retried for ever while commands fail at once.
 */
export async function openRateLimitRedis(options: { url: string; log: FastifyBaseLogger; startupTimeoutMs?: number }): Promise<RateLimitRedis> {
  const { url, log } = options;
  let connectedOnce = false;
  let closing = false;
  const warn = throttledWarning(log);

  const client = makeClient(url, retryStrategy({ startupTimeoutMs: options.startupTimeoutMs, maxBackoffMs: MAX_BACKOFF_MS, closing: () => closing, connectedOnce: () => connectedOnce }));
  client.on('ready', () => {
    if (connectedOnce) log.info('rate limits: redis reconnected, requests are counted again');
    connectedOnce = true;
  });
  // Without a listener node-redis would throw the error and end the process.
  client.on('error', (error: Error) => {
    if (!closing) warn(error, 'rate limits: redis connection error');
  });

  try {
    await client.connect();
  } catch (error) {
    closing = true;
    if (client.isOpen) client.destroy();
    throw new Error(`REDIS_URL: cannot reach Redis for the request rate limits (${(error as Error).message})`, { cause: error });
  }

  return {
    client,
    async close() {
      closing = true;
      await closeRedisClient(client, CLOSE_GRACE_MS);
    },
  };
}

/** A warn logger that speaks at most once per interval, so an outage under load writes a line, not a flood. */
export function throttledWarning(log: FastifyBaseLogger, intervalMs = WARN_INTERVAL_MS, now: () => number = Date.now) {
  let lastAt = -Infinity;
  let suppressed = 0;
  return (error: Error, message: string) => {
    if (now() - lastAt < intervalMs) {
      suppressed += 1;
      return;
    }
    log.warn({ err: error, suppressedSinceLast: suppressed }, message);
    lastAt = now();
    suppressed = 0;
  };
}

interface Shared {
  client: RateLimitClient;
  warn: (error: Error, message: string) => void;
  /** Names the limiters made with `app.rateLimit(...)`, which have no route: see `child`. */
  nextLimiter: () => number;
}

interface Rules {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** What @fastify/rate-limit hands `child`: the merged limit settings and the route they apply to (empty for `app.rateLimit`). */
type ChildSettings = Rules & { routeInfo?: { method?: string | string[]; url?: string } };

/** A store for one limit: its keys are `prefix + the client's key`, counted by the HIT script. */
export class RedisRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly rules: Rules,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number, max: number): void {
    this.shared.client.rateLimitHit(this.prefix + key, timeWindow, max, Boolean(this.rules.continueExceeding), Boolean(this.rules.exponentialBackoff)).then(
      (count) => callback(null, count),
      (error: Error) => this.failed(error, callback),
    );
  }

  read(key: string, callback: (error: Error | null, result?: Count) => void): void {
    this.shared.client.rateLimitPeek(this.prefix + key).then(
      (count) => callback(null, count),
      (error: Error) => this.failed(error, callback),
    );
  }

  /**
   * A route's limit counts under its method and URL, as each process registers the same routes. A limiter made with
   * `app.rateLimit(...)` has no route, so it is numbered in creation order, which is the same in every process
   * running the same build (during a rolling deploy two builds may briefly number theirs differently).
   */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisRateLimitStore {
    const settings = routeOptions as unknown as ChildSettings;
    const route = settings.routeInfo?.url ? `${String(settings.routeInfo.method)}:${settings.routeInfo.url}` : `limiter${this.shared.nextLimiter()}`;
    return new RedisRateLimitStore(this.shared, { continueExceeding: settings.continueExceeding, exponentialBackoff: settings.exponentialBackoff }, `${this.prefix}${route}:`);
  }

  private failed(error: Error, callback: (error: Error) => void): void {
    this.shared.warn(error, 'rate limits: redis unavailable, requests go uncounted until it is back');
    callback(error);
  }
}

/** The `store` option of @fastify/rate-limit: counters under `namespace` in the Redis behind `client`. */
export function redisRateLimitStore(options: { client: RateLimitClient; namespace: string; log: FastifyBaseLogger }): FastifyRateLimitStoreCtor {
  let limiters = 0;
  const shared: Shared = { client: options.client, warn: throttledWarning(options.log), nextLimiter: () => ++limiters };
  return class extends RedisRateLimitStore {
    constructor(settings: FastifyRateLimitOptions) {
      super(shared, settings, options.namespace);
    }
  };
}
