import { type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import { insightValues, isMissingObject } from '../meta-graph.js';
import type { AccountDay, ChannelAccess, PostInsights } from '../network.js';
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
  async function postInsights(channel: ChannelAccess, remoteId: string): Promise<PostInsights> {
    let body: Record<string, unknown>;
    try {
      body = await graph(
        'GET',
        `/${remoteId}/insights`,
        token(channel),
        { metric: 'views,likes,replies,reposts,quotes' },
        'reading the post’s insights',
        { permission: THREADS_INSIGHTS_PERMISSION },
      );
    } catch (error) {
      if (isMissingObject(error)) return { remoteId, metrics: {}, gone: true };
      throw error;
    }
    const values = insightValues(body);
    const count = (name: string) => readCount(values.get(name));
    const reposts = count('reposts');
    const quotes = count('quotes');
    const metrics: PostMetrics = {
      views: count('views') ?? 'not_yet',
      likes: count('likes') ?? 'not_yet',
      comments: count('replies') ?? 'not_yet',
      // Both halves or none: a sum missing one would be a figure too low.
      shares: reposts !== null && quotes !== null ? reposts + quotes : 'not_yet',
    };
    return { remoteId, metrics };
  }

  return {
    insightsBatch: 1,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      const answers: PostInsights[] = [];
      for (const remoteId of remoteIds) answers.push(await postInsights(channel, remoteId));
      return answers;
    },

    /**
     * The account's followers, `GET /{threads-user-id}/threads_insights?metric=followers_count`
     * (`total_value.value`); null while Threads gives none.
     */
    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      const body = await graph(
        'GET',
        `/${channel.accountId}/threads_insights`,
        token(channel),
        { metric: 'followers_count' },
        'reading the account’s followers',
        { permission: THREADS_INSIGHTS_PERMISSION },
      );
      return { followers: readCount(insightValues(body).get('followers_count')) };
    },
  };
}
