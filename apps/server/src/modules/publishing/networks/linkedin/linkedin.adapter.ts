import { checkLinkedInPost, linkedInContent, linkedInText } from '@expertos/domain/publishing/linkedin';
import { withLink } from '@expertos/domain/publishing/thread';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
} from '../network.js';
import { inPath, type LinkedInApi, linkedInApi } from './linkedin-api.js';
import { type Article, articleFor } from './linkedin-article.js';
import { answerJson, duplicateOf, linkedInFailure } from './linkedin-errors.js';
import { linkedInInsights } from './linkedin-insights.js';
import { type UploadTarget, uploadVideo, uploadWhole, waitUntilProcessed } from './linkedin-media.js';
import { LINKEDIN_TOKEN, type LinkedInApp, linkedInOAuth } from './linkedin-oauth.js';
import { littleText } from './little-text.js';

/**
 * Publishing to LinkedIn, as a member or as a page they administer (providers/publishing.md
 * §4): the files uploaded first, then one `POST /rest/posts` (201, the post's URN in
 * `x-restli-id`), then the first comment (`socialActions/{urn}/comments`).
 *
 * Exactly once: LinkedIn has no idempotency key, so the publication's progress carries what
 * LinkedIn has made of it. Each uploaded file's URN is kept (`media:<n>`, `thumbnail`) so a
 * retry neither uploads again nor changes the post; `posting` is kept just before the post is
 * sent, and its URN (`post`) the moment LinkedIn answers. An attempt cut off in between left a
 * post LinkedIn knows: sent again, LinkedIn refuses it as `DUPLICATE_POST` naming the post it
 * duplicates — "it may be there" — and since the earlier attempt had got as far as posting,
 * that post is ours and is answered. `find` answers the kept URN, else looks through the
 * account's latest posts where LinkedIn lets the app read them (a page's, with
 * `r_organization_social`; a member's need `r_member_social`, which LinkedIn grants to few, so
 * there the duplicate refusal is what tells).
 *
 * The first comment is kept the same way (`commenting`, then `comment`); an attempt cut off
 * between sending it and keeping its URN looks for it among the post's comments where it may
 * read them, and otherwise posts it (a comment missing would be worse than one twice).
 */

export interface LinkedInAdapterDeps {
  fetch: GuardedFetch;
  app: LinkedInApp;
  /** The OAuth host and the API host: LinkedIn's own unless set (a stand-in in tests). */
  authUrl?: string;
  apiUrl?: string;
  now?: () => Date;
  /** Between two looks at a video or document still processing. Default 5 s. */
  mediaPollMs?: number;
  /** How long processing may take before the attempt gives up for now (transient). Default 2 min. */
  mediaWaitMs?: number;
  /** Time for one call but an upload. Default 30 s. */
  timeoutMs?: number;
}

/** What the publication's progress keeps on LinkedIn. */
const KEPT = {
  post: 'post',
  posting: 'posting',
  comment: 'comment',
  commenting: 'commenting',
  thumbnail: 'thumbnail',
  media: (index: number) => `media:${index}`,
} as const;

/** A page of the account's posts, as `find` reads them; how many pages at most. */
const FIND_PAGE = 50;
const FIND_PAGES = 6;
/** LinkedIn's clock and ours differ: a post this much "before" the publication still counts. */
const CLOCK_SKEW_MS = 5 * 60_000;

export const linkedInPostUrl = (urn: string) => `https://www.linkedin.com/feed/update/${urn}`;
const published = (urn: string): Published => ({ remoteId: urn, url: linkedInPostUrl(urn) });

type Content = Record<string, unknown>;

