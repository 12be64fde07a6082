import { type MetricValue, type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import { MAX_RETRY_AFTER_MS } from '../../../../platform/http/retry-after.js';
import { type AccountDay, type ChannelAccess, NetworkError, type PostInsights } from '../network.js';
import { saidBy, type XApi, XHttpError, xSession } from './x-api.js';
import { xError } from './x-errors.js';

/**
 * X posts' figures and the account's followers (providers/publishing.md §5, "Analytics"), as
 * the account (user context, renewed once on a 401 by x-api.ts):
 * `GET /2/tweets?ids=…&tweet.fields=public_metrics,non_public_metrics`, up to 100 ids a call →
 * likes = `like_count`, comments = `reply_count`, shares = `retweet_count` + `quote_count`,
 * saves = `bookmark_count`, views = `impression_count`, link clicks = `non_public_metrics.
 * url_link_clicks`. X has no reach. The followers from `GET /2/users/me?user.fields=public_metrics`.
 * The sheet names the one-post lookup (`/2/tweets/{id}`); the lookup of many ids, its limit of
 * 100 and its partial `errors` ("Not Found Error", `resource-not-found`) are from the network's
 * docs, not the sheet.
 *
 * Non-public figures exist only for posts under 30 days old, and X answers a request for them on
 * an older post by leaving the post out of `data` with a "Field Authorization Error" (from
 * public issue threads, not the sheet). A post's id tells its time (X's ids are Snowflakes), so
 * older posts are asked in a second call without them, and their link clicks are left out.
 * X sends `url_link_clicks` only for a post with a link (from the network's docs, not the sheet):
 * a post without one has no link clicks to count. A post X answers "Not Found" for is gone.
 */

/** The most ids one lookup takes (X's `ids`: 1 to 100). */
export const X_INSIGHTS_BATCH = 100;

/** X's Snowflake epoch: an id's top bits are milliseconds since it (from the network's docs). */
const SNOWFLAKE_EPOCH_MS = 1_288_834_974_657;
/** Non-public figures are kept for posts under 30 days; an hour's margin for clocks. */
const NON_PUBLIC_MS = 30 * 24 * 3600_000 - 3600_000;

const PUBLIC = 'public_metrics';
const WITH_NON_PUBLIC = 'public_metrics,non_public_metrics';

interface XPost {
  id: string;
  public_metrics?: Record<string, unknown>;
  non_public_metrics?: Record<string, unknown>;
}

/** One of X's partial errors: an id it could not answer, or a field it would not. */
interface XPartialError {
  value?: string;
  resource_id?: string;
  resource_type?: string;
  type?: string;
}

interface Lookup {
  data?: XPost[];
  errors?: XPartialError[];
}

export function xInsights(api: XApi, now: () => Date) {
  /** When the post was made, read from its id; null for an id that is no Snowflake. */
  const madeAt = (id: string): number | null => {
    if (!/^\d{1,20}$/.test(id)) return null;
    const ms = Number(BigInt(id) >> 22n) + SNOWFLAKE_EPOCH_MS;
    return ms > SNOWFLAKE_EPOCH_MS ? ms : null;
  };
  const young = (id: string) => {
    const at = madeAt(id);
    return at !== null && now().getTime() - at < NON_PUBLIC_MS;
  };

  async function batch(session: ReturnType<typeof xSession>, remoteIds: readonly string[]) {
    const ids = [...new Set(remoteIds)];
    const found = new Map<string, PostMetrics>();
    const gone = new Set<string>();
    const lookup = async (asked: string[], fields: string) => {
      if (asked.length === 0) return;
      const answer = await session.call<Lookup>({
        method: 'GET',
        path: '/2/tweets',
        query: { ids: asked.join(','), 'tweet.fields': fields },
      });
      for (const post of answer.data ?? []) found.set(post.id, metricsOf(post, fields === WITH_NON_PUBLIC));
      for (const error of answer.errors ?? []) {
        const id = error.resource_id ?? error.value;
        if (id && !found.has(id) && error.type?.endsWith('/resource-not-found')) gone.add(id);
      }
    };
    const recent = ids.filter(young);
    await lookup(recent, WITH_NON_PUBLIC);
    // Older posts, and any recent one X would not give its non-public figures for (a clock at
    // the 30 days' edge), are asked once more for the public figures alone.
    await lookup(
      ids.filter((id) => !found.has(id) && !gone.has(id)),
      PUBLIC,
    );
    return remoteIds.map((remoteId): PostInsights => {
      if (gone.has(remoteId)) return { remoteId, metrics: {}, gone: true };
      // Neither answered nor said to be gone: asked again later.
      return { remoteId, metrics: found.get(remoteId) ?? NOT_YET };
    });
  }

  return {
    insightsBatch: X_INSIGHTS_BATCH,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      try {
        const session = xSession(api, channel);
        const answers: PostInsights[] = [];
        for (let at = 0; at < remoteIds.length; at += X_INSIGHTS_BATCH)
          answers.push(...(await batch(session, remoteIds.slice(at, at + X_INSIGHTS_BATCH))));
        return answers;
      } catch (caught) {
        throw insightsError(caught, "the posts' figures", now());
      }
    },

    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      try {
        const answer = await xSession(api, channel).call<{
          data?: { public_metrics?: { followers_count?: unknown } };
        }>({ method: 'GET', path: '/2/users/me', query: { 'user.fields': 'public_metrics' } });
        return { followers: readCount(answer.data?.public_metrics?.followers_count) };
      } catch (caught) {
        throw insightsError(caught, "the account's followers", now());
      }
    },
  };
}

