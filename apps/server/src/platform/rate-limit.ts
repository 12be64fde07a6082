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
/**
 * Counters of events (failed sign-ins, reset e-mails) kept where the rate limits keep theirs:
 * in Redis when REDIS_URL is set, so every API process sees the same counts, else in memory.
 */
export interface AttemptCounters {
  /** Adds one to `key` (the window starts at the first hit) and answers the new count. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count of `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Forgets `key` (e.g. a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptCounters: AttemptCounters;
  }
}

const COUNTER_PREFIX = 'expertos-attempts:';

function redisCounters(redis: Redis): AttemptCounters {
  return {
    async hit(key, windowMs) {
      const name = COUNTER_PREFIX + key;
      const [[, count]] = (await redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec()) as [
        [unknown, number],
        unknown,
      ];
      return count;
    },
    async count(key) {
      return Number((await redis.get(COUNTER_PREFIX + key)) ?? 0);
    },
    async clear(key) {
      await redis.del(COUNTER_PREFIX + key);
    },
  };
}

export function memoryCounters(now: () => number = Date.now): AttemptCounters {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      // Drop expired entries now and then so the map does not grow without bound.
      if (counts.size > 10_000) for (const k of [...counts.keys()]) live(k);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return entry.count;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** Throws 429 rate_limited once the client address has used up its allowance. */
export type UnverifiedLimit = (request: FastifyRequest) => Promise<void>;

function rateLimited(ttlMs: number): AppError {
  const error = new AppError('rate_limited') as AppError & { retryAfter?: number };
  error.retryAfter = Math.ceil(ttlMs / 1000);
  return error;
}

/**
 * Registers the limits and answers the check the access guard runs before it verifies a
 * token it does not know yet: such requests count against their client address first, so
 * made-up tokens cannot be sent without limit (each costing a signature check). Route hooks
 * run after the guard's, so the global limiter alone would count them too late.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: AppConfig,
  identify: RateLimitIdentity = () => null,
): Promise<UnverifiedLimit> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  // Visible to the routes registered in this scope (the auth routes' failure counters).
  app.decorate('attemptCounters', redis ? redisCounters(redis) : memoryCounters());
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
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
  const unverified = app.createRateLimit({
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => `unverified-ip:${request.ip}`,
  });
  return async (request) => {
    const result = await unverified(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl);
  };
}