export function linkedInAdapter(deps: LinkedInAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const wait = { pollMs: deps.mediaPollMs ?? 5_000, waitMs: deps.mediaWaitMs ?? 120_000 };
  const api: LinkedInApi = linkedInApi({
    fetch: deps.fetch,
    apiUrl: deps.apiUrl,
    authUrl: deps.authUrl,
    now,
    timeoutMs: deps.timeoutMs,
  });
  const oauth = linkedInOAuth(deps.app, api, now);

  const tokenOf = (channel: ChannelAccess) => {
    const token = channel.credentials[LINKEDIN_TOKEN];
    if (!token)
      throw new NetworkError('reconnect', 'The LinkedIn account has no access token; connect it again.', {
        code: 'no_token',
      });
    return token;
  };
  const targetOf = (channel: ChannelAccess): UploadTarget => ({
    api,
    token: tokenOf(channel),
    owner: channel.accountId,
    now,
  });

  /** One file's URN: kept from an earlier attempt when LinkedIn still has it, else uploaded now. */
  async function mediumUrn(
    target: UploadTarget,
    input: PublishInput,
    index: number,
    kept: Record<string, string>,
  ) {
    const medium = input.media[index];
    if (!medium) throw new Error(`no medium ${index}`);
    const kind = linkedInContent([medium]);
    const key = KEPT.media(index);
    const processed = kind === 'video' || kind === 'document' ? kind : null;
    const earlier = kept[key];
    if (
      earlier &&
      (!processed ||
        (await waitUntilProcessed(target, processed, earlier, medium.fileName, wait)) === 'available')
    )
      return earlier;
    const urn =
      kind === 'video'
        ? await uploadVideo(target, medium)
        : await uploadWhole(target, kind === 'document' ? 'document' : 'image', medium);
    await input.progress?.write({ [key]: urn });
    if (processed) {
      try {
        if ((await waitUntilProcessed(target, processed, urn, medium.fileName, wait)) !== 'available')
          throw new NetworkError(
            'transient',
            `LinkedIn lost the upload of ${medium.fileName}; uploading it again later.`,
            {
              code: 'media_lost',
            },
          );
      } catch (caught) {
        // A file LinkedIn could not process is not tried again as it is: the next attempt uploads it anew.
        if (caught instanceof NetworkError && caught.options.code === 'processing_failed')
          await input.progress?.write({ [key]: '' });
        throw caught;
      }
    }
    return urn;
  }

  /** The post's `content`: its files, or the link's card; none for text alone. */
  async function contentOf(channel: ChannelAccess, input: PublishInput, kept: Record<string, string>) {
    const target = targetOf(channel);
    const kind = linkedInContent(input.media);
    if (kind === 'none') {
      if (!input.link) return undefined;
      const article: Article = await articleFor(deps.fetch, target, input.link, kept[KEPT.thumbnail]);
      if (article.thumbnail && article.thumbnail !== kept[KEPT.thumbnail])
        await input.progress?.write({ [KEPT.thumbnail]: article.thumbnail });
      return { article } satisfies Content;
    }
    const urns: string[] = [];
    for (const index of input.media.keys()) urns.push(await mediumUrn(target, input, index, kept));
    const alt = (index: number) => {
      const text = input.media[index]?.alt?.trim();
      return text ? { altText: text } : {};
    };
    if (kind === 'document') {
      const title = (input.media[0]?.fileName ?? '').replace(/\.[^.]+$/, '') || 'Document';
      return { media: { id: urns[0], title } } satisfies Content;
    }
    if (kind === 'video') return { media: { id: urns[0] } } satisfies Content;
    if (urns.length === 1) return { media: { id: urns[0], ...alt(0) } } satisfies Content;
    return { multiImage: { images: urns.map((id, index) => ({ id, ...alt(index) })) } } satisfies Content;
  }

  /** Sends the post; its URN, kept the moment LinkedIn answers. */
  async function createPost(
    channel: ChannelAccess,
    input: PublishInput,
    content: Content | undefined,
    kept: Record<string, string>,
  ): Promise<Published> {
    const triedBefore = Boolean(kept[KEPT.posting]);
    await input.progress?.write({ [KEPT.posting]: now().toISOString() });
    const answer = await api.send(`${api.apiUrl}/rest/posts`, {
      token: tokenOf(channel),
      json: {
        author: channel.accountId,
        commentary: littleText(linkedInText(input.text, input.link, input.media.length)),
        visibility: 'PUBLIC',
        distribution: {
          feedDistribution: 'MAIN_FEED',
          targetEntities: [],
          thirdPartyDistributionChannels: [],
        },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
        ...(content ? { content } : {}),
      },
      what: 'the post',
    });
    if (answer.status >= 200 && answer.status < 300) {
      const urn = answer.headers.get('x-restli-id') ?? answer.headers.get('x-linkedin-id');
      // Made, but unnamed: the next attempt meets DUPLICATE_POST and takes that post as ours.
      if (!urn)
        throw new NetworkError(
          'transient',
          'LinkedIn made the post without saying its id; checking again later.',
          {
            code: 'no_post_id',
          },
        );
      await input.progress?.write({ [KEPT.post]: urn });
      return published(urn);
    }
    const duplicate = duplicateOf(answer);
    if (duplicate !== null) {
      // It may be there: our own earlier attempt, cut off before LinkedIn's answer was kept.
      const found = await find(channel, input);
      if (found) return found;
      if (triedBefore && duplicate) {
        await input.progress?.write({ [KEPT.post]: duplicate });
        return published(duplicate);
      }
    }
    const failure = linkedInFailure(answer, 'the post', now());
    // Refused outright: nothing was made, so a later duplicate refusal is not this attempt's post.
    if (failure.kind === 'permanent') await input.progress?.write({ [KEPT.posting]: '' });
    throw failure;
  }

  /** The first comment, once: undefined when it is out, LinkedIn's words when refused for good. */
  async function comment(
    channel: ChannelAccess,
    input: PublishInput,
    post: Published,
  ): Promise<string | undefined> {
    const text = input.firstComment?.trim();
    if (!text) return undefined;
    const kept = (await input.progress?.read()) ?? {};
    if (kept[KEPT.comment]) return undefined;
    const token = tokenOf(channel);
    const path = `/rest/socialActions/${inPath(post.remoteId)}/comments`;
    if (kept[KEPT.commenting]) {
      const earlier = await api.send(`${api.apiUrl}${path}`, { token, what: 'the comments' });
      if (earlier.status >= 200 && earlier.status < 300) {
        const elements = (answerJson(earlier).elements ?? []) as {
          id?: string;
          actor?: string;
          message?: { text?: string };
        }[];
        const ours = elements.find((c) => c.actor === channel.accountId && c.message?.text === text);
        if (ours) {
          await input.progress?.write({ [KEPT.comment]: ours.id ?? 'posted' });
          return undefined;
        }
      }
    }
    await input.progress?.write({ [KEPT.commenting]: now().toISOString() });
    // Comments take plain text with attributes, not the posts' little format: sent as written.
    const answer = await api.send(`${api.apiUrl}${path}`, {
      token,
      json: { actor: channel.accountId, object: post.remoteId, message: { text } },
      what: 'the first comment',
    });
    if (answer.status >= 200 && answer.status < 300) {
      const body = answerJson(answer);
      const urn = answer.headers.get('x-restli-id') ?? String(body.$URN ?? body.id ?? 'posted');
      await input.progress?.write({ [KEPT.comment]: urn });
      return undefined;
    }
    const failure = linkedInFailure(answer, 'the first comment', now());
    if (failure.kind !== 'permanent') throw failure;
    await input.progress?.write({ [KEPT.commenting]: '' });
    return linkedInFailure(answer, 'it', now()).message;
  }

  async function find(
    channel: ChannelAccess,
    input: Pick<PublishInput, 'createdAt' | 'text' | 'link' | 'progress'>,
  ): Promise<Published | null> {
    const kept = (await input.progress?.read()) ?? {};
    const keptPost = kept[KEPT.post];
    if (keptPost) return published(keptPost);
    const since = Date.parse(input.createdAt) - CLOCK_SKEW_MS;
    // With files the link is in the text; without, it is the card: the post says one or the other.
    const texts = new Set([littleText(input.text), littleText(withLink(input.text, input.link))]);
    let ours: string | undefined;
    for (let page = 0; page < FIND_PAGES; page += 1) {
      const answer = await api.send(`${api.apiUrl}/rest/posts`, {
        token: tokenOf(channel),
        query: {
          q: 'author',
          author: channel.accountId,
          count: String(FIND_PAGE),
          start: String(page * FIND_PAGE),
          sortBy: 'CREATED',
        },
        what: "the account's latest posts",
      });
      // A member's posts are not for this app to read: the post's own duplicate refusal tells.
      if (answer.status === 403) return null;
      if (answer.status < 200 || answer.status > 299)
        throw linkedInFailure(answer, "the account's latest posts", now());
      const elements = (answerJson(answer).elements ?? []) as {
        id?: string;
        commentary?: string;
        createdAt?: number;
      }[];
      // Newest first: the engine's is the earliest match (a copy posted by hand would come later).
      for (const post of elements)
        if (post.id && (post.createdAt ?? 0) >= since && texts.has(post.commentary ?? '')) ours = post.id;
      const oldest = elements.at(-1)?.createdAt ?? 0;
      if (elements.length < FIND_PAGE || oldest < since) break;
    }
    if (!ours) return null;
    await input.progress?.write({ [KEPT.post]: ours });
    return published(ours);
  }

  return {
    network: 'linkedin',
    oauth: oauth.connector,
    // Results need the Community Management API's scopes: an app without it reads none, rather
    // than asking people to reconnect for a permission it can never ask for.
    ...(deps.app.organizations ? linkedInInsights({ api, now, tokenOf }) : {}),

    refresh: (channel) => oauth.refresh(channel.credentials),

    async check(channel) {
      await api.call('/v2/userinfo', { token: tokenOf(channel), what: 'the account check' });
    },

    async publish(channel, input) {
      // Scheduling refuses these already; checked again so no file is uploaded for nothing.
      const [problem] = checkLinkedInPost({
        text: input.text,
        link: input.link,
        media: input.media.map((m) => ({ mimeType: m.mimeType, bytes: m.bytes.length })),
      });
      if (problem) throw new NetworkError('permanent', problem.message, { code: problem.rule });
      const kept = (await input.progress?.read()) ?? {};
      const keptPost = kept[KEPT.post];
      const post = keptPost
        ? published(keptPost)
        : await createPost(channel, input, await contentOf(channel, input, kept), kept);
      const refused = await comment(channel, input, post);
      return refused ? { ...post, firstCommentError: refused } : post;
    },

    reply: comment,
    find,
  };
}
