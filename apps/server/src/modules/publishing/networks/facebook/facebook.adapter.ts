import { checkFacebookPost, facebookContent, facebookText } from '@expertos/domain/publishing/facebook';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
} from '../network.js';
import { facebookConnector } from './facebook-connect.js';
import {
  createGraph,
  FACEBOOK_AUTH_URL,
  FACEBOOK_GRAPH_URL,
  FACEBOOK_GRAPH_VERSION,
  type FacebookUrls,
  type Graph,
  graphTime,
  text,
} from './facebook-graph.js';
import { facebookInsights } from './facebook-insights.js';
import { type VideoWait, videoOutcome, waitForVideo } from './facebook-video.js';

/**
 * Publishing to a Facebook Page (providers/publishing.md §2) as the Page, with the Page's own
 * token: text and a link card (`POST /{page}/feed`), photos (each `POST /{page}/photos` by its
 * signed link, unpublished, then one `/feed` post with `attached_media`), or one video
 * (`POST /{page}/videos` by its link, published by Facebook once processed); then the first
 * comment (`POST /{post}/comments`).
 *
 * Exactly once: Facebook has no idempotency key, so the publication's progress carries what
 * Facebook has made of it. Each photo's id is kept (`photo:<n>`) so a retry does not upload it
 * again; `posting` (with the post's `kind`) is kept just before the call that makes the post,
 * the video's id (`video`) and the post's id (`post`) the moment Facebook answers. An attempt
 * cut off in between looks for its post among the Page's latest (`/feed`, or `/videos` for a
 * video still processing, which the feed does not show yet): the same text, made since the
 * `posting` mark. Only when it is not there is the post sent again.
 */

export interface FacebookAdapterDeps {
  fetch: GuardedFetch;
  /** The team's Meta app (FACEBOOK_APP_ID / FACEBOOK_APP_SECRET). */
  app: { appId: string; appSecret: string };
  /** Facebook's own unless set (a stand-in in tests). */
  urls?: Partial<FacebookUrls>;
  now?: () => Date;
  /** Waiting on a video Facebook processes: between looks, how long in all, and how (tests do not wait). */
  video?: Partial<VideoWait>;
}

/** What the publication's progress keeps on Facebook. */
const KEPT = {
  post: 'post',
  posting: 'posting',
  kind: 'kind',
  video: 'video',
  comment: 'comment',
  commenting: 'commenting',
  photo: (index: number) => `photo:${index}`,
} as const;

/** Facebook's clock and ours differ: a post this much "before" the `posting` mark still counts. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** How many of the Page's latest posts (or videos) the cut-off search reads. */
const LATEST = 10;

const absolute = (url: string) => (url.startsWith('/') ? `https://www.facebook.com${url}` : url);

