// Per-route request limits through @fastify/rate-limit: only routes that declare `config.rateLimit` are limited.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async function requestLimits(app) {
    // Not global: reading the board or results must never be refused; logins, codes and uploads opt in per route.
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
