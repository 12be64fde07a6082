import { withLink } from '@expertos/domain/publishing/thread';
import { MastoHttpError, type mastodon } from 'masto';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import {
  type ChannelAccess,
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
  type PublishMedia,
} from '../network.js';
import { mastoRestClient } from './masto-client.js';
import { mastodonError } from './mastodon-errors.js';
import { mastodonInsights } from './mastodon-insights.js';
import { contentShowsText } from './status-text.js';

/**
 * Publishing to a Mastodon instance (providers/publishing.md §10) with masto, through the
 * egress guard. Exactly once rests on Mastodon's `Idempotency-Key`: the publication's id, so
 * a repeat within an hour (a retry after a 504 or a crash) answers the first status instead of
 * making a second. After a cut-off attempt `find` only reads: it looks for the status among
 * the account's latest, since asking again with the key would post when nothing was there.
 *
 * The first comment is a reply by the account under the status, with the status's visibility
 * and a key of its own (`<publication id>:first-comment`). That key lasts an hour and a retry
 * may come later (a long outage, a person publishing again), so the reply is posted only when
 * the thread below the status (`/context`) has none by the account yet. Mastodon refusing it
 * for good (422) does not take the status back: `publish` answers the status and the words.
 *
 * A poll goes with the status (`poll[options]`, `poll[expires_in]`, `poll[multiple]`) and never
 * with files: Mastodon refuses the two together, so such a variant stops before any upload.
 * The instance checks the poll against its own figures and refuses it (422) in its words.
 */

export interface MastodonAdapterDeps {
  fetch: GuardedFetch;
  now?: () => Date;
  /** Between two looks at an upload still processing (Mastodon's 206). Default 1 s. */
  mediaPollMs?: number;
  /** How long an upload may process before the attempt gives up (transient). Default 60 s. */
  mediaWaitMs?: number;
  /** Time for one call but an upload (resolving, connecting, the answer). Default 30 s. */
  timeoutMs?: number;
}

/** The credential `readAccount` answers and the engine hands back, opened. */
export const MASTODON_TOKEN = 'accessToken';

