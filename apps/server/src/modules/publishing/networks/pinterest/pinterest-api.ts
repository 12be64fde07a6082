import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ChannelAccess, NetworkError } from '../network.js';

/**
 * Calls to Pinterest's API v5 (`https://api.pinterest.com/v5`) with plain requests through the
 * egress guard. Pinterest keeps no Node SDK of its own (providers/publishing.md §12: `fetch`),
 * and the few routes used here are JSON, so none is needed. Every refusal, the token endpoint's
 * too, answers `{code, message}` (the OpenAPI's `Error`).
 */

/** The credential names kept (sealed) with a Pinterest channel. */
export const PINTEREST_ACCESS_TOKEN = 'accessToken';
export const PINTEREST_REFRESH_TOKEN = 'refreshToken';

/** Pinterest's own addresses; PINTEREST_AUTH_URL and PINTEREST_API_URL point elsewhere in tests. */
export const PINTEREST_AUTHORIZE_URL = 'https://www.pinterest.com/oauth/';
export const PINTEREST_API_URL = 'https://api.pinterest.com';
/** Where the account's Pins live. */
export const PINTEREST_HOST = 'https://www.pinterest.com';

export interface PinterestApi {
  fetch: GuardedFetch;
  /** `https://api.pinterest.com` unless PINTEREST_API_URL says otherwise (tests: the stand-in). */
  apiUrl: string;
  /** Time for one call but a video's upload. */
  timeoutMs: number;
}

/** Pinterest said no: the status, its `code` and its words. */
export class PinterestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly code: number | undefined,
    readonly said: string,
  ) {
    super(said || `HTTP ${status}`);
    this.name = 'PinterestHttpError';
  }
}

export interface PinterestRequest {
  method: 'GET' | 'POST';
  /** From the API's root, e.g. `/v5/pins`. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** `Bearer …`, or the app's `Basic …` at the token endpoint. */
  authorization: string;
}

/** One call: the answer's JSON when Pinterest says yes (2xx); a PinterestHttpError when it says no. */
export async function pinterestRequest<T>(api: PinterestApi, request: PinterestRequest): Promise<T> {
  const url = new URL(`${api.apiUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: request.authorization,
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
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
  const text = answer.text();
  let parsed: unknown = {};
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    // A proxy's page rather than Pinterest's JSON: kept as words.
    parsed = { message: text.slice(0, 200) };
  }
  if (answer.status < 200 || answer.status >= 300) {
    const error = (parsed ?? {}) as { code?: unknown; message?: unknown };
    throw new PinterestHttpError(
      answer.status,
      answer.headers,
      typeof error.code === 'number' ? error.code : undefined,
      typeof error.message === 'string' ? error.message : '',
    );
  }
  return parsed as T;
}

/**
 * The calls of one attempt as the account. An access token Pinterest ends before its time
 * (answered 401) is renewed once through the engine, which keeps the renewed refresh token
 * (`ChannelAccess.renew`), and the call is made again; a second 401 is the caller's "reconnect".
 */
export function pinterestSession(api: PinterestApi, channel: ChannelAccess) {
  let current = channel;
  let renewed = false;
  const bearer = () => {
    const token = current.credentials[PINTEREST_ACCESS_TOKEN];
    if (!token)
      throw new NetworkError('reconnect', 'The Pinterest account has no access token; reconnect it.', {
        code: 'no_token',
      });
    return `Bearer ${token}`;
  };
  return {
    async call<T>(request: Omit<PinterestRequest, 'authorization'>): Promise<T> {
      try {
        return await pinterestRequest<T>(api, { ...request, authorization: bearer() });
      } catch (caught) {
        const expired = caught instanceof PinterestHttpError && caught.status === 401;
        if (!expired || renewed || !current.renew) throw caught;
        renewed = true;
        current = await current.renew();
        return pinterestRequest<T>(api, { ...request, authorization: bearer() });
      }
    },
  };
}
export type PinterestSession = ReturnType<typeof pinterestSession>;
