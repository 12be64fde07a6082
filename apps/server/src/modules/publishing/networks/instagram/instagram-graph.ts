import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { instagramFailure, instagramUnreachable } from './instagram-errors.js';

/** Where Instagram Login and its Graph API answer; Meta's own unless configured (the stand-in in tests). */
export interface InstagramUrls {
  /** The approval page (`https://www.instagram.com/oauth/authorize`). */
  authUrl: string;
  /** The code exchange (`https://api.instagram.com`). */
  apiUrl: string;
  /** The Graph API (`https://graph.instagram.com`). */
  graphUrl: string;
  /** `v25.0`. */
  version: string;
}

export type GraphParams = Record<string, string | number | boolean | undefined>;

/**
 * One call to Instagram's Graph API as the account, through the egress guard: the token rides
 * in the query as Meta documents, every other parameter in the query (GET) or a form body
 * (POST). A refused call throws the engine's `NetworkError` (instagram-errors.ts).
 */
export function createGraph(fetch: GuardedFetch, urls: InstagramUrls) {
  return async function graph(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    params: GraphParams,
    what: string,
    options: { versioned?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    const url = new URL(
      options.versioned === false ? `${urls.graphUrl}${path}` : `${urls.graphUrl}/${urls.version}${path}`,
    );
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) (method === 'GET' ? url.searchParams : form).set(key, String(value));
    url.searchParams.set('access_token', token);
    let answer: Awaited<ReturnType<GuardedFetch>>;
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
        { timeoutMs: 30_000 },
      );
    } catch (caught) {
      throw instagramUnreachable(caught, what);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text());
    } catch {
      body = null;
    }
    if (answer.status !== 200 || !body || typeof body !== 'object')
      throw instagramFailure(answer.status, body, what);
    return body as Record<string, unknown>;
  };
}
export type Graph = ReturnType<typeof createGraph>;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
