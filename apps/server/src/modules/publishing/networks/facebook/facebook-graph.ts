import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { createMetaGraph, type MetaGraph } from '../meta-graph.js';
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

/** One call to the Graph API as the account (meta-graph.ts), refused in this network's words. */
export const createGraph = (fetch: GuardedFetch, urls: FacebookUrls) =>
  createMetaGraph(fetch, urls, { failure: facebookFailure, unreachable: facebookUnreachable }, 60_000);
export type Graph = MetaGraph;
export { type GraphParams, graphTime, text } from '../meta-graph.js';
