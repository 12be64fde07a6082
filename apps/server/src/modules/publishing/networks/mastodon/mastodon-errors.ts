import { MastoHttpError, MastoTimeoutError } from 'masto';
import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';

/**
 * A failed Mastodon call as the engine acts on it (providers/publishing.md §10): 401/403 →
 * `reconnect` (the token was revoked or lost its rights); 429 → `transient`, after
 * `Retry-After` or else `X-RateLimit-Reset`; 408, 5xx (a 504 may hide a created status: the
 * retry carries the same Idempotency-Key) and network failures → `transient`; 422 and other
 * 4xx → `permanent` with Mastodon's own `error` words; an address the egress guard refuses →
 * `permanent`.
 */
export function mastodonError(caught: unknown, what: string, now: Date = new Date()): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof MastoHttpError) {
    const status = caught.statusCode;
    const said = caught.description ? `${caught.message}: ${caught.description}` : caught.message;
    const code = `http_${status}`;
    if (status === 401 || status === 403)
      return new NetworkError('reconnect', `Mastodon refused ${what} (${said}); reconnect the account.`, {
        code,
        cause: caught,
      });
    if (status === 429)
      return new NetworkError('transient', `Mastodon asked to slow down ${what} (${said}).`, {
        code,
        retryAfterMs: retryAfterMs(caught, now),
        cause: caught,
      });
    if (status === 408 || status >= 500)
      return new NetworkError('transient', `Mastodon could not answer ${what} (${said}).`, {
        code,
        cause: caught,
      });
    return new NetworkError('permanent', `Mastodon refused ${what}: ${said}`, { code, cause: caught });
  }
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `The instance's address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach the instance ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  if (caught instanceof MastoTimeoutError)
    return new NetworkError('transient', `Mastodon took too long ${what}.`, {
      code: 'timeout',
      cause: caught,
    });
  return new NetworkError(
    'transient',
    `Mastodon failed ${what}: ${(caught as Error)?.message ?? String(caught)}`,
    {
      code: 'unknown',
      cause: caught,
    },
  );
}

/** `Retry-After` (seconds or a date), else `X-RateLimit-Reset` (an ISO 8601 time, Mastodon's). */
function retryAfterMs(error: MastoHttpError, now: Date): number | undefined {
  const headers = (error.cause as Response | undefined)?.headers;
  if (!headers) return undefined;
  const retryAfter = parseRetryAfter(headers.get('retry-after'), now);
  if (retryAfter !== undefined) return retryAfter;
  return parseRetryAfter(headers.get('x-ratelimit-reset'), now);
}
