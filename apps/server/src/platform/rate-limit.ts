import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';

/**
 * Who a request counts against, when it is known for certain without work: a signed-in
 * caller whose token was already verified. Null keeps the count on the client address.
 */
export type RateLimitIdentity = (request: FastifyRequest) => string | null;

/**
 * Per-client request limits for the API. Counters live in memory for one process, or in
 * Redis when REDIS_URL is set so that several API processes share them. Routes can set
 * their own stricter limit with `config.rateLimit` (sign-in, sign-up, reset).
 *
 * A signed-in person has an allowance of their own: a team behind one office address (NAT),
 * every tab polling the bell and the timer, must not use up one shared allowance. Only a
 * token already verified earns its own counter, so made-up tokens still count against the
 * address they come from.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: AppConfig,
  identify: RateLimitIdentity = () => null,
): Promise<void> {
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
    keyGenerator: (request) => {
      const caller = identify(request);
      return caller ? `user:${caller}` : `ip:${request.ip}`;
    },
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const error = new AppError('rate_limited') as AppError & { retryAfter?: number };
      error.retryAfter = Math.ceil(context.ttl / 1000);
      return error;
    },
  });
}
