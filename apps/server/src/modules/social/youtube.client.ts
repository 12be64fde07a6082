import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import {
  GOOGLE_OAUTH_AUTHORIZE_URL,
  type GoogleCalendarSecret,
} from '@expertos/domain/google-calendar.schema';
import { type SocialProfile, YOUTUBE_API_URL, YOUTUBE_SCOPES } from '@expertos/domain/social.schema';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../platform/http/retry-after.js';
import {
  exchangeGoogleCode,
  GoogleCalendarError,
  type GoogleOAuthApp,
  refreshGoogleToken,
} from '../calendar/google/google-oauth.js';
import { count, isRecord, type ProviderAnswer, providerCall, SocialError, str } from './social-http.js';

/**
 * YouTube Data API v3 (providers/social.md §2) with our guarded fetch: the channel of the
 * connected Google account, its uploads playlist a page of 50 at a time, and the videos'
 * statistics in batches of 50 (counts arrive as strings). Google's OAuth token calls are the
 * ones the Google Calendar integration already makes (`google-oauth.ts`), with the read-only
 * YouTube scope.
 */

export interface YoutubeVideo {
  id: string;
  title: string | null;
  description: string | null;
  thumbnailUrl: string | null;
  publishedAt: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
}

export interface YoutubeChannel {
  id: string;
  title: string;
  url: string | null;
  uploadsPlaylistId: string | null;
  profile: SocialProfile;
}

/** Google's quota resets at midnight Pacific; an hour's wait is a fair first try. */
export const YOUTUBE_QUOTA_WAIT_MS = 60 * 60_000;
const THROTTLE_REASONS = new Set([
  'quotaExceeded',
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'dailyLimitExceeded',
]);
/** Renew a little before the stated end, so a token does not run out on the way. */
const EXPIRY_MARGIN_MS = 60_000;

export function youtubeError(answer: ProviderAnswer, what: string, now: Date): SocialError {
  const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
  const first = Array.isArray(error.errors) && isRecord(error.errors[0]) ? error.errors[0] : {};
  const reason = str(first.reason) ?? str(error.status);
  const message = `${what}: YouTube answered HTTP ${answer.status}${reason ? ` (${reason})` : ''}`;
  const details = { status: answer.status, reason };
  if (answer.status === 401) return new SocialError('token', message, details);
  if (answer.status === 429 || (answer.status === 403 && reason && THROTTLE_REASONS.has(reason))) {
    const asked = parseRetryAfter(answer.headers.get('retry-after'), now);
    return new SocialError('throttled', message, {
      ...details,
      retryAfterMs: asked ?? (reason === 'quotaExceeded' ? YOUTUBE_QUOTA_WAIT_MS : 60_000),
    });
  }
  if (answer.status >= 500) return new SocialError('transient', message, details);
  return new SocialError('permanent', message, details);
}

