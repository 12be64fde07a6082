import type { EgressResponse, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ChannelAccess, NetworkError } from '../network.js';
import { googleReason, youtubeFailure, youtubeUnreachable } from './youtube-errors.js';

/**
 * Google's OAuth endpoints and the YouTube Data API v3 through the egress guard
 * (providers/publishing.md §7, §12). Plain requests rather than `@googleapis/youtube` (not
 * installed here): that client sends through gaxios, not our guard, and uploads with
 * `uploadType=multipart`, one request holding the whole file — no resuming, and a 2 GB video in
 * memory. The resumable protocol is a handful of plain requests (youtube-upload.ts).
 */

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const YOUTUBE_API_URL = 'https://www.googleapis.com/youtube/v3';
export const YOUTUBE_UPLOAD_URL = 'https://www.googleapis.com/upload/youtube/v3';

/** The credential names kept (sealed) with a YouTube channel. */
export const YOUTUBE_ACCESS_TOKEN = 'accessToken';
export const YOUTUBE_REFRESH_TOKEN = 'refreshToken';

export interface YoutubeApi {
  fetch: GuardedFetch;
  authorizeUrl: string;
  tokenUrl: string;
  /** `…/youtube/v3`: channels, videos. */
  apiUrl: string;
  /** `…/upload/youtube/v3`: where a resumable upload starts. */
  uploadUrl: string;
  now: () => Date;
  /** Time for one call but a piece of an upload. */
  timeoutMs: number;
}

export interface YoutubeCall {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  bytes?: Uint8Array;
  headers?: Record<string, string>;
  /** Sent as a bearer token when given. */
  token?: string;
  /** Named in the failure's words: "the upload of spring.mp4". */
  what: string;
  timeoutMs?: number;
}

/** The answer, whatever its status; a NetworkError only when there was none. */
export async function youtubeSend(api: YoutubeApi, url: string, call: YoutubeCall): Promise<EgressResponse> {
  const target = new URL(url);
  for (const [name, value] of Object.entries(call.query ?? {})) target.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let body: string | Uint8Array | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.bytes) body = call.bytes;
  try {
    return await api.fetch(
      target,
      { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
      { timeoutMs: call.timeoutMs ?? api.timeoutMs },
    );
  } catch (caught) {
    throw youtubeUnreachable(caught, call.what);
  }
}

/** An answer's JSON object; empty for anything else. */
export function answerJson(answer: EgressResponse): Record<string, unknown> {
  try {
    const body = JSON.parse(answer.text()) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The calls of one attempt as the channel. Google may end an access token before its hour
 * (401): the credentials are renewed once through the engine (`ChannelAccess.renew`) and the
 * call made again; a second 401 is the caller's "reconnect". A 401 `youtubeSignupRequired` is
 * no token matter (the account has no channel) and is not renewed for.
 */
export function youtubeSession(api: YoutubeApi, channel: ChannelAccess) {
  let current = channel;
  let renewed = false;
  const token = () => {
    const value = current.credentials[YOUTUBE_ACCESS_TOKEN];
    if (!value)
      throw new NetworkError('reconnect', 'The YouTube channel has no access token; connect it again.', {
        code: 'no_token',
      });
    return value;
  };
  async function send(url: string, call: YoutubeCall): Promise<EgressResponse> {
    const answer = await youtubeSend(api, url, { ...call, token: token() });
    if (
      answer.status !== 401 ||
      renewed ||
      !current.renew ||
      googleReason(answer) === 'youtubeSignupRequired'
    )
      return answer;
    renewed = true;
    current = await current.renew();
    return youtubeSend(api, url, { ...call, token: token() });
  }
  return {
    send,
    /** A `…/youtube/v3` call answered 2xx, read as JSON; else the NetworkError for it. */
    async read<T>(path: string, call: YoutubeCall): Promise<T> {
      const answer = await send(`${api.apiUrl}${path}`, call);
      if (answer.status < 200 || answer.status > 299) throw youtubeFailure(answer, call.what, api.now());
      return answerJson(answer) as T;
    },
  };
}
export type YoutubeSession = ReturnType<typeof youtubeSession>;
