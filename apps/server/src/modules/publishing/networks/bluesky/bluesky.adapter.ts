import {
  type AppBskyEmbedImages,
  AppBskyRichtextFacet,
  type AtpAgent,
  RichText,
  XRPCError,
} from '@atproto/api';
import { BLUESKY_LIMITS } from '@expertos/domain/publishing/limits';
import { findUrls } from '@expertos/domain/publishing/text-count';
import { splitThread } from '@expertos/domain/publishing/thread';
import { imageSize } from '../../../../platform/storage/image-size.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
  type PublishMedia,
} from '../network.js';
import { isSessionRefused, toNetworkError } from './bluesky-errors.js';
import { blueskyInsights } from './bluesky-insights.js';
import { type BlueskyClientOptions, createBlueskySessions } from './bluesky-session.js';
import { createVideoUploader, videoOf } from './bluesky-video.js';
import { linkCard } from './link-card.js';
import { publicationRecordKey } from './record-key.js';

/**
 * Publishing to Bluesky with `@atproto/api` (providers/publishing.md §9), every request through
 * the egress guard.
 *
 * Exactly once: Bluesky has no idempotency key, so the post's record key is ours, derived from
 * the publication (record-key.ts), and every attempt writes the same key. An attempt first reads
 * that key and answers the post when it is there; a create that fails is followed by the same
 * read, because a failed create may have been written (an answer cut off) or may have collided
 * with an earlier attempt's record — today's PDS answers a taken key with a 500, a later one
 * will with a 400 (bluesky-social/atproto#3718, PR #4728), so we do not rely on the error.
 *
 * The text's links, mentions (handles resolved to DIDs; a handle that resolves to nothing stays
 * plain text) and hashtags become facets, as Bluesky's own app makes them. Up to 4 images with
 * their alt text and aspect ratio, or one MP4 through the video service (bluesky-video.ts);
 * else the link's card (link-card.ts). "Post as a thread" cuts a long text into replies, each
 * at a key of its own.
 *
 * The first comment is one more reply by the account, under the post (under the thread's last
 * post, its root the first), at a key of its own derived from the publication like the
 * thread's, and written with the same guard: calling `reply` again finds it there. Bluesky
 * refusing it for good does not take the post back: `publish` answers the post and the words.
 */

export interface BlueskyAdapterDeps extends BlueskyClientOptions {
  now?: () => Date;
  /** The video service (BLUESKY_VIDEO_URL). Default `https://video.bsky.app`. */
  videoService?: string;
  /** Between two looks at a video still processing. Default 2 s. */
  videoPollMs?: number;
  /** How long a video may process before the attempt gives up (transient). Default 5 minutes. */
  videoWaitMs?: number;
}

const POST = 'app.bsky.feed.post';

