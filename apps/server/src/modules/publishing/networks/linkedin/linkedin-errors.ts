import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';

/**
 * A failed LinkedIn call as the engine acts on it (providers/publishing.md §4). The REST API
 * answers `{status, serviceErrorCode?, code, message}` (422s also `errorDetails.inputErrors[]`);
 * the OAuth endpoint `{error, error_description}`.
 *
 * - 401 (`INVALID_ACCESS_TOKEN` 65600, `REVOKED_ACCESS_TOKEN` 65601, `EXPIRED_ACCESS_TOKEN`) →
 *   `reconnect`: the member revoked the app, or the token ended.
 * - 429 → `transient`, after `Retry-After` when LinkedIn gives one, else at midnight UTC when it
 *   says a daily limit was reached (LinkedIn's limits are per day and reset then).
 * - 408, 5xx, no answer → `transient` (a 504 may hide a created post: the next attempt meets
 *   `DUPLICATE_POST` and takes it as ours, see the adapter).
 * - 426 (an API version LinkedIn no longer serves) → `permanent`: this server needs updating.
 * - 422 `DUPLICATE_POST` → `permanent` with code `duplicate_post`; the adapter first asks whether
 *   the duplicate is its own earlier attempt.
 * - Any other 4xx → `permanent`, with LinkedIn's words.
 */

/** LinkedIn's error body, as far as we read it. */
interface LinkedInErrorBody {
  status?: number;
  serviceErrorCode?: number;
  code?: string;
  message?: string;
  error?: string;
  error_description?: string;
  errorDetails?: { inputErrors?: { code?: string; description?: string }[] };
}

/** An answer's JSON object; empty for anything else (an HTML error page, nothing). */
export function answerJson(answer: EgressResponse): Record<string, unknown> {
  try {
    const body = JSON.parse(answer.text()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const errorBody = (answer: EgressResponse) => answerJson(answer) as LinkedInErrorBody;

/** The post LinkedIn says a refused post duplicates (`Content is a duplicate of urn:li:share:…`). */
export function duplicateOf(answer: EgressResponse): string | null {
  if (answer.status !== 422) return null;
  const body = errorBody(answer);
  const duplicate = body.errorDetails?.inputErrors?.some((e) => e.code === 'DUPLICATE_POST');
  if (!duplicate) return null;
  return /duplicate of (urn:li:(?:share|ugcPost):\d+)/.exec(body.message ?? '')?.[1] ?? '';
}

/** LinkedIn's words: its message, less the Java exception's name it sometimes starts with. */
function said(body: LinkedInErrorBody, status: number): string {
  const message = (body.message ?? body.error_description ?? '').replace(/^[\w.]+Exception:\s*/, '').trim();
  const code = body.code ?? body.error;
  if (message && code) return `${message} (${code})`;
  return message || code || `HTTP ${status}`;
}

/** Midnight UTC after `now`: when LinkedIn's daily limits start again. */
function nextMidnightUtc(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return midnight - now.getTime();
}

/** A non-2xx answer from LinkedIn, for `what` ("the post", "the upload of poster.png"). */
export function linkedInFailure(answer: EgressResponse, what: string, now: Date): NetworkError {
  const { status } = answer;
  const body = errorBody(answer);
  const words = said(body, status);
  const code = body.code ?? body.error ?? `http_${status}`;
  if (status === 401)
    return new NetworkError(
      'reconnect',
      `LinkedIn no longer accepts this account's sign-in (${words}); connect the account again.`,
      { code },
    );
  if (status === 429) {
    const retryAfter =
      parseRetryAfter(answer.headers.get('retry-after'), now) ??
      (/\bDAY\b/.test(body.message ?? '') ? nextMidnightUtc(now) : undefined);
    return new NetworkError('transient', `LinkedIn asked to slow down ${what} (${words}).`, {
      code,
      retryAfterMs: retryAfter,
    });
  }
  if (status === 408 || status >= 500)
    return new NetworkError('transient', `LinkedIn could not answer ${what} (${words}).`, { code });
  if (status === 426)
    return new NetworkError(
      'permanent',
      `LinkedIn no longer serves the API version this server speaks (${words}); update the app.`,
      { code },
    );
  if (duplicateOf(answer) !== null)
    return new NetworkError(
      'permanent',
      'LinkedIn already has a post with exactly these words and files on this account; change the text to post it again.',
      { code: 'duplicate_post' },
    );
  if (status === 403)
    return new NetworkError(
      'permanent',
      `LinkedIn refused ${what}: ${words}. The member who connected it may have lost the right to post there (for a page, its admin role): connect it again.`,
      { code },
    );
  return new NetworkError('permanent', `LinkedIn refused ${what}: ${words}`, { code });
}

/** No answer at all: the egress guard refused, or the call failed on the way. */
export function linkedInUnreachable(caught: unknown, what: string): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `LinkedIn's address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach LinkedIn for ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  return new NetworkError(
    'transient',
    `LinkedIn failed ${what}: ${(caught as Error)?.message ?? String(caught)}`,
    { code: 'unknown', cause: caught },
  );
}
