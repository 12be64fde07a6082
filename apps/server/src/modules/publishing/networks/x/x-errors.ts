import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';
import { saidBy, XHttpError } from './x-api.js';

/**
 * A failed X call as the engine acts on it (providers/publishing.md §5). X answers problems as
 * `{title, detail, type: "https://api.x.com/2/problems/…"}`:
 *
 * - `usage-capped` (the app's plan's monthly cap) and `client-forbidden` (a plan, or an app
 *   outside a Project, that may not call the endpoint) → `permanent`: no retry mends the plan.
 * - 401 → `reconnect` (the session has already tried renewing the token once: x-api.ts).
 * - 429 → `transient`, after `x-rate-limit-reset` (the epoch second the window opens again).
 * - 408, 5xx and no answer at all → `transient`.
 * - Anything else (400 invalid-request, 403) → `permanent` with X's words.
 */
export function xError(caught: unknown, what: string, now: Date = new Date()): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof XHttpError) {
    const said = saidBy(caught.problem) || `HTTP ${caught.status}`;
    const code = caught.kind && caught.kind !== 'about:blank' ? caught.kind : `http_${caught.status}`;
    if (caught.kind === 'usage-capped' || caught.kind === 'client-forbidden')
      return new NetworkError(
        'permanent',
        `Your X developer app's plan does not allow posting (X answered: ${said}). Posting needs X's Basic tier or above.`,
        { code, cause: caught },
      );
    if (caught.status === 401)
      return new NetworkError(
        'reconnect',
        `X no longer accepts this account's connection (X answered: ${said}); reconnect the account.`,
        { code, cause: caught },
      );
    if (caught.status === 429)
      return new NetworkError('transient', `X asks us to slow down ${what} (${said}).`, {
        code,
        retryAfterMs: retryAfterMs(caught.headers, now),
        cause: caught,
      });
    if (caught.status === 408 || caught.status >= 500)
      return new NetworkError('transient', `X could not answer ${what} (${said}).`, { code, cause: caught });
    return new NetworkError('permanent', `X refused ${what}: ${said}`, { code, cause: caught });
  }
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `X's address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach X ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  return new NetworkError('transient', `X failed ${what}: ${(caught as Error)?.message ?? String(caught)}`, {
    code: 'unknown',
    cause: caught,
  });
}

/** X's 403 for a post whose text the account posted just before: maybe our own earlier attempt. */
export function isDuplicate(caught: unknown): boolean {
  return (
    caught instanceof XHttpError && caught.status === 403 && /duplicate content/i.test(saidBy(caught.problem))
  );
}

/** `x-rate-limit-reset` (epoch seconds), else `retry-after`; capped like every other wait. */
export function retryAfterMs(headers: Headers, now: Date): number | undefined {
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (headers.get('x-rate-limit-reset') && Number.isFinite(reset))
    return Math.min(Math.max(0, reset * 1000 - now.getTime()), MAX_RETRY_AFTER_MS);
  return parseRetryAfter(headers.get('retry-after'), now);
}
