import {
  type PostMetrics,
  RESULTS_USAGE_CEILING_PERCENT,
  readCount,
} from '@expertos/domain/analytics/metrics';
import type { EgressResponse, GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { usageOf } from '../../../platform/http/meta-usage.js';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from './network.js';

/**
 * One call to a Meta Graph API (Instagram, Facebook, Threads) through the egress guard, with
 * plain `fetch`: Meta keeps no Node SDK for these (providers/publishing.md §12). The token rides
 * in the query as Meta documents; every other parameter in the query (GET) or a form body
 * (POST). A refused answer — any status but 200, or a body carrying `error` — throws the
 * network's own `NetworkError`, as its errors module words it.
 */
export type GraphParams = Record<string, string | number | boolean | undefined>;

export interface MetaGraphErrors {
  /**
   * `permission`: the one this call needs beyond publishing (an insights permission), so a
   * refusal for the lack of it can say which to grant when reconnecting.
   */
  failure(status: number, body: unknown, headers: Headers, what: string, permission?: string): NetworkError;
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
    /**
     * `versioned: false` for the token routes Meta serves outside a version (`/access_token`);
     * `permission`: what the call needs beyond publishing, named when Meta refuses it.
     */
    options: { versioned?: boolean; permission?: string; ceiling?: number } = {},
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
      throw errors.failure(answer.status, body, answer.headers, what, options.permission);
    // A read that may wait (results): past `ceiling` percent of Meta's window it stops here,
    // leaving the rest of the window to publishing and imports; asked again once it has passed.
    if (options.ceiling !== undefined) {
      const usage = usageOf(answer.headers);
      if (usage.peak >= options.ceiling)
        throw new NetworkError(
          'transient',
          `Meta's usage for this hour is at ${usage.peak} %: results are read later, leaving the rest to publishing.`,
          { code: 'meta_usage_reserved', retryAfterMs: usage.regainMs ?? META_USAGE_WINDOW_MS },
        );
    }
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

/**
 * Meta's answer for an object that is not there (`code 100`, subcode `33`: "Object with ID …
 * does not exist"), as a network's error mapping tags it (`meta_100_33`, `facebook_100_33`): a
 * post deleted on the network. From Meta's Graph API docs (error handling), not the sheet.
 */
export const isMissingObject = (error: unknown): error is NetworkError =>
  error instanceof NetworkError && /_100_33$/.test(error.options.code ?? '');

/**
 * An insights answer, `{data: [{name, period, values: [{value}] | total_value: {value}}]}`, as
 * each metric's value (a count, or Facebook's `{type: count}` for a `_by_type` metric). A
 * metric the network has not counted yet is not in the answer (Instagram's "empty set"), so
 * it is not in the map: never a 0.
 */
export function insightValues(body: Record<string, unknown>): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const entry of Array.isArray(body.data) ? (body.data as unknown[]) : []) {
    if (!entry || typeof entry !== 'object') continue;
    const metric = entry as { name?: unknown; values?: unknown; total_value?: { value?: unknown } };
    const first = Array.isArray(metric.values)
      ? (metric.values[0] as { value?: unknown } | undefined)
      : undefined;
    const value = first?.value ?? metric.total_value?.value;
    if (typeof metric.name === 'string' && value !== undefined && value !== null)
      values.set(metric.name, value);
  }
  return values;
}

/**
 * An insights edge read (`GET /{id}/insights?metric=…`, or `/{user-id}/threads_insights`) as
 * its metrics' values (`insightValues`), with the permission to name when Meta refuses it.
 */
export async function readInsights(
  graph: MetaGraph,
  path: string,
  token: string,
  metrics: readonly string[],
  what: string,
  permission: string,
): Promise<Map<string, unknown>> {
  const body = await graph('GET', path, token, { metric: metrics.join(',') }, what, {
    permission,
    ceiling: RESULTS_USAGE_CEILING_PERCENT,
  });
  return insightValues(body);
}

/** A metric's count in an insights answer's values, or `not_yet` while the network has not counted it. */
export const countOrNotYet = (values: Map<string, unknown>, name: string) =>
  readCount(values.get(name)) ?? ('not_yet' as const);

/**
 * Meta's insights, read the same way on Instagram, Facebook and Threads: one post a call (their
 * insights edges take one id, and a multi-id read fails whole when one post was deleted), a
 * post deleted on the network (`isMissingObject`) answered as gone with no figures, any other
 * refusal thrown as the network's `NetworkError`. `read` answers one post's figures.
 */
export function metaPostInsights(read: (channel: ChannelAccess, remoteId: string) => Promise<PostMetrics>) {
  return {
    insightsBatch: 1,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      const answers: PostInsights[] = [];
      for (const remoteId of remoteIds) {
        try {
          answers.push({ remoteId, metrics: await read(channel, remoteId) });
        } catch (error) {
          if (!isMissingObject(error)) throw error;
          answers.push({ remoteId, metrics: {}, gone: true });
        }
      }
      return answers;
    },
  };
}

/** The account's followers as a field of its own object (`GET /{id}?fields=followers_count`). */
export async function followersField(
  graph: MetaGraph,
  channel: ChannelAccess,
  token: string,
  what: string,
): Promise<AccountDay> {
  const body = await graph('GET', `/${channel.accountId}`, token, { fields: 'followers_count' }, what);
  return { followers: readCount(body.followers_count) };
}

/** Meta's usage windows are an hour: a read held back waits for the next. */
const META_USAGE_WINDOW_MS = 60 * 60_000;
