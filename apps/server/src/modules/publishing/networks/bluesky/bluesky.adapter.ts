import {
  type AppBskyEmbedImages,
  AppBskyRichtextFacet,
  type AtpAgent,
  RichText,
  XRPCError,
} from '@atproto/api';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
  type PublishMedia,
} from '../network.js';
import { isSessionRefused, toNetworkError } from './bluesky-errors.js';
import { type BlueskyClientOptions, createBlueskySessions } from './bluesky-session.js';
import { imageSize } from './image-size.js';
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
 * their alt text and aspect ratio. Not yet: video (the video service's upload jobs) and link
 * cards (they need the page's preview fetched and its picture uploaded).
 */

export interface BlueskyAdapterDeps extends BlueskyClientOptions {
  now?: () => Date;
}

const POST = 'app.bsky.feed.post';

export function blueskyAdapter(deps: BlueskyAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const sessions = createBlueskySessions(deps);

  /** The post at the publication's key, or null. */
  async function postAt(agent: AtpAgent, channel: ChannelAccess, rkey: string): Promise<Published | null> {
    try {
      const { data } = await agent.com.atproto.repo.getRecord({
        repo: channel.accountId,
        collection: POST,
        rkey,
      });
      return published(data.uri, agent.session?.handle ?? channel.handle, channel.accountId, rkey);
    } catch (err) {
      if (err instanceof XRPCError && err.error === 'RecordNotFound') return null;
      throw err;
    }
  }

  async function create(agent: AtpAgent, channel: ChannelAccess, input: PublishInput): Promise<Published> {
    const rkey = publicationRecordKey(input);
    const already = await postAt(agent, channel, rkey);
    if (already) return already;
    const record = {
      $type: POST,
      ...(await richText(agent, input.text)),
      createdAt: now().toISOString(),
      ...(input.language ? { langs: [input.language] } : {}),
      ...(input.media.length > 0 ? { embed: await uploadImages(agent, input.media) } : {}),
    };
    try {
      const { data } = await agent.com.atproto.repo.createRecord({
        repo: channel.accountId,
        collection: POST,
        rkey,
        record,
      });
      return published(data.uri, agent.session?.handle ?? channel.handle, channel.accountId, rkey);
    } catch (err) {
      // Signing in again (bluesky-session.ts) or waiting comes first; both retry from the read.
      if (isSessionRefused(err) || (err instanceof XRPCError && err.status === 429)) throw err;
      const written = await postAt(agent, channel, rkey).catch(() => null);
      if (written) return written;
      throw err;
    }
  }

  return {
    network: 'bluesky',
    async publish(channel, input) {
      try {
        return await sessions.use(channel, (agent) => create(agent, channel, input));
      } catch (err) {
        throw toNetworkError(err, now);
      }
    },
    async find(channel, input) {
      try {
        return await sessions.use(channel, (agent) => postAt(agent, channel, publicationRecordKey(input)));
      } catch (err) {
        throw toNetworkError(err, now);
      }
    },
  };
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
  if (media.some((m) => !m.mimeType.startsWith('image/')))
    throw new NetworkError('permanent', 'Publishing videos to Bluesky is not supported yet.', {
      code: 'video_unsupported',
    });
  const images: AppBskyEmbedImages.Image[] = [];
  // One at a time: a PDS counts uploads against the account's rate limit too.
  for (const medium of media) {
    const { data } = await agent.uploadBlob(medium.bytes, { encoding: medium.mimeType });
    const size = imageSize(medium.bytes);
    images.push({ image: data.blob, alt: medium.alt ?? '', ...(size ? { aspectRatio: size } : {}) });
  }
  return { $type: 'app.bsky.embed.images', images };
}
