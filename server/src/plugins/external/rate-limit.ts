// Per-route request limits through @fastify/rate-limit: only routes that declare `config.rateLimit` are limited;
// with REDIS_URL the counters live in Redis, so processes behind one proxy share each client's allowance.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { openRateLimitRedis, rateLimitNamespace, redisRateLimitStore } from '../../cluster/redis-rate-limit-store';

export interface RequestLimitOptions {
  /** Scale-out: count in this Redis instead of this process's memory. */
  redisUrl?: string;
  /** The database schema, when one is set: deployments (and tests) sharing a Redis count apart by it. */
  databaseSchema?: string;
}

export default fp(
  async function requestLimits(app, opts: RequestLimitOptions) {
    // Not global: reading the board or results must never be refused; logins, codes and uploads opt in per route.
    if (!opts.redisUrl) {
      await app.register(rateLimit, { global: false });
      return;
    }
    const redis = await openRateLimitRedis({ url: opts.redisUrl, log: app.log });
    app.addHook('onClose', async () => redis.close());
    await app.register(rateLimit, {
      global: false,
      store: redisRateLimitStore({ client: redis.client, namespace: rateLimitNamespace(opts.databaseSchema), log: app.log }),
      // Fail open while Redis is away: requests are served uncounted (the store logs it) instead of refused or left
      // waiting. Safe because these limits only blunt floods; the limits that guard money and accounts — SMS codes
      // per phone and per address per day, the one-a-minute cooldown, captcha tries, failed passwords per phone and
      // per address — are counted in the database (accounts/sms-code-service.ts, login-throttle.ts) and still hold.
      skipOnError: true,
    });
  },
  { name: 'rate-limit' },
);
