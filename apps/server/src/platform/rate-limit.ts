import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';

/**
 * Per-client request limits for the API. Counters live in memory for one process, or in
 * Redis when REDIS_URL is set so that several API processes share them. Routes can set
 * their own stricter limit with `config.rateLimit` (sign-in, sign-up, reset).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig): Promise<void> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'expertos-rl:' } : {}),
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('rate_limited') as AppError & { retryAfter?: number };
      error.retryAfter = Math.ceil(context.ttl / 1000);
      return error;
    },
  });
}
