import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';
import { clusterCounters } from './cluster/cluster-counters.js';
import { memoryWindowCounters, type WindowCounters, type WindowHit } from './cluster/window-counters.js';
import { AppError } from './errors.js';

/**
 * Who a request counts against, when it is known for certain without work: a signed-in
 * caller whose token was already verified. Null keeps the count on the client address.
 */
export type RateLimitIdentity = (request: FastifyRequest) => string | null;

/**
 * Per-client request limits for the API. Counters live in Redis when REDIS_URL is set (every
 * process on every machine shares them), else with the cluster's primary when `npm start`
 * runs several API processes (WEB_CONCURRENCY), else in memory. Routes can set
 * their own stricter limit with `config.rateLimit` (sign-in, sign-up, reset).
 *
 * A signed-in person has an allowance of their own: a team behind one office address (NAT),
 * every tab polling the bell and the timer, must not use up one shared allowance. Only a
 * token already verified earns its own counter, so made-up tokens still count against the
 * address they come from.
 *
 * Sizing (measured with the browser's request events, docs/architecture.md#rate-limits): a
 * full page load of the signed-in app makes 6 to 11 API calls and calls no route more than
 * once, so a person opening 20 pages in 20 seconds spends at most about 220 of their 600 a
 * minute and 20 of any route's 120. A script hammering one route spends that route's 120 (two a
 * second) long before the person's allowance. Routes that send bytes (`raw`: files, images,
 * video) count only against the person: a library page fetches dozens of images from one route.
 */
/**
 * Counters of events (failed sign-ins, reset e-mails) kept where the rate limits keep theirs:
 * in Redis when REDIS_URL is set, else with the cluster's primary when there are several API
 * processes, else in memory; so every API process sees the same counts.
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

function attemptCountersOf(counters: WindowCounters): AttemptCounters {
  return {
    hit: async (key, windowMs) => (await counters.hit(COUNTER_PREFIX + key, windowMs)).count,
    count: async (key) => (await counters.peek(COUNTER_PREFIX + key))?.count ?? 0,
    clear: (key) => counters.clear(COUNTER_PREFIX + key),
  };
}

export function memoryCounters(now: () => number = Date.now): AttemptCounters {
  return attemptCountersOf(memoryWindowCounters(now));
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/**
 * A @fastify/rate-limit store over window counters held elsewhere (the cluster primary's).
 * A route's own limit (`child`) counts under its method and URL, as the plugin's stores do.
 */
export function countersStore(counters: WindowCounters) {
  const answer = (done: StoreCallback) => (hit: WindowHit | null) =>
    done(
      null,
      hit ? { current: hit.count, ttl: Math.max(0, hit.resetAt - Date.now()) } : { current: 0, ttl: 0 },
    );
  return class CountersStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = 'rl:') {
      this.prefix = prefix;
    }
    incr(key: string, done: StoreCallback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(answer(done), (error: Error) => done(error));
    }
    read(key: string, done: StoreCallback) {
      counters.peek(this.prefix + key).then(answer(done), (error: Error) => done(error));
    }
    child(options: { routeInfo?: { method?: string; url?: string } }) {
      const route = `${options.routeInfo?.method ?? ''}${options.routeInfo?.url ?? ''}`;
      return new CountersStore(undefined, `${this.prefix}${route}-`);
    }
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
  // Several API processes without Redis: the cluster's primary keeps the counts for all.
  const shared = redis ? null : clusterCounters();
  // Visible to the routes registered in this scope (the auth routes' failure counters).
  app.decorate(
    'attemptCounters',
    redis ? redisCounters(redis) : attemptCountersOf(shared ?? memoryWindowCounters()),
  );
  await app.register(rateLimit, {
    global: true,
    // An API key has an allowance of its own (API_KEY_RATE_LIMIT_MAX), apart from its owner's.
    max: (_request, key) => (key.startsWith('key:') ? config.rateLimit.apiKeyMax : config.rateLimit.max),
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'expertos-rl:' } : {}),
    ...(shared ? { store: countersStore(shared) as unknown as FastifyRateLimitStoreCtor } : {}),
    keyGenerator: (request) => {
      const caller = identify(request);
      if (!caller) return `ip:${request.ip}`;
      return caller.startsWith('key:') ? caller : `user:${caller}`;
    },
    // A Redis outage must not take the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });
  const routeAllowances = new WeakMap<FastifyRequest, Allowance>();
  if (config.rateLimit.routeMax !== null)
    registerRouteLimit(app, config.rateLimit.routeMax, config, identify, routeAllowances);
  registerLimitHeaders(app, config, identify, routeAllowances);
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

