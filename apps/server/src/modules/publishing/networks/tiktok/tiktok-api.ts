import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ChannelAccess, NetworkError } from '../network.js';

/**
 * Calls to TikTok's Open API v2 (`https://open.tiktokapis.com`) with plain requests through
 * the egress guard. TikTok keeps no Node SDK (providers/publishing.md §12: `fetch`), and its
 * routes are few and JSON, so none is needed.
 *
 * TikTok answers every API call as `{data, error: {code, message, log_id}}`, `code` being
 * `ok` on success; its OAuth endpoint answers `{error, error_description, log_id}` instead.
 */

/** The credential names kept (sealed) with a TikTok channel. */
export const TIKTOK_ACCESS_TOKEN = 'accessToken';
export const TIKTOK_REFRESH_TOKEN = 'refreshToken';

export interface TikTokApi {
  fetch: GuardedFetch;
  /** `https://open.tiktokapis.com` unless TIKTOK_API_URL says otherwise (tests: the stand-in). */
  apiUrl: string;
  /** Time for one call but an upload's chunk. */
  timeoutMs: number;
}

/** TikTok said no: its error code (`access_token_invalid`, `spam_risk_too_many_posts`…) and words. */
export class TikTokHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly code: string,
    readonly said: string,
    readonly logId: string | undefined,
  ) {
    super(said || code || `HTTP ${status}`);
    this.name = 'TikTokHttpError';
  }
}

export interface TikTokRequest {
  method: 'GET' | 'POST';
  /** From the API's root, e.g. `/v2/post/publish/status/fetch/`. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** `Bearer …`; absent for the token endpoint (the app's key and secret ride in the form). */
  authorization?: string;
}

interface Envelope {
  data?: unknown;
  error?: { code?: string; message?: string; log_id?: string } | string;
  error_description?: string;
  log_id?: string;
}

/**
 * A post's public id is an int64 on the wire (`publicaly_available_post_id: [7301…]`), larger
 * than a JavaScript number keeps exactly: read as text before the JSON is parsed.
 */
export function postIdsAsText(json: string): string {
  return json.replace(
    /("publicaly_available_post_id"\s*:\s*\[)([^\]]*)\]/g,
    (_, head: string, ids: string) =>
      `${head}${ids
        .split(',')
        .map((id) => (/^\s*-?\d+\s*$/.test(id) ? `"${id.trim()}"` : id))
        .join(',')}]`,
  );
}

/** One call: the answer's `data` (or, for OAuth, the whole answer) when TikTok says yes. */
export async function tiktokRequest<T>(api: TikTokApi, request: TikTokRequest): Promise<T> {
  const url = new URL(`${api.apiUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.authorization) headers.authorization = request.authorization;
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  const answer = await api.fetch(
    url,
    { method: request.method, headers, body },
    { timeoutMs: api.timeoutMs },
  );
  let parsed: Envelope = {};
  try {
    const text = postIdsAsText(answer.text());
    parsed = text.trim() === '' ? {} : (JSON.parse(text) as Envelope);
  } catch {
    // A proxy's page rather than TikTok's JSON: kept as words.
    parsed = { error: { code: `http_${answer.status}`, message: answer.text().slice(0, 200) } };
  }
  const error = parsed.error;
  if (typeof error === 'string')
    throw new TikTokHttpError(
      answer.status,
      answer.headers,
      error,
      parsed.error_description ?? '',
      parsed.log_id,
    );
  const code = error?.code ?? (answer.status >= 200 && answer.status < 300 ? 'ok' : `http_${answer.status}`);
  if (code !== 'ok' || answer.status < 200 || answer.status >= 300)
    throw new TikTokHttpError(answer.status, answer.headers, code, error?.message ?? '', error?.log_id);
  return (request.authorization ? parsed.data : parsed) as T;
}

/**
 * The calls of one attempt as the account. TikTok may end an access token before its time
 * (`access_token_invalid`): the credentials are then renewed once through the engine, which
 * keeps the rotated refresh token (`ChannelAccess.renew`), and the call is made again.
 */
export function tiktokSession(api: TikTokApi, channel: ChannelAccess) {
  let current = channel;
  let renewed = false;
  const bearer = () => {
    const token = current.credentials[TIKTOK_ACCESS_TOKEN];
    if (!token)
      throw new NetworkError('reconnect', 'The TikTok account has no access token; reconnect it.', {
        code: 'no_token',
      });
    return `Bearer ${token}`;
  };
  return {
    async call<T>(request: Omit<TikTokRequest, 'authorization'>): Promise<T> {
      try {
        return await tiktokRequest<T>(api, { ...request, authorization: bearer() });
      } catch (caught) {
        // A missing scope is not mended by a new token: only the person can grant it.
        const expired =
          caught instanceof TikTokHttpError &&
          caught.code !== 'scope_not_authorized' &&
          (caught.code === 'access_token_invalid' || caught.status === 401);
        if (!expired || renewed || !current.renew) throw caught;
        renewed = true;
        current = await current.renew();
        return tiktokRequest<T>(api, { ...request, authorization: bearer() });
      }
    },
  };
}
export type TikTokSession = ReturnType<typeof tiktokSession>;
