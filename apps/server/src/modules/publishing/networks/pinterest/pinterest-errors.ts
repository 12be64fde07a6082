import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';
import { PinterestHttpError } from './pinterest-api.js';

/**
 * A failed Pinterest call as the engine acts on it (providers/publishing.md §8). Pinterest
 * answers `{code, message}`; its codes are not documented, so the status and the words decide:
 *
 * - 401 → `reconnect` (after one renewal, pinterest-api.ts).
 * - 429 → `transient`, after `Retry-After` or a minute (Pinterest's windows are per minute and,
 *   on a trial app, per day: 1,000 calls).
 * - "Board not found" → `permanent`: the board was deleted or is not the account's.
 * - "Unable to reach the URL" → `transient`: Pinterest could not fetch the image this time.
 * - 5xx, 408 and no answer at all → `transient`.
 * - any other refusal → `permanent`, in Pinterest's words.
 */

/** Pinterest's windows are a minute long: try again after one unless it says otherwise. */
export const PINTEREST_RATE_WAIT_MS = 60_000;

export function pinterestError(caught: unknown, what: string, now: Date = new Date()): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof PinterestHttpError) {
    const said = caught.said || `HTTP ${caught.status}`;
    const options = {
      code: `pinterest_${caught.status}${caught.code !== undefined ? `_${caught.code}` : ''}`,
      cause: caught,
    };
    if (caught.status === 401)
      return new NetworkError(
        'reconnect',
        `Pinterest no longer accepts this account’s connection (${said}); reconnect the account.`,
        options,
      );
    if (caught.status === 429)
      return new NetworkError('transient', `Pinterest asks us to slow down ${what} (${said}).`, {
        ...options,
        retryAfterMs: parseRetryAfter(caught.headers.get('retry-after'), now) ?? PINTEREST_RATE_WAIT_MS,
      });
    if (/board not found/i.test(said))
      return new NetworkError(
        'permanent',
        `Pinterest could not find the board this Pin goes on (it may have been deleted, or belong to another account): choose another board. (Pinterest: ${said})`,
        { ...options, code: 'board_not_found' },
      );
    if (/unable to reach the url/i.test(said))
      return new NetworkError(
        'transient',
        `Pinterest could not fetch the image from this server this time; it tries again shortly. (Pinterest: ${said})`,
        { ...options, code: 'url_unreachable' },
      );
    if (caught.status >= 500 || caught.status === 408)
      return new NetworkError('transient', `Pinterest could not answer ${what} (${said}).`, options);
    return new NetworkError('permanent', `Pinterest refused ${what}: ${said}`, options);
  }
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `Pinterest’s address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach Pinterest ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  return new NetworkError(
    'transient',
    `Pinterest failed ${what}: ${(caught as Error)?.message ?? String(caught)}`,
    { code: 'unknown', cause: caught },
  );
}

/**
 * Whether Pinterest answered a refusal, so nothing was made: a 4xx. A 5xx or no answer at all
 * leaves it open whether the Pin was made, and the Pin is looked for before another attempt.
 */
export const answeredNo = (caught: unknown): boolean =>
  caught instanceof PinterestHttpError && caught.status >= 400 && caught.status < 500;
