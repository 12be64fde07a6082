import { type MetricValue, readCount } from '@expertos/domain/analytics/metrics';
import { countOrNotYet, followersField, metaPostInsights, readInsights } from '../meta-graph.js';
import type { AccountDay, ChannelAccess } from '../network.js';
import type { Graph } from './facebook-graph.js';

/**
 * A Page post's results on Facebook (providers/publishing.md §2, "Analytics"):
 * `GET /{post-id}/insights?metric=post_total_media_view_unique,post_reactions_by_type_total,post_clicks_by_type`
 * gives reach (the people who saw it), likes (every reaction, summed over its types) and link
 * clicks; the comments and shares are counts on the post itself,
 * `GET /{post-id}?fields=comments.summary(true).limit(0),shares`. Facebook has no saves, and no
 * views in this set (`post_impressions*` were retired), so both are left out (not offered). A
 * figure the insights answer does not carry yet is `not_yet`, never 0.
 *
 * One post a call (two requests): the insights edge takes one post, and a multi-id read fails
 * whole when one post of the batch was deleted, which would hide the others' figures.
 */

/** The permission post insights need, named when the Page must be connected again to grant it. */
export const FACEBOOK_INSIGHTS_PERMISSION = 'read_insights';
const INSIGHTS = ['post_total_media_view_unique', 'post_reactions_by_type_total', 'post_clicks_by_type'];

/**
 * A `_by_type` metric's object (`{"like": 12, "love": 3}`): one type's count, or all summed.
 * Facebook lists only the types that have a count, so a type not listed in an answer that has
 * the metric is 0 (from Meta's Page insights docs, not the sheet). Anything else: not yet.
 */
function byType(value: unknown, type?: string): MetricValue {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not_yet';
  const counts = value as Record<string, unknown>;
  if (type !== undefined) return counts[type] === undefined ? 0 : (readCount(counts[type]) ?? 'not_yet');
  let sum = 0;
  for (const count of Object.values(counts)) {
    const n = readCount(count);
    if (n === null) return 'not_yet';
    sum += n;
  }
  return sum;
}

export function facebookInsights(graph: Graph, token: (channel: ChannelAccess) => string) {
  return {
    ...metaPostInsights(async (channel, remoteId) => {
      const post = await graph(
        'GET',
        `/${remoteId}`,
        token(channel),
        { fields: 'comments.summary(true).limit(0),shares' },
        "the post's comments and shares",
      );
      const values = await readInsights(
        graph,
        `/${remoteId}/insights`,
        token(channel),
        INSIGHTS,
        "the post's insights",
        FACEBOOK_INSIGHTS_PERMISSION,
      );
      const summary = (post.comments as { summary?: { total_count?: unknown } } | undefined)?.summary;
      return {
        reach: countOrNotYet(values, 'post_total_media_view_unique'),
        likes: byType(values.get('post_reactions_by_type_total')),
        comments: readCount(summary?.total_count) ?? 'not_yet',
        // Facebook leaves `shares` out of a post nobody has shared (from Meta's docs, not the sheet).
        shares:
          post.shares === undefined
            ? 0
            : (readCount((post.shares as { count?: unknown }).count) ?? 'not_yet'),
        link_clicks: byType(values.get('post_clicks_by_type'), 'link clicks'),
      };
    }),

    /** The Page's followers (`GET /{page-id}?fields=followers_count`). */
    accountDay: (channel: ChannelAccess): Promise<AccountDay> =>
      followersField(graph, channel, token(channel), "the Page's followers"),
  };
}
