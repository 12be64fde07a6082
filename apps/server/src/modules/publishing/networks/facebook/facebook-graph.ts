import type { EgressResponse, GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { facebookFailure, facebookUnreachable } from './facebook-errors.js';

/**
 * The Graph API version every call names. Meta keeps a version about two years; move it forward
 * before v25.0 is retired (as Instagram's `INSTAGRAM_GRAPH_VERSION`).
 */
export const FACEBOOK_GRAPH_VERSION = 'v25.0';
/** Facebook Login's approval page and the Graph API, unless configured (a stand-in in tests). */
export const FACEBOOK_AUTH_URL = 'https://www.facebook.com';
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

export interface FacebookUrls {
  /** The host of the approval page (`{authUrl}/{version}/dialog/oauth`). */
  authUrl: string;
  /** The Graph API host (`{graphUrl}/{version}/…`). */
  graphUrl: string;
  version: string;
}

export type GraphParams = Record<string, string | number | boolean | undefined>;

/**
 * One Graph API call through the egress guard, with plain `fetch`: Meta has no Node SDK for
 * Pages publishing in use (providers/publishing.md §12), and the business SDK would go around the
 * guard. The token rides in the query as Meta documents; every other parameter in the query
 * (GET) or a form body (POST). A refused call throws the engine's `NetworkError`.
 */
export function createGraph(fetch: GuardedFetch, urls: FacebookUrls) {
  return async function graph(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    params: GraphParams,
    what: string,
  ): Promise<Record<string, unknown>> {
    const url = new URL(`${urls.graphUrl}/${urls.version}${path}`);
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) (method === 'GET' ? url.searchParams : form).set(key, String(value));
    if (token) url.searchParams.set('access_token', token);
    let answer: EgressResponse;
    try {
      answer = await fetch(
        url,
        method === 'GET'
          ? { method }
          : {
              method,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: form.toString(),
            },
        { timeoutMs: 60_000 },
      );
    } catch (caught) {
      throw facebookUnreachable(caught, what);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text());
    } catch {
      body = null;
    }
    if (answer.status !== 200 || !body || typeof body !== 'object' || 'error' in body)
      throw facebookFailure(answer.status, body, answer.headers, what);
    return body as Record<string, unknown>;
  };
}
export type Graph = ReturnType<typeof createGraph>;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Meta's timestamps (`2026-03-02T10:00:00+0000`) in milliseconds; NaN when unreadable. */
export const graphTime = (value: unknown): number =>
  Date.parse(String(value ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
