import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import { NetworkError } from '../network.js';
import { TikTokHttpError } from './tiktok-api.js';

/**
 * A failed TikTok call as the engine acts on it (providers/publishing.md §6). TikTok's error
 * codes say what happened (its HTTP statuses are not documented reliably, so the code decides):
 *
 * - `access_token_invalid`, `scope_not_authorized` (or any 401) → `reconnect`.
 * - `rate_limit_exceeded` (or 429) → `transient`; TikTok's windows are a minute long (6 posts,
 *   30 status reads a minute per token), so a minute unless it says `Retry-After`.
 * - `spam_risk_*`, `privacy_level_option_mismatch`, `unaudited_client_…`, `url_ownership_…`,
 *   `reached_active_user_cap`, `*_check_failed` and any other refusal → `permanent`, in words.
 * - 5xx, `internal_error` and no answer at all → `transient`.
 */

/** TikTok's minute-long windows: try again after one unless it says otherwise. */
export const TIKTOK_RATE_WAIT_MS = 60_000;

/** Plain words for TikTok's codes, and what to do. */
const WORDS: Record<string, string> = {
  spam_risk_too_many_posts:
    'The TikTok account has reached TikTok’s limit of posts from apps for now. Post it later, or from the TikTok app.',
  spam_risk_user_banned_from_posting: 'TikTok has barred this account from posting for now.',
  spam_risk_too_many_pending_share:
    'The TikTok account has too many drafts waiting in its inbox (TikTok allows 5 a day): finish or delete some in the TikTok app.',
  privacy_level_option_mismatch:
    'TikTok refused who can see this post: the account no longer offers that choice. Choose again from the account’s current options.',
  unaudited_client_can_only_post_to_private_accounts:
    'This TikTok app has not passed TikTok’s audit yet, so it can only post privately (“Only me”), to a private account. Make the TikTok account private in the TikTok app, or have the app audited (README, “TikTok”).',
  reached_active_user_cap:
    'This TikTok app has not passed TikTok’s audit yet, and TikTok lets it post for only 5 accounts a day. Try again tomorrow, or have the app audited.',
  url_ownership_unverified:
    'TikTok fetches photos only from an address the TikTok app has verified: verify this server’s domain (PUBLIC_URL) under the app’s URL properties in TikTok’s developer portal.',
  file_format_check_failed:
    'TikTok could not read the file’s format. Export the video as MP4 (H.264) and try again.',
  duration_check_failed: 'TikTok refused the video’s length for this account. Trim it.',
  frame_rate_check_failed: 'TikTok refused the video’s frame rate (it takes 23 to 60 frames a second).',
  picture_size_check_failed: 'TikTok refused the size of the picture (it takes 360 to 4096 pixels a side).',
  video_pull_failed: 'TikTok could not fetch the video from this server.',
  photo_pull_failed:
    'TikTok could not fetch the photos from this server (PUBLIC_URL must be reachable from the internet).',
  publish_cancelled: 'The post was cancelled on TikTok.',
  auth_removed: 'The account took this app’s access away on TikTok; reconnect it.',
};

/** TikTok's words for a code, else its own message, else the code. */
export function tiktokWords(code: string, said = ''): string {
  const words = WORDS[code];
  if (words) return said && !words.includes(said) ? `${words} (TikTok: ${said})` : words;
  if (code.endsWith('_check_failed'))
    return `TikTok’s check of the post failed (${code.replace(/_/g, ' ')})${said ? `: ${said}` : ''}.`;
  if (code.startsWith('spam_risk'))
    return `TikTok took this post for spam and refused it${said ? ` (${said})` : ''}.`;
  return said || code;
}

export function tiktokError(caught: unknown, what: string, now: Date = new Date()): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof TikTokHttpError) {
    const code = caught.code;
    const options = { code, cause: caught };
    if (code === 'scope_not_authorized')
      return new NetworkError(
        'reconnect',
        `TikTok says the account did not allow this app to post (${caught.said || code}). Reconnect it and allow posting.`,
        options,
      );
    if (code === 'access_token_invalid' || caught.status === 401)
      return new NetworkError(
        'reconnect',
        `TikTok no longer accepts this account’s connection (${caught.said || code}); reconnect the account.`,
        options,
      );
    if (code === 'rate_limit_exceeded' || caught.status === 429)
      return new NetworkError('transient', `TikTok asks us to slow down ${what}.`, {
        ...options,
        retryAfterMs: parseRetryAfter(caught.headers.get('retry-after'), now) ?? TIKTOK_RATE_WAIT_MS,
      });
    if (code === 'internal_error' || caught.status >= 500 || caught.status === 408)
      return new NetworkError(
        'transient',
        `TikTok could not answer ${what} (${caught.said || code}).`,
        options,
      );
    if (code === 'auth_removed') return new NetworkError('reconnect', tiktokWords(code), options);
    if (WORDS[code] || code.startsWith('spam_risk') || code.endsWith('_check_failed'))
      return new NetworkError('permanent', tiktokWords(code, caught.said), options);
    return new NetworkError('permanent', `TikTok refused ${what}: ${caught.said || code}`, options);
  }
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `TikTok’s address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  if (caught instanceof EgressError)
    return new NetworkError('transient', `Could not reach TikTok ${what}: ${caught.message}.`, {
      code: `egress_${caught.code}`,
      cause: caught,
    });
  return new NetworkError(
    'transient',
    `TikTok failed ${what}: ${(caught as Error)?.message ?? String(caught)}`,
    { code: 'unknown', cause: caught },
  );
}
