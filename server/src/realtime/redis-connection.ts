// What every node-redis connection of ours shares: how it retries (start-up bounded, then for ever) and how it closes
// at shutdown without hanging on a Redis that has gone away.
import { type createClient } from 'redis';

type RedisClient = Pick<ReturnType<typeof createClient>, 'isOpen' | 'close' | 'destroy'>;

/** Closes `client` gracefully (commands in flight finish), or drops it after `graceMs` or on any error. */
export async function closeRedisClient(client: RedisClient, graceMs: number): Promise<void> {
  if (!client.isOpen) return;
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  try {
    const outcome = await Promise.race([client.close().then(() => 'closed' as const), grace]);
    if (outcome === 'timeout' && client.isOpen) client.destroy();
  } catch {
    if (client.isOpen) client.destroy();
  } finally {
    clearTimeout(timer);
  }
}

const RETRY_MS = 250;

/**
 * A node-redis `reconnectStrategy`: before the first connection, a try every 250 ms until `startupTimeoutMs` has passed,
 * then an error (start-up fails clearly instead of running without Redis); once connected, retries for ever with
 * backoff up to `maxBackoffMs`; none while closing.
 */
export function retryStrategy(options: { startupTimeoutMs?: number; maxBackoffMs: number; closing: () => boolean; connectedOnce: () => boolean }) {
  const startupAttempts = Math.max(1, Math.ceil((options.startupTimeoutMs ?? 10_000) / RETRY_MS));
  return (retries: number, cause: Error): number | Error | false => {
    if (options.closing()) return false;
    // A new Error (not `cause`): node-redis checks `instanceof Error`, which a socket error from another realm (jest's vm) fails.
    if (!options.connectedOnce() && retries >= startupAttempts) return new Error(`${cause.message} (gave up after ${retries + 1} attempts)`);
    return options.connectedOnce() ? Math.min(RETRY_MS * 2 ** Math.min(retries, 5), options.maxBackoffMs) : RETRY_MS;
  };
}
