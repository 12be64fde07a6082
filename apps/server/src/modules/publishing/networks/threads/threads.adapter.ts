import { withLink } from '@expertos/domain/publishing/thread';
import { threadsPosts } from '@expertos/domain/publishing/threads';
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
import { refreshThreadsToken, threadsConnector } from './threads-connect.js';
import { containerFailure, remakesContainer } from './threads-errors.js';
import {
  createGraph,
  type Graph,
  type GraphParams,
  THREADS_AUTH_URL,
  THREADS_GRAPH_URL,
  THREADS_GRAPH_VERSION,
  type ThreadsUrls,
  text,
} from './threads-graph.js';
import { threadsInsights } from './threads-insights.js';

/**
 * Publishing to Threads through the team's Threads app (providers/publishing.md §3), modelled
 * on Instagram's: every post is a container Threads makes from the text and the files it
 * fetches from the product's signed links, waited on until `FINISHED` (or failed with Threads'
 * reason), then published.
 *
 * Exactly once: each container's id is kept in the publication's progress the moment Threads
 * answers, the time just before it is published (`publishing`), and the post's id the moment
 * that answers (`media`). A container is published once and then says `PUBLISHED`; an attempt
 * that finds it so without the post's id (the answer was lost) looks the post up among the
 * account's latest threads (or, for a reply, among the replies to the post before it) rather
 * than publishing anything again.
 *
 * "Post as a thread" cuts a text over 500 into posts each replying to the one before; the
 * files go with the first. Their keys carry the part's number (`container:1`, `media:1`…; the
 * first part's have none, as on Instagram). The first comment is one more reply, under the
 * last post (`container:comment`…).
 */

/** How often a container is asked after, and for how long before the attempt tries later (Meta: once a minute, ≤ 5 minutes, for a video). */
const POLL_MS = 15_000;
const WAIT_MS = 5 * 60_000;
/** Threads' clock and ours differ: a post this much "before" its mark is still ours. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface ThreadsAdapterDeps {
  fetch: GuardedFetch;
  now: () => Date;
  /** The team's Threads app (THREADS_APP_ID, THREADS_APP_SECRET). */
  app: { clientId: string; clientSecret: string };
  urls?: Partial<ThreadsUrls>;
  /** Between two looks at a container; tests answer at once. */
  sleep?: (ms: number) => Promise<void>;
  pollMs?: number;
  waitMs?: number;
}

/** The publication's progress as this attempt knows it: read once, each new value kept at once. */
interface Kept {
  get(key: string): string | undefined;
  put(values: Record<string, string>): Promise<void>;
}

async function keptOf(progress: Progress | undefined): Promise<Kept> {
  let values = progress ? await progress.read() : {};
  return {
    // A cleared value ('') is no value.
    get: (key) => values[key] || undefined,
    async put(next) {
      values = { ...values, ...next };
      await progress?.write(next);
    },
  };
}

/** One post of the publication: the first (key ''), a later part of a thread (`1`, `2`…) or the comment. */
interface Part {
  key: string;
  what: string;
  text: string;
  replyTo: string | null;
  media: PublishMedia[];
}

const keyOf = (base: string, part: Pick<Part, 'key'>) => (part.key ? `${base}:${part.key}` : base);

/** Meta's timestamps (`2024-07-01T10:00:00+0000`) read as a moment. */
const momentOf = (value: unknown) => Date.parse(String(value).replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));

