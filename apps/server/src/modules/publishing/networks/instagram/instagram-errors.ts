import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { usageOf } from '../../../../platform/http/meta-usage.js';
import { NetworkError } from '../network.js';

/** Meta gives no Retry-After: its usage windows are an hour; try again well within one. */
export const META_THROTTLE_WAIT_MS = 15 * 60_000;
/** Graph codes that mean "slow down" (providers/publishing.md §1, social.md §1). */
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
/** Subcodes worth another try: Instagram could not fetch the file this time. */
const FETCH_FAILED = new Set([2207003, 2207052, 2207077]);

/** What a subcode means to the person, and what to do (providers/publishing.md §1). */
const SUBCODE_WORDS: Record<number, string> = {
  2207042: 'The account reached Instagram’s limit of posts in 24 hours. It goes out once the limit frees up.',
  2207001: 'Instagram took this post for spam and refused it.',
  2207004: 'The file is larger than Instagram takes.',
  2207005: 'Instagram does not take this file’s format.',
  2207026: 'Instagram does not take this video’s format (MP4 or MOV, H.264 with AAC audio).',
  2207009: 'Instagram does not take this file’s shape (feed images from 4:5 to 1.91:1).',
  36003: 'Instagram does not take this file’s shape (feed images from 4:5 to 1.91:1).',
  2207010: 'Instagram refused the caption (too long, or too many hashtags or mentions).',
  2207050: 'The Instagram account is restricted and cannot publish now.',
  2207051: 'Instagram blocked this post as it may break its rules.',
  2207003: 'Instagram could not fetch the file from this server.',
  2207052: 'Instagram could not fetch the file from this server.',
  2207077: 'Instagram could not fetch the file from this server.',
};

interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
}

/** The Graph error envelope `{error:{message, type, code, error_subcode}}` of an answer. */
export function graphErrorOf(body: unknown): GraphErrorBody {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') return error as GraphErrorBody;
  }
  return {};
}

/**
 * A refused Graph call as the engine acts on it. `headers`: Meta's usage headers, for the wait
 * an account's throttling names; `permission`: the one the call needs beyond publishing
 * (`instagram_business_manage_insights`), named when Instagram refuses for the lack of it.
 */
export function instagramFailure(
  status: number,
  body: unknown,
  what: string,
  options: { headers?: Headers; permission?: string } = {},
): NetworkError {
  const error = graphErrorOf(body);
  const code = error.code ?? null;
  const subcode = error.error_subcode ?? null;
  const said = error.error_user_msg || error.message || `HTTP ${status}`;
  const tag = `meta_${code ?? status}${subcode ? `_${subcode}` : ''}`;
  if (code === 190 || code === 102 || status === 401)
    return new NetworkError(
      'reconnect',
      `Instagram no longer accepts this account’s sign-in (${said}). Reconnect it.`,
      { code: tag },
    );
  if (options.permission && (code === 10 || (code !== null && code >= 200 && code < 300)))
    return new NetworkError(
      'reconnect',
      `Instagram refused ${what}: the account has not granted ${options.permission} (${said}). Reconnect the account to grant it.`,
      { code: tag },
    );
  if (code === 10 || code === 200 || (code !== null && code >= 200 && code < 300))
    return new NetworkError(
      'reconnect',
      `Instagram refused ${what}: the app lacks a permission (${said}). Reconnect the account and allow publishing.`,
      { code: tag },
    );
  if (subcode === 2207042)
    return new NetworkError('transient', SUBCODE_WORDS[subcode] as string, {
      code: tag,
      retryAfterMs: 60 * 60_000,
    });
  if (
    (code !== null && THROTTLE_CODES.has(code)) ||
    (code !== null && code >= 80000 && code <= 80014) ||
    status === 429
  )
    return new NetworkError('transient', `Instagram asked to slow down ${what} (${said}).`, {
      code: tag,
      // An account's limit names its wait (`X-Business-Use-Case-Usage`); the app's does not.
      retryAfterMs: (options.headers && usageOf(options.headers).regainMs) || META_THROTTLE_WAIT_MS,
    });
  if (subcode !== null && FETCH_FAILED.has(subcode))
    return new NetworkError('transient', SUBCODE_WORDS[subcode] as string, { code: tag });
  if (code === 1 || code === 2 || status >= 500)
    return new NetworkError('transient', `Instagram could not answer ${what} (${said}).`, { code: tag });
  const words = subcode !== null ? SUBCODE_WORDS[subcode] : undefined;
  return new NetworkError(
    'permanent',
    words ? `${words} (Instagram: ${said})` : `Instagram refused ${what}: ${said}`,
    {
      code: tag,
    },
  );
}

/** A call that never got an answer. */
export function instagramUnreachable(caught: unknown, what: string): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `Instagram’s address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  const reason =
    caught instanceof EgressError ? caught.message : ((caught as Error)?.message ?? String(caught));
  return new NetworkError('transient', `Could not reach Instagram ${what}: ${reason}.`, {
    code: caught instanceof EgressError ? `egress_${caught.code}` : 'network',
    cause: caught,
  });
}

/** A container's `status` (e.g. `Error: … (2207026)`) said as the person should hear it. */
export function containerFailure(statusCode: string, status: string | undefined): NetworkError {
  const subcode = Number(/(\d{4,})/.exec(status ?? '')?.[1] ?? Number.NaN);
  if (statusCode === 'EXPIRED')
    return new NetworkError(
      'transient',
      'Instagram let the prepared post expire (after 24 hours); it is prepared again.',
      {
        code: 'container_expired',
      },
    );
  if (FETCH_FAILED.has(subcode))
    return new NetworkError('transient', SUBCODE_WORDS[subcode] as string, { code: `container_${subcode}` });
  const words = SUBCODE_WORDS[subcode];
  return new NetworkError(
    'permanent',
    `Instagram could not process the post after the upload: ${words ?? status ?? 'no reason given'}.`,
    { code: Number.isNaN(subcode) ? 'container_error' : `container_${subcode}` },
  );
}
