// Scale-out: the socket.io Redis adapter, so a broadcast on one server process reaches the sockets of every process.
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { type FastifyBaseLogger } from 'fastify';
import { closeRedisClient, retryStrategy } from './redis-connection';

type RedisClient = ReturnType<typeof createClient>;

export interface RedisFanout {
  /** Pass to `io.adapter(...)`. */
  adapter: ReturnType<typeof createAdapter>;
  /** Whether both connections are up: 'down' while Redis cannot be reached (broadcasts then reach this process's sockets only). */
  status(): 'ok' | 'down';
  /** Closes both connections (waits briefly for queued publishes, then drops them). */
  close(): Promise<void>;
}

export interface RedisFanoutOptions {
  url: string;
  log: FastifyBaseLogger;
  /** How long start-up keeps trying to reach Redis before the server refuses to start. */
  startupTimeoutMs?: number;
  /** Channel prefix: processes that should reach each other's sockets share it. */
  keyPrefix?: string;
  /**
   * Called when the subscription is back after Redis was lost: whatever other processes broadcast meanwhile never reached
   * this process's sockets, so they should catch up.
   */
  onResubscribed?: () => void;
}

const MAX_BACKOFF_MS = 5000;
const CLOSE_GRACE_MS = 2000;

/**
 * Opens the publish and subscribe connections the adapter needs. Start-up fails (rather than running alone and
 * silently missing other processes' events) when Redis cannot be reached within `startupTimeoutMs`; once connected,
 * a lost connection is retried for ever with backoff while publishes wait in node-redis's offline queue.
 */
export async function openRedisFanout(options: RedisFanoutOptions): Promise<RedisFanout> {
  const { url, log } = options;
  let closing = false;

  const makeClient = (role: 'pub' | 'sub'): RedisClient => {
    let connectedOnce = false;
    const client: RedisClient = createClient({
      url,
      socket: {
        connectTimeout: 5000,
        reconnectStrategy: retryStrategy({ startupTimeoutMs: options.startupTimeoutMs, maxBackoffMs: MAX_BACKOFF_MS, closing: () => closing, connectedOnce: () => connectedOnce }),
      },
    });
    client.on('ready', () => {
      if (connectedOnce) {
        log.info({ role }, 'realtime redis reconnected');
        if (role === 'sub') options.onResubscribed?.();
      }
      connectedOnce = true;
    });
    // Without a listener node-redis would throw the error and end the process.
    client.on('error', (error: Error) => {
      if (!closing) log.warn({ role, err: error }, 'realtime redis connection error');
    });
    return client;
  };

  const pub = makeClient('pub');
  const sub = makeClient('sub');
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (error) {
    closing = true;
    for (const client of [pub, sub]) if (client.isOpen) client.destroy();
    throw new Error(`REDIS_URL: cannot reach Redis for the socket.io adapter (${(error as Error).message})`, { cause: error });
  }
  log.info('realtime: socket.io Redis adapter connected');

  return {
    adapter: createAdapter(pub, sub, { key: options.keyPrefix ?? 'racing:socket.io' }),
    status: () => (pub.isReady && sub.isReady ? 'ok' : 'down'),
    async close() {
      closing = true;
      await Promise.all([pub, sub].map((client) => closeRedisClient(client, CLOSE_GRACE_MS)));
    },
  };
}