/** A Google OAuth failure as a SocialError: a refused grant needs a new connection. */
export function fromGoogleError(caught: unknown): unknown {
  if (!(caught instanceof GoogleCalendarError)) return caught;
  const { tokenError, transient, retryAfterMs, status, reason } = caught.details;
  const kind = tokenError ? 'token' : transient ? (retryAfterMs ? 'throttled' : 'transient') : 'permanent';
  return new SocialError(kind, caught.message, {
    status,
    reason,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

export function youtubeAuthorizeUrl(app: GoogleOAuthApp, redirectUri: string, state: string): string {
  const url = new URL(app.authorizeUrl ?? GOOGLE_OAUTH_AUTHORIZE_URL);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: YOUTUBE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

export async function exchangeYoutubeCode(
  fetch: GuardedFetch,
  app: GoogleOAuthApp,
  code: string,
  redirectUri: string,
  now: Date,
): Promise<GoogleCalendarSecret> {
  try {
    const connected = await exchangeGoogleCode(fetch, app, { code, redirectUri }, { now });
    if (connected.scopes.length > 0 && !YOUTUBE_SCOPES.every((scope) => connected.scopes.includes(scope)))
      throw new SocialError('permanent', 'the YouTube permission was not granted', {
        status: null,
        reason: 'scope_missing',
      });
    return connected.secret;
  } catch (caught) {
    throw fromGoogleError(caught);
  }
}

export interface YoutubeClientOptions {
  fetch: GuardedFetch;
  app: GoogleOAuthApp;
  apiUrl?: string | undefined;
  secret: GoogleCalendarSecret;
  /** Hears a renewed secret: store it before it is used again. */
  onTokens: (secret: GoogleCalendarSecret) => Promise<void>;
  now: () => Date;
  signal?: AbortSignal;
}

export function createYoutubeClient(options: YoutubeClientOptions) {
  const base = options.apiUrl ?? YOUTUBE_API_URL;
  let secret = options.secret;

  async function renew() {
    try {
      secret = await refreshGoogleToken(options.fetch, options.app, secret, {
        now: options.now(),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (caught) {
      throw fromGoogleError(caught);
    }
    await options.onTokens(secret);
  }

  /** A GET with the access token, renewed first when it ran out, and once more on a 401. */
  async function get(path: string, params: Record<string, string>, what: string) {
    const expires = secret.expires_at ? Date.parse(secret.expires_at) : Number.POSITIVE_INFINITY;
    if (secret.refresh_token && expires - EXPIRY_MARGIN_MS <= options.now().getTime()) await renew();
    const url = new URL(`${base}${path}`);
    url.search = new URLSearchParams(params).toString();
    const send = () =>
      providerCall(
        options.fetch,
        url,
        { method: 'GET', headers: { authorization: `Bearer ${secret.access_token}` } },
        options.signal,
      );
    let answer = await send();
    if (answer.status === 401 && secret.refresh_token) {
      await renew();
      answer = await send();
    }
    if (answer.status !== 200 || !isRecord(answer.body)) throw youtubeError(answer, what, options.now());
    return answer.body;
  }

  return {
    async channel(): Promise<YoutubeChannel> {
      const body = await get(
        '/channels',
        { part: 'snippet,statistics,contentDetails', mine: 'true' },
        'channel',
      );
      const item = Array.isArray(body.items) && isRecord(body.items[0]) ? body.items[0] : null;
      const id = item ? str(item.id) : null;
      if (!item || !id)
        throw new SocialError('permanent', 'channel: this Google account has no YouTube channel');
      const snippet = isRecord(item.snippet) ? item.snippet : {};
      const stats = isRecord(item.statistics) ? item.statistics : {};
      const details = isRecord(item.contentDetails) ? item.contentDetails : {};
      const related = isRecord(details.relatedPlaylists) ? details.relatedPlaylists : {};
      const custom = str(snippet.customUrl);
      return {
        id,
        title: str(snippet.title) ?? id,
        url: custom ? `https://www.youtube.com/${custom}` : `https://www.youtube.com/channel/${id}`,
        uploadsPlaylistId: str(related.uploads),
        profile: {
          name: str(snippet.title),
          biography: str(snippet.description),
          website: null,
          picture_url: thumbnail(snippet.thumbnails),
          followers: stats.hiddenSubscriberCount === true ? null : count(stats.subscriberCount),
          follows: null,
          media_count: count(stats.videoCount),
          views: count(stats.viewCount),
        },
      };
    },

    /** One page of the uploads playlist: video ids, newest first, and the total. */
    async uploadsPage(playlistId: string, pageToken: string | null) {
      const body = await get(
        '/playlistItems',
        {
          part: 'snippet,contentDetails',
          playlistId,
          maxResults: '50',
          ...(pageToken ? { pageToken } : {}),
        },
        'uploads',
      );
      const items: { videoId: string; publishedAt: string | null }[] = [];
      for (const raw of Array.isArray(body.items) ? body.items : []) {
        if (!isRecord(raw)) continue;
        const details = isRecord(raw.contentDetails) ? raw.contentDetails : {};
        const snippet = isRecord(raw.snippet) ? raw.snippet : {};
        const resource = isRecord(snippet.resourceId) ? snippet.resourceId : {};
        const videoId = str(details.videoId) ?? str(resource.videoId);
        if (videoId)
          items.push({ videoId, publishedAt: str(details.videoPublishedAt) ?? str(snippet.publishedAt) });
      }
      const pageInfo = isRecord(body.pageInfo) ? body.pageInfo : {};
      return { items, next: str(body.nextPageToken), total: count(pageInfo.totalResults) };
    },

    /**
     * Up to 50 videos' results now, for the analytics module (docs/product.md#analytics):
     * `videos.list?part=statistics` (1 quota unit). A video without `statistics` is not counted
     * yet; a count the creator hid is left out (not offered); a video not in the answer was
     * deleted (absent from the map).
     */
    async videoFigures(ids: readonly string[]): Promise<Map<string, PostMetrics>> {
      const found = new Map<string, PostMetrics>();
      if (ids.length === 0) return found;
      const body = await get('/videos', { part: 'statistics', id: ids.slice(0, 50).join(',') }, 'videos');
      for (const raw of Array.isArray(body.items) ? body.items : []) {
        if (!isRecord(raw)) continue;
        const id = str(raw.id);
        if (!id) continue;
        if (!isRecord(raw.statistics)) {
          found.set(id, { views: 'not_yet', likes: 'not_yet', comments: 'not_yet' });
          continue;
        }
        const metrics: PostMetrics = { views: count(raw.statistics.viewCount) ?? 'not_yet' };
        const likes = count(raw.statistics.likeCount);
        if (likes !== null) metrics.likes = likes;
        const comments = count(raw.statistics.commentCount);
        if (comments !== null) metrics.comments = comments;
        found.set(id, metrics);
      }
      return found;
    },

    /** Up to 50 videos' details and statistics. */
    async videos(ids: string[]): Promise<YoutubeVideo[]> {
      if (ids.length === 0) return [];
      const body = await get(
        '/videos',
        { part: 'snippet,statistics', id: ids.slice(0, 50).join(',') },
        'videos',
      );
      const out: YoutubeVideo[] = [];
      for (const raw of Array.isArray(body.items) ? body.items : []) {
        if (!isRecord(raw)) continue;
        const id = str(raw.id);
        const snippet = isRecord(raw.snippet) ? raw.snippet : {};
        const stats = isRecord(raw.statistics) ? raw.statistics : {};
        const publishedAt = str(snippet.publishedAt);
        if (!id || !publishedAt || Number.isNaN(Date.parse(publishedAt))) continue;
        out.push({
          id,
          title: str(snippet.title),
          description: str(snippet.description),
          thumbnailUrl: thumbnail(snippet.thumbnails),
          publishedAt,
          views: count(stats.viewCount),
          likes: count(stats.likeCount),
          comments: count(stats.commentCount),
        });
      }
      return out;
    },
  };
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;

/** The largest thumbnail Google lists. */
function thumbnail(value: unknown): string | null {
  if (!isRecord(value)) return null;
  for (const size of ['maxres', 'standard', 'high', 'medium', 'default']) {
    const entry = value[size];
    if (isRecord(entry) && str(entry.url)) return str(entry.url);
  }
  return null;
}
