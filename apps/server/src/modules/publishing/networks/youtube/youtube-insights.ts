import { type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import type { EgressResponse } from '../../../../platform/http/guarded-fetch.js';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import { answerJson, type YoutubeApi, type YoutubeSession, youtubeSession } from './youtube-api.js';
import { googleReason, googleSaid, youtubeFailure } from './youtube-errors.js';

/**
 * A channel's videos' results and its subscribers, from the YouTube Data API: `videos.list`
 * (`part=statistics`, up to 50 ids a call, 1 quota unit) and `channels.list` (`part=statistics`,
 * `mine=true`, 1 unit), as the social import reads them (providers/social.md §2).
 *
 * The Data API rather than YouTube Analytics' reports (providers/publishing.md §7): one call
 * answers 50 videos for one unit of the project's daily 10,000, its counts are the video's
 * lifetime totals as YouTube shows them, and it needs no `yt-analytics.readonly` grant, which no
 * channel connected so far has given. Reports would add shares but lag by days; so here YouTube
 * offers views, likes and comments only (reach, shares, saves and link clicks are left out).
 *
 * Counts come as strings (Google sends 64-bit numbers so). A like count the creator hid, or the
 * comment count of a video with comments turned off, is left out of `statistics`: YouTube has
 * none to give, so it is left out here too. A video YouTube answers without `statistics` at all
 * is not counted yet (`not_yet`), never 0. A video not in the answer was deleted.
 */

/** How many ids one `videos.list` call takes (YouTube's `id` parameter: up to 50). */
export const YOUTUBE_INSIGHTS_BATCH = 50;

interface VideoStatistics {
  viewCount?: unknown;
  likeCount?: unknown;
  commentCount?: unknown;
}

interface VideoList {
  items?: { id?: string; statistics?: VideoStatistics }[];
}

interface ChannelList {
  items?: { statistics?: { subscriberCount?: unknown; hiddenSubscriberCount?: boolean } }[];
}

/** A video's figures from its `statistics` part (absent: not counted yet). */
export function videoMetrics(statistics: VideoStatistics | undefined): PostMetrics {
  if (!statistics) return { views: 'not_yet', likes: 'not_yet', comments: 'not_yet' };
  const metrics: PostMetrics = { views: readCount(statistics.viewCount) ?? 'not_yet' };
  const likes = readCount(statistics.likeCount);
  if (likes !== null) metrics.likes = likes;
  const comments = readCount(statistics.commentCount);
  if (comments !== null) metrics.comments = comments;
  return metrics;
}

/**
 * A refused read as the engine acts on it: as any YouTube call (youtube-errors.ts: the daily
 * quota waits for midnight Pacific, a revoked token is "reconnect"), but a token granted without
 * the scope the read needs is "reconnect" too, in words: only connecting again grants it.
 */
function insightsFailure(answer: EgressResponse, what: string, now: Date): NetworkError {
  if (googleReason(answer) === 'insufficientPermissions')
    return new NetworkError(
      'reconnect',
      `YouTube does not let this connection read ${what}: it was not granted the permission to manage the YouTube account (the youtube scope). Connect the channel again to grant it. (YouTube answered: ${googleSaid(answer)})`,
      { code: 'insufficientPermissions' },
    );
  return youtubeFailure(answer, what, now);
}

export function youtubeInsights(api: YoutubeApi) {
  async function read<T>(session: YoutubeSession, path: string, query: Record<string, string>, what: string) {
    const answer = await session.send(`${api.apiUrl}${path}`, { query, what });
    if (answer.status < 200 || answer.status > 299) throw insightsFailure(answer, what, api.now());
    return answerJson(answer) as T;
  }

  return {
    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      const session = youtubeSession(api, channel);
      const unique = [...new Set(remoteIds)];
      const answered = new Map<string, VideoStatistics | undefined>();
      for (let at = 0; at < unique.length; at += YOUTUBE_INSIGHTS_BATCH) {
        const ids = unique.slice(at, at + YOUTUBE_INSIGHTS_BATCH);
        const list = await read<VideoList>(
          session,
          '/videos',
          { part: 'statistics', id: ids.join(',') },
          "the videos' statistics",
        );
        for (const item of list.items ?? []) if (item.id) answered.set(item.id, item.statistics);
      }
      return remoteIds.map((remoteId) =>
        answered.has(remoteId)
          ? { remoteId, metrics: videoMetrics(answered.get(remoteId)) }
          : { remoteId, metrics: {}, gone: true },
      );
    },

    /**
     * The channel's subscribers (YouTube rounds them down to three significant figures, from
     * its docs, not the sheet); null when the creator hides the count.
     */
    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      const list = await read<ChannelList>(
        youtubeSession(api, channel),
        '/channels',
        { part: 'statistics', mine: 'true' },
        "the channel's subscribers",
      );
      const [mine] = list.items ?? [];
      if (!mine)
        throw new NetworkError(
          'reconnect',
          'YouTube answers no channel for this connection (it may have been deleted); connect the channel again.',
          { code: 'no_channel' },
        );
      const statistics = mine.statistics ?? {};
      return { followers: statistics.hiddenSubscriberCount ? null : readCount(statistics.subscriberCount) };
    },
  };
}
