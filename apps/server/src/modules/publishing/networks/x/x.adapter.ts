import { withLink } from '@expertos/domain/publishing/thread';
import { xPosts } from '@expertos/domain/publishing/x';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Progress,
  type Published,
  type PublishInput,
} from '../network.js';
import { type XApi, type XSession, xSession } from './x-api.js';
import { X_API_URL, X_AUTHORIZE_URL, xConnect } from './x-connect.js';
import { isDuplicate, xError } from './x-errors.js';
import { xInsights } from './x-insights.js';
import { uploadMedium } from './x-media.js';
import { findRecent } from './x-recent.js';

/**
 * Publishing to X through the team's developer app (providers/publishing.md §5), API v2 with
 * plain requests through the egress guard (x-api.ts says why not twitter-api-v2).
 *
 * Exactly once: X has no idempotency key, so the publication's progress is the guard. Before a
 * post is sent its mark (`sent:<n>`, the time) is kept, and the moment X answers 201 its id
 * (`post:<n>`). An attempt reads them first: a post with an id is out and not sent again; a
 * post marked but without an id may be out (the answer was lost, or the run was cut off before
 * keeping it), so the account's latest posts since the mark are looked through for its text
 * (x-recent.ts) before it is sent again. A post with no mark was never sent. `find` does the
 * same without sending anything. X refusing a post as "duplicate content" (403) is X saying the
 * account just posted that text: when it is among the latest since the publication was made,
 * it is ours and is kept; else the refusal stands, in X's words.
 *
 * "Post as a thread" cuts a text over 280 (counted X's way) into posts each replying to the one
 * before (`post:0`, `post:1`, …); the files go with the first. The first comment is one more
 * reply, under the thread's last post, guarded the same way (`sent:comment`, `post:comment`).
 * Files are uploaded just before the first post is sent, and their ids kept (`media:<i>`) so a
 * later attempt within the day X keeps them does not upload a video again.
 */

export interface XAdapterDeps {
  fetch: GuardedFetch;
  /** The team's developer app (X_CLIENT_ID, X_CLIENT_SECRET). */
  app: { clientId: string; clientSecret: string };
  /** X_AUTH_URL: X's approval page unless set. */
  authUrl?: string;
  /** X_API_URL: `https://api.x.com` unless set. */
  apiUrl?: string;
  now?: () => Date;
  /** Waits between two looks at a file X is processing; tests answer at once. */
  sleep?: (ms: number) => Promise<void>;
  /** How long X may process one file (in the waits X asks for) before the attempt gives up. Default 10 minutes. */
  mediaWaitMs?: number;
  /** Bytes per upload chunk. Default 4 MiB. */
  chunkBytes?: number;
  /** Time for one call but an upload's chunk. Default 30 s. */
  timeoutMs?: number;
}

/** X's clock and ours differ: a post this much "before" its mark still counts. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** X keeps an uploaded file for a day; a later attempt reuses one uploaded within this. */
const MEDIA_REUSE_MS = 20 * 3600_000;
/** A chunk of a large video may take minutes on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The publication's progress as this attempt knows it: read once, each new value kept at once. */
interface Kept {
  get(key: string): string | undefined;
  put(values: Record<string, string>): Promise<void>;
  /** Whether anything outlives this attempt (the engine keeps progress; some callers do not). */
  lasting: boolean;
}

async function keptOf(progress: Progress | undefined): Promise<Kept> {
  let values = progress ? await progress.read() : {};
  return {
    get: (key) => values[key],
    async put(next) {
      values = { ...values, ...next };
      await progress?.write(next);
    },
    lasting: Boolean(progress),
  };
}

/** The texts of the posts: one, or a thread's; the variant's link added as on Mastodon (X cards it). */
function partsOf(input: Pick<PublishInput, 'text' | 'link' | 'thread'>): string[] {
  return xPosts(withLink(input.text, input.link), input.thread);
}

