import type { ApprovalVariant } from '@expertos/domain/approvals/content';
import { LOCKED_VARIANT_FIELDS } from '@expertos/domain/approvals/content';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import type { SavedVariant, SavedVariantsInput } from '@expertos/domain/publishing/saved-variants';
import type { Variant } from '@expertos/domain/publishing/variant.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { Membership } from '../workspaces/membership.js';
import type { SavedVariantsRepository } from './saved-variants.repository.js';

/** A variant as approvals hash and compare it: its words, link, first comment and files in order. */
export function approvalVariantOf(channelId: string, network: string, variant: Variant): ApprovalVariant {
  return {
    channel: channelId,
    network,
    text: variant.text,
    link: variant.link ?? null,
    firstComment: variant.first_comment ?? null,
    media: variant.media.map((m) => m.image_uid ?? m.video_uid ?? m.asset_uid ?? ''),
  };
}

/** What the approvals module's lock says of an approved post's saved variants. */
export interface VariantsLock {
  lockedFields(ticketId: string, projectId: string, changed: readonly string[], trx: Db): Promise<string[]>;
  reopened(membership: Membership, ref: TicketRef): Promise<void>;
}

/**
 * A post's saved variants (docs/product.md#approvals): each channel's words, link, first comment,
 * files and options, written in the composer before the post is scheduled so that reviewers
 * approve them with it. An approved post's are locked like its caption: changing them takes
 * "reopen review". The change is told (`post.variants_changed`) in its transaction: approvals
 * keep a version of it, and a post that must be approved comes off the schedule.
 */
export function createSavedVariants(deps: {
  db: Db;
  repository: SavedVariantsRepository;
  events: EventBus;
  /** Each variant checked as scheduling checks it (its channel, files and network's rules). */
  check: (
    place: { projectId: string; ticketId: string },
    list: SavedVariantsInput['variants'],
  ) => Promise<{ channelId: string; network: string }[]>;
  lock?: VariantsLock;
  now: () => Date;
}) {
  const { repository } = deps;
  const comparable = (list: readonly ApprovalVariant[]) =>
    JSON.stringify(list.map((v) => [v.channel, v.text, v.link, v.firstComment, v.media]));

  return {
    async list(ticketId: string): Promise<SavedVariant[]> {
      return (await repository.ofTickets([ticketId])).map((row) => ({
        channel_uid: row.channelId,
        network: row.network,
        variant: row.variant,
        updated_at: row.updatedAt,
      }));
    },

    /**
     * The post's saved variants become these (an empty list clears them). Nothing changes when
     * they say what is saved; an approved post's change needs `reopen` (its review reopens).
     */
    async replace(
      membership: Membership,
      ticket: TicketRef,
      input: SavedVariantsInput,
      reopen: boolean,
    ): Promise<void> {
      const checked = await deps.check(ticket, input.variants);
      const next = input.variants
        .map((v, i) => ({ channelId: v.channel_uid, network: checked[i]?.network ?? '', variant: v.variant }))
        .sort((a, b) => (a.channelId < b.channelId ? -1 : a.channelId > b.channelId ? 1 : 0));
      const reopened = await deps.db.transaction().execute(async (trx: Db) => {
        const before = await repository.ofTickets([ticket.ticketId], trx);
        const sameContent =
          comparable(before.map((row) => approvalVariantOf(row.channelId, row.network, row.variant))) ===
          comparable(next.map((v) => approvalVariantOf(v.channelId, v.network, v.variant)));
        if (
          sameContent &&
          JSON.stringify(before.map((row) => row.variant)) === JSON.stringify(next.map((v) => v.variant))
        )
          return false;
        // Only what approvals hash is locked: a network's options (visibility, privacy) stay free.
        const locked = sameContent
          ? []
          : await deps.lock?.lockedFields(ticket.ticketId, ticket.projectId, LOCKED_VARIANT_FIELDS, trx);
        if (locked && locked.length > 0 && !reopen)
          throw new AppError('post_locked_approved', {
            details: locked.map((field) => ({ path: field, message: APPROVAL_MESSAGES.locked })),
          });
        await repository.replace(trx, ticket, next, membership.memberId, deps.now().toISOString());
        if (!sameContent)
          await deps.events.emit(trx, 'post.variants_changed', {
            post: { id: ticket.ticketId, workspaceId: ticket.workspaceId, projectId: ticket.projectId },
            actorMemberId: membership.memberId,
          });
        return Boolean(locked && locked.length > 0);
      });
      // After the commit, as an edit's: the post goes back for approval.
      if (reopened) await deps.lock?.reopened(membership, ticket).catch(() => undefined);
    },

    /** Approvals' narrow read: each post's saved variants as they hash them, by ticket id. */
    async forApproval(ticketIds: readonly string[], trx?: Db): Promise<Map<string, ApprovalVariant[]>> {
      const result = new Map<string, ApprovalVariant[]>();
      for (const row of await repository.ofTickets(ticketIds, trx)) {
        const list = result.get(row.ticketId) ?? [];
        list.push(approvalVariantOf(row.channelId, row.network, row.variant));
        result.set(row.ticketId, list);
      }
      return result;
    },
  };
}
export type SavedVariants = ReturnType<typeof createSavedVariants>;
