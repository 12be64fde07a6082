import { type Metric, type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import { type TikTokApi, TikTokHttpError, type TikTokSession, tiktokSession } from './tiktok-api.js';
import { tiktokError } from './tiktok-errors.js';

/**
 * A TikTok post's results and the account's followers (providers/publishing.md §6, "Analytics"):
 * `POST /v2/video/query/` for up to 20 videos a call (views, likes, comments, shares; TikTok
 * gives no reach, saves or link clicks here), `GET /v2/user/info/?fields=follower_count`.
 *
 * A post is named by its video id once TikTok showed it; until then (moderation, a private
 * post, a draft in the inbox) the adapter kept its `publish_id` instead, and that one is read
 * through the post's status first: its video id once TikTok gives one, else its figures are
 * not there yet. A video missing from TikTok's answer was deleted (`gone`).
 *
 * The scopes, from TikTok's docs, not the sheet: `video.list` for the videos, `user.info.stats`
 * for the followers; without one TikTok answers `scope_not_authorized`, and only connecting
 * again grants it.
 */

/** Videos one `video/query` call takes (TikTok's bound). */
export const TIKTOK_INSIGHTS_BATCH = 20;

const FIGURES: readonly (readonly [string, Metric])[] = [
  ['view_count', 'views'],
  ['like_count', 'likes'],
  ['comment_count', 'comments'],
  ['share_count', 'shares'],
];
const FIELDS = ['id', ...FIGURES.map(([field]) => field)].join(',');

/** A video id is digits; a `publish_id` is not (`v_pub_file~v2-1.…`). */
const isVideoId = (id: string) => /^\d+$/.test(id);

interface Status {
  status?: string;
  publicaly_available_post_id?: (string | number)[];
}

/** The scope a refusal lacked, in words; any other failure as the adapter maps it. */
function insightsError(caught: unknown, what: string, scope: string, now: Date): NetworkError {
  if (caught instanceof TikTokHttpError && caught.code === 'scope_not_authorized')
    return new NetworkError(
      'reconnect',
      `TikTok did not let this app read ${what} (${caught.said || caught.code}): reconnect the account to grant the permission ${scope}.`,
      { code: caught.code, cause: caught },
    );
  return tiktokError(caught, `reading ${what}`, now);
}

export function tiktokInsights(api: TikTokApi, now: () => Date) {
  /** The video a `publish_id` became: its id, `gone` when the post failed, null while TikTok shows none. */
  async function videoOf(session: TikTokSession, publishId: string): Promise<string | 'gone' | null> {
    let status: Status;
    try {
      status = await session.call<Status>({
        method: 'POST',
        path: '/v2/post/publish/status/fetch/',
        json: { publish_id: publishId },
      });
    } catch (caught) {
      // TikTok no longer knows the publish id: no figures to find, asked again until too late.
      if (caught instanceof TikTokHttpError && caught.code === 'invalid_publish_id') return null;
      throw caught;
    }
    if (status.status === 'FAILED') return 'gone';
    const id = status.publicaly_available_post_id?.[0];
    return id !== undefined && String(id) !== '' ? String(id) : null;
  }

  return {
    insightsBatch: TIKTOK_INSIGHTS_BATCH,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      if (remoteIds.length === 0) return [];
      try {
        const session = tiktokSession(api, channel);
        const targets = new Map<string, string | 'gone' | null>();
        for (const id of new Set(remoteIds)) targets.set(id, isVideoId(id) ? id : await videoOf(session, id));
        const ids = [
          ...new Set([...targets.values()].filter((t): t is string => t !== null && t !== 'gone')),
        ];
        const data =
          ids.length === 0
            ? {}
            : await session.call<{ videos?: Record<string, unknown>[] }>({
                method: 'POST',
                path: '/v2/video/query/',
                query: { fields: FIELDS },
                json: { filters: { video_ids: ids } },
              });
        const videos = new Map((data.videos ?? []).map((video) => [String(video.id), video]));
        return remoteIds.map((remoteId): PostInsights => {
          const target = targets.get(remoteId);
          const notYet: PostMetrics = Object.fromEntries(FIGURES.map(([, metric]) => [metric, 'not_yet']));
          if (target === null || target === undefined) return { remoteId, metrics: notYet };
          const video = target === 'gone' ? undefined : videos.get(target);
          if (!video) return { remoteId, metrics: {}, gone: true };
          return {
            remoteId,
            metrics: Object.fromEntries(
              FIGURES.map(([field, metric]) => [metric, readCount(video[field]) ?? 'not_yet']),
            ),
          };
        });
      } catch (caught) {
        throw insightsError(caught, "the account's videos", 'video.list', now());
      }
    },

    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      try {
        const data = await tiktokSession(api, channel).call<{ user?: { follower_count?: unknown } }>({
          method: 'GET',
          path: '/v2/user/info/',
          query: { fields: 'follower_count' },
        });
        return { followers: readCount(data.user?.follower_count) };
      } catch (caught) {
        throw insightsError(caught, "the account's followers", 'user.info.stats', now());
      }
    },
  };
}
