// Closing a node-redis connection at shutdown without hanging on a Redis that has gone away.
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