export function blueskyAdapter(deps: BlueskyAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const sessions = createBlueskySessions(deps);
  const videos = createVideoUploader({
    fetch: deps.fetch,
    now,
    service: deps.videoService,
    pollMs: deps.videoPollMs,
    waitMs: deps.videoWaitMs,
    timeoutMs: deps.timeoutMs,
  });

  /** The post at this key (its address and content id), or null. */
  async function postAt(agent: AtpAgent, channel: ChannelAccess, rkey: string): Promise<Written | null> {
    try {
      const { data } = await agent.com.atproto.repo.getRecord({
        repo: channel.accountId,
        collection: POST,
        rkey,
      });
      return { uri: data.uri, cid: data.cid ?? '' };
    } catch (err) {
      if (err instanceof XRPCError && err.error === 'RecordNotFound') return null;
      throw err;
    }
  }

  /**
   * One post at its key, written once. A create at a key already written is refused (the key is
   * the guard), so it writes first and reads only when the write fails: the post may be there
   * from an earlier attempt, or from this one if only the answer was lost. One call, not two,
   * for every post that goes out the first time.
   */
  async function createOnce(
    agent: AtpAgent,
    channel: ChannelAccess,
    rkey: string,
    record: () => Promise<Record<string, unknown>>,
  ): Promise<Written> {
    try {
      const { data } = await agent.com.atproto.repo.createRecord({
        repo: channel.accountId,
        collection: POST,
        rkey,
        record: await record(),
      });
      return { uri: data.uri, cid: data.cid };
    } catch (err) {
      // Signing in again (bluesky-session.ts) or waiting comes first; both retry from the read.
      if (isSessionRefused(err) || (err instanceof XRPCError && err.status === 429)) throw err;
      const written = await postAt(agent, channel, rkey).catch(() => null);
      if (written) return written;
      throw err;
    }
  }

  /**
   * The post, or the thread of posts (each at its own key, each a reply to the one before):
   * answered with its first post (`root`) and its last (`parent`, for the first comment).
   */
  async function create(
    agent: AtpAgent,
    channel: ChannelAccess,
    input: PublishInput,
  ): Promise<{ post: Published; root: Written; last: Written }> {
    const texts = partsOf(input);
    const keys = threadKeys(input, texts.length);
    let root: Written | null = null;
    let parent: Written | null = null;
    for (const [index, text] of texts.entries()) {
      const reply = root && parent ? { root, parent } : null;
      const written: Written = await createOnce(agent, channel, keys[index] ?? '', async () => ({
        $type: POST,
        ...(await richText(agent, text)),
        createdAt: now().toISOString(),
        ...(input.language ? { langs: [input.language] } : {}),
        ...(reply ? { reply } : {}),
        // The pictures, the video or the link card go with the first post.
        ...(index === 0 ? await embedOf(agent, input) : {}),
      }));
      root ??= written;
      parent = written;
    }
    if (!root || !parent)
      throw new NetworkError('permanent', 'Bluesky needs text or an image.', { code: 'empty' });
    const post = published(
      root.uri,
      agent.session?.handle ?? channel.handle,
      channel.accountId,
      keys[0] ?? '',
    );
    return { post, root, last: parent };
  }

  /** The first comment: a reply under the post's last part, once (its own key). */
  function comment(
    agent: AtpAgent,
    channel: ChannelAccess,
    input: PublishInput,
    root: Written,
    parent: Written,
  ) {
    const key = commentKey(input, partsOf(input).length);
    return createOnce(agent, channel, key, async () => ({
      $type: POST,
      ...(await richText(agent, input.firstComment ?? '')),
      createdAt: now().toISOString(),
      ...(input.language ? { langs: [input.language] } : {}),
      reply: { root: { uri: root.uri, cid: root.cid }, parent: { uri: parent.uri, cid: parent.cid } },
    }));
  }

  /**
   * Runs the comment's work: undefined when it is out, Bluesky's words when Bluesky refused it
   * for good. Anything else is thrown as it came (the session layer signs in again on a refused
   * session; the engine tries a passing failure again, finding the post by its key).
   */
  async function commentOutcome(work: () => Promise<unknown>): Promise<string | undefined> {
    try {
      await work();
      return undefined;
    } catch (err) {
      const failure = toNetworkError(err, now, 'it');
      if (failure.kind !== 'permanent') throw err;
      return failure.message;
    }
  }

  /** Images or a video when the post has any, else the link's card (the variant's link, or the text's first). */
  async function embedOf(agent: AtpAgent, input: PublishInput) {
    const video = videoOf(input.media);
    if (video) return { embed: await videos.embed(agent, video) };
    if (input.media.length > 0) return { embed: await uploadImages(agent, input.media) };
    const link = input.link ?? findUrls(input.text)[0]?.url;
    return link ? { embed: await linkCard(agent, deps.fetch, link) } : {};
  }

  return {
    network: 'bluesky',
    // A post's likes, replies, reposts and quotes, and the account's followers (bluesky-insights.ts).
    ...blueskyInsights({ sessions, now }),
    async publish(channel, input) {
      try {
        // A file Bluesky would not take is refused before anything is sent.
        videoOf(input.media);
        return await sessions.use(channel, async (agent) => {
          const { post, root, last } = await create(agent, channel, input);
          if (!input.firstComment) return post;
          const refused = await commentOutcome(() => comment(agent, channel, input, root, last));
          return refused ? { ...post, firstCommentError: refused } : post;
        });
      } catch (err) {
        throw toNetworkError(err, now);
      }
    },
    // After `find` found the post of an attempt cut off: the comment goes under the same posts.
    async reply(channel, input, post) {
      if (!input.firstComment) return undefined;
      try {
        return await sessions.use(channel, async (agent) => {
          const keys = threadKeys(input, partsOf(input).length);
          const root = await postAt(agent, channel, keys[0] ?? '');
          const last = keys.length === 1 ? root : await postAt(agent, channel, keys.at(-1) ?? '');
          if (!root || !last || root.uri !== post.remoteId) return 'The post is no longer on Bluesky.';
          return commentOutcome(() => comment(agent, channel, input, root, last));
        });
      } catch (err) {
        throw toNetworkError(err, now);
      }
    },
    // Out only when the whole thread is: its last post is written last. Otherwise a run again
    // writes what is missing (each post at its own key, so nothing twice).
    async find(channel, input) {
      try {
        return await sessions.use(channel, async (agent) => {
          const keys = threadKeys(input, partsOf(input).length);
          const last = await postAt(agent, channel, keys.at(-1) ?? '');
          if (!last) return null;
          const first = keys.length === 1 ? last : await postAt(agent, channel, keys[0] ?? '');
          return first
            ? published(first.uri, agent.session?.handle ?? channel.handle, channel.accountId, keys[0] ?? '')
            : null;
        });
      } catch (err) {
        throw toNetworkError(err, now);
      }
    },
  };
}

