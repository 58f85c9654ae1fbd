import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { translateMessage } from '@parashop/shared';
import { httpError } from '../lib/http-errors';
import { requestLanguage } from '../lib/accept-language';
import { rateLimitKey } from '../lib/client-address';
import { createMemoryAttemptStore, createRedisAttemptStore, withFallback } from '../lib/attempt-store';

/**
 * @fastify/rate-limit with `global: false`: modules limit their own routes (`app.createRateLimit`,
 * `app.rateLimit()` or `config.rateLimit`). Counters live in memory, or in Redis when REDIS_URL is
 * set so that several API processes share them. `app.attempts` counts failures (sign-in) in the same
 * place.
 */
export default fp(
  async (app) => {
    let redis: Redis | undefined;
    if (app.config.redisUrl) {
      redis = new Redis(app.config.redisUrl, {
        // Fail fast: a slow Redis must not hold requests (skipOnError lets them through, logged).
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        // While it is disconnected, a command fails at once instead of waiting for a reconnection.
        enableOfflineQueue: false,
        lazyConnect: false,
      });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits) error'));
      // Start serving with the connection up when Redis answers soon (until then counts stay in memory).
      app.addHook('onReady', async () => {
        if (redis?.status === 'ready') return;
        await Promise.race([
          once(redis!, 'ready').catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 2000).unref()),
        ]);
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    // Redis down: sign-in counts in this process's memory meanwhile rather than failing every sign-in.
    app.decorate(
      'attempts',
      redis
        ? withFallback(createRedisAttemptStore(redis), createMemoryAttemptStore(), (error) =>
            app.log.warn({ err: error }, 'redis (sign-in attempts) unavailable: counting in memory'),
          )
        : createMemoryAttemptStore(),
    );
    await app.register(rateLimit, {
      global: false,
      // IPv6 clients count by their /64 (lib/client-address.ts).
      keyGenerator: (request) => rateLimitKey(request.ip),
      ...(redis ? { redis, nameSpace: 'parashop-rate-limit:', skipOnError: true } : {}),
      // Thrown by the plugin, so the central error handler shapes it like every other error.
      errorResponseBuilder: (request) =>
        httpError(429, translateMessage('errors.tooManyRequests', requestLanguage(request))),
    });
  },
  { name: 'rate-limit', dependencies: [] },
);
