import {
  INSTAGRAM_API_URL,
  INSTAGRAM_AUTH_URL,
  INSTAGRAM_GRAPH_URL,
  INSTAGRAM_GRAPH_VERSION,
} from '@expertos/domain/social.schema';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Progress,
  type Published,
  type PublishInput,
  type PublishMedia,
} from '../network.js';
import { instagramConnector } from './instagram-connect.js';
import { containerFailure } from './instagram-errors.js';
import { createGraph, type Graph, type InstagramUrls, text } from './instagram-graph.js';
import { instagramInsights } from './instagram-insights.js';

/** How often a container's processing is asked after, and for how long before trying later. */
const POLL_MS = 3_000;
const WAIT_MS = 4 * 60_000;
/**
 * Looking for a post cut off before its id was kept: the account's posts a page at a time, up
 * to a little more than a day of Instagram's publishing limit (100 posts through the API).
 */
const FIND_PAGE = 25;
const FIND_PAGES = 5;

export interface InstagramAdapterDeps {
  fetch: GuardedFetch;
  now: () => Date;
  /** The team's Meta app with Instagram Login (INSTAGRAM_CLIENT_ID / _SECRET). */
  app: { clientId: string; clientSecret: string };
  urls?: Partial<InstagramUrls>;
  /** Tests shorten the processing wait. */
  pollMs?: number;
  waitMs?: number;
}

/** What the account can publish in Instagram's rolling 24 hours. */
export interface PublishingQuota {
  used: number;
  total: number;
  windowHours: number;
}

/**
 * Instagram's content publishing (providers/publishing.md §1) for a professional account
 * connected through the team's Instagram Login app: each file becomes a container that
 * Instagram fetches from the product's signed link; the container is waited on until
 * `FINISHED` (or failed with Instagram's reason), then published; the first comment follows.
 * Every container id and the post's id are kept in the publication's progress the moment
 * Instagram answers, so an attempt cut off resumes with the same containers and never
 * publishes twice (a container is published once; its `PUBLISHED` state says it went out, and
 * an attempt that finds it so looks the post up among the account's instead).
 */
