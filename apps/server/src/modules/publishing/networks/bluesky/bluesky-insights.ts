import { type AppBskyFeedDefs, type AtpAgent, XRPCError } from '@atproto/api';
import { type MetricValue, type PostMetrics, readCount } from '@expertos/domain/analytics/metrics';
import type { AccountDay, ChannelAccess, PostInsights } from '../network.js';
import { toNetworkError } from './bluesky-errors.js';
import type { BlueskySessions } from './bluesky-session.js';

/**
 * A Bluesky post's figures and the account's followers (providers/publishing.md §9,
 * "Analytics"): `app.bsky.feed.getPosts?uris=` → likes = `likeCount`, comments = `replyCount`,
 * shares = `repostCount` + `quoteCount`, and saves = `bookmarkCount` where the answer has it
 * (the lexicon's, not the sheet's; an AppView without bookmarks leaves it out, so saves are not
 * offered there). The followers from `app.bsky.actor.getProfile` (`followersCount`, the
 * lexicon's, not the sheet's). Bluesky has no reach or views. Signed in as the account, through
 * the session layer (bluesky-session.ts).
 *
 * A post missing from the answer is usually deleted, but the answer comes from the AppView, which
 * indexes a new post a little after the PDS wrote it: the record is read from the PDS
 * (`getRecord`) before the post is called gone, and a post still there is `not_yet`.
 */

/** The most `uris` one `getPosts` takes (the lexicon's `maxLength`). */
export const BLUESKY_INSIGHTS_BATCH = 25;

const WHAT = "the posts' figures";

export function blueskyInsights(deps: { sessions: BlueskySessions; now: () => Date }) {
  const failure = (caught: unknown) => toNetworkError(caught, deps.now, WHAT);

  async function batch(agent: AtpAgent, remoteIds: readonly string[]): Promise<PostInsights[]> {
    const uris = [...new Set(remoteIds)];
    const { data } = await agent.app.bsky.feed.getPosts({ uris });
    const views = new Map(data.posts.map((post) => [post.uri, post]));
    const missing = new Map<string, boolean>();
    for (const uri of uris) if (!views.has(uri)) missing.set(uri, await recordExists(agent, uri));
    return remoteIds.map((uri) => {
      const view = views.get(uri);
      if (view) return { remoteId: uri, metrics: metricsOf(view) };
      return missing.get(uri)
        ? { remoteId: uri, metrics: NOT_INDEXED_YET }
        : { remoteId: uri, metrics: {}, gone: true };
    });
  }

  return {
    insightsBatch: BLUESKY_INSIGHTS_BATCH,

    async insights(channel: ChannelAccess, remoteIds: readonly string[]): Promise<PostInsights[]> {
      try {
        return await deps.sessions.use(channel, async (agent) => {
          const answers: PostInsights[] = [];
          for (let at = 0; at < remoteIds.length; at += BLUESKY_INSIGHTS_BATCH)
            answers.push(...(await batch(agent, remoteIds.slice(at, at + BLUESKY_INSIGHTS_BATCH))));
          return answers;
        });
      } catch (caught) {
        throw failure(caught);
      }
    },

    async accountDay(channel: ChannelAccess): Promise<AccountDay> {
      try {
        return await deps.sessions.use(channel, async (agent) => {
          const { data } = await agent.app.bsky.actor.getProfile({ actor: channel.accountId });
          return { followers: readCount(data.followersCount) };
        });
      } catch (caught) {
        throw toNetworkError(caught, deps.now, "the account's followers");
      }
    },
  };
}

/** A post the PDS has but the AppView has not indexed yet: every figure Bluesky gives is to come. */
const NOT_INDEXED_YET: PostMetrics = {
  likes: 'not_yet',
  comments: 'not_yet',
  shares: 'not_yet',
  saves: 'not_yet',
};

/** The lexicon makes every count optional: one left out is not counted yet, never 0. */
const countOf = (value: unknown): MetricValue => readCount(value) ?? 'not_yet';

function metricsOf(view: AppBskyFeedDefs.PostView): PostMetrics {
  const reposts = countOf(view.repostCount);
  const quotes = countOf(view.quoteCount);
  const saves = readCount(view.bookmarkCount);
  return {
    likes: countOf(view.likeCount),
    comments: countOf(view.replyCount),
    shares: typeof reposts === 'number' && typeof quotes === 'number' ? reposts + quotes : 'not_yet',
    ...(saves !== null ? { saves } : {}),
  };
}

/** Whether the post's record is still in the account's repository (the PDS, not the AppView). */
async function recordExists(agent: AtpAgent, uri: string): Promise<boolean> {
  const [, repo, collection, rkey] = uri.match(/^at:\/\/([^/]+)\/([^/]+)\/([^/]+)$/) ?? [];
  if (!repo || !collection || !rkey) return false;
  try {
    await agent.com.atproto.repo.getRecord({ repo, collection, rkey });
    return true;
  } catch (caught) {
    if (caught instanceof XRPCError && caught.error === 'RecordNotFound') return false;
    throw caught;
  }
}
