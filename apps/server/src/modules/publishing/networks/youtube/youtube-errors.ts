import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';

/**
 * A failed YouTube call as the engine acts on it (providers/publishing.md §7, social.md §2).
 * Google answers `{error: {code, message, errors: [{reason, domain, message}]}}`; its OAuth
 * endpoint `{error, error_description}`.
 *
 * - `quotaExceeded` (the project's 10,000 daily units) and `uploadLimitExceeded` (the channel's
 *   own uploads for the day) → `transient`, after midnight Pacific time, when both start again.
 * - `youtubeSignupRequired` (the Google account has no channel), `forbidden`, `invalidTitle`,
 *   `invalidDescription`, `invalidTags`, `invalidCategoryId`, `invalidPublishAt` and any other
 *   4xx → `permanent`, in words that say what to do.
 * - 401 → `reconnect` (the session has already renewed the token once: youtube-api.ts).
 * - 429, 408, 5xx and no answer → `transient` (an upload cut off resumes from its progress).
 */

interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[] } | string;
  error_description?: string;
}

const body = (answer: EgressResponse): GoogleErrorBody => {
  try {
    return (JSON.parse(answer.text()) ?? {}) as GoogleErrorBody;
  } catch {
    return {};
  }
};

/** Google's reason (`quotaExceeded`, `invalidTitle`…), or OAuth's `error` (`invalid_grant`). */
export function googleReason(answer: EgressResponse): string | null {
  const { error } = body(answer);
  if (typeof error === 'string') return error;
  return error?.errors?.[0]?.reason ?? null;
}

/** What Google said, in its words. */
export function googleSaid(answer: EgressResponse): string {
  const { error, error_description } = body(answer);
  if (typeof error === 'string') return error_description ? `${error_description} (${error})` : error;
  const message = error?.message ?? error?.errors?.[0]?.message;
  const reason = error?.errors?.[0]?.reason;
  if (message && reason) return `${message} (${reason})`;
  return message ?? reason ?? `HTTP ${answer.status}`;
}

/**
 * Milliseconds until the next midnight in Pacific time, when YouTube's daily quotas start again
 * (read through the time zone, so summer time is right).
 */
export function untilMidnightPacific(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return 24 * 3_600_000 - elapsed;
}

/** Plain words for the reasons a person can act on. */
const PERMANENT_WORDS: Record<string, string> = {
  youtubeSignupRequired:
    'The Google account has no YouTube channel. Create one at youtube.com, then connect the channel again.',
  forbidden:
    'YouTube does not let this account upload here. Check in YouTube Studio that the channel may upload, or connect it again with upload permission.',
  invalidTitle: 'YouTube refused the title. Keep it to 100 characters, without < or >.',
  invalidDescription: 'YouTube refused the description. Keep it to 5,000 bytes, without < or >.',
  invalidTags: 'YouTube refused the tags. Keep them to 500 characters in all.',
  invalidCategoryId: 'YouTube does not know the category chosen. Choose another.',
  invalidPublishAt: 'YouTube refused the publishing time.',
};

/** A non-2xx answer from YouTube, for `what` ("the upload of spring.mp4"). */
export function youtubeFailure(answer: EgressResponse, what: string, now: Date): NetworkError {
  const { status } = answer;
  const reason = googleReason(answer);
  const words = googleSaid(answer);
  const code = reason ?? `http_${status}`;
  if (reason === 'quotaExceeded' || reason === 'uploadLimitExceeded') {
    const wait = untilMidnightPacific(now);
    const whose =
      reason === 'quotaExceeded'
        ? "this server's daily YouTube quota (about six uploads a day for its Google project)"
        : "the channel's uploads for today";
    return new NetworkError(
      'transient',
      `YouTube says ${whose} ${reason === 'quotaExceeded' ? 'is' : 'are'} used up; it starts again at midnight Pacific time, in about ${Math.ceil(wait / 3_600_000)} hours. It will be tried then.`,
      { code, retryAfterMs: wait },
    );
  }
  const plain = reason ? PERMANENT_WORDS[reason] : undefined;
  if (plain) return new NetworkError('permanent', `${plain} (YouTube answered: ${words})`, { code });
  if (status === 401)
    return new NetworkError(
      'reconnect',
      `YouTube no longer accepts this channel's sign-in (${words}); connect the channel again.`,
      { code },
    );
  if (status === 429 || status === 408 || status >= 500)
    return new NetworkError('transient', `YouTube could not take ${what} just now (${words}).`, {
      code,
      retryAfterMs: parseRetryAfter(answer.headers.get('retry-after'), now),
    });
  return new NetworkError('permanent', `YouTube refused ${what}: ${words}`, { code });
}

/** No answer at all: the egress guard refused, or the call failed on the way. */
export function youtubeUnreachable(caught: unknown, what: string): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `YouTube's address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach YouTube for ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  return new NetworkError(
    'transient',
    `YouTube failed ${what}: ${(caught as Error)?.message ?? String(caught)}`,
    {
      code: 'unknown',
      cause: caught,
    },
  );
}
