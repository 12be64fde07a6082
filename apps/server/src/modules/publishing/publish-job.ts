import type { Readable } from 'node:stream';
import { assetBlockedMessage } from '@expertos/domain/assets';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import {
  isTooLate,
  NOT_APPROVED_AS_IS_MESSAGE,
  PUBLICATION_WORDS,
  PUBLISH_LATE_WINDOW_MINUTES,
} from '@expertos/domain/publishing/publication';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { type JobContext, type JobType, RetryLaterError } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { AssetFiles } from '../assets/asset-files.js';
import type { RecordingFiles } from '../media/recording-files.js';
import type { ApprovalGateForPublishing } from './approval-rule.js';
import type { ChannelNews } from './channel-news.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { withCurrentRecordings } from './current-recordings.js';
import { enqueuePublish, HELD, heldUntil, PUBLISH_JOB } from './held-posts.js';
import {
  type NetworkAdapter,
  NetworkError,
  type Published,
  type PublishInput,
  type PublishMedia,
} from './networks/network.js';
import type { PublicationNews } from './publication-news.js';
import type { PublicationRow, PublicationsRepository } from './publications.repository.js';
import { type StoredMedia, type StoredVariant, storedVariantSchema } from './stored-variant.js';

export { PUBLISH_JOB };

/**
 * The job of one schedule: `dueAt` is the time it was enqueued for. A reschedule enqueues a new
 * job for the new time; the old one then finds another time on the row and does nothing.
 */
const payloadSchema = z.object({ publicationId: z.string().uuid(), dueAt: z.string() });
export type PublishJobPayload = z.infer<typeof payloadSchema>;

/** How long to wait before trying a passing failure again, by attempt (the last repeats). */
export const PUBLISH_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;
/** Calls to the network before a publication that keeps failing in passing is given up. */
export const PUBLISH_MAX_ATTEMPTS = 6;

/** The timeline's words for a post past the late window: it waits for a person. */
const lateDetail = PUBLICATION_WORDS.late;

export interface PublishJobDeps {
  db: Db;
  publications: PublicationsRepository;
  channels: ChannelsRepository;
  /** Brings the job back at the post's time after the network took it ahead (held-posts.ts). */
  queue: Pick<JobQueue, 'enqueue'>;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  /** The bytes of a file the variant carries. */
  readMedia(media: StoredMedia): Promise<Buffer>;
  /** A file from byte `start` on, for an adapter that streams (`NetworkAdapter.streamsMedia`). */
  openMedia?(media: StoredMedia, start: number): Promise<Readable>;
  /** A signed link to the variant's i-th file, for a network that fetches media itself (file-links.ts). */
  fileUrl?: (publicationId: string, index: number) => string;
  now: () => Date;
  lateWindowMinutes?: number;
  /** Raises each move's domain event in the move's transaction. */
  news: Pick<PublicationNews, 'tell'>;
  /** The channel's credentials, refreshed first when the token is about to end (or renewed on a 401). */
  tokens: Pick<ChannelTokens, 'fresh' | 'renew'>;
  /** Marks a channel the network refused, with its brand admins' notice (absent: the mark alone). */
  channelNews?: Pick<ChannelNews, 'needsReconnecting'>;
  /** The approvals module's gate: content changed since its approval does not go out. */
  approvals?: Pick<ApprovalGateForPublishing, 'state'>;
  /** The assets module's rule of usage rights: a post whose asset may not go out waits for a person. */
  assets?: Pick<AssetFiles, 'blocked'>;
  /** The media module's recordings: a recording goes out as its bytes are now (current-recordings.ts). */
  recordings?: Pick<RecordingFiles, 'one'>;
}

/**
 * Publishes one publication at its time, exactly once to the network
 * (docs/architecture.md#publishing). The job may run more than once (a worker can die after
 * the network answered and before the job is marked done), so:
 * - it claims the publication by moving it `scheduled → publishing`; of two runs, one wins;
 * - a run that finds it already `publishing` is the sequel of a run cut off mid-call: it asks
 *   the network whether the post is there (`find`) before it publishes again, and the
 *   network's own guard (Mastodon's Idempotency-Key, Bluesky's record key) covers the rest;
 * - the answer is recorded in the same move that leaves `publishing`.
 */
