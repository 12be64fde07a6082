import { randomUUID } from 'node:crypto';
import { LOCKED_VARIANT_FIELDS } from '@expertos/domain/approvals/content';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { assetBlockedMessage } from '@expertos/domain/assets';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import { checkForNetwork, type MastodonLimits } from '@expertos/domain/publishing/limits';
import {
  POST_APPROVED_STATUSES,
  PUBLICATION_WORDS,
  uploadLeadMs,
} from '@expertos/domain/publishing/publication';
import {
  PUBLISH_MAX_DAYS_AHEAD,
  type Publication,
  type SchedulePostInput,
} from '@expertos/domain/publishing/publication.schema';
import { nextQueueSlot } from '@expertos/domain/publishing/queue-slots';
import { type Variant, variantSchema } from '@expertos/domain/publishing/variant.schema';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { AssetFiles } from '../assets/asset-files.js';
import { type RecordingFiles, recordingFileName } from '../media/recording-files.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { Membership } from '../workspaces/membership.js';
import type { ApprovalGateForPublishing } from './approval-rule.js';
import type { ChannelsRepository } from './channels.repository.js';
import { enqueuePublish, type HeldPosts, heldUntil } from './held-posts.js';
import type { ImageSizes } from './image-sizes.js';
import type { PostAssetFactsOf } from './post-asset-facts.js';
import type { PublicationNews } from './publication-news.js';
import { publicationFields } from './publication-view.js';
import type { PublicationsRepository } from './publications.repository.js';
import { approvalVariantOf, type VariantsLock } from './saved-variants.js';
import type { SettingsRepository } from './settings.repository.js';
import { type StoredVariant, storedVariantSchema } from './stored-variant.js';

export interface PublishingServiceDeps {
  db: Db;
  /** The tickets module's reads: whether the ticket is a post, its status, its files. */
  tickets: Pick<TicketLookups, 'post' | 'postState' | 'referenceImageFiles'>;
  /** The media module's read of the brand's finished recordings. */
  recordings: Pick<RecordingFiles, 'one'>;
  /** The assets module's: a library asset as a file, its rights' rule, and the uses a post makes. */
  assets: Pick<AssetFiles, 'one' | 'blocked' | 'setPostUses'>;
  /** What waiting posts' library assets say in lists (rights at their time, newer versions). */
  assetFacts?: PostAssetFactsOf;
  /** The reference images' sizes, read from their files. */
  imageSizes: ImageSizes;
  queue: JobQueue;
  publications: PublicationsRepository;
  channels: ChannelsRepository;
  settings: Pick<SettingsRepository, 'of'>;
  news: Pick<PublicationNews, 'tell'>;
  /** Takes back a video its network holds for its time, before the post is unscheduled. */
  heldPosts: Pick<HeldPosts, 'takeBackNow'>;
  /** The approvals module's gate: under a required workflow, only the approved content goes. */
  approvals?: Pick<ApprovalGateForPublishing, 'state' | 'unapprovedVariants' | 'required'>;
  /** The approvals module's lock on an approved post's content (a newer file changes it). */
  lock?: VariantsLock;
  /** Where a waiting post's changed files are told (`post.variants_changed`), as a saved variant's. */
  events?: Pick<EventBus, 'emit'>;
  now: () => Date;
}

/** Where a post goes: the ticket, its brand and workspace, and who asks. */
export interface PostPlace {
  workspaceId: string;
  projectId: string;
  ticketId: string;
  memberId: string;
}

/**
 * Scheduling (docs/product.md#publishing): a post's variants become publications, each with
 * its job enqueued in the same transaction for its time (docs/architecture.md#after-the-commit),
 * so a schedule is never without its job nor a job without its schedule.
 */