/** A post's address; X resolves it from the id whatever the account's name is now. */
function published(channel: ChannelAccess, id: string): Published {
  const handle = channel.handle.replace(/^@/, '');
  return { remoteId: id, url: `https://x.com/${handle || 'i/web'}/status/${id}` };
}

export function xAdapter(deps: XAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const api: XApi = {
    fetch: deps.fetch,
    apiUrl: deps.apiUrl ?? X_API_URL,
    timeoutMs: deps.timeoutMs ?? 30_000,
  };
  const connect = xConnect(api, { ...deps.app, authUrl: deps.authUrl ?? X_AUTHORIZE_URL }, now);
  const mediaOptions = {
    chunkBytes: deps.chunkBytes ?? 4 * 1024 * 1024,
    sleep: deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    waitMs: deps.mediaWaitMs ?? 10 * 60_000,
    uploadTimeoutMs: UPLOAD_TIMEOUT_MS,
    now,
  };

  /** The post's files, uploaded (or a recent attempt's, reused): their media ids. */
  async function mediaIds(session: XSession, input: PublishInput, kept: Kept): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, medium] of input.media.entries()) {
      const [savedId, savedAt] = (kept.get(`media:${index}`) ?? '').split(' ');
      if (savedId && savedAt && now().getTime() - Date.parse(savedAt) < MEDIA_REUSE_MS) {
        ids.push(savedId);
        continue;
      }
      const id = await uploadMedium(session, medium, mediaOptions);
      await kept.put({ [`media:${index}`]: `${id} ${now().toISOString()}` });
      ids.push(id);
    }
    return ids;
  }

  /**
   * One post of ours, sent once: its id. `key` names it in the progress (`0`, `1`…, `comment`);
   * `media` is called only when the post is really sent.
   */
  async function postOnce(
    session: XSession,
    channel: ChannelAccess,
    input: Pick<PublishInput, 'createdAt'>,
    kept: Kept,
    post: {
      key: string;
      what: string;
      text: string;
      replyTo: string | null;
      media?: () => Promise<string[]>;
    },
  ): Promise<string> {
    const done = kept.get(`post:${post.key}`);
    if (done) return done;
    const look = (since: number) =>
      findRecent(session, channel.accountId, {
        text: post.text,
        replyTo: post.replyTo,
        since: new Date(since),
      });
    const sentAt = kept.get(`sent:${post.key}`);
    if (sentAt) {
      const found = await look(Date.parse(sentAt) - CLOCK_SKEW_MS);
      if (found) {
        await kept.put({ [`post:${post.key}`]: found });
        return found;
      }
    }
    const media = post.media ? await post.media() : [];
    await kept.put({ [`sent:${post.key}`]: now().toISOString() });
    let id: string | undefined;
    try {
      const answer = await session.call<{ data?: { id?: string } }>({
        method: 'POST',
        path: '/2/tweets',
        json: {
          text: post.text,
          ...(media.length > 0 ? { media: { media_ids: media } } : {}),
          ...(post.replyTo ? { reply: { in_reply_to_tweet_id: post.replyTo } } : {}),
        },
      });
      id = answer.data?.id;
    } catch (caught) {
      if (!isDuplicate(caught)) throw xError(caught, post.what, now());
      // Ours can be no older than our first attempt to send it (its mark, when there was one):
      // looking from there rather than from when the publication was made keeps it within the
      // few pages X lets us read on a busy account (on CI, under load, a post made by a cut-off
      // attempt appeared after this attempt's first look, and was past the pages from then on).
      id =
        (await look((sentAt ? Date.parse(sentAt) : Date.parse(input.createdAt)) - CLOCK_SKEW_MS)) ??
        undefined;
      if (!id)
        throw new NetworkError(
          'permanent',
          `X refused ${post.what} as a duplicate of a post already on the account (${(caught as Error).message}). Change the words to post it again.`,
          { code: 'duplicate', cause: caught },
        );
    }
    if (!id)
      throw new NetworkError('transient', `X answered ${post.what} without its id.`, { code: 'no_id' });
    await kept.put({ [`post:${post.key}`]: id });
    return id;
  }

  /**
   * The thread's posts already on X, first to last, without sending anything; null when any is
   * missing. A post with no mark in a kept progress was never sent, so it is not looked for.
   */
  async function onX(
    session: XSession,
    channel: ChannelAccess,
    input: Pick<PublishInput, 'createdAt' | 'text' | 'link' | 'thread'>,
    kept: Kept,
  ): Promise<string[] | null> {
    const ids: string[] = [];
    for (const [n, text] of partsOf(input).entries()) {
      let id = kept.get(`post:${n}`) ?? null;
      if (!id) {
        const sentAt = kept.get(`sent:${n}`);
        if (!sentAt && kept.lasting) return null;
        const since = sentAt ? Date.parse(sentAt) : Date.parse(input.createdAt);
        id = await findRecent(session, channel.accountId, {
          text,
          replyTo: ids.at(-1) ?? null,
          since: new Date(since - CLOCK_SKEW_MS),
        });
        if (!id) return null;
        await kept.put({ [`post:${n}`]: id });
      }
      ids.push(id);
    }
    return ids;
  }

  /** The first comment under the thread's last post, once: undefined when out, X's words when refused for good. */
  async function comment(
    session: XSession,
    channel: ChannelAccess,
    input: PublishInput,
    kept: Kept,
    lastId: string,
  ): Promise<string | undefined> {
    if (!input.firstComment) return undefined;
    try {
      await postOnce(session, channel, input, kept, {
        key: 'comment',
        what: 'the first comment',
        text: input.firstComment,
        replyTo: lastId,
      });
      return undefined;
    } catch (caught) {
      const failure = xError(caught, 'the first comment', now());
      if (failure.kind !== 'permanent') throw failure;
      return failure.message;
    }
  }

  return {
    network: 'x',
    oauth: connect.oauth,
    refresh: connect.refresh,
    // Posts' likes, replies, reposts, bookmarks, views and link clicks; the followers (x-insights.ts).
    ...xInsights(api, now),

    async check(channel) {
      try {
        await xSession(api, channel).call({ method: 'GET', path: '/2/users/me' });
      } catch (caught) {
        throw xError(caught, 'checking the account', now());
      }
    },

    async publish(channel, input) {
      try {
        const session = xSession(api, channel);
        const kept = await keptOf(input.progress);
        const ids: string[] = [];
        const parts = partsOf(input);
        for (const [n, text] of parts.entries()) {
          ids.push(
            await postOnce(session, channel, input, kept, {
              key: String(n),
              what: parts.length > 1 ? `post ${n + 1} of the thread` : 'the post',
              text,
              replyTo: ids.at(-1) ?? null,
              // The files go with the first post.
              ...(n === 0 ? { media: () => mediaIds(session, input, kept) } : {}),
            }),
          );
        }
        const post = published(channel, ids[0] ?? '');
        const refused = await comment(session, channel, input, kept, ids.at(-1) ?? '');
        return refused ? { ...post, firstCommentError: refused } : post;
      } catch (caught) {
        throw xError(caught, 'the post', now());
      }
    },

    async find(channel, input) {
      try {
        const ids = await onX(xSession(api, channel), channel, input, await keptOf(input.progress));
        return ids?.[0] ? published(channel, ids[0]) : null;
      } catch (caught) {
        throw xError(caught, "the account's latest posts", now());
      }
    },

    // After `find` found the post of an attempt cut off: the comment goes under the same thread.
    async reply(channel, input, post) {
      if (!input.firstComment) return undefined;
      try {
        const session = xSession(api, channel);
        const kept = await keptOf(input.progress);
        const ids = await onX(session, channel, input, kept);
        if (!ids || ids[0] !== post.remoteId) return 'The post is no longer on X.';
        return await comment(session, channel, input, kept, ids.at(-1) ?? post.remoteId);
      } catch (caught) {
        throw xError(caught, 'the first comment', now());
      }
    },
  };
}