/**
 * When RATE_LIMIT_ROUTE_MAX is set: each signed-in person's allowance on one route (method and
 * pattern, whatever its ids), on top of their allowance overall: a script repeating one call is
 * stopped at `routeMax` while the
 * person's pages, which spread their calls over many routes, are not. Callers without a verified
 * token keep only their address's allowance (a NAT office shares it), and routes that are not
 * limited at all or send bytes (`raw`) are left out.
 */
function registerRouteLimit(
  app: FastifyInstance,
  routeMax: number,
  config: AppConfig,
  identify: RateLimitIdentity,
  allowances: WeakMap<FastifyRequest, Allowance>,
): void {
  const perRoute = app.createRateLimit({
    max: routeMax,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) =>
      `route:${identify(request)}|${request.method} ${request.routeOptions.url ?? ''}`,
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (request.is404 || route.config.rateLimit === false || route.config.raw) return;
    if (!identify(request)) return;
    const result = await perRoute(request);
    if (!result.isAllowed)
      allowances.set(request, {
        quota: result.max,
        remaining: result.remaining,
        resetSeconds: result.ttlInSeconds,
        windowSeconds: Math.ceil(config.rateLimit.windowMs / 1000),
      });
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl);
  });
}

/** One allowance a reply reports: its quota and window, what is left and when it is whole again. */
interface Allowance {
  quota: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

/** The plugin's own headers, read and replaced by the standard ones below. */
const PLUGIN_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'] as const;

/**
 * Every limited reply tells its caller where they stand, in the IETF draft's fields
 * (draft-ietf-httpapi-ratelimit-headers, revisions 10 and 11; docs/product.md#accounts-and-limits):
 * `RateLimit-Policy: "user";q=600;w=60` (the quota and its window, in seconds) and
 * `RateLimit: "user";r=212;t=38` (what is left, and the seconds until it is whole again).
 * The values are the shared counters' own, as the rate-limit plugin set them on the reply
 * (its `x-ratelimit-*` headers, replaced here); a person's allowance on the route comes second
 * as `"route"` when that limit is on. A caller who is not signed in counts against their
 * address: `"address"`. A 429 carries `Retry-After` too (the error handler's).
 */
/** The allowance a caller counts against, by name: an API key's, a person's, or the address's. */
const policyOf = (caller: string | null) =>
  caller === null ? 'address' : caller.startsWith('key:') ? 'key' : 'user';

function registerLimitHeaders(
  app: FastifyInstance,
  config: AppConfig,
  identify: RateLimitIdentity,
  routeAllowances: WeakMap<FastifyRequest, Allowance>,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const [quota, remaining, reset] = PLUGIN_HEADERS.map((name) => reply.getHeader(name));
    for (const name of PLUGIN_HEADERS) reply.removeHeader(name);
    const allowances: [string, Allowance][] = [];
    // A call stopped by its route's limit never reached the overall count: only that one is said.
    if (quota !== undefined && remaining !== undefined && reset !== undefined)
      allowances.push([
        policyOf(identify(request)),
        {
          quota: Number(quota),
          remaining: Number(remaining),
          resetSeconds: Number(reset),
          windowSeconds: Math.ceil(config.rateLimit.windowMs / 1000),
        },
      ]);
    const route = routeAllowances.get(request);
    if (route) allowances.push(['route', route]);
    if (allowances.length === 0) return payload;
    reply.header(
      'ratelimit-policy',
      allowances.map(([policy, a]) => `"${policy}";q=${a.quota};w=${a.windowSeconds}`).join(', '),
    );
    reply.header(
      'ratelimit',
      allowances.map(([policy, a]) => `"${policy}";r=${a.remaining};t=${a.resetSeconds}`).join(', '),
    );
    return payload;
  });
}
