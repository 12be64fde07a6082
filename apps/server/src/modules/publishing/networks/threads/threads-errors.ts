import { EgressError, EgressRefusedError } from '../../../../platform/http/egress-errors.js';
import { NetworkError } from '../network.js';

/** Meta gives no Retry-After: its usage windows are an hour; try again well within one. */
export const THREADS_THROTTLE_WAIT_MS = 15 * 60_000;
/** Graph codes that mean "slow down" (Meta's rate limiting, as for Instagram). */
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
/** The 250 posts in 24 hours are used up: they free up as the oldest ones leave the window. */
const PUBLISHING_LIMIT = 2207042;

/** What a refusal's subcode means to the person, and what to do (providers/publishing.md §3). */
const SUBCODE_WORDS: Record<number, string> = {
  [PUBLISHING_LIMIT]:
    'The account reached Threads’ limit of 250 posts in 24 hours. It goes out once the limit frees up.',
  2207051:
    'Threads blocked this post: it looks like spam or may break Threads’ community rules. Change it, or post it from the Threads app.',
  4279013:
    'Threads has blocked this account from publishing for now. Open the Threads app to see why; post again once the block is lifted.',
};

/**
 * A container's `error_message` after Threads fetched its file (the troubleshooting guide's
 * list), said as the person should hear it, with what to do.
 */
const CONTAINER_WORDS: Record<string, string> = {
  FAILED_DOWNLOADING_VIDEO: 'Threads could not fetch the video from this server.',
  FAILED_PROCESSING_AUDIO:
    'Threads could not process the video’s sound. Export it again as MP4 with AAC audio.',
  FAILED_PROCESSING_VIDEO:
    'Threads could not process the video. Export it again as MP4 (H.264 with AAC audio).',
  INVALID_ASPEC_RATIO:
    'Threads does not take this video’s shape. Crop it to a usual one (e.g. 9:16 or 16:9).',
  INVALID_ASPECT_RATIO:
    'Threads does not take this video’s shape. Crop it to a usual one (e.g. 9:16 or 16:9).',
  INVALID_BIT_RATE: 'Threads does not take this video’s bit rate. Export it again at a lower quality.',
  INVALID_DURATION: 'Threads takes videos up to 5 minutes. Trim it.',
  INVALID_FRAME_RATE: 'Threads takes videos at 23 to 60 frames a second. Export it again at 30.',
  INVALID_AUDIO_CHANNELS: 'Threads takes a video’s sound in mono or stereo. Export it again in stereo.',
  INVALID_AUDIO_CHANNEL_LAYOUT: 'Threads takes a video’s sound in mono or stereo. Export it again in stereo.',
};

interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
}

/** The Graph error envelope `{error:{message, type, code, error_subcode}}` of an answer. */
function graphErrorOf(body: unknown): GraphErrorBody {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (error && typeof error === 'object') return error as GraphErrorBody;
  }
  return {};
}

/**
 * A refused Graph call as the engine acts on it. `what` says the call: "publishing the post";
 * `permission`, the one the call needs beyond publishing (`threads_manage_insights`), named
 * when Threads refuses for the lack of it.
 */
export function threadsFailure(
  status: number,
  body: unknown,
  what: string,
  permission?: string,
): NetworkError {
  const error = graphErrorOf(body);
  const code = error.code ?? null;
  const subcode = error.error_subcode ?? null;
  const said = error.error_user_msg || error.message || `HTTP ${status}`;
  const tag = `meta_${code ?? status}${subcode ? `_${subcode}` : ''}`;
  if (code === 190 || code === 102 || status === 401)
    return new NetworkError(
      'reconnect',
      `Threads no longer accepts this account’s sign-in (${said}). Reconnect it.`,
      { code: tag },
    );
  if (permission && (code === 10 || (code !== null && code >= 200 && code < 300)))
    return new NetworkError(
      'reconnect',
      `Threads refused ${what}: the account has not granted ${permission} (${said}). Reconnect the account to grant it.`,
      { code: tag },
    );
  if (code === 10 || (code !== null && code >= 200 && code < 300))
    return new NetworkError(
      'reconnect',
      `Threads refused ${what}: the app lacks a permission (${said}). Reconnect the account and allow publishing.`,
      { code: tag },
    );
  if (subcode === PUBLISHING_LIMIT)
    return new NetworkError('transient', SUBCODE_WORDS[subcode] as string, {
      code: tag,
      retryAfterMs: 60 * 60_000,
    });
  const words = subcode !== null ? SUBCODE_WORDS[subcode] : undefined;
  if (words) return new NetworkError('permanent', `${words} (Threads: ${said})`, { code: tag });
  if (
    (code !== null && THROTTLE_CODES.has(code)) ||
    (code !== null && code >= 80000 && code <= 80014) ||
    status === 429
  )
    return new NetworkError('transient', `Threads asked to slow down ${what} (${said}).`, {
      code: tag,
      retryAfterMs: THREADS_THROTTLE_WAIT_MS,
    });
  // 24: the container is not ready to publish yet, though it said so (Meta's propagation delay).
  if (code === 24)
    return new NetworkError('transient', `Threads was not ready for ${what} yet.`, {
      code: tag,
      retryAfterMs: 30_000,
    });
  if (code === 1 || code === 2 || status >= 500)
    return new NetworkError('transient', `Threads could not answer ${what} (${said}).`, { code: tag });
  return new NetworkError('permanent', `Threads refused ${what}: ${said}`, { code: tag });
}

/** A call that never got an answer. */
export function threadsUnreachable(caught: unknown, what: string): NetworkError {
  if (caught instanceof NetworkError) return caught;
  if (caught instanceof EgressRefusedError)
    return new NetworkError('permanent', `Threads’ address is ${caught.message}.`, {
      code: 'egress_refused',
      cause: caught,
    });
  const reason =
    caught instanceof EgressError ? caught.message : ((caught as Error)?.message ?? String(caught));
  return new NetworkError('transient', `Could not reach Threads ${what}: ${reason}.`, {
    code: caught instanceof EgressError ? `egress_${caught.code}` : 'network',
    cause: caught,
  });
}

/**
 * A container that ended `ERROR` or `EXPIRED`, as the engine acts on it: an expired one, or a
 * file Threads could not fetch this time, is made again on the next attempt (`remake`); the
 * file's own faults stop with words that say what to change.
 */
export function containerFailure(state: string, errorMessage: string | undefined): NetworkError {
  if (state === 'EXPIRED')
    return new NetworkError(
      'transient',
      'Threads let the prepared post expire (after 24 hours); it is prepared again.',
      { code: 'container_expired' },
    );
  const reason = errorMessage ?? 'UNKNOWN';
  if (reason === 'FAILED_DOWNLOADING_VIDEO')
    return new NetworkError('transient', CONTAINER_WORDS[reason] as string, {
      code: 'container_failed_downloading',
    });
  const words = CONTAINER_WORDS[reason];
  return new NetworkError(
    'permanent',
    words ?? `Threads could not process the post after the upload (${reason}).`,
    { code: `container_${reason.toLowerCase()}` },
  );
}

/** Whether a failed container is made afresh on the next attempt rather than asked after again. */
export const remakesContainer = (error: unknown) =>
  error instanceof NetworkError &&
  (error.options.code === 'container_expired' || error.options.code === 'container_failed_downloading');