const NOT_YET: PostMetrics = {
  views: 'not_yet',
  likes: 'not_yet',
  comments: 'not_yet',
  shares: 'not_yet',
  saves: 'not_yet',
};

/** A count X left out of its answer is not counted yet, never 0. */
const countOf = (value: unknown): MetricValue => readCount(value) ?? 'not_yet';

function metricsOf(post: XPost, askedNonPublic: boolean): PostMetrics {
  const shown = post.public_metrics ?? {};
  const retweets = countOf(shown.retweet_count);
  const quotes = countOf(shown.quote_count);
  const metrics: PostMetrics = {
    views: countOf(shown.impression_count),
    likes: countOf(shown.like_count),
    comments: countOf(shown.reply_count),
    shares: typeof retweets === 'number' && typeof quotes === 'number' ? retweets + quotes : 'not_yet',
    saves: countOf(shown.bookmark_count),
  };
  if (!askedNonPublic) return metrics;
  const own = post.non_public_metrics;
  if (!own) return { ...metrics, link_clicks: 'not_yet' };
  const clicks = readCount(own.url_link_clicks);
  return clicks === null ? metrics : { ...metrics, link_clicks: clicks };
}

/**
 * X's refusals of a read, as the engine acts on them. Beyond the adapter's mapping (x-errors.ts):
 * the monthly cap of the team's app is a wait, not the end (its reset is the app's billing day,
 * which X does not say, so the longest wait); a plain 403 "Forbidden" is a token without the
 * read permissions (X answers so for a missing scope, from public issue threads, not the sheet).
 */
function insightsError(caught: unknown, what: string, now: Date): NetworkError {
  if (caught instanceof XHttpError) {
    const said = saidBy(caught.problem) || `HTTP ${caught.status}`;
    if (caught.kind === 'usage-capped')
      return new NetworkError(
        'transient',
        `The team's X developer app has used its monthly reads (X answered: ${said}); ${what} are asked again later.`,
        { code: caught.kind, retryAfterMs: MAX_RETRY_AFTER_MS, cause: caught },
      );
    if (caught.kind === 'client-forbidden')
      return new NetworkError(
        'permanent',
        `Your X developer app's plan does not allow reading posts (X answered: ${said}).`,
        { code: caught.kind, cause: caught },
      );
    if (caught.status === 403 && (caught.kind === '' || caught.kind === 'about:blank'))
      return new NetworkError(
        'reconnect',
        `X did not let this connection read ${what} (it lacks the tweet.read and users.read permissions): reconnect the account to grant them.`,
        { code: 'missing_scope', cause: caught },
      );
  }
  return xError(caught, what, now);
}