export function threadsAdapter(deps: ThreadsAdapterDeps): NetworkAdapter & {
  quota(channel: ChannelAccess): Promise<{ used: number; total: number; windowHours: number }>;
} {
  const urls: ThreadsUrls = {
    authUrl: deps.urls?.authUrl ?? THREADS_AUTH_URL,
    graphUrl: deps.urls?.graphUrl ?? THREADS_GRAPH_URL,
    version: deps.urls?.version ?? THREADS_GRAPH_VERSION,
  };
  const graph: Graph = createGraph(deps.fetch, urls);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pollMs = deps.pollMs ?? POLL_MS;
  const polls = Math.max(1, Math.ceil((deps.waitMs ?? WAIT_MS) / pollMs));
  const token = (channel: ChannelAccess) => channel.credentials.accessToken ?? '';

  /** A file's part of a container's parameters: Threads fetches it from its link. */
  function fileParams(medium: PublishMedia): GraphParams {
    if (!medium.url)
      throw new NetworkError(
        'permanent',
        'Threads fetches files by their web address, and this server has none it can reach (set PUBLIC_URL to the address people use).',
        { code: 'no_public_url' },
      );
    const video = medium.mimeType.startsWith('video/');
    return {
      media_type: video ? 'VIDEO' : 'IMAGE',
      ...(video ? { video_url: medium.url } : { image_url: medium.url }),
      alt_text: medium.alt ?? undefined,
    };
  }

  async function state(channel: ChannelAccess, container: string) {
    const body = await graph(
      'GET',
      `/${container}`,
      token(channel),
      { fields: 'status,error_message' },
      'reading the upload',
    );
    return { status: text(body.status) ?? 'IN_PROGRESS', error: text(body.error_message) };
  }

  /** Waits until Threads has processed the container; its failure in Threads' words. */
  async function finished(channel: ChannelAccess, container: string): Promise<void> {
    for (let asked = 1; ; asked++) {
      const { status, error } = await state(channel, container);
      if (status === 'FINISHED' || status === 'PUBLISHED') return;
      if (status === 'ERROR' || status === 'EXPIRED') throw containerFailure(status, error);
      if (asked >= polls)
        throw new NetworkError(
          'transient',
          'Threads is still processing the upload; publishing goes on shortly.',
          {
            code: 'container_in_progress',
            retryAfterMs: 60_000,
          },
        );
      await sleep(pollMs);
    }
  }

  /** A container made once: its id kept the moment Threads answers. */
  async function madeOnce(
    channel: ChannelAccess,
    kept: Kept,
    key: string,
    params: () => Promise<GraphParams>,
    what: string,
  ): Promise<string> {
    const done = kept.get(key);
    if (done) return done;
    const made = await graph('POST', `/${channel.accountId}/threads`, token(channel), await params(), what);
    const id = text(made.id);
    if (!id)
      throw new NetworkError('transient', `Threads answered ${what} without its id.`, { code: 'no_id' });
    await kept.put({ [key]: id });
    return id;
  }

  /** Waits on a kept container; one Threads failed to fetch, or let expire, is made again next time. */
  async function ready(channel: ChannelAccess, kept: Kept, key: string, id: string): Promise<string> {
    try {
      await finished(channel, id);
    } catch (error) {
      if (remakesContainer(error)) await kept.put({ [key]: '' });
      throw error;
    }
    return id;
  }

  /** A container made once and waited on. */
  async function containerOnce(
    channel: ChannelAccess,
    kept: Kept,
    key: string,
    params: () => Promise<GraphParams>,
    what: string,
  ): Promise<string> {
    return ready(channel, kept, key, await madeOnce(channel, kept, key, params, what));
  }

  /** The part's container: text only, one file, or a carousel whose items are made and processed first. */
  function partContainer(channel: ChannelAccess, kept: Kept, part: Part): Promise<string> {
    const words = part.text === '' ? {} : { text: part.text };
    const reply = part.replyTo ? { reply_to_id: part.replyTo } : {};
    const key = keyOf('container', part);
    if (part.media.length === 0)
      return containerOnce(
        channel,
        kept,
        key,
        async () => ({ media_type: 'TEXT', ...words, ...reply }),
        `preparing ${part.what}`,
      );
    const [only] = part.media;
    if (part.media.length === 1 && only)
      return containerOnce(
        channel,
        kept,
        key,
        async () => ({ ...fileParams(only), ...words, ...reply }),
        `preparing ${part.what}`,
      );
    return containerOnce(
      channel,
      kept,
      key,
      async () => {
        // Every item first, then each waited on (Threads processes them side by side), then the carousel.
        const items: [string, string][] = [];
        for (const [index, medium] of part.media.entries()) {
          const itemKey = keyOf(`item${index}`, part);
          const id = await madeOnce(
            channel,
            kept,
            itemKey,
            async () => ({ ...fileParams(medium), is_carousel_item: true }),
            'preparing a carousel item',
          );
          items.push([itemKey, id]);
        }
        const children: string[] = [];
        for (const [itemKey, id] of items) children.push(await ready(channel, kept, itemKey, id));
        return { media_type: 'CAROUSEL', children: children.join(','), ...words, ...reply };
      },
      `preparing ${part.what}`,
    );
  }

  /** The part among the account's latest posts (or the replies to the post before it), published since `since`. */
  async function lookFor(channel: ChannelAccess, part: Part, since: number): Promise<string | null> {
    const username = channel.handle.replace(/^@/, '');
    const listed = part.replyTo
      ? await graph(
          'GET',
          `/${part.replyTo}/replies`,
          token(channel),
          { fields: 'id,text,timestamp,username', reverse: true },
          `looking for ${part.what}`,
        )
      : await graph(
          'GET',
          '/me/threads',
          token(channel),
          { fields: 'id,text,timestamp,permalink', limit: 25 },
          `looking for ${part.what}`,
        );
    const found = (Array.isArray(listed.data) ? (listed.data as Record<string, unknown>[]) : []).find(
      (post) =>
        (text(post.text) ?? '') === part.text &&
        momentOf(post.timestamp) >= since &&
        (!part.replyTo || text(post.username) === username),
    );
    return found ? (text(found.id) ?? null) : null;
  }

  /**
   * The part's post if it is on Threads: its kept id, or found after its container says
   * `PUBLISHED`. Null when it never went out (nothing is sent here).
   */
  async function alreadyOut(channel: ChannelAccess, kept: Kept, part: Part): Promise<string | null> {
    const done = kept.get(keyOf('media', part));
    if (done) return done;
    const container = kept.get(keyOf('container', part));
    const publishing = kept.get(keyOf('publishing', part));
    if (!container || !publishing) return null;
    if ((await state(channel, container)).status !== 'PUBLISHED') return null;
    const id = await lookFor(channel, part, Date.parse(publishing) - CLOCK_SKEW_MS);
    if (!id)
      throw new NetworkError('transient', 'Threads says the post went out but does not list it yet.', {
        code: 'published_not_listed',
        retryAfterMs: 60_000,
      });
    await kept.put({ [keyOf('media', part)]: id });
    return id;
  }

  /** One post, published once: its id. */
  async function partOnce(channel: ChannelAccess, kept: Kept, part: Part): Promise<string> {
    const out = await alreadyOut(channel, kept, part);
    if (out) return out;
    const container = await partContainer(channel, kept, part);
    await kept.put({ [keyOf('publishing', part)]: deps.now().toISOString() });
    const published = await graph(
      'POST',
      `/${channel.accountId}/threads_publish`,
      token(channel),
      { creation_id: container },
      `publishing ${part.what}`,
    );
    const id = text(published.id);
    if (!id)
      throw new NetworkError('transient', `Threads answered ${part.what} without its id.`, { code: 'no_id' });
    await kept.put({ [keyOf('media', part)]: id });
    return id;
  }

  /** The posts the variant goes out as: one, or a thread's; the variant's link added to the text (Threads previews it). */
  function partsOf(
    input: Pick<PublishInput, 'text' | 'link' | 'thread'> & { media?: PublishMedia[] },
  ): Part[] {
    const texts = threadsPosts(withLink(input.text, input.link), input.thread);
    return texts.map((words, n) => ({
      key: n === 0 ? '' : String(n),
      what: texts.length > 1 ? `post ${n + 1} of the thread` : 'the post',
      text: words,
      replyTo: null,
      media: n === 0 ? (input.media ?? []) : [],
    }));
  }

  /** The thread's posts already out, first to last, without sending anything; null when any is not. */
  async function onThreads(
    channel: ChannelAccess,
    input: Pick<PublishInput, 'text' | 'link' | 'thread'>,
    kept: Kept,
  ): Promise<string[] | null> {
    const ids: string[] = [];
    for (const part of partsOf(input)) {
      const id = await alreadyOut(channel, kept, { ...part, replyTo: ids.at(-1) ?? null });
      if (!id) return null;
      ids.push(id);
    }
    return ids;
  }

  async function permalink(channel: ChannelAccess, id: string): Promise<Published> {
    const body = await graph(
      'GET',
      `/${id}`,
      token(channel),
      { fields: 'permalink' },
      'reading the post’s address',
    );
    const handle = channel.handle.replace(/^@/, '');
    return { remoteId: id, url: text(body.permalink) ?? `https://www.threads.net/@${handle}` };
  }

  /** The first comment under the last post, once: undefined when out, Threads' words when refused for good. */
  async function comment(
    channel: ChannelAccess,
    input: PublishInput,
    kept: Kept,
    lastId: string,
  ): Promise<string | undefined> {
    const words = input.firstComment?.trim();
    if (!words) return undefined;
    try {
      await partOnce(channel, kept, {
        key: 'comment',
        what: 'the first comment',
        text: words,
        replyTo: lastId,
        media: [],
      });
      return undefined;
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'permanent') return error.message;
      throw error;
    }
  }

  return {
    network: 'threads',
    oauth: threadsConnector({ fetch: deps.fetch, now: deps.now, app: deps.app, urls, graph }),
    refresh: (channel) => refreshThreadsToken(graph, deps.now, channel),
    // The published posts' results and the account's followers (threads-insights.ts).
    ...threadsInsights(graph, token),

    async check(channel) {
      await graph('GET', '/me', token(channel), { fields: 'id,username' }, 'checking the account');
    },

    async quota(channel) {
      const body = await graph(
        'GET',
        `/${channel.accountId}/threads_publishing_limit`,
        token(channel),
        { fields: 'quota_usage,config,reply_quota_usage,reply_config' },
        'reading the publishing limit',
      );
      const [first] = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : [];
      const config = (first?.config ?? {}) as Record<string, unknown>;
      return {
        used: Number(first?.quota_usage ?? 0),
        total: Number(config.quota_total ?? 250),
        windowHours: Math.round(Number(config.quota_duration ?? 86_400) / 3600),
      };
    },

    async publish(channel, input) {
      const kept = await keptOf(input.progress);
      const ids: string[] = [];
      for (const part of partsOf(input))
        ids.push(await partOnce(channel, kept, { ...part, replyTo: ids.at(-1) ?? null }));
      const post = await permalink(channel, ids[0] ?? '');
      const refused = await comment(channel, input, kept, ids.at(-1) ?? post.remoteId);
      return refused ? { ...post, firstCommentError: refused } : post;
    },

    async find(channel, input) {
      // Without a kept progress nothing was marked as sent: there is nothing to look for.
      if (!input.progress) return null;
      const ids = await onThreads(channel, input, await keptOf(input.progress));
      return ids?.[0] ? permalink(channel, ids[0]) : null;
    },

    // After `find` found the post of an attempt cut off: the comment goes under the thread's last post.
    async reply(channel, input, post) {
      if (!input.firstComment?.trim()) return undefined;
      const kept = await keptOf(input.progress);
      const ids = await onThreads(channel, input, kept);
      return comment(channel, input, kept, ids?.at(-1) ?? post.remoteId);
    },
  };
}