export function instagramAdapter(deps: InstagramAdapterDeps): NetworkAdapter & {
  quota(channel: ChannelAccess): Promise<PublishingQuota>;
} {
  const urls: InstagramUrls = {
    authUrl: deps.urls?.authUrl ?? INSTAGRAM_AUTH_URL,
    apiUrl: deps.urls?.apiUrl ?? INSTAGRAM_API_URL,
    graphUrl: deps.urls?.graphUrl ?? INSTAGRAM_GRAPH_URL,
    version: deps.urls?.version ?? INSTAGRAM_GRAPH_VERSION,
  };
  const graph: Graph = createGraph(deps.fetch, urls);
  const pollMs = deps.pollMs ?? POLL_MS;
  const waitMs = deps.waitMs ?? WAIT_MS;
  const token = (channel: ChannelAccess) => channel.credentials.accessToken ?? '';
  const noProgress: Progress = { read: async () => ({}), write: async () => {} };
  const notListed = () =>
    new NetworkError('transient', 'Instagram says the post went out but does not list it yet.', {
      code: 'published_not_listed',
      retryAfterMs: 60_000,
    });

  /** A container for one file: a single post's, a carousel item's, a reel's or a story's. */
  function containerParams(
    input: PublishInput,
    medium: PublishMedia,
    role: 'single' | 'item',
  ): Record<string, string | number | boolean | undefined> {
    if (!medium.url)
      throw new NetworkError(
        'permanent',
        'Instagram fetches files by their web address, and this server has none it can reach (set PUBLIC_URL to the address people use).',
        { code: 'no_public_url' },
      );
    const video = medium.mimeType.startsWith('video/');
    const kind = input.postKind ?? 'post';
    if (role === 'item')
      return video
        ? { media_type: 'VIDEO', video_url: medium.url, is_carousel_item: true }
        : { image_url: medium.url, is_carousel_item: true, alt_text: medium.alt ?? undefined };
    if (kind === 'story')
      return video
        ? { media_type: 'STORIES', video_url: medium.url }
        : { media_type: 'STORIES', image_url: medium.url };
    if (kind === 'reel' || video)
      return {
        media_type: 'REELS',
        video_url: medium.url,
        caption: input.text,
        share_to_feed: input.shareToFeed ?? true,
        thumb_offset: input.coverAtMs,
      };
    return { image_url: medium.url, caption: input.text, alt_text: medium.alt ?? undefined };
  }

  /**
   * Waits until Instagram has processed the container (`FINISHED`), or says it is published
   * already (`PUBLISHED`); its failure in Instagram's words.
   */
  async function finished(channel: ChannelAccess, container: string): Promise<'FINISHED' | 'PUBLISHED'> {
    const started = Date.now();
    for (;;) {
      const body = await graph(
        'GET',
        `/${container}`,
        token(channel),
        { fields: 'status_code,status' },
        'reading the upload',
      );
      const state = text(body.status_code) ?? 'IN_PROGRESS';
      if (state === 'FINISHED' || state === 'PUBLISHED') return state;
      if (state === 'ERROR' || state === 'EXPIRED') throw containerFailure(state, text(body.status));
      if (Date.now() - started >= waitMs)
        throw new NetworkError(
          'transient',
          'Instagram is still processing the video; publishing goes on shortly.',
          {
            code: 'container_in_progress',
            retryAfterMs: 60_000,
          },
        );
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  /** The post's containers, made once each (the progress keeps their ids), the one to publish last. */
  async function container(channel: ChannelAccess, input: PublishInput, progress: Progress): Promise<string> {
    const kept = await progress.read();
    if (kept.container) return kept.container;
    const user = `/${channel.accountId}/media`;
    const carousel = (input.postKind ?? 'post') === 'post' && input.media.length > 1;
    if (!carousel) {
      const [medium] = input.media;
      if (!medium)
        throw new NetworkError('permanent', 'Instagram needs an image or a video in every post.', {
          code: 'empty',
        });
      const made = await graph(
        'POST',
        user,
        token(channel),
        containerParams(input, medium, 'single'),
        'preparing the post',
      );
      const id = text(made.id) as string;
      await progress.write({ container: id });
      return id;
    }
    const children: string[] = [];
    for (const [index, medium] of input.media.entries()) {
      const key = `item${index}`;
      let id = kept[key];
      if (!id) {
        const made = await graph(
          'POST',
          user,
          token(channel),
          containerParams(input, medium, 'item'),
          'preparing a carousel item',
        );
        id = text(made.id) as string;
        await progress.write({ [key]: id });
      }
      children.push(id);
    }
    // Items first, then the carousel (providers/publishing.md §1: children before parent).
    for (const child of children) await finished(channel, child);
    const made = await graph(
      'POST',
      user,
      token(channel),
      { media_type: 'CAROUSEL', children: children.join(','), caption: input.text },
      'preparing the carousel',
    );
    const id = text(made.id) as string;
    await progress.write({ container: id });
    return id;
  }

  async function permalink(
    channel: ChannelAccess,
    mediaId: string,
    kind: string | undefined,
  ): Promise<Published> {
    const body = await graph(
      'GET',
      `/${mediaId}`,
      token(channel),
      { fields: 'permalink' },
      'reading the post’s address',
    );
    const url =
      text(body.permalink) ??
      (kind === 'story'
        ? `https://www.instagram.com/stories/${channel.handle.replace(/^@/, '')}/${mediaId}/`
        : `https://www.instagram.com/${channel.handle.replace(/^@/, '')}/`);
    return { remoteId: mediaId, url };
  }

  async function reply(
    channel: ChannelAccess,
    input: PublishInput,
    post: Published,
  ): Promise<string | undefined> {
    const progress = input.progress ?? noProgress;
    const message = input.firstComment?.trim();
    if (!message || input.postKind === 'story') return undefined;
    if ((await progress.read()).comment) return undefined;
    try {
      const made = await graph(
        'POST',
        `/${post.remoteId}/comments`,
        token(channel),
        { message },
        'posting the first comment',
      );
      await progress.write({ comment: text(made.id) ?? 'posted' });
      return undefined;
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'permanent') return error.message;
      throw error;
    }
  }

  const adapter = {
    network: 'instagram' as const,
    oauth: instagramConnector({ fetch: deps.fetch, now: deps.now, app: deps.app, urls, graph }),
    // The published posts' results and the account's followers (instagram-insights.ts).
    ...instagramInsights(graph, token),

    async refresh(channel: ChannelAccess) {
      const body = await graph(
        'GET',
        '/refresh_access_token',
        token(channel),
        { grant_type: 'ig_refresh_token' },
        'renewing the sign-in',
        { versioned: false },
      );
      const renewed = text(body.access_token);
      if (!renewed)
        throw new NetworkError('transient', 'Instagram answered a renewal without a token.', {
          code: 'no_token',
        });
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : null;
      return {
        credentials: { ...channel.credentials, accessToken: renewed },
        tokenExpiresAt:
          seconds === null ? null : new Date(deps.now().getTime() + seconds * 1000).toISOString(),
      };
    },

    async check(channel: ChannelAccess) {
      await graph('GET', '/me', token(channel), { fields: 'user_id,username' }, 'checking the account');
    },

    async quota(channel: ChannelAccess): Promise<PublishingQuota> {
      const body = await graph(
        'GET',
        `/${channel.accountId}/content_publishing_limit`,
        token(channel),
        { fields: 'quota_usage,config' },
        'reading the publishing limit',
      );
      const [first] = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      const config = (first?.config ?? {}) as Record<string, unknown>;
      return {
        used: Number(first?.quota_usage ?? 0),
        total: Number(config.quota_total ?? 100),
        windowHours: Math.round(Number(config.quota_duration ?? 86_400) / 3600),
      };
    },

    async publish(channel: ChannelAccess, input: PublishInput): Promise<Published> {
      const progress = input.progress ?? noProgress;
      const kept = await progress.read();
      if (kept.media) return permalink(channel, kept.media, input.postKind);
      let id = await container(channel, input, progress);
      let state: 'FINISHED' | 'PUBLISHED';
      try {
        state = await finished(channel, id);
      } catch (error) {
        // An expired container is made again on the next attempt.
        if (error instanceof NetworkError && error.options.code === 'container_expired')
          await progress.write({ container: '' });
        throw error;
      }
      if (state === 'PUBLISHED') {
        // An earlier attempt published it and lost the answer (a timeout, a dropped connection):
        // it is out, and is found among the account's posts, never published again.
        const found = await adapter.find(channel, input);
        if (!found) throw notListed();
        const commentError = await reply(channel, input, found);
        return commentError ? { ...found, firstCommentError: commentError } : found;
      }
      await progress.write({ publishing: deps.now().toISOString() });
      let published: Record<string, unknown>;
      try {
        published = await graph(
          'POST',
          `/${channel.accountId}/media_publish`,
          token(channel),
          { creation_id: id },
          'publishing',
        );
      } catch (error) {
        // "Media ID is not available" (9007 / 2207027): not processed yet, although it said so.
        const said = error instanceof NetworkError ? (error.options.code ?? '') : '';
        if (said.startsWith('meta_9007') || said.includes('2207027'))
          throw new NetworkError('transient', 'Instagram was not ready to publish the upload yet.', {
            code: 'not_ready',
            retryAfterMs: 30_000,
          });
        throw error;
      }
      id = text(published.id) as string;
      await progress.write({ media: id });
      const post = await permalink(channel, id, input.postKind);
      const commentError = await reply(channel, input, post);
      return commentError ? { ...post, firstCommentError: commentError } : post;
    },

    async find(
      channel: ChannelAccess,
      input: Parameters<NetworkAdapter['find']>[1],
    ): Promise<Published | null> {
      const kept = await (input.progress ?? noProgress).read();
      if (kept.media) return permalink(channel, kept.media, undefined);
      if (!kept.container || !kept.publishing) return null;
      const body = await graph(
        'GET',
        `/${kept.container}`,
        token(channel),
        { fields: 'status_code' },
        'reading the upload',
      );
      if (text(body.status_code) !== 'PUBLISHED') return null;
      // Published, but cut off before its id was kept: it is among the account's posts since
      // the mark, newest first. Not necessarily among the first few: a backlog after an outage,
      // or a busy account, publishes many more before the next attempt looks. So page after
      // page until the posts are older than the mark.
      const since = new Date(kept.publishing).getTime() - 60_000;
      const at = (m: Record<string, unknown>) => Date.parse(String(m.timestamp).replace(/\+0000$/, 'Z'));
      let match: Record<string, unknown> | undefined;
      let after: string | undefined;
      for (let page = 0; page < FIND_PAGES && !match; page += 1) {
        const recent = await graph(
          'GET',
          `/${channel.accountId}/media`,
          token(channel),
          { fields: 'id,caption,timestamp,permalink', limit: FIND_PAGE, after },
          'looking for the post',
        );
        const posts = Array.isArray(recent.data) ? (recent.data as Record<string, unknown>[]) : [];
        match = posts.find((m) => (text(m.caption) ?? '') === input.text && at(m) >= since);
        const paging = (recent.paging ?? {}) as { next?: unknown; cursors?: { after?: unknown } };
        after = text(paging.cursors?.after);
        const oldest = posts.at(-1);
        if (!oldest || at(oldest) < since || !paging.next || !after) break;
      }
      if (!match) throw notListed();
      const id = text(match.id) as string;
      await input.progress?.write({ media: id });
      return { remoteId: id, url: text(match.permalink) ?? `https://www.instagram.com/${channel.handle}/` };
    },

    reply,
  };
  return adapter;
}