/** A page of the account's statuses, as `find` reads them (Mastodon's page maximum). */
const FIND_PAGE = 40;
/** The most pages `find` reads back to the publication's creation: 400 statuses. */
const FIND_PAGES = 10;
/** Instance clocks differ from ours: a status this much "before" the publication still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** An upload of a large video may take minutes on a slow link. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

export function mastodonAdapter(deps: MastodonAdapterDeps): NetworkAdapter {
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.mediaPollMs ?? 1000;
  const waitMs = deps.mediaWaitMs ?? 60_000;

  const client = (channel: ChannelAccess, timeoutMs?: number) => {
    const accessToken = channel.credentials[MASTODON_TOKEN];
    if (!accessToken)
      throw new NetworkError('reconnect', 'The Mastodon account has no access token; reconnect it.', {
        code: 'no_token',
      });
    return mastoRestClient({
      url: channel.host,
      accessToken,
      fetch: deps.fetch,
      egress: { timeoutMs: timeoutMs ?? deps.timeoutMs ?? 30_000 },
    });
  };

  /** Uploads one file with its alt text and waits, bounded, until Mastodon has processed it. */
  async function upload(channel: ChannelAccess, medium: PublishMedia, index: number): Promise<string> {
    const file = new File([new Uint8Array(medium.bytes)], medium.fileName, { type: medium.mimeType });
    let attachment: mastodon.v1.MediaAttachment;
    try {
      attachment = await client(channel, UPLOAD_TIMEOUT_MS).v2.media.create({
        file,
        description: medium.alt,
        // We wait ourselves: bounded, and the failure said in the server's words.
        skipPolling: true,
      });
    } catch (caught) {
      throw mastodonError(caught, `the upload of ${medium.fileName}`, now());
    }
    const deadline = Date.now() + waitMs;
    const rest = client(channel);
    while (!attachment.url) {
      if (Date.now() >= deadline)
        throw new NetworkError(
          'transient',
          `Mastodon was still processing ${medium.fileName} after ${Math.round(waitMs / 1000)} s.`,
          { code: 'media_processing' },
        );
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      try {
        attachment = await rest.v1.media.$select(attachment.id).fetch();
      } catch (caught) {
        // A 422 here is Mastodon saying the file could not be processed: `permanent`, its words.
        throw mastodonError(caught, `the processing of ${medium.fileName} (file ${index + 1})`, now());
      }
    }
    return attachment.id;
  }

  /**
   * Posts the first comment under the status unless the account's reply is there already:
   * undefined when it is out, Mastodon's words when Mastodon refused it for good.
   */
  async function comment(channel: ChannelAccess, input: PublishInput, post: Published) {
    if (!input.firstComment) return undefined;
    try {
      const rest = client(channel);
      const { descendants } = await rest.v1.statuses.$select(post.remoteId).context.fetch();
      const ours = descendants.some(
        (status) => status.account.id === channel.accountId && status.inReplyToId === post.remoteId,
      );
      if (ours) return undefined;
      await rest.v1.statuses.create(
        {
          status: input.firstComment,
          inReplyToId: post.remoteId,
          visibility: input.visibility as mastodon.v1.StatusVisibility | undefined,
          language: input.language,
        },
        { requestInit: { headers: { 'Idempotency-Key': `${input.publicationId}:first-comment` } } },
      );
      return undefined;
    } catch (caught) {
      const failure = mastodonError(caught, 'the first comment', now());
      if (failure.kind !== 'permanent') throw failure;
      return mastodonError(caught, 'it', now()).message;
    }
  }

  return {
    network: 'mastodon',
    // A status's favourites, boosts and replies, and the account's followers (mastodon-insights.ts).
    ...mastodonInsights({ client: (channel) => client(channel), now }),

    async publish(channel: ChannelAccess, input: PublishInput): Promise<Published> {
      // Scheduling refuses this already; checked again so no file is uploaded for nothing.
      if (input.poll && input.media.length > 0)
        throw new NetworkError('permanent', 'Mastodon takes a poll or files in a post, not both.', {
          code: 'poll_with_media',
        });
      const mediaIds: string[] = [];
      for (const [index, medium] of input.media.entries())
        mediaIds.push(await upload(channel, medium, index));
      const common = {
        status: withLink(input.text, input.link),
        visibility: input.visibility as mastodon.v1.StatusVisibility | undefined,
        spoilerText: input.contentWarning || undefined,
        sensitive: input.contentWarning ? true : undefined,
        language: input.language,
      };
      const params: mastodon.rest.v1.CreateStatusParams = input.poll
        ? {
            ...common,
            poll: {
              options: input.poll.options,
              expiresIn: input.poll.expiresInSeconds,
              multiple: input.poll.multiple,
            },
          }
        : { ...common, mediaIds };
      let post: Published;
      try {
        const status = await client(channel).v1.statuses.create(params, {
          requestInit: { headers: { 'Idempotency-Key': input.publicationId } },
        });
        post = { remoteId: status.id, url: status.url ?? status.uri };
      } catch (caught) {
        throw mastodonError(caught, 'the status', now());
      }
      const refused = await comment(channel, input, post);
      return refused ? { ...post, firstCommentError: refused } : post;
    },

    reply: comment,

    /** `DELETE /api/v1/statuses/:id` (the account's own status); 404, already gone, is done. */
    async remove(channel, remoteId): Promise<void> {
      try {
        await client(channel).v1.statuses.$select(remoteId).remove();
      } catch (caught) {
        if (caught instanceof MastoHttpError && caught.statusCode === 404) return;
        throw mastodonError(caught, 'deleting the status', now());
      }
    },

    async find(channel, input): Promise<Published | null> {
      const since = Date.parse(input.createdAt) - CLOCK_SKEW_MS;
      // Newest first, a page at a time, back to the publication's creation (the post cannot be
      // older): an account that posted much since is still looked through.
      const latest: mastodon.v1.Status[] = [];
      try {
        const statuses = client(channel).v1.accounts.$select(channel.accountId).statuses;
        for (let page = 0; page < FIND_PAGES; page += 1) {
          const maxId = latest.at(-1)?.id;
          const more = await statuses.list({
            limit: FIND_PAGE,
            excludeReblogs: true,
            ...(maxId ? { maxId } : {}),
          });
          latest.push(...more);
          const oldest = more.at(-1);
          if (more.length < FIND_PAGE || !oldest || Date.parse(oldest.createdAt) < since) break;
        }
      } catch (caught) {
        throw mastodonError(caught, "the account's latest statuses", now());
      }
      // Newest first: a later copy posted by hand would come first, the engine's is the earliest.
      const ours = latest
        .filter((status) => !status.reblog && Date.parse(status.createdAt) >= since)
        .filter((status) =>
          status.text
            ? status.text === withLink(input.text, input.link)
            : contentShowsText(status.content, withLink(input.text, input.link)),
        )
        .at(-1);
      return ours ? { remoteId: ours.id, url: ours.url ?? ours.uri } : null;
    },
  };
}