interface Written {
  uri: string;
  cid: string;
}

/** The texts of the posts: one, or a thread's when asked for and the text is over one post's limits. */
function partsOf(input: Pick<PublishInput, 'text' | 'thread'>): string[] {
  if (!input.thread) return [input.text];
  const parts = splitThread(input.text, BLUESKY_LIMITS.textGraphemes, BLUESKY_LIMITS.textBytes);
  return parts.length > 0 ? parts : [input.text];
}

/**
 * Each post's record key: the publication's own for the first, and for the n-th reply the key
 * of the publication's id with `#n`, a millisecond later each (record-key.ts), so every attempt
 * writes the same keys.
 */
function threadKeys(input: Pick<PublishInput, 'publicationId' | 'createdAt'>, count: number): string[] {
  const created = Date.parse(input.createdAt);
  return Array.from({ length: count }, (_, n) =>
    n === 0
      ? publicationRecordKey(input)
      : publicationRecordKey({
          publicationId: `${input.publicationId}#${n}`,
          createdAt: new Date(created + n).toISOString(),
        }),
  );
}

/**
 * The first comment's record key: the publication's id with `#first-comment`, a millisecond
 * after the thread's last post (so it sorts after the thread), the same at every attempt.
 */
function commentKey(input: Pick<PublishInput, 'publicationId' | 'createdAt'>, parts: number): string {
  return publicationRecordKey({
    publicationId: `${input.publicationId}#first-comment`,
    createdAt: new Date(Date.parse(input.createdAt) + parts).toISOString(),
  });
}

/** The post's address in the Bluesky app; by DID when the handle is broken (`handle.invalid`). */
function published(uri: string, handle: string, did: string, rkey: string): Published {
  const profile = handle && handle !== 'handle.invalid' ? handle : did;
  return { remoteId: uri, url: `https://bsky.app/profile/${profile}/post/${rkey}` };
}

async function richText(agent: AtpAgent, text: string) {
  const rich = new RichText({ text });
  await rich.detectFacets(agent);
  // detectFacets leaves a mention whose handle did not resolve with an empty DID, which the
  // PDS refuses: such a mention stays plain text.
  const facets = (rich.facets ?? []).flatMap((facet) => {
    const features = facet.features.filter((f) => !AppBskyRichtextFacet.isMention(f) || f.did !== '');
    return features.length > 0 ? [{ ...facet, features }] : [];
  });
  return { text: rich.text, ...(facets.length > 0 ? { facets } : {}) };
}

async function uploadImages(agent: AtpAgent, media: PublishMedia[]): Promise<AppBskyEmbedImages.Main> {
  const images: AppBskyEmbedImages.Image[] = [];
  // One at a time: a PDS counts uploads against the account's rate limit too.
  for (const medium of media) {
    const { data } = await agent.uploadBlob(medium.bytes, { encoding: medium.mimeType });
    const size = imageSize(medium.bytes);
    images.push({ image: data.blob, alt: medium.alt ?? '', ...(size ? { aspectRatio: size } : {}) });
  }
  return { $type: 'app.bsky.embed.images', images };
}
