import { XRPCError } from '@atproto/api';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import { NetworkError } from '../network.js';

/**
 * A failed Bluesky call as the engine acts on it (providers/publishing.md §9). XRPC errors come
 * as `{error, message}` with the HTTP status; `@atproto/api` throws them as XRPCError, and wraps
 * a failure to get any answer (here: the egress guard's EgressError) the same way with status 1.
 */

/** Errors that say the session or the sign-in is no good: a person has to connect again. */
const SIGN_IN_ERRORS = new Set([
  'AuthenticationRequired',
  'AuthMissing',
  'AuthFactorTokenRequired',
  'AccountTakedown',
  'AccountDeactivated',
  'ExpiredToken',
  'InvalidToken',
]);

/** True when logging in again with the app password may fix it (an expired or refused session). */
export function isSessionRefused(err: unknown): boolean {
  return (
    err instanceof XRPCError &&
    (err.status === 401 || err.error === 'ExpiredToken' || err.error === 'InvalidToken') &&
    err.error !== 'AccountTakedown'
  );
}

/** `what` names what was sent, in the words for a refusal ("Bluesky refused the post: …"). */
export function toNetworkError(err: unknown, now: () => Date, what = 'the post'): NetworkError {
  if (err instanceof NetworkError) return err;
  const egress = err instanceof EgressError ? err : err instanceof Error ? err.cause : undefined;
  if (egress instanceof EgressError)
    return egress.code === 'refused'
      ? new NetworkError(
          'permanent',
          `This Bluesky server cannot be reached from here (${egress.message}).`,
          {
            code: 'refused',
            cause: err,
          },
        )
      : new NetworkError('transient', `Bluesky did not answer in time (${egress.message}).`, {
          code: egress.code,
          cause: err,
        });
  // Any failure to get an answer comes wrapped in an XRPCError; anything else is our own
  // mistake (a publication without a date), which trying again would not mend.
  if (!(err instanceof XRPCError))
    return new NetworkError(
      'permanent',
      `${capitalised(what)} could not be sent to Bluesky: ${String(err)}`,
      {
        code: 'unexpected',
        cause: err,
      },
    );
  const code = err.error;
  const said = err.message;
  if (err.status === 429)
    return new NetworkError('transient', 'Bluesky asks us to slow down; trying again later.', {
      code,
      retryAfterMs: retryAfterMs(err.headers, now),
      cause: err,
    });
  if (code === 'AccountTakedown')
    return new NetworkError('reconnect', 'Bluesky has taken this account down.', { code, cause: err });
  if (code === 'AuthFactorTokenRequired')
    return new NetworkError(
      'reconnect',
      'Bluesky asks for a sign-in code: connect with an app password (Settings → Privacy and security → App passwords), not the account password.',
      { code, cause: err },
    );
  if (err.status === 401 || SIGN_IN_ERRORS.has(code ?? ''))
    return new NetworkError(
      'reconnect',
      'Bluesky did not accept the app password (it may have been revoked): connect the account again with a new one.',
      { code, cause: err },
    );
  // Status 1: no answer at all; 2: an answer the lexicons do not describe (a proxy's error
  // page). ConcurrentWrites: another write to the repository was under way.
  if (err.status >= 500 || err.status < 100 || code === 'ConcurrentWrites')
    return new NetworkError('transient', `Bluesky had a problem (${said}); trying again later.`, {
      code,
      cause: err,
    });
  return new NetworkError('permanent', `Bluesky refused ${what}: ${said}`, { code, cause: err });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** From `ratelimit-reset` (the epoch second the window resets) or `retry-after` (seconds or a date). */
export function retryAfterMs(
  headers: Record<string, string | undefined> | undefined,
  now: () => Date,
): number | undefined {
  const reset = Number(headers?.['ratelimit-reset']);
  if (headers?.['ratelimit-reset'] && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - now().getTime());
  const retryAfter = headers?.['retry-after'];
  if (!retryAfter) return undefined;
  const seconds = Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now().getTime());
}
