import type { Metric, PostMetrics } from '@expertos/domain/analytics/metrics';
import { countOrNotYet, followersField, metaPostInsights, readInsights } from '../meta-graph.js';
import { type AccountDay, type ChannelAccess, NetworkError } from '../network.js';
import type { Graph } from './instagram-graph.js';

/**
 * A published post's results on Instagram (providers/social.md §1, "Insights"):
 * `GET /{media-id}/insights?metric=reach,likes,comments,saved,shares,views`, each figure in
 * `values[0].value` (or `total_value.value`). Instagram lags up to 48 hours and answers an
 * empty set for a figure it has not counted yet: that figure is `not_yet`, never 0. Instagram
 * has no link clicks for a post, so `link_clicks` is left out (not offered).
 *
 * One post a call: the media insights endpoint takes one media id, and Instagram Login's host
 * documents no batch request.
 */

/** The permission Instagram's insights need, named when a person must reconnect to grant it. */
export const INSTAGRAM_INSIGHTS_PERMISSION = 'instagram_business_manage_insights';

/** Instagram's metric and ours (`saved` is our `saves`). */
const FIGURES: readonly (readonly [string, Metric])[] = [
  ['reach', 'reach'],
  ['views', 'views'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['saved', 'saves'],
  ['shares', 'shares'],
];

/**
 * The metric Instagram refused as one it has not for this kind of post, or null. Instagram
 * refuses the whole call when one metric does not apply to the media's kind (a story has no
 * likes, comments or saves: "(#100) The metric likes is not supported for this media type"),
 * and says which (from Meta's media insights docs, not the sheet).
 */
function unsupportedMetric(error: unknown, asked: readonly (readonly [string, Metric])[]): string | null {
  if (!(error instanceof NetworkError) || error.options.code !== 'meta_100') return null;
  if (!/support/i.test(error.message)) return null;
  return asked.find(([name]) => new RegExp(`\\b${name}\\b`).test(error.message))?.[0] ?? null;
}

export function instagramInsights(graph: Graph, token: (channel: ChannelAccess) => string) {
  return {
    ...metaPostInsights(async (channel, remoteId) => {
      let asked = FIGURES;
      for (;;) {
        try {
          const values = await readInsights(
            graph,
            `/${remoteId}/insights`,
            token(channel),
            asked.map(([name]) => name),
            'reading the post’s insights',
            INSTAGRAM_INSIGHTS_PERMISSION,
          );
          const metrics: PostMetrics = {};
          for (const [name, metric] of asked) metrics[metric] = countOrNotYet(values, name);
          return metrics;
        } catch (error) {
          const refused = unsupportedMetric(error, asked);
          if (!refused) throw error;
          // Not offered for this kind of post: left out, and the rest asked again.
          asked = asked.filter(([name]) => name !== refused);
          if (asked.length === 0) return {};
        }
      }
    }),

    /** The professional account's followers (`GET /{ig-user-id}?fields=followers_count`). */
    accountDay: (channel: ChannelAccess): Promise<AccountDay> =>
      followersField(graph, channel, token(channel), 'reading the account’s followers'),
  };
}