export function createPublishingService({
  db,
  tickets,
  recordings,
  assets,
  assetFacts,
  imageSizes,
  queue,
  publications,
  channels,
  settings,
  news,
  heldPosts,
  approvals,
  lock,
  events,
  now,
}: PublishingServiceDeps) {
  /**
   * The brand's approval rule (docs/product.md#publishing): when it requires approval, a post
   * goes on the schedule (or back on it) only while its ticket is approved.
   */
  async function checkApproved(ticketId: string, projectId: string) {
    // A workflow that makes posts wait: the post's exact content must be the approved one.
    const gate = (await approvals?.state(ticketId, projectId)) ?? 'not_required';
    if (gate === 'waiting') throw new AppError('publishing_needs_approval');
    if (gate === 'approved') return;
    const { require_approval } = await settings.of(projectId);
    if (!require_approval) return;
    const state = await tickets.postState(ticketId);
    if (!state || !(POST_APPROVED_STATUSES as readonly string[]).includes(state.status))
      throw new AppError('publishing_needs_approval');
  }

  /**
   * The variant as kept: each file looked up where the composer offers it (a caller names a
   * file, never a stored one) — an image among the ticket's reference images, a recording among
   * the brand's finished ones — with its facts from the file itself.
   */
  async function withFiles(
    place: { projectId: string; ticketId: string },
    variant: Variant,
    /** Where the variant is in the request (`posts.0`), for the paths of what it breaks. */
    where: string,
  ): Promise<StoredVariant> {
    const thumbnail = variant.thumbnail_uid
      ? await thumbnailOf(place.ticketId, variant.thumbnail_uid, where)
      : undefined;
    if (variant.media.length === 0) return { ...variant, media: [], ...(thumbnail ? { thumbnail } : {}) };
    const images = variant.media.some((m) => m.image_uid)
      ? new Map((await tickets.referenceImageFiles(place.ticketId)).map((f) => [f.id, f]))
      : new Map<string, never>();
    const media: StoredVariant['media'] = [];
    for (const [at, m] of variant.media.entries()) {
      const missing = () =>
        new AppError('publishing_media_not_on_ticket', {
          details: [
            {
              path: `${where}.variant.media.${at}`,
              message: ERROR_CATALOGUE.publishing_media_not_on_ticket.message,
            },
          ],
        });
      // One file per medium: an image, a recording or a library asset.
      if ([m.image_uid, m.video_uid, m.asset_uid].filter(Boolean).length !== 1) throw missing();
      if (m.asset_uid) {
        const asset = await assets.one(place.projectId, m.asset_uid);
        if (!asset) throw missing();
        media.push({
          asset_uid: asset.assetId,
          asset_version_uid: asset.versionId,
          storage_key: asset.storageKey,
          mime_type: asset.contentType,
          file_name: asset.name,
          bytes: asset.size,
          duration_ms: asset.durationMs,
          width: asset.width,
          height: asset.height,
          alt: m.alt,
        });
        continue;
      }
      if (m.video_uid) {
        const video = await recordings.one(place.projectId, m.video_uid);
        if (!video) throw missing();
        media.push({
          video_uid: video.id,
          storage_key: video.storageKey,
          mime_type: video.contentType,
          file_name: recordingFileName(video),
          bytes: video.size,
          duration_ms: video.durationMs,
          width: video.width,
          height: video.height,
          frame_rate: video.frameRate,
          alt: m.alt,
        });
        continue;
      }
      const file = images.get(m.image_uid ?? '');
      if (!file) throw missing();
      const size = await imageSizes.of(file.storageKey);
      media.push({
        image_uid: file.id,
        storage_key: file.storageKey,
        mime_type: file.contentType,
        file_name: file.name,
        bytes: file.size,
        width: size?.width ?? null,
        height: size?.height ?? null,
        alt: m.alt,
      });
    }
    return { ...variant, media, ...(thumbnail ? { thumbnail } : {}) };
  }

  /** A YouTube thumbnail: one of the ticket's reference images, like the post's files. */
  async function thumbnailOf(ticketId: string, imageUid: string, where: string) {
    const file = (await tickets.referenceImageFiles(ticketId)).find((f) => f.id === imageUid);
    if (!file)
      throw new AppError('publishing_media_not_on_ticket', {
        details: [
          {
            path: `${where}.variant.thumbnail_uid`,
            message: ERROR_CATALOGUE.publishing_media_not_on_ticket.message,
          },
        ],
      });
    return {
      storage_key: file.storageKey,
      mime_type: file.contentType,
      file_name: file.name,
      bytes: file.size,
    };
  }

  /** "Add to queue": the brand's next weekly slot that none of these channels has taken. */
  async function queueTime(projectId: string, channelIds: readonly string[]): Promise<Date> {
    const { time_zone, slots } = await settings.of(projectId);
    const from = now();
    const taken: Date[] = [];
    for (const id of new Set(channelIds))
      taken.push(...(await publications.takenSlots(id, from.toISOString())));
    const next = slots.length > 0 ? nextQueueSlot(slots, time_zone, from, taken) : null;
    if (!next) throw new AppError('publishing_queue_empty');
    return next;
  }
  /**
   * The evergreen queue's question (docs/product.md#evergreen): the brand's next weekly slot after
   * `after` that none of its channels has a post at, nor any of `alsoTaken`; null for none.
   */
  async function emptySlot(projectId: string, after: Date, alsoTaken: readonly Date[]): Promise<Date | null> {
    const { time_zone, slots } = await settings.of(projectId);
    if (slots.length === 0) return null;
    const taken = await publications.takenSlotsOfBrand(projectId, after.toISOString());
    return nextQueueSlot(slots, time_zone, after, [...taken, ...alsoTaken]);
  }
  /** A time a person chose: not in the past (a minute's grace), at most a year ahead. */
  function checkedTime(dueAt: string | null): Date {
    const at = now();
    if (dueAt === null) return at;
    const due = new Date(dueAt);
    const latest = at.getTime() + PUBLISH_MAX_DAYS_AHEAD * 24 * 60 * 60_000;
    if (due.getTime() < at.getTime() - 60_000 || due.getTime() > latest)
      throw new AppError('publishing_time_invalid', {
        details: [{ path: 'due_at', message: ERROR_CATALOGUE.publishing_time_invalid.message }],
      });
    return due;
  }

  /** The publication of this ticket, or not found (a publication of another ticket is not there). */
  async function ofTicket(ticketId: string, id: string) {
    const row = await publications.find(id);
    if (!row || row.ticket_id !== ticketId) throw new AppError('not_found');
    return row;
  }

  /**
   * The publication's job: at its time; earlier for a post its network takes ahead
   * (`uploadLeadMs`); at once when the network holds it for another time, which must move.
   */
  async function enqueue(
    trx: Db,
    publicationId: string,
    dueAt: string,
    channel: { network: string; mode: string },
    variant: Pick<StoredVariant, 'privacy'>,
    held: Date | null = null,
  ) {
    const at = now();
    const lead = channel.mode === 'handoff' ? 0 : uploadLeadMs(channel.network, variant);
    const due = new Date(dueAt);
    const runAt =
      held && held > at ? at : lead > 0 ? new Date(Math.max(at.getTime(), due.getTime() - lead)) : due;
    await enqueuePublish(queue, trx, publicationId, dueAt, runAt);
  }

  /** The library assets a variant carries. */
  const assetIdsOf = (variant: Pick<StoredVariant, 'media'>) =>
    variant.media.flatMap((m) => (m.asset_uid ? [m.asset_uid] : []));

  /**
   * Refuses (422) a variant whose library asset may not go to `network` on the day it goes out
   * (docs/product.md#asset-library): its rights end before, or its licence names other networks.
   */
  async function checkRights(variant: Pick<StoredVariant, 'media'>, network: string, due: Date, trx?: Db) {
    const blocked = await assets.blocked(assetIdsOf(variant), network, due.toISOString().slice(0, 10), trx);
    if (!blocked) return;
    const code = blocked.reason === 'expired' ? 'asset_rights_expired' : 'asset_network_not_allowed';
    throw new AppError(code, {
      message: assetBlockedMessage(blocked.name, blocked.reason, network),
      details: [{ path: 'variant.media', message: blocked.name }],
    });
  }

  /** Writes the library uses of the ticket's publications (in the caller's transaction). */
  async function syncAssetUses(trx: Db, place: { projectId: string; ticketId: string }) {
    const uses = [];
    for (const { row } of await publications.ofTicket(place.ticketId, trx)) {
      const { channel, variant } = await jobFacts(trx, row);
      for (const m of variant.media)
        if (m.asset_uid && m.asset_version_uid)
          uses.push({ assetId: m.asset_uid, versionId: m.asset_version_uid, network: channel.network });
    }
    await assets.setPostUses(trx, place, uses);
  }

  /** The channel and variant of a publication, for its job's run time. */
  async function jobFacts(trx: Db, row: { channel_id: string; variant: string }) {
    const channel = await channels.find(row.channel_id, trx);
    return {
      channel: { network: channel?.network ?? '', mode: channel?.mode ?? 'api' },
      variant: storedVariantSchema.parse(fromDbJson(row.variant, {})),
    };
  }

  /**
   * The channel of the brand, connected, and what the variant breaks of its network's rules. A
   * saved variant (`draft`) may be for a channel that must be reconnected before it publishes.
   */
  async function checkedChannel(
    projectId: string,
    channelId: string,
    variant: StoredVariant,
    where: string,
    { draft = false } = {},
  ) {
    const channel = await channels.find(channelId);
    if (!channel || channel.project_id !== projectId || channel.state === 'disconnected')
      throw new AppError('not_found');
    if (channel.state !== 'connected' && !draft)
      throw new AppError('conflict', {
        message: `${channel.handle} must be reconnected before it can publish.`,
      });
    // A hand-off channel's post is made by a person in the network's own app, which checks it.
    if (channel.mode === 'handoff' || !isPublishingNetwork(channel.network)) return channel;
    const problems = checkForNetwork(
      channel.network,
      {
        text: variant.text,
        contentWarning: variant.content_warning,
        link: variant.link,
        thread: variant.thread,
        firstComment: variant.first_comment,
        ...(variant.poll
          ? { poll: { options: variant.poll.options, expiresIn: variant.poll.expires_in } }
          : {}),
        postKind: variant.post_kind,
        privacyLevel: variant.privacy_level,
        brandContent: variant.brand_content,
        tiktokMode: variant.tiktok_mode,
        title: variant.title,
        tags: variant.tags,
        ...(variant.thumbnail
          ? { thumbnail: { mimeType: variant.thumbnail.mime_type, bytes: variant.thumbnail.bytes } }
          : {}),
        boardId: variant.board_id,
        media: variant.media.map((m) => ({
          mimeType: m.mime_type,
          bytes: m.bytes,
          durationMs: m.duration_ms,
          width: m.width,
          height: m.height,
          frameRate: m.frame_rate,
        })),
      },
      channel.limits ? fromDbJson<MastodonLimits | undefined>(channel.limits, undefined) : undefined,
    );
    if (problems.length > 0)
      throw new AppError('validation_error', {
        details: problems.map((p) => ({
          path: p.comment
            ? `${where}.variant.first_comment`
            : p.rule.startsWith('poll_')
              ? `${where}.variant.poll`
              : p.rule === 'board'
                ? `${where}.variant.board_id`
                : p.rule === 'thumbnail'
                  ? `${where}.variant.thumbnail_uid`
                  : p.rule.startsWith('title_') || p.rule === 'tags_length'
                    ? `${where}.variant.${p.rule === 'tags_length' ? 'tags' : 'title'}`
                    : p.media === undefined
                      ? `${where}.variant.text`
                      : `${where}.variant.media.${p.media}`,
          message: p.message,
        })),
      });
    return channel;
  }

  /**
   * Under a workflow that makes posts wait, each variant goes out only as it was approved: its
   * channel's saved variant, or the post's own words and files (docs/product.md#approvals).
   */
  async function checkApprovedVariants(
    place: PostPlace,
    posts: readonly { channelId: string; variant: Variant }[],
  ) {
    if (!approvals) return;
    const list = [];
    for (const post of posts) {
      const channel = await channels.find(post.channelId);
      list.push(approvalVariantOf(post.channelId, channel?.network ?? '', post.variant));
    }
    const refused = await approvals.unapprovedVariants(place.ticketId, place.projectId, list);
    if (refused.length > 0)
      throw new AppError('publishing_needs_approval', {
        details: refused.map((index) => ({
          path: `posts.${index}.variant.text`,
          message: APPROVAL_MESSAGES.variantNotApproved,
        })),
      });
  }

  const service = {
    emptySlot,

    /**
     * Whether the brand makes posts wait for approval: its approval workflow requires it, or its
     * publishing settings do (the two ways `checkApproved` keeps to).
     */
    async requiresApproval(projectId: string): Promise<boolean> {
      if (await approvals?.required(projectId)) return true;
      return (await settings.of(projectId)).require_approval;
    },

    /** The ticket's publications with their channels and timelines. */
    async forTicket(ticketId: string): Promise<Publication[]> {
      const found = await publications.ofTicket(ticketId);
      const channelOf = new Map<string, Awaited<ReturnType<typeof channels.find>>>();
      for (const { row } of found)
        if (!channelOf.has(row.channel_id))
          channelOf.set(row.channel_id, await channels.find(row.channel_id));
      const facts = await assetFacts?.(
        found.map(({ row }) => ({ row, network: channelOf.get(row.channel_id)?.network })),
      );
      return found.map(({ row, steps }) => {
        const channel = channelOf.get(row.channel_id);
        return {
          ...publicationFields(row, channel ?? undefined),
          ...(facts?.get(row.id) ?? {}),
          variant: variantSchema.parse(fromDbJson(row.variant, {})),
          timeline: steps.map((s) => ({
            kind: s.kind,
            state: s.state,
            at: s.at,
            actor_uid: s.actor_id,
            detail: s.detail,
          })),
        };
      });
    },

    /** Variants to save on a post (saved-variants.ts), checked as scheduling checks them. */
    async checkVariants(
      place: { projectId: string; ticketId: string },
      list: readonly { channel_uid: string; variant: Variant }[],
    ): Promise<{ channelId: string; network: string }[]> {
      const post = await tickets.post(place.ticketId, place.projectId);
      if (post?.type !== 'post') throw new AppError('publishing_not_a_post');
      const checked = [];
      for (const [index, item] of list.entries()) {
        const where = `variants.${index}`;
        const stored = await withFiles(place, item.variant, where);
        const channel = await checkedChannel(place.projectId, item.channel_uid, stored, where, {
          draft: true,
        });
        checked.push({ channelId: channel.id, network: channel.network });
      }
      return checked;
    },

    /** A post ticket's variants scheduled from the API: now, at the time chosen, or in the queue. */
    async scheduleTicket(place: PostPlace, input: SchedulePostInput): Promise<Publication[]> {
      const post = await tickets.post(place.ticketId, place.projectId);
      if (post?.type !== 'post') throw new AppError('publishing_not_a_post');
      await checkApproved(place.ticketId, place.projectId);
      const posts = [];
      for (const [index, p] of input.posts.entries())
        posts.push({
          channelId: p.channel_uid,
          variant: await withFiles(place, p.variant, `posts.${index}`),
        });
      await checkApprovedVariants(place, posts);
      const due = input.queue
        ? await queueTime(
            place.projectId,
            posts.map((p) => p.channelId),
          )
        : checkedTime(input.due_at);
      const ids = await service.schedule(place, due, posts);
      return (await service.forTicket(place.ticketId)).filter((p) => ids.includes(p.uid));
    },

    async rescheduleTicket(place: PostPlace, id: string, dueAt: string, version: number) {
      const row = await ofTicket(place.ticketId, id);
      if (row.state !== 'scheduled') await checkApproved(place.ticketId, place.projectId);
      await service.reschedule(id, checkedTime(dueAt), version, place.memberId);
    },

    /** "Publish now" for one that failed or waits for a person: it goes out at once, once more. */
    async retryTicket(place: PostPlace, id: string, version: number) {
      const row = await ofTicket(place.ticketId, id);
      if (row.state !== 'failed' && row.state !== 'needs_attention') throw new AppError('conflict');
      await checkApproved(place.ticketId, place.projectId);
      await service.reschedule(id, now(), version, place.memberId, 'retried');
    },

    /** The phone hand-off's "I've posted it": the live link a person gives, and it is published. */
    async markPostedTicket(place: PostPlace, id: string, version: number, url: string) {
      await ofTicket(place.ticketId, id);
      const at = now().toISOString();
      await db.transaction().execute(async (trx: Db) => {
        const moved = await publications.move(
          trx,
          id,
          'handed_off',
          'published',
          at,
          { remote_url: url, published_at: at, error_code: null, error_message: null },
          { kind: 'posted_by_hand', actorId: place.memberId, detail: url },
          version,
        );
        if (!moved) throw new AppError('conflict');
        await news.tell(trx, 'post.published', id, place.memberId);
      });
    },

    async unscheduleTicket(ticketId: string, id: string, version: number) {
      await ofTicket(ticketId, id);
      await service.unschedule(id, version);
    },

    /** Schedules each variant on its channel at `dueAt` (now for "publish now"): the new ids. */
    async schedule(
      place: PostPlace,
      dueAt: Date,
      posts: readonly { channelId: string; variant: StoredVariant }[],
    ): Promise<string[]> {
      const checked: { network: string; mode: string }[] = [];
      for (const [index, post] of posts.entries())
        checked.push(await checkedChannel(place.projectId, post.channelId, post.variant, `posts.${index}`));
      for (const [index, post] of posts.entries())
        await checkRights(post.variant, checked[index]?.network ?? '', dueAt);
      const at = now().toISOString();
      const due = dueAt.toISOString();
      return db.transaction().execute(async (trx: Db) => {
        const ids: string[] = [];
        for (const [index, post] of posts.entries()) {
          const id = randomUUID();
          await publications.schedule(
            trx,
            {
              id,
              workspace_id: place.workspaceId,
              project_id: place.projectId,
              ticket_id: place.ticketId,
              channel_id: post.channelId,
              variant: JSON.stringify(post.variant),
              due_at: due,
              created_by: place.memberId,
              created_at: at,
              updated_at: at,
            },
            place.memberId,
          );
          await enqueue(trx, id, due, checked[index] ?? { network: '', mode: 'api' }, post.variant);
          await news.tell(trx, 'post.scheduled', id, place.memberId);
          ids.push(id);
        }
        await syncAssetUses(trx, place);
        return ids;
      });
    },

    /**
     * Moves a publication to another time: one still scheduled keeps its state, one that
     * failed or waits for a person is scheduled again. `version` is the copy the person saw.
     */
    async reschedule(
      id: string,
      dueAt: Date,
      version: number,
      memberId: string,
      kind: 'rescheduled' | 'retried' = 'rescheduled',
    ): Promise<void> {
      const due = dueAt.toISOString();
      await db.transaction().execute(async (trx: Db) => {
        const row = await publications.find(id, trx);
        if (!row) throw new AppError('not_found');
        // Going out or out already: too late to move.
        if (row.state === 'publishing' || row.state === 'published') throw new AppError('conflict');
        const held = heldUntil(await publications.progressOf(id, trx));
        if (row.state === 'scheduled' && held && held <= now())
          throw new AppError('conflict', { message: PUBLICATION_WORDS.alreadyLive });
        const facts = await jobFacts(trx, row);
        await checkRights(facts.variant, facts.channel.network, dueAt, trx);
        const at = now().toISOString();
        const step = { kind, actorId: memberId, detail: null };
        const moved =
          row.state === 'scheduled'
            ? await publications.retime(trx, id, version, due, at, step)
            : await publications.move(trx, id, row.state, 'scheduled', at, { due_at: due }, step, version);
        if (!moved) throw new AppError('conflict');
        await enqueue(trx, id, due, facts.channel, facts.variant, held);
        await news.tell(trx, 'post.scheduled', id, memberId);
      });
    },

    /**
     * "Use the newer version" on a post still waiting to go out (docs/product.md#asset-library):
     * each library file it keeps at an older version becomes the library's current one, checked
     * as scheduling checks it. It changes what goes out, so it is told as a saved variant's
     * change is: under approval the post comes off the schedule until approved again, and an
     * approved post's change needs `reopen` (its review reopens). Nothing newer: nothing changes.
     */
    async useNewerAssets(
      { membership, ticket }: { membership: Membership; ticket: TicketRef },
      id: string,
      version: number,
      reopen: boolean,
    ): Promise<void> {
      const row = await ofTicket(ticket.ticketId, id);
      if (row.state !== 'scheduled' && row.state !== 'needs_attention')
        throw new AppError('publishing_newer_not_waiting');
      // Files the network took already (ahead of time, or before it failed) would not change.
      if (Object.keys(await publications.progressOf(id)).length > 0)
        throw new AppError('publishing_newer_uploaded');
      const { channel, variant } = await jobFacts(db, row);
      const names: string[] = [];
      const media: StoredVariant['media'] = [];
      for (const m of variant.media) {
        const current = m.asset_uid ? await assets.one(ticket.projectId, m.asset_uid) : null;
        if (!current || current.versionId === m.asset_version_uid) {
          media.push(m);
          continue;
        }
        names.push(current.name);
        media.push({
          asset_uid: current.assetId,
          asset_version_uid: current.versionId,
          storage_key: current.storageKey,
          mime_type: current.contentType,
          file_name: current.name,
          bytes: current.size,
          duration_ms: current.durationMs,
          width: current.width,
          height: current.height,
          alt: m.alt,
        });
      }
      if (names.length === 0) return;
      const next = { ...variant, media };
      await checkedChannel(ticket.projectId, row.channel_id, next, 'publication', { draft: true });
      await checkRights(next, channel.network, new Date(row.due_at));
      const reopened = await db.transaction().execute(async (trx: Db) => {
        const locked =
          (await lock?.lockedFields(ticket.ticketId, ticket.projectId, LOCKED_VARIANT_FIELDS, trx)) ?? [];
        if (locked.length > 0 && !reopen)
          throw new AppError('post_locked_approved', {
            details: locked.map((field) => ({ path: field, message: APPROVAL_MESSAGES.locked })),
          });
        const step = { kind: 'assets_updated', actorId: membership.memberId, detail: names.join(', ') };
        const at = now().toISOString();
        if (!(await publications.revariant(trx, id, row.state, version, JSON.stringify(next), at, step)))
          throw new AppError('conflict');
        await syncAssetUses(trx, ticket);
        await events?.emit(trx, 'post.variants_changed', {
          post: { id: ticket.ticketId, workspaceId: ticket.workspaceId, projectId: ticket.projectId },
          actorMemberId: membership.memberId,
        });
        return locked.length > 0;
      });
      // After the commit, as an edit's: the post goes back for approval.
      if (reopened) await lock?.reopened(membership, ticket).catch(() => undefined);
    },

    /** Takes a publication off the schedule before it goes out. */
    async unschedule(id: string, version: number): Promise<void> {
      const row = await publications.find(id);
      if (!row) throw new AppError('conflict');
      if (row.state === 'scheduled' || row.state === 'failed' || row.state === 'needs_attention') {
        const held = heldUntil(await publications.progressOf(id));
        if (held && held > now()) {
          const channel = await channels.find(row.channel_id);
          if (channel?.state !== 'connected')
            throw new AppError('conflict', {
              message: PUBLICATION_WORDS.reconnectToTakeBack(channel?.handle ?? 'The account'),
            });
          // A video YouTube holds for its time is kept private first, or nothing is removed.
          await heldPosts.takeBackNow(row);
        }
      }
      await db.transaction().execute(async (trx: Db) => {
        if (!(await publications.remove(id, version, trx))) throw new AppError('conflict');
        await syncAssetUses(trx, { projectId: row.project_id, ticketId: row.ticket_id });
      });
    },
  };
  return service;
}
export type PublishingService = ReturnType<typeof createPublishingService>;
