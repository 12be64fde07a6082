import {
  type Metric,
  type PostMetrics,
  RESULTS_USAGE_CEILING_PERCENT,
} from '@expertos/domain/analytics/metrics';
import {
  INSTAGRAM_API_URL,
  INSTAGRAM_AUTH_URL,
  INSTAGRAM_GRAPH_URL,
  INSTAGRAM_GRAPH_VERSION,
  INSTAGRAM_SCOPES,
  type SocialAccountInsights,
  type SocialMetrics,
  type SocialProfile,
} from '@expertos/domain/social.schema';
import type { GuardedFetch } from '../../platform/http/guarded-fetch.js';
import { usageOf } from '../../platform/http/meta-usage.js';
import { count, isRecord, type ProviderAnswer, providerCall, SocialError, str } from './social-http.js';

/**
 * Instagram Login and the Instagram Graph API (providers/social.md §1), with our guarded fetch:
 * the code → short-lived token → long-lived (60 days) token exchange, its renewal, the
 * professional account's profile and insights, and its media a page at a time.
 */

export interface InstagramApp {
  clientId: string;
  clientSecret: string;
  authUrl?: string | undefined;
  apiUrl?: string | undefined;
  graphUrl?: string | undefined;
}

export interface InstagramToken {
  accessToken: string;
  /** Seconds; null when the answer does not say. */
  expiresIn: number | null;
}

export interface InstagramMedia {
  id: string;
  caption: string | null;
  mediaType: string | null;
  mediaUrl: string | null;
  permalink: string | null;
  timestamp: string;
  likes: number | null;
  comments: number | null;
}

const MEDIA_FIELDS =
  'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp,like_count,comments_count,media_product_type';
const PROFILE_FIELDS =
  'user_id,id,username,name,biography,website,profile_picture_url,followers_count,follows_count,media_count';
const PAGE_SIZE = '25';
/** Graph codes that mean "slow down" (providers/social.md §1). */
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
/** Meta gives no Retry-After: a usage window is an hour; try again well within it. */
export const INSTAGRAM_THROTTLE_WAIT_MS = 15 * 60_000;
/** A results read held back past the usage ceiling waits for the account's next hour. */
const META_USAGE_WINDOW_MS = 60 * 60_000;

/** A Graph or OAuth error answer as one SocialError. */
export function instagramError(answer: ProviderAnswer, what: string): SocialError {
  const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
  const code = typeof error.code === 'number' ? error.code : null;
  const type = str(error.type);
  const reason = code !== null ? `${type ?? 'error'} ${code}` : type;
  const message = `${what}: Instagram answered HTTP ${answer.status}${reason ? ` (${reason})` : ''}`;
  const details = { status: answer.status, reason };
  if (code === 190 || answer.status === 401) return new SocialError('token', message, details);
  if ((code !== null && THROTTLE_CODES.has(code)) || answer.status === 429)
    return new SocialError('throttled', message, { ...details, retryAfterMs: INSTAGRAM_THROTTLE_WAIT_MS });
  if (code === 1 || code === 2 || answer.status >= 500) return new SocialError('transient', message, details);
  return new SocialError('permanent', message, details);
}

const graphBase = (app: InstagramApp) => `${app.graphUrl ?? INSTAGRAM_GRAPH_URL}`;
const versioned = (app: InstagramApp, path: string) => `${graphBase(app)}/${INSTAGRAM_GRAPH_VERSION}${path}`;

function tokenOf(body: unknown): InstagramToken | null {
  if (!isRecord(body)) return null;
  const token = str(body.access_token);
  if (!token) return null;
  return { accessToken: token, expiresIn: typeof body.expires_in === 'number' ? body.expires_in : null };
}

