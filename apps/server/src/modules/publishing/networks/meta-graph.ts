import type { EgressResponse, GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import type { NetworkError } from './network.js';

/**
 * One call to a Meta Graph API (Instagram, Facebook, Threads) through the egress guard, with
 * plain `fetch`: Meta keeps no Node SDK for these (providers/publishing.md §12). The token rides
 * in the query as Meta documents; every other parameter in the query (GET) or a form body
 * (POST). A refused answer — any status but 200, or a body carrying `error` — throws the
 * network's own `NetworkError`, as its errors module words it.
 */
export type GraphParams = Record<string, string | number | boolean | undefined>;

export interface MetaGraphErrors {
  failure(status: number, body: unknown, headers: Headers, what: string): NetworkError;
  unreachable(caught: unknown, what: string): NetworkError;
}

export function createMetaGraph(
  fetch: GuardedFetch,
  urls: { graphUrl: string; version: string },
  errors: MetaGraphErrors,
  timeoutMs: number,
) {
  return async function graph(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    params: GraphParams,
    what: string,
    /** `versioned: false` for the token routes Meta serves outside a version (`/access_token`). */
    options: { versioned?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    const url = new URL(
      options.versioned === false ? `${urls.graphUrl}${path}` : `${urls.graphUrl}/${urls.version}${path}`,
    );
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
        { timeoutMs },
      );
    } catch (caught) {
      throw errors.unreachable(caught, what);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text());
    } catch {
      body = null;
    }
    if (answer.status !== 200 || !body || typeof body !== 'object' || 'error' in body)
      throw errors.failure(answer.status, body, answer.headers, what);
    return body as Record<string, unknown>;
  };
}
export type MetaGraph = ReturnType<typeof createMetaGraph>;

/** A Graph field as text: a non-empty string, or a number (Meta sends ids either way). */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Meta's timestamps (`2026-03-02T10:00:00+0000`) in milliseconds; NaN when unreadable. */
export const graphTime = (value: unknown): number =>
  Date.parse(String(value ?? '').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
