import type { ApiError } from './api-error';

/**
 * Waiting out a rate limit (429 `rate_limited`). The request was refused before it did
 * anything, so sending it again is safe for the methods whose repeat means the same thing
 * (GET, PUT, DELETE); a POST or PATCH surfaces the error and the person decides. Other 429
 * codes (an AI allowance used up for the day, too many live tabs) are not about time: a retry
 * would not help, so they surface too.
 */
export interface RateLimitRetryOptions {
  /** Sends after the first; default 3. */
  retries?: number;
  /**
   * The longest wait accepted before one retry; default 30 s. A reply asking for longer fails at
   * once: nobody should stare at a page for a minute that says nothing.
   */
  maxWaitMs?: number;
  /** Sleeps `ms` (rejecting when `signal` aborts); tests hand in one that only records. */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
}

/** Told when a wait starts; the function it answers (if any) is called when the wait ends. */
export type RateLimitWaitHook = (wait: RateLimitWait) => (() => void) | undefined;

export interface RateLimitWait {
  method: string;
  path: string;
  waitMs: number;
  /** 1 for the first retry. */
  attempt: number;
}

export const RATE_LIMIT_RETRY_DEFAULTS = { retries: 3, maxWaitMs: 30_000 } as const;
/** Without a Retry-After: 1 s, then 2 s, 4 s… */
const FALLBACK_WAIT_MS = 1_000;

const REPEATABLE: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE']);

/**
 * How long to wait before sending again, or null when this failure is not one to wait out:
 * not a rate limit, a method that must not repeat, retries used up, or a wait beyond the cap.
 * A POST repeats only under an Idempotency-Key (`idempotent`): the server then does it once.
 */
export function rateLimitWaitMs(
  error: ApiError,
  method: string,
  attempt: number,
  options: Required<Pick<RateLimitRetryOptions, 'retries' | 'maxWaitMs'>>,
  idempotent = false,
): number | null {
  if (error.status !== 429 || error.code !== 'rate_limited') return null;
  if (!(REPEATABLE.has(method) || idempotent) || attempt > options.retries) return null;
  const wait = error.retryAfterMs ?? FALLBACK_WAIT_MS * 2 ** (attempt - 1);
  return wait <= options.maxWaitMs ? wait : null;
}

/**
 * `Retry-After` as seconds or an HTTP date, in milliseconds from `now`; undefined when absent
 * or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
