import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { type ChannelAccess, NetworkError } from '../network.js';

/**
 * Calls to X's API v2 with plain requests through the egress guard. The sheet's client,
 * twitter-api-v2, is not installed here, and it sends with Node's `https` itself (no injected
 * fetch: it could only reach a stand-in through a URL-rewriting plugin), so every call would
 * bypass the guard; X's routes are few and JSON, so plain requests it is.
 */

/** The credential names kept (sealed) with an X channel. */
export const X_ACCESS_TOKEN = 'accessToken';
export const X_REFRESH_TOKEN = 'refreshToken';

export interface XApi {
  fetch: GuardedFetch;
  /** `https://api.x.com` unless X_API_URL says otherwise (tests: the stand-in). */
  apiUrl: string;
  /** Time for one call but an upload's (resolving, connecting, the answer). */
  timeoutMs: number;
}

/** X's problem answer (`{title, detail, type}`), its invalid-request `errors`, or OAuth's `{error}`. */
export interface XProblem {
  title?: string;
  detail?: string;
  type?: string;
  errors?: { message?: string }[];
  error?: string;
  error_description?: string;
}

/** X answered with an error status. */
export class XHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly problem: XProblem,
  ) {
    super(saidBy(problem) || `HTTP ${status}`);
    this.name = 'XHttpError';
  }

  /** The problem's kind: the last part of its `type` (`usage-capped`, `client-forbidden`…). */
  get kind(): string {
    return this.problem.type?.split('/').pop() ?? '';
  }
}

/** What X said, in its own words: the first of invalid-request's errors, else detail, else title. */
export function saidBy(problem: XProblem): string {
  const messages = (problem.errors ?? []).map((e) => e.message).filter(Boolean);
  if (messages.length > 0) return messages.join('; ');
  return problem.error_description ?? problem.detail ?? problem.title ?? problem.error ?? '';
}

export interface XRequest {
  method: 'GET' | 'POST';
  /** From the API's root, e.g. `/2/tweets`. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** `Authorization` as it goes: `Bearer …` or the app's `Basic …`. */
  authorization: string;
  timeoutMs?: number;
}

/** One call: the answer's JSON when X says yes; an XHttpError when it says no. */
export async function xRequest<T>(api: XApi, request: XRequest): Promise<T> {
  const url = new URL(`${api.apiUrl.replace(/\/+$/, '')}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const headers: Record<string, string> = {
    authorization: request.authorization,
    accept: 'application/json',
  };
  let body: string | Uint8Array | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.multipart) {
    // Fetch's own encoder writes the parts and their boundary.
    const encoded = new Response(request.multipart);
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    body = new Uint8Array(await encoded.arrayBuffer());
  }
  const answer = await api.fetch(
    url,
    { method: request.method, headers, body },
    { timeoutMs: request.timeoutMs ?? api.timeoutMs },
  );
  const text = answer.text();
  let parsed: unknown = {};
  try {
    parsed = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    // A proxy's HTML page, not X's JSON: kept as words.
    parsed = { detail: text.slice(0, 200) };
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new XHttpError(answer.status, answer.headers, (parsed ?? {}) as XProblem);
  return parsed as T;
}

/**
 * The calls of one attempt as the account. X may end an access token before its two hours
 * (answering 401): the credentials are then renewed once through the engine, which keeps the
 * rotated refresh token (`ChannelAccess.renew`), and the call is made again; a second 401, or
 * no way to renew, is the 401 the caller turns into "reconnect".
 */
export function xSession(api: XApi, channel: ChannelAccess) {
  let current = channel;
  let renewed = false;
  const bearer = () => {
    const token = current.credentials[X_ACCESS_TOKEN];
    if (!token)
      throw new NetworkError('reconnect', 'The X account has no access token; reconnect it.', {
        code: 'no_token',
      });
    return `Bearer ${token}`;
  };
  return {
    async call<T>(request: Omit<XRequest, 'authorization'>): Promise<T> {
      try {
        return await xRequest<T>(api, { ...request, authorization: bearer() });
      } catch (caught) {
        if (!(caught instanceof XHttpError) || caught.status !== 401 || renewed || !current.renew)
          throw caught;
        renewed = true;
        current = await current.renew();
        return xRequest<T>(api, { ...request, authorization: bearer() });
      }
    },
  };
}
export type XSession = ReturnType<typeof xSession>;
