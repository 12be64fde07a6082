import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { createMetaGraph, type MetaGraph } from '../meta-graph.js';
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

/** One call to the Graph API as the account (meta-graph.ts), refused in this network's words. */
export const createGraph = (fetch: GuardedFetch, urls: InstagramUrls) =>
  createMetaGraph(
    fetch,
    urls,
    {
      failure: (status, body, headers, what, permission) =>
        instagramFailure(status, body, what, { headers, permission }),
      unreachable: instagramUnreachable,
    },
    30_000,
  );
export type Graph = MetaGraph;
export { type GraphParams, graphTime, text } from '../meta-graph.js';