export function publishJob(deps: PublishJobDeps): JobType {
  const window = deps.lateWindowMinutes ?? PUBLISH_LATE_WINDOW_MINUTES;
  const { publications, channels } = deps;

  type Move = Parameters<PublicationsRepository['move']>;
  /** The channel, once read: its event need not read it again. */
  type Known = { network: string; handle: string } | undefined;
  /** A move and its event, committed together (the event only if the move happened). */
  async function moveTelling(
    event: Parameters<PublicationNews['tell']>[1] | null,
    channel: Known,
    ...[, id, from, to, at, change, step]: Move
  ): Promise<boolean> {
    return deps.db.transaction().execute(async (trx: Db) => {
      const moved = await publications.move(trx, id, from, to, at, change, step);
      if (moved && event) await deps.news.tell(trx, event, moved, null, channel);
      return moved !== null;
    });
  }

  async function recordPublished(
    row: PublicationRow,
    published: Published,
    cutOff: boolean,
    channel: Known,
    wentLiveAt?: Date,
  ) {
    const now = deps.now().toISOString();
    // A post the network held went public at its time, however late this run.
    const at = wentLiveAt?.toISOString() ?? now;
    await moveTelling(
      'post.published',
      channel,
      deps.db,
      row.id,
      'publishing',
      'published',
      now,
      {
        remote_id: published.remoteId,
        remote_url: published.url,
        published_at: at,
        error_code: null,
        error_message: null,
      },
      {
        kind: 'published',
        detail:
          [
            cutOff ? PUBLICATION_WORDS.foundAfterCutOff : null,
            published.firstCommentError
              ? PUBLICATION_WORDS.firstCommentFailed(published.firstCommentError)
              : null,
            published.note ?? null,
          ]
            .filter(Boolean)
            .join(' ') || null,
      },
    );
  }

  const readAll = (
    publicationId: string,
    variant: StoredVariant,
    streams: boolean,
  ): Promise<PublishMedia[]> =>
    Promise.all(
      variant.media.map(async (m, index) => {
        const facts = {
          mimeType: m.mime_type,
          fileName: m.file_name,
          alt: m.alt,
          durationMs: m.duration_ms ?? null,
          ...(deps.fileUrl ? { url: deps.fileUrl(publicationId, index) } : {}),
        };
        const { openMedia } = deps;
        if (!streams || !openMedia) return { ...facts, bytes: await deps.readMedia(m) };
        // Opened once now, so a file deleted since is told here like any other; read later in pieces.
        (await openMedia(m, 0)).destroy();
        return {
          ...facts,
          bytes: Buffer.alloc(0),
          size: m.bytes,
          open: (start: number) => openMedia(m, start),
        };
      }),
    );

  async function run(payload: unknown, context: JobContext): Promise<void> {
    const { publicationId, dueAt } = payloadSchema.parse(payload);
    let row = await publications.find(publicationId);
    if (!row) return; // unscheduled since
    const now = deps.now();
    let cutOff = false;
    // On the network already, held for its time: never late, it goes public there by itself.
    const held = heldUntil(await publications.progressOf(row.id));
    if (row.state === 'scheduled') {
      // Rescheduled since: the job of the new time publishes it.
      if (row.due_at !== dueAt) return;
      // The hashes compared as it goes: content that is not the approved version waits for a person.
      if (!held && (await deps.approvals?.state(row.ticket_id, row.project_id)) === 'waiting') {
        await moveTelling(
          'post.failed',
          undefined,
          deps.db,
          row.id,
          'scheduled',
          'needs_attention',
          now.toISOString(),
          { error_code: 'needs_approval', error_message: NOT_APPROVED_AS_IS_MESSAGE },
          { kind: 'needs_approval', detail: NOT_APPROVED_AS_IS_MESSAGE },
        );
        return;
      }
      if (!held && isTooLate(new Date(row.due_at), now, window)) {
        await moveTelling(
          'post.failed',
          undefined,
          deps.db,
          row.id,
          'scheduled',
          'needs_attention',
          now.toISOString(),
          {},
          { kind: 'late', detail: lateDetail(window) },
        );
        return;
      }
      const claimed = await publications.move(
        deps.db,
        row.id,
        'scheduled',
        'publishing',
        now.toISOString(),
        {
          countAttempt: true,
        },
        { kind: 'started' },
      );
      if (!claimed) return;
      row = claimed;
    } else if (row.state === 'publishing') {
      cutOff = true;
    } else {
      return; // published, failed or waiting for a person
    }

    const channel = await channels.find(row.channel_id);
    // A library asset whose rights ended (or that its licence keeps off this network) never
    // goes out, whatever the daily sweep has done yet (docs/product.md#asset-library).
    if (channel && deps.assets) {
      const media = storedVariantSchema.parse(fromDbJson(row.variant, {})).media;
      const ids = media.flatMap((m) => (m.asset_uid ? [m.asset_uid] : []));
      const blocked = await deps.assets.blocked(ids, channel.network, now.toISOString().slice(0, 10));
      if (blocked) {
        const code = blocked.reason === 'expired' ? 'asset_rights_expired' : 'asset_network_not_allowed';
        await fail(
          row,
          'needs_attention',
          code,
          assetBlockedMessage(blocked.name, blocked.reason, channel.network),
          channel,
        );
        return;
      }
    }
    if (channel?.mode === 'handoff') {
      // A phone hand-off: nothing to call; its owner is told it is time, and posts it by hand.
      await moveTelling(
        'post.handed_off',
        channel,
        deps.db,
        row.id,
        'publishing',
        'handed_off',
        deps.now().toISOString(),
        {},
        { kind: 'handed_off', detail: PUBLICATION_WORDS.handedOff },
      );
      return;
    }
    const adapter =
      channel && isPublishingNetwork(channel.network) ? deps.adapters[channel.network] : undefined;
    if (channel && !adapter && channel.state !== 'disconnected') {
      // The server's app for the network was taken away since it was connected.
      await fail(row, 'needs_attention', 'network_not_set_up', PUBLICATION_WORDS.networkNotSetUp, channel);
      return;
    }
    if (!channel || !adapter || channel.state === 'disconnected') {
      await fail(row, 'failed', 'channel_gone', PUBLICATION_WORDS.channelGone, channel);
      return;
    }
    if (channel.state === 'needs_reconnecting') {
      await fail(row, 'needs_attention', 'reconnect', PUBLICATION_WORDS.reconnect, channel);
      return;
    }
    const kept: StoredVariant = storedVariantSchema.parse(fromDbJson(row.variant, {}));
    const variant = deps.recordings
      ? await withCurrentRecordings(deps.recordings, row.project_id, kept)
      : kept;
    const input = {
      publicationId: row.id,
      createdAt: row.created_at,
      dueAt: row.due_at,
      text: variant.text,
      visibility: variant.visibility,
      contentWarning: variant.content_warning,
      language: variant.language,
      link: variant.link,
      thread: variant.thread,
      postKind: variant.post_kind,
      shareToFeed: variant.share_to_feed,
      coverAtMs: variant.cover_at_ms,
      privacyLevel: variant.privacy_level,
      allowComments: variant.allow_comments,
      allowDuet: variant.allow_duet,
      allowStitch: variant.allow_stitch,
      brandContent: variant.brand_content,
      brandOrganic: variant.brand_organic,
      tiktokMode: variant.tiktok_mode,
      title: variant.title,
      tags: variant.tags,
      categoryId: variant.category_id,
      privacy: variant.privacy,
      madeForKids: variant.made_for_kids,
      boardId: variant.board_id,
      progress: {
        read: () => publications.progressOf(publicationId),
        write: (values: Record<string, string>) => publications.keepProgress(publicationId, values),
      },
      ...(variant.first_comment?.trim() ? { firstComment: variant.first_comment.trim() } : {}),
      ...(variant.poll
        ? {
            poll: {
              options: variant.poll.options.map((option) => option.trim()),
              expiresInSeconds: variant.poll.expires_in,
              multiple: variant.poll.multiple,
            },
          }
        : {}),
    };
    try {
      const access = {
        ...(await deps.tokens.fresh(channel, adapter)),
        renew: () => deps.tokens.renew(channel, adapter),
      };
      // Held by the network, it is published by `publish`, which sets the network's time to the post's.
      const found = cutOff ? await adapter.find(access, input) : null;
      if (cutOff && !found?.goesLiveAt) {
        if (found) {
          // The attempt may have been cut off between the post and its first comment.
          const commentError = input.firstComment
            ? await adapter.reply(access, { ...input, media: [] }, found)
            : undefined;
          await recordPublished(
            row,
            commentError ? { ...found, firstCommentError: commentError } : found,
            true,
            channel,
          );
          return;
        }
        // It never went out. Back after a long outage, it is late like any other post.
        const at = deps.now();
        if (!held && isTooLate(new Date(row.due_at), at, window)) {
          await moveTelling(
            'post.failed',
            channel,
            deps.db,
            row.id,
            'publishing',
            'needs_attention',
            at.toISOString(),
            {},
            { kind: 'late', detail: lateDetail(window) },
          );
          return;
        }
      }
      let media: PublishMedia[];
      let thumbnail: PublishInput['thumbnail'];
      try {
        media = await readAll(row.id, variant, adapter.streamsMedia === true);
        if (variant.thumbnail)
          thumbnail = {
            bytes: await deps.readMedia({ ...variant.thumbnail, alt: null }),
            mimeType: variant.thumbnail.mime_type,
            fileName: variant.thumbnail.file_name,
          };
      } catch (error) {
        // A file deleted from the ticket since: no retry brings it back.
        await fail(
          row,
          'failed',
          'media_gone',
          error instanceof Error ? error.message : String(error),
          channel,
        );
        return;
      }
      const published = await adapter.publish(access, {
        ...input,
        media,
        ...(thumbnail ? { thumbnail } : {}),
      });
      const liveAt = published.goesLiveAt ? new Date(published.goesLiveAt) : null;
      const at = deps.now();
      if (liveAt && liveAt > at) await holdFor(row, published, liveAt);
      else
        await recordPublished(
          row,
          published,
          cutOff,
          channel,
          liveAt ?? (held && held <= at ? held : undefined),
        );
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error; // ours: the next run asks the network first
      if (error.kind === 'reconnect') {
        if (deps.channelNews)
          await deps.channelNews.needsReconnecting(channel, error.message, deps.now().toISOString());
        else await channels.needsReconnecting(channel.id, error.message, deps.now().toISOString());
        await fail(row, 'needs_attention', error.options.code ?? 'reconnect', error.message, channel);
        return;
      }
      if (error.kind === 'permanent' || context.attempt >= PUBLISH_MAX_ATTEMPTS) {
        await fail(row, 'failed', error.options.code ?? error.kind, error.message, channel);
        return;
      }
      const delay =
        error.options.retryAfterMs ??
        PUBLISH_RETRY_DELAYS_MS[Math.min(context.attempt, PUBLISH_RETRY_DELAYS_MS.length) - 1] ??
        PUBLISH_RETRY_DELAYS_MS[0];
      // Back to scheduled at the same time: the late window still counts from it, so a post
      // that keeps failing waits for a person rather than going out hours late.
      await publications.move(
        deps.db,
        row.id,
        'publishing',
        'scheduled',
        deps.now().toISOString(),
        { error_code: error.options.code ?? 'transient', error_message: error.message },
        { kind: 'retrying', detail: error.message },
      );
      // The jobs table brings this job back then (it counts the attempt).
      throw new RetryLaterError(error.message, delay);
    }
  }

  /**
   * The network holds the post until its time (YouTube's `publishAt`): the publication waits,
   * scheduled, with what the network holds kept, and its job comes back at its time to record it
   * published.
   */
  async function holdFor(row: PublicationRow, published: Published, liveAt: Date) {
    await publications.keepProgress(row.id, {
      [HELD.goesLiveAt]: liveAt.toISOString(),
      [HELD.remoteId]: published.remoteId,
    });
    await deps.db.transaction().execute(async (trx: Db) => {
      const moved = await publications.move(
        trx,
        row.id,
        'publishing',
        'scheduled',
        deps.now().toISOString(),
        { error_code: null, error_message: null },
        { kind: 'uploaded_ahead', detail: published.note ?? null },
      );
      if (moved) await enqueuePublish(deps.queue, trx, row.id, row.due_at, new Date(row.due_at));
    });
  }

  async function fail(
    row: PublicationRow,
    to: 'failed' | 'needs_attention',
    code: string,
    message: string,
    channel: Known,
  ) {
    await moveTelling(
      'post.failed',
      channel,
      deps.db,
      row.id,
      'publishing',
      to,
      deps.now().toISOString(),
      {
        error_code: code,
        error_message: message,
      },
      { kind: to === 'failed' ? 'failed' : 'needs_attention', detail: message },
    );
  }

  /**
   * The job was given up (its worker died with it on every attempt, or it kept failing in a way
   * we did not foresee): the post must not sit "scheduled" or "publishing" unseen. It waits for
   * a person, who is told; one cut off mid-call may be on the network, so the words say to look.
   */
  async function onDead(payload: unknown, error: string): Promise<void> {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return;
    const row = await publications.find(parsed.data.publicationId);
    if (!row || (row.state !== 'scheduled' && row.state !== 'publishing')) return;
    if (row.state === 'scheduled' && row.due_at !== parsed.data.dueAt) return; // a newer job has it
    const detail =
      row.state === 'publishing' ? PUBLICATION_WORDS.gaveUpMidCall(error) : PUBLICATION_WORDS.gaveUp(error);
    await moveTelling(
      'post.failed',
      undefined,
      deps.db,
      row.id,
      row.state,
      'needs_attention',
      deps.now().toISOString(),
      { error_code: 'gave_up', error_message: detail },
      { kind: 'needs_attention', detail },
    );
  }

  return { run, onDead, maxAttempts: PUBLISH_MAX_ATTEMPTS + 1, retryDelaysMs: PUBLISH_RETRY_DELAYS_MS };
}
