import type { EgressResponse, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { linkedInFailure, linkedInUnreachable } from './linkedin-errors.js';

/**
 * LinkedIn's REST API through the egress guard (providers/publishing.md §4, §12). Plain
 * requests, not `linkedin-api-client`: that client is not installed here, calls through axios
 * with LinkedIn's hosts written in (only an interceptor could aim it at a stand-in), and could
 * not go through the guard's pinned, size- and time-capped requests at all.
 */

/**
 * The Marketing API version every `/rest/` call names (`LinkedIn-Version: YYYYMM`). LinkedIn
 * serves a version for about a year and then sunsets it (calls answer 426): move this forward
 * before May 2027, reading LinkedIn's migration notes for each month skipped.
 */
export const LINKEDIN_VERSION = '202605';

export const LINKEDIN_AUTH_URL = 'https://www.linkedin.com';
export const LINKEDIN_API_URL = 'https://api.linkedin.com';

/** A call: its body is JSON, or form fields, or bytes (an upload). */
export interface LinkedInCall {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  bytes?: Uint8Array;
  /** Sent as a bearer token when given. */
  token?: string;
  /** Named in the failure's words: "the post", "the upload of poster.png". */
  what: string;
  timeoutMs?: number;
}

export interface LinkedInApi {
  apiUrl: string;
  authUrl: string;
  /** The answer, whatever its status; throws a NetworkError only when there was none. */
  send(url: string, call: LinkedInCall): Promise<EgressResponse>;
  /** A `/rest/…` or `/v2/…` call answered 2xx, else the NetworkError for it. */
  call(path: string, call: LinkedInCall): Promise<EgressResponse>;
  /** The same, read as JSON. */
  read<T>(path: string, call: LinkedInCall): Promise<T>;
}

/** A URN in a path (`/rest/videos/urn%3Ali%3Avideo%3A…`). */
export const inPath = (urn: string) => encodeURIComponent(urn);

export function linkedInApi(deps: {
  fetch: GuardedFetch;
  apiUrl?: string;
  authUrl?: string;
  now: () => Date;
  timeoutMs?: number;
}): LinkedInApi {
  const apiUrl = (deps.apiUrl ?? LINKEDIN_API_URL).replace(/\/+$/, '');
  const authUrl = (deps.authUrl ?? LINKEDIN_AUTH_URL).replace(/\/+$/, '');

  async function send(url: string, call: LinkedInCall): Promise<EgressResponse> {
    const target = new URL(url);
    for (const [name, value] of Object.entries(call.query ?? {})) target.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (target.pathname.startsWith('/rest/')) {
      headers['linkedin-version'] = LINKEDIN_VERSION;
      headers['x-restli-protocol-version'] = '2.0.0';
    }
    let body: string | Uint8Array | undefined;
    if (call.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.json);
    } else if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(call.form).toString();
    } else if (call.bytes) {
      headers['content-type'] = 'application/octet-stream';
      body = call.bytes;
    }
    try {
      return await deps.fetch(
        target,
        { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
        { timeoutMs: call.timeoutMs ?? deps.timeoutMs ?? 30_000 },
      );
    } catch (caught) {
      throw linkedInUnreachable(caught, call.what);
    }
  }

  async function call(path: string, request: LinkedInCall): Promise<EgressResponse> {
    const answer = await send(`${apiUrl}${path}`, request);
    if (answer.status < 200 || answer.status > 299) throw linkedInFailure(answer, request.what, deps.now());
    return answer;
  }

  return {
    apiUrl,
    authUrl,
    send,
    call,
    async read<T>(path: string, request: LinkedInCall): Promise<T> {
      const answer = await call(path, request);
      try {
        return JSON.parse(answer.text()) as T;
      } catch (caught) {
        throw linkedInUnreachable(
          new Error('LinkedIn answered something that is not JSON', { cause: caught }),
          request.what,
        );
      }
    },
  };
}
