import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { createMetaGraph, type MetaGraph } from '../meta-graph.js';
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

/** One call to the Graph API as the account (meta-graph.ts), refused in this network's words. */
export const createGraph = (fetch: GuardedFetch, urls: ThreadsUrls) =>
  createMetaGraph(
    fetch,
    urls,
    {
      failure: (status, body, _headers, what, permission) => threadsFailure(status, body, what, permission),
      unreachable: threadsUnreachable,
    },
    30_000,
  );
export type Graph = MetaGraph;
export { type GraphParams, graphTime, text } from '../meta-graph.js';
