import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { threadsFailure, threadsUnreachable } from './threads-errors.js';

/** Where Threads' approval page and Graph API answer; Meta's own unless configured (the stand-in in tests). */
export interface ThreadsUrls {
  /** The approval page, `https://threads.net/oauth/authorize`. */
  authUrl: string;
  /** The Graph API, `https://graph.threads.net` (the code exchange is there too). */
  graphUrl: string;
  /** `v1.0`. */
  version: string;
}

export const THREADS_AUTH_URL = 'https://threads.net/oauth/authorize';
export const THREADS_GRAPH_URL = 'https://graph.threads.net';
export const THREADS_GRAPH_VERSION = 'v1.0';

export type GraphParams = Record<string, string | number | boolean | undefined>;

/**
 * One call to the Threads Graph API, through the egress guard. Plain `fetch`: Meta publishes no
 * Node client for Threads (providers/publishing.md §12). The token rides in the query as Meta
 * documents; other parameters in the query (GET) or a form body (POST). A refused call throws
 * the engine's `NetworkError` (threads-errors.ts).
 */
export function createGraph(fetch: GuardedFetch, urls: ThreadsUrls) {
  return async function graph(
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
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
    if (token !== null) url.searchParams.set('access_token', token);
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
      throw threadsUnreachable(caught, what);
    }
    let body: unknown = null;
    try {
      body = JSON.parse(answer.text());
    } catch {
      body = null;
    }
    if (answer.status !== 200 || !body || typeof body !== 'object')
      throw threadsFailure(answer.status, body, what);
    return body as Record<string, unknown>;
  };
}
export type Graph = ReturnType<typeof createGraph>;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