export function createInstagramClient(fetch: GuardedFetch, app: InstagramApp, signal?: AbortSignal) {
  async function get(url: URL, what: string): Promise<Record<string, unknown>> {
    const answer = await providerCall(fetch, url, { method: 'GET' }, signal);
    if (answer.status !== 200 || !isRecord(answer.body)) throw instagramError(answer, what);
    return answer.body;
  }

  const withToken = (url: string, token: string, params: Record<string, string> = {}) => {
    const u = new URL(url);
    for (const [key, value] of Object.entries({ ...params, access_token: token }))
      u.searchParams.set(key, value);
    return u;
  };

  return {
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL(app.authUrl ?? INSTAGRAM_AUTH_URL);
      url.search = new URLSearchParams({
        client_id: app.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: INSTAGRAM_SCOPES.join(','),
        state,
      }).toString();
      return url.toString();
    },

    /** The callback's code for a short-lived token, then that for a long-lived one. */
    async exchangeCode(code: string, redirectUri: string): Promise<InstagramToken> {
      const answer = await providerCall(
        fetch,
        `${app.apiUrl ?? INSTAGRAM_API_URL}/oauth/access_token`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            client_id: app.clientId,
            client_secret: app.clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            // Meta may append `#_` to the code it sends back (providers/social.md §1).
            code: code.replace(/#_$/, ''),
          }).toString(),
        },
        signal,
      );
      // The reference shows `{access_token, user_id}`; the Business Login guide wraps it in `data`.
      const body =
        isRecord(answer.body) && Array.isArray(answer.body.data) ? answer.body.data[0] : answer.body;
      const short = answer.status === 200 ? tokenOf(body) : null;
      if (!short) throw instagramError(answer, 'code exchange');
      const long = await get(
        withToken(`${graphBase(app)}/access_token`, short.accessToken, {
          grant_type: 'ig_exchange_token',
          client_secret: app.clientSecret,
        }),
        'long-lived token',
      );
      const token = tokenOf(long);
      if (!token) throw new SocialError('permanent', 'long-lived token: no access_token in the answer');
      return token;
    },

    /** A long-lived token at least a day old, renewed for another 60 days. */
    async refresh(accessToken: string): Promise<InstagramToken> {
      const body = await get(
        withToken(`${graphBase(app)}/refresh_access_token`, accessToken, { grant_type: 'ig_refresh_token' }),
        'token refresh',
      );
      const token = tokenOf(body);
      if (!token) throw new SocialError('permanent', 'token refresh: no access_token in the answer');
      return token;
    },

    async profile(accessToken: string): Promise<{ id: string; username: string; profile: SocialProfile }> {
      const body = await get(
        withToken(versioned(app, '/me'), accessToken, { fields: PROFILE_FIELDS }),
        'profile',
      );
      const id = str(body.user_id) ?? str(body.id);
      const username = str(body.username);
      if (!id || !username) throw new SocialError('permanent', 'profile: no id or username in the answer');
      return {
        id,
        username,
        profile: {
          name: str(body.name),
          biography: str(body.biography),
          website: str(body.website),
          picture_url: str(body.profile_picture_url),
          followers: count(body.followers_count),
          follows: count(body.follows_count),
          media_count: count(body.media_count),
          views: null,
        },
      };
    },

    /** Account insights; a metric Meta has no data for stays null (an empty set, not 0). */
    async accountInsights(accessToken: string, userId: string): Promise<SocialAccountInsights> {
      const body = await get(
        withToken(versioned(app, `/${encodeURIComponent(userId)}/insights`), accessToken, {
          metric: 'reach,views,accounts_engaged,total_interactions',
          period: 'day',
          metric_type: 'total_value',
        }),
        'account insights',
      );
      const values = metricValues(body);
      return {
        reach: values.reach ?? null,
        views: values.views ?? null,
        accounts_engaged: values.accounts_engaged ?? null,
        total_interactions: values.total_interactions ?? null,
      };
    },

    /** One page of media, newest first; `after` is the previous page's cursor (kept only for the walk). */
    async mediaPage(accessToken: string, userId: string, after: string | null) {
      const body = await get(
        withToken(versioned(app, `/${encodeURIComponent(userId)}/media`), accessToken, {
          fields: MEDIA_FIELDS,
          limit: PAGE_SIZE,
          ...(after ? { after } : {}),
        }),
        'media',
      );
      const data = Array.isArray(body.data) ? body.data : [];
      const items: InstagramMedia[] = [];
      for (const raw of data) {
        if (!isRecord(raw)) continue;
        const id = str(raw.id);
        const timestamp = str(raw.timestamp);
        if (!id || !timestamp || Number.isNaN(Date.parse(timestamp))) continue;
        const mediaType = str(raw.media_type);
        items.push({
          id,
          caption: str(raw.caption),
          mediaType,
          // A video's picture is its thumbnail; media_url can be absent (copyright-flagged video).
          mediaUrl: (mediaType === 'VIDEO' ? str(raw.thumbnail_url) : null) ?? str(raw.media_url),
          permalink: str(raw.permalink),
          timestamp,
          likes: count(raw.like_count),
          comments: count(raw.comments_count),
        });
      }
      const paging = isRecord(body.paging) ? body.paging : {};
      const cursors = isRecord(paging.cursors) ? paging.cursors : {};
      // Stop when `next` is absent (providers/social.md §1).
      const next = str(paging.next) ? str(cursors.after) : null;
      return { items, next };
    },

    /**
     * A post's insights. Meta refuses some metrics for some kinds of media (and older posts):
     * anything but a refused token or a rate limit leaves the insights unknown.
     */
    async mediaInsights(accessToken: string, mediaId: string): Promise<Partial<SocialMetrics>> {
      try {
        const body = await get(
          withToken(versioned(app, `/${encodeURIComponent(mediaId)}/insights`), accessToken, {
            metric: 'reach,likes,comments,saved,shares,views',
          }),
          'media insights',
        );
        const v = metricValues(body);
        return {
          reach: v.reach,
          saved: v.saved,
          shares: v.shares,
          views: v.views,
          likes: v.likes,
          comments: v.comments,
        };
      } catch (caught) {
        if (caught instanceof SocialError && caught.kind === 'permanent') return {};
        throw caught;
      }
    },
  };
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;

