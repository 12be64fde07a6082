import { readCount } from '@expertos/domain/analytics/metrics';
import { countOrNotYet, metaPostInsights, readInsights } from '../meta-graph.js';
import type { AccountDay, ChannelAccess } from '../network.js';
import type { Graph } from './threads-graph.js';

/**
 * A published post's results on Threads (providers/publishing.md §3):
 * `GET /{media-id}/insights?metric=views,likes,replies,reposts,quotes`, each figure in
 * `values[0].value` (or `total_value.value`). Replies are our comments; reposts and quotes
 * together our shares. Threads has no reach, saves or link clicks for a post: left out (not
 * offered). A figure the answer does not carry yet is `not_yet`, never 0.
 *
 * One post a call: the media insights endpoint takes one media id, and Threads documents no
 * batch request.
 */

/** The permission Threads' insights need, named when a person must reconnect to grant it. */
export const THREADS_INSIGHTS_PERMISSION = 'threads_manage_insights';

export function threadsInsights(graph: Graph, token: (channel: ChannelAccess) => string) {
  return {
    ...metaPostInsights(async (channel, remoteId) => {
      const values = await readInsights(
        graph,
        `/${remoteId}/insights`,
        token(channel),
        ['views', 'likes', 'replies', 'reposts', 'quotes'],
        'reading the post’s insights',
        THREADS_INSIGHTS_PERMISSION,
      );
      const reposts = readCount(values.get('reposts'));
      const quotes = readCount(values.get('quotes'));
      return {
        views: countOrNotYet(values, 'views'),
        likes: countOrNotYet(values, 'likes'),
        comments: countOrNotYet(values, 'replies'),
        // Both halves or none: a sum missing one would be a figure too low.
        shares: reposts !== null && quotes !== null ? reposts + quotes : 'not_yet',
      };
    }),

    /**
     * The account's followers, `GET /{threads-user-id}/threads_insights?metric=followers_count`
     * (`total_value.value`); null while Threads gives none.
     */
    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      const values = await readInsights(
        graph,
        `/${channel.accountId}/threads_insights`,
        token(channel),
        ['followers_count'],
        'reading the account’s followers',
        THREADS_INSIGHTS_PERMISSION,
      );
      return { followers: readCount(values.get('followers_count')) };
    },
  };
}
