import type { ApprovalVariant } from '@expertos/domain/approvals/content';
import {
  EDITED_AFTER_APPROVAL_MESSAGE,
  POST_APPROVED_STATUSES,
  POST_CONTENT_FIELDS,
} from '@expertos/domain/publishing/publication';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { takeBackIfHeld } from './held-posts.js';
import type { PublicationNews } from './publication-news.js';
import type { PublicationsRepository } from './publications.repository.js';
import type { SettingsRepository } from './settings.repository.js';

export const APPROVAL_LAPSED_JOB = 'publishing.approval-lapsed';

/**
 * What publishing asks the approvals module (docs/product.md#approvals), in its transaction
 * where it has one: whether the brand's workflow makes posts wait for approval, and whether a
 * post's exact content now is approved (`waiting` when it is required and not).
 */
export interface ApprovalGateForPublishing {
  required(projectId: string, trx?: Db): Promise<boolean>;
  state(ticketId: string, projectId: string, trx?: Db): Promise<'not_required' | 'approved' | 'waiting'>;
  /** Of the variants about to be scheduled, those (by place) that are not what was approved. */
  unapprovedVariants(
    ticketId: string,
    projectId: string,
    variants: readonly ApprovalVariant[],
    trx?: Db,
  ): Promise<number[]>;
}

/**
 * The brand's approval rule, after approval (docs/product.md#publishing): when the brand
 * requires approval and a post's content is edited, its scheduled publications come off the
 * schedule in the edit's own transaction (so the edit can never go out unapproved; a saved
 * variant's change likewise), say why
 * in their timeline, and the ticket goes back to Needs approval (a job, after the commit). A post
 * the network already holds for its time is taken back (held-posts.ts).
 */
export function registerApprovalRule(
  events: EventBus,
  deps: {
    settings: Pick<SettingsRepository, 'of'>;
    publications: Pick<PublicationsRepository, 'scheduledOfTicket' | 'move' | 'progressOf'>;
    news: Pick<PublicationNews, 'tell'>;
    queue: Pick<JobQueue, 'enqueue'>;
    approvals?: Pick<ApprovalGateForPublishing, 'required'>;
    now: () => Date;
  },
): void {
  const content: readonly string[] = POST_CONTENT_FIELDS;

  async function contentChanged(
    post: { id: string; projectId: string },
    approvedStatus: boolean,
    actorMemberId: string | null,
    trx: Db,
  ) {
    // The brand's own setting, or an approval workflow that makes posts wait.
    if (
      !(await deps.settings.of(post.projectId, trx)).require_approval &&
      !(await deps.approvals?.required(post.projectId, trx))
    )
      return;
    const waiting = await deps.publications.scheduledOfTicket(post.id, trx);
    if (waiting.length === 0) return;
    const at = deps.now().toISOString();
    for (const publication of waiting) {
      const moved = await deps.publications.move(
        trx,
        publication.id,
        'scheduled',
        'needs_attention',
        at,
        { error_code: 'needs_approval', error_message: EDITED_AFTER_APPROVAL_MESSAGE },
        { kind: 'needs_approval', actorId: actorMemberId, detail: EDITED_AFTER_APPROVAL_MESSAGE },
      );
      if (!moved) continue;
      await deps.news.tell(trx, 'post.failed', publication.id);
      // A video the network holds for its time is kept private until approved again.
      await takeBackIfHeld(deps, trx, publication, await deps.publications.progressOf(publication.id, trx));
    }
    if (approvedStatus)
      await deps.queue.enqueue(
        APPROVAL_LAPSED_JOB,
        { ticketId: post.id },
        { trx, dedupeKey: `${APPROVAL_LAPSED_JOB}:${post.id}:${at}` },
      );
  }

  events.on('ticket.updated', async ({ ticket, changed, actorMemberId }, trx) => {
    if (ticket.type !== 'post' || !changed.some((field) => content.includes(field))) return;
    const approved = (POST_APPROVED_STATUSES as readonly string[]).includes(ticket.status);
    await contentChanged(ticket, approved, actorMemberId, trx);
  });
  // A saved variant is content too (the job moves the ticket only from Approved).
  events.on('post.variants_changed', async ({ post, actorMemberId }, trx) => {
    await contentChanged(post, true, actorMemberId, trx);
  });
}

/** The ticket of an edited approved post goes back to Needs approval (only from Approved). */
export function approvalLapsedJob(tickets: Pick<TicketsService, 'setStatusFromOutside'>): JobType {
  return {
    async run(payload: unknown) {
      const { ticketId } = z.object({ ticketId: z.string() }).parse(payload);
      await tickets.setStatusFromOutside(ticketId, 'publishing', (status) =>
        status === 'approved' ? 'needs_approval' : null,
      );
    },
  };
}