/** Instagram's media metric and ours (`saved` is our `saves`); Instagram has no link clicks for a post. */
const POST_FIGURES: readonly (readonly [string, Metric])[] = [
  ['reach', 'reach'],
  ['views', 'views'],
  ['likes', 'likes'],
  ['comments', 'comments'],
  ['saved', 'saves'],
  ['shares', 'shares'],
];

/**
 * An imported post's results now, for the analytics module (docs/product.md#analytics):
 * `GET /{media-id}/insights`. A figure Instagram answers no value for (it lags up to 48 hours:
 * an empty set) is `not_yet`, never 0; a metric it refuses for this kind of media ("(#100) The
 * metric likes is not supported…") is left out (not offered) and the rest asked again; a post it
 * no longer knows (code 100, subcode 33) is gone. Any other refusal throws, classified.
 */
export async function instagramPostFigures(
  fetch: GuardedFetch,
  app: InstagramApp,
  accessToken: string,
  mediaId: string,
  signal?: AbortSignal,
): Promise<{ metrics: PostMetrics; gone: boolean }> {
  let asked = POST_FIGURES;
  for (;;) {
    const url = new URL(versioned(app, `/${encodeURIComponent(mediaId)}/insights`));
    url.searchParams.set('metric', asked.map(([name]) => name).join(','));
    url.searchParams.set('access_token', accessToken);
    const answer = await providerCall(fetch, url, { method: 'GET' }, signal);
    if (answer.status === 200 && isRecord(answer.body)) {
      // Past the ceiling of the account's hour, results wait: imports keep the rest of it.
      const usage = usageOf(answer.headers);
      if (usage.peak >= RESULTS_USAGE_CEILING_PERCENT)
        throw new SocialError(
          'throttled',
          `Meta's usage for this hour is at ${usage.peak} %: results are read later, leaving the rest to imports.`,
          { status: 200, reason: 'usage_reserved', retryAfterMs: usage.regainMs ?? META_USAGE_WINDOW_MS },
        );
      const values = metricValues(answer.body);
      const metrics: PostMetrics = {};
      for (const [name, metric] of asked) metrics[metric] = values[name] ?? 'not_yet';
      return { metrics, gone: false };
    }
    const error = isRecord(answer.body) && isRecord(answer.body.error) ? answer.body.error : {};
    if (error.code === 100 && error.error_subcode === 33) return { metrics: {}, gone: true };
    const said = str(error.message) ?? '';
    const refused =
      error.code === 100 && /support/i.test(said)
        ? asked.find(([name]) => new RegExp(`\\b${name}\\b`).test(said))
        : undefined;
    if (!refused) throw instagramError(answer, 'media insights');
    asked = asked.filter(([name]) => name !== refused[0]);
    if (asked.length === 0) return { metrics: {}, gone: false };
  }
}

/** `{ data: [{ name, values:[{value}] | total_value:{value} }] }` → name → number. */
function metricValues(body: Record<string, unknown>): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = {};
  for (const metric of Array.isArray(body.data) ? body.data : []) {
    if (!isRecord(metric)) continue;
    const name = str(metric.name);
    if (!name) continue;
    const total = isRecord(metric.total_value) ? count(metric.total_value.value) : null;
    const values = Array.isArray(metric.values) ? metric.values : [];
    const last =
      values.length > 0 && isRecord(values.at(-1))
        ? count((values.at(-1) as { value?: unknown }).value)
        : null;
    const value = total ?? last;
    if (value !== null) out[name] = value;
  }
  return out;
}