export function facebookAdapter(deps: FacebookAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const urls: FacebookUrls = {
    authUrl: deps.urls?.authUrl ?? FACEBOOK_AUTH_URL,
    graphUrl: deps.urls?.graphUrl ?? FACEBOOK_GRAPH_URL,
    version: deps.urls?.version ?? FACEBOOK_GRAPH_VERSION,
  };
  const graph: Graph = createGraph(deps.fetch, urls);
  const wait: VideoWait = {
    pollMs: deps.video?.pollMs ?? 5_000,
    waitMs: deps.video?.waitMs ?? 4 * 60_000,
    sleep: deps.video?.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };

  const tokenOf = (channel: ChannelAccess) => {
    const token = channel.credentials.accessToken;
    if (!token)
      throw new NetworkError('reconnect', 'The Facebook Page has no access token; connect it again.', {
        code: 'no_token',
      });
    return token;
  };
  const keep = (input: Pick<PublishInput, 'progress'>, values: Record<string, string>) =>
    input.progress?.write(values) ?? Promise.resolve();

  /** The post's public address (Facebook's `permalink_url`). */
  async function publishedOf(channel: ChannelAccess, postId: string): Promise<Published> {
    const body = await graph(
      'GET',
      `/${postId}`,
      tokenOf(channel),
      { fields: 'permalink_url' },
      "the post's address",
    );
    const url = text(body.permalink_url);
    return { remoteId: postId, url: url ? absolute(url) : `https://www.facebook.com/${postId}` };
  }

  /** Sends the post that makes it on the Page; its id, kept the moment Facebook answers. */
  async function sendFeed(
    channel: ChannelAccess,
    input: PublishInput,
    kind: 'text' | 'photos',
    params: Record<string, string | undefined>,
  ): Promise<string> {
    await keep(input, { [KEPT.posting]: now().toISOString(), [KEPT.kind]: kind });
    const made = await graph('POST', `/${channel.accountId}/feed`, tokenOf(channel), params, 'the post');
    const id = text(made.id);
    if (!id)
      throw new NetworkError(
        'transient',
        'Facebook made the post without saying its id; looking again later.',
        {
          code: 'no_post_id',
        },
      );
    await keep(input, { [KEPT.post]: id });
    return id;
  }

  /** Each photo uploaded unpublished (Facebook fetches it from its link), once: the ids are kept. */
  async function photoIds(channel: ChannelAccess, input: PublishInput, kept: Record<string, string>) {
    const ids: string[] = [];
    for (const [index, medium] of input.media.entries()) {
      const key = KEPT.photo(index);
      let id = kept[key];
      if (!id) {
        const made = await graph(
          'POST',
          `/${channel.accountId}/photos`,
          tokenOf(channel),
          {
            url: linkOf(medium),
            published: false,
            alt_text_custom: medium.alt?.trim() || undefined,
          },
          `the photo ${medium.fileName}`,
        );
        id = text(made.id) as string;
        await keep(input, { [key]: id });
      }
      ids.push(id);
    }
    return ids;
  }

  /** The video's upload: Facebook fetches it from its link and publishes it once processed. */
  async function startVideo(channel: ChannelAccess, input: PublishInput): Promise<string> {
    const [medium] = input.media;
    if (!medium) throw new Error('no video');
    await keep(input, { [KEPT.posting]: now().toISOString(), [KEPT.kind]: 'video' });
    const made = await graph(
      'POST',
      `/${channel.accountId}/videos`,
      tokenOf(channel),
      { file_url: linkOf(medium), description: facebookText(input.text, input.link, 1) },
      `the video ${medium.fileName}`,
    );
    const id = text(made.id);
    if (!id)
      throw new NetworkError(
        'transient',
        'Facebook took the video without saying its id; looking again later.',
        {
          code: 'no_video_id',
        },
      );
    await keep(input, { [KEPT.video]: id });
    return id;
  }

  /** The video's post once Facebook has processed (and so published) it; its id kept. */
  async function videoPost(channel: ChannelAccess, input: Pick<PublishInput, 'progress'>, videoId: string) {
    const body = await graph(
      'GET',
      `/${videoId}`,
      tokenOf(channel),
      { fields: 'post_id,permalink_url' },
      'the video',
    );
    // A Page's video post is `<page>_<video>` when Facebook does not name it.
    const postId = text(body.post_id) ?? `${channel.accountId}_${videoId}`;
    await keep(input, { [KEPT.post]: postId });
    const url = text(body.permalink_url);
    return url ? { remoteId: postId, url: absolute(url) } : publishedOf(channel, postId);
  }

  /** A video that failed processing is not tried again as it is: the next attempt uploads it anew. */
  async function forgetVideo(input: Pick<PublishInput, 'progress'>) {
    await keep(input, { [KEPT.video]: '', [KEPT.posting]: '', [KEPT.kind]: '' });
  }

  /**
   * After an attempt cut off between the `posting` mark and keeping Facebook's answer: its post
   * among the Page's latest (a video's among its videos), the same text made since the mark.
   */
  async function lookFor(
    channel: ChannelAccess,
    input: Pick<PublishInput, 'text' | 'link'>,
    kept: Record<string, string>,
  ): Promise<{ post: string } | { video: string } | null> {
    const mark = kept[KEPT.posting];
    if (!mark) return null;
    const since = Date.parse(mark) - CLOCK_SKEW_MS;
    const kind = kept[KEPT.kind] || 'text';
    const expected = (kind === 'text' ? input.text : facebookText(input.text, input.link, 1)).trim();
    const video = kind === 'video';
    const body = await graph(
      'GET',
      `/${channel.accountId}/${video ? 'videos' : 'feed'}`,
      tokenOf(channel),
      {
        fields: video ? 'id,description,created_time' : 'id,message,created_time,permalink_url',
        limit: LATEST,
      },
      "the Page's latest posts",
    );
    const entries = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
    // Newest first: ours is the earliest match (a copy posted by hand would come later).
    const ours = entries
      .filter(
        (entry) =>
          (text(video ? entry.description : entry.message) ?? '').trim() === expected &&
          graphTime(entry.created_time) >= since,
      )
      .at(-1);
    const id = text(ours?.id);
    if (!id) return null;
    return video ? { video: id } : { post: id };
  }

  /** The first comment, once: undefined when it is out, Facebook's words when refused for good. */
  async function reply(
    channel: ChannelAccess,
    input: PublishInput,
    post: Published,
  ): Promise<string | undefined> {
    const message = input.firstComment?.trim();
    if (!message) return undefined;
    const kept = (await input.progress?.read()) ?? {};
    if (kept[KEPT.comment]) return undefined;
    const token = tokenOf(channel);
    if (kept[KEPT.commenting]) {
      const earlier = await graph(
        'GET',
        `/${post.remoteId}/comments`,
        token,
        { fields: 'id,message,from', filter: 'stream', order: 'reverse_chronological', limit: 25 },
        'the comments',
      );
      const ours = (Array.isArray(earlier.data) ? (earlier.data as Record<string, unknown>[]) : []).find(
        (c) =>
          (c.from as { id?: string } | undefined)?.id === channel.accountId &&
          (text(c.message) ?? '').trim() === message,
      );
      if (ours) {
        await keep(input, { [KEPT.comment]: text(ours.id) ?? 'posted' });
        return undefined;
      }
    }
    await keep(input, { [KEPT.commenting]: now().toISOString() });
    try {
      const made = await graph('POST', `/${post.remoteId}/comments`, token, { message }, 'the first comment');
      await keep(input, { [KEPT.comment]: text(made.id) ?? 'posted' });
      return undefined;
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'permanent') {
        await keep(input, { [KEPT.commenting]: '' });
        return error.message;
      }
      throw error;
    }
  }

  async function find(
    channel: ChannelAccess,
    input: Parameters<NetworkAdapter['find']>[1],
  ): Promise<Published | null> {
    const kept = (await input.progress?.read()) ?? {};
    const keptPost = kept[KEPT.post];
    if (keptPost) return publishedOf(channel, keptPost);
    let videoId = kept[KEPT.video];
    if (!videoId) {
      const earlier = await lookFor(channel, input, kept);
      if (!earlier) return null;
      if ('post' in earlier) {
        await keep(input, { [KEPT.post]: earlier.post });
        return publishedOf(channel, earlier.post);
      }
      videoId = earlier.video;
      await keep(input, { [KEPT.video]: videoId });
    }
    const outcome = await videoOutcome(graph, tokenOf(channel), videoId);
    if (outcome.state === 'ready') return videoPost(channel, input, videoId);
    if (outcome.state === 'processing')
      // On Facebook and going out by itself: asked again later, never sent twice.
      throw new NetworkError('transient', 'Facebook is still processing the video; it goes out once ready.', {
        code: 'video_processing',
        retryAfterMs: 60_000,
      });
    await forgetVideo(input);
    return null;
  }

  return {
    network: 'facebook',
    oauth: facebookConnector({ app: deps.app, urls, graph }),
    // The posts' results and the Page's followers (facebook-insights.ts).
    ...facebookInsights(graph, tokenOf),

    /** A Page token does not end: renewing it is checking it still works. */
    async refresh(channel) {
      await graph('GET', `/${channel.accountId}`, tokenOf(channel), { fields: 'id' }, 'the Page check');
      return { credentials: channel.credentials, tokenExpiresAt: null, renewableUntil: null };
    },

    async check(channel) {
      await graph('GET', `/${channel.accountId}`, tokenOf(channel), { fields: 'id,name' }, 'the Page check');
    },

    async publish(channel, input) {
      // Scheduling refuses these already; checked again so nothing is uploaded for nothing.
      const [problem] = checkFacebookPost({
        text: input.text,
        link: input.link,
        media: input.media.map((m) => ({ mimeType: m.mimeType, bytes: m.bytes.length })),
      });
      if (problem) throw new NetworkError('permanent', problem.message, { code: problem.rule });
      const kept = (await input.progress?.read()) ?? {};
      let post: Published;
      const keptPost = kept[KEPT.post];
      const earlier = keptPost || kept[KEPT.video] ? null : await lookFor(channel, input, kept);
      if (keptPost) post = await publishedOf(channel, keptPost);
      else if (earlier && 'post' in earlier) {
        await keep(input, { [KEPT.post]: earlier.post });
        post = await publishedOf(channel, earlier.post);
      } else {
        const content = facebookContent(input.media);
        if (content === 'video') {
          const videoId =
            kept[KEPT.video] ||
            (earlier && 'video' in earlier ? earlier.video : await startVideo(channel, input));
          if (!kept[KEPT.video]) await keep(input, { [KEPT.video]: videoId });
          try {
            await waitForVideo(graph, tokenOf(channel), videoId, wait);
          } catch (error) {
            if (
              error instanceof NetworkError &&
              (error.kind === 'permanent' || error.options.code === 'video_expired')
            )
              await forgetVideo(input);
            throw error;
          }
          post = await videoPost(channel, input, videoId);
        } else if (content === 'photos') {
          const ids = await photoIds(channel, input, kept);
          const id = await sendFeed(channel, input, 'photos', {
            message: facebookText(input.text, input.link, ids.length) || undefined,
            attached_media: JSON.stringify(ids.map((media_fbid) => ({ media_fbid }))),
          });
          post = await publishedOf(channel, id);
        } else {
          const id = await sendFeed(channel, input, 'text', {
            message: input.text || undefined,
            link: input.link,
          });
          post = await publishedOf(channel, id);
        }
      }
      const refused = await reply(channel, input, post);
      return refused ? { ...post, firstCommentError: refused } : post;
    },

    find,
    reply,
  };
}

/** The file's signed public link: Facebook fetches photos and videos by URL. */
function linkOf(medium: PublishInput['media'][number]): string {
  if (!medium.url)
    throw new NetworkError(
      'permanent',
      'Facebook fetches files by their web address, and this server has none it can reach (set PUBLIC_URL to the address people use).',
      { code: 'no_public_url' },
    );
  return medium.url;
}
