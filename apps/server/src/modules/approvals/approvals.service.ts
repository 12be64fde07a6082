import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type Approval,
  type ApprovalDecisionInput,
  type ApprovalItem,
  type ApprovalList,
  type ApprovalPost,
  type ApprovalState,
  type CreatedApproval,
  type createApprovalSchema,
  type PublicApproval,
  STATUS_FOR_DECISION,
  STATUS_WHEN_SENT,
} from '@expertos/domain/approval.schema';
import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { Language } from '@expertos/domain/languages';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { OutboundMail } from '../../platform/mail/outbound-mail.js';
import { approvalLinkEmail } from '../../platform/mail/templates.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { Membership, ProjectAccess } from '../workspaces/membership.js';
import type { ApprovalsRepository, ItemRow, RequestRow } from './approvals.repository.js';

const DAY_MS = 86_400_000;
/** Links the team's list shows. */
const LIST_SIZE = 50;

export interface ApprovalsServiceDeps {
  repository: ApprovalsRepository;
  /** Queues the link's e-mail, counted against the outbound-mail limits (docs/product.md#accounts-and-limits). */
  mail: Pick<OutboundMail, 'enqueue'>;
  tickets: Pick<TicketsService, 'update' | 'setStatusFromOutside'>;
  images: Pick<TicketImagesService, 'file'>;
  /** The brand check of a post (its rule-based findings), shown to the approver. */
  check: (ticketId: string) => Promise<BrandCheck>;
  publicUrl: string;
  now: () => Date;
  /**
   * The brand's language (the projects module's read): the link's e-mail goes to someone
   * without an account, so it is written in it; English when left out or when it has none.
   */
  brandLanguageOf?: (projectId: string, trx?: Db) => Promise<Language | null>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address of the page a link opens (the web app's `/approve/{token}`). */
export const approvalPageUrl = (publicUrl: string, token: string) => `${publicUrl}/approve/${token}`;

/** How the history names the outside person: the name the sender gave, with the address. */
const approverName = (row: RequestRow) =>
  row.recipient_name ? `${row.recipient_name} <${row.recipient_email}>` : row.recipient_email;

function stateOf(row: RequestRow, now: Date): ApprovalState {
  if (row.revoked_at) return 'revoked';
  return new Date(row.expires_at).getTime() <= now.getTime() ? 'expired' : 'open';
}

const hooksOf = (item: ItemRow) =>
  [item.hook, item.hook_variation_1, item.hook_variation_2, item.hook_variation_3].filter(
    (hook): hook is string => Boolean(hook?.trim()),
  );

function toItem(item: ItemRow): ApprovalItem {
  return {
    ticket: { uid: item.ticket_id, id: Number(item.number), summary: item.summary },
    decision: item.decision,
    comment: item.comment,
    decided_at: item.decided_at,
  };
}

/**
 * Approval links (docs/product.md#approval-links). The token is random (32 bytes) and only its
 * hash is kept, like a password: the link in the e-mail (and once in the creation reply) is
 * the only copy. The page it opens needs no account; what it may do is bound to its posts.
 */
export function createApprovalsService({
  repository,
  mail,
  tickets,
  images,
  check,
  publicUrl,
  now,
  brandLanguageOf,
}: ApprovalsServiceDeps) {
  function toApproval(row: RequestRow, items: ItemRow[]): Approval {
    return {
      uid: row.id,
      recipient_email: row.recipient_email,
      recipient_name: row.recipient_name,
      message: row.message,
      sent_by:
        row.created_by && row.sender_email
          ? { uid: row.created_by, name: row.sender_name, email: row.sender_email, image: row.sender_image }
          : null,
      state: stateOf(row, now()),
      expires_at: row.expires_at,
      revoked_at: row.revoked_at,
      created_at: row.created_at,
      items: items.filter((item) => item.request_id === row.id).map(toItem),
    };
  }

  /** The request a token opens, while it is open; the same refusal for every other case. */
  async function openRequest(token: string): Promise<RequestRow> {
    const row = token.length <= 200 ? await repository.byTokenHash(hashOf(token)) : undefined;
    if (!row || stateOf(row, now()) !== 'open') throw new AppError('approval_link_invalid');
    return row;
  }

  async function page(token: string): Promise<PublicApproval> {
    const row = await openRequest(token);
    const items = await repository.items([row.id]);
    const pictures = await repository.images(items.map((item) => item.ticket_id));
    const posts: ApprovalPost[] = await Promise.all(
      items.map(async (item) => ({
        key: item.ticket_id,
        summary: item.summary,
        caption: item.caption,
        hooks: hooksOf(item),
        platform: item.post_platform,
        format: item.post_format,
        due_date: item.due_date,
        live_link: item.live_link,
        images: pictures
          .filter((image) => image.ticket_id === item.ticket_id)
          .map((image) => ({
            url: `/api/approvals/${token}/posts/${item.ticket_id}/images/${image.id}`,
            name: image.name,
          })),
        // A check that cannot run (a brand without rules yet) shows no findings rather than no page.
        findings: (await check(item.ticket_id).catch(() => null))?.findings ?? [],
        decision: item.decision,
        comment: item.comment,
        decided_at: item.decided_at,
      })),
    );
    return {
      brand: await repository.brandName(row.project_id),
      sender: row.sender_name,
      recipient_name: row.recipient_name,
      message: row.message,
      expires_at: row.expires_at,
      posts,
    };
  }

  return {
    /** `POST /projects/{projectId}/approvals`: sends the link and moves the posts to Needs Approval. */
    async send(
      { user, membership, project }: { user: { id: string }; membership: Membership; project: ProjectAccess },
      input: z.output<typeof createApprovalSchema>,
    ): Promise<CreatedApproval> {
      const found = await repository.ticketsOf(project.projectId, input.ticket_uids);
      if (found.length !== input.ticket_uids.length || found.some((t) => t.ticket_type !== 'post')) {
        throw new AppError('approval_not_post');
      }
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID();
      const at = now();
      const url = approvalPageUrl(publicUrl, token);
      const brand = await repository.brandName(project.projectId);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const sender = await repository.memberName(membership.memberId);
      const language = (await brandLanguageOf?.(project.projectId)) ?? undefined;
      await repository.transaction(async (trx) => {
        await repository.insert(
          {
            id,
            workspace_id: project.workspaceId,
            project_id: project.projectId,
            token_hash: hashOf(token),
            recipient_email: input.email,
            recipient_name: input.name ?? null,
            message: input.message || null,
            created_by: membership.memberId,
            expires_at: new Date(at.getTime() + input.expires_in_days * DAY_MS).toISOString(),
            revoked_at: null,
            created_at: at.toISOString(),
          },
          input.ticket_uids.map((ticketId, position) => ({
            request_id: id,
            ticket_id: ticketId,
            position,
            decision: null,
            comment: null,
            decided_at: null,
          })),
          trx,
        );
        const content = approvalLinkEmail({
          name: input.name ?? null,
          sender,
          brand,
          count: input.ticket_uids.length,
          message: input.message || null,
          url,
          expiresAt: new Date(at.getTime() + input.expires_in_days * DAY_MS),
          ...(language ? { language } : {}),
        });
        // Last in the transaction: past a mail limit (429 mail_*) the link is not kept either.
        await mail.enqueue(trx, { workspaceId: project.workspaceId, userId: user.id }, 'approval', [
          { message: { to: input.email, ...content }, dedupeKey: `mail.approval:${id}` },
        ]);
      });
      // Each post is now waiting on the client: a change by the sender, in each post's history.
      for (const ticket of found) {
        if (ticket.status === STATUS_WHEN_SENT) continue;
        await tickets.update(
          membership,
          { ticketId: ticket.id, workspaceId: project.workspaceId, projectId: project.projectId },
          { status: STATUS_WHEN_SENT },
        );
      }
      const row = await repository.byId(project.projectId, id);
      if (!row) throw new AppError('not_found');
      return { ...toApproval(row, await repository.items([id])), url };
    },

    /** `GET /projects/{projectId}/approvals`: the brand's links (or one ticket's), newest first. */
    async list(projectId: string, ticketId: string | undefined): Promise<ApprovalList> {
      const rows = await repository.list(projectId, ticketId, LIST_SIZE);
      const items = await repository.items(rows.map((row) => row.id));
      return { items: rows.map((row) => toApproval(row, items)) };
    },

    /** `DELETE /projects/{projectId}/approvals/{approvalId}`: the link stops opening at once. */
    async revoke(projectId: string, approvalId: string): Promise<Approval> {
      const row = await repository.byId(projectId, approvalId);
      if (!row) throw new AppError('not_found');
      await repository.revoke(row.id, now().toISOString());
      const after = await repository.byId(projectId, approvalId);
      if (!after) throw new AppError('not_found');
      return toApproval(after, await repository.items([row.id]));
    },

    /** `GET /approvals/{token}`: the posts as they will appear, with the brand check's findings. */
    page,

    /**
     * `POST /approvals/{token}/posts/{key}/decision`: records the decision (a later one replaces
     * it while the link is open) and moves the ticket, naming the approver in its history.
     */
    async decide(token: string, key: string, input: ApprovalDecisionInput): Promise<ApprovalPost> {
      const row = await openRequest(token);
      const at = now().toISOString();
      const result = await repository.decide(row.id, key, {
        decision: input.decision,
        comment: input.comment || null,
        decided_at: at,
      });
      if (Number(result.numUpdatedRows) !== 1) throw new AppError('not_found');
      await tickets.setStatusFromOutside(
        key,
        'approval',
        () => STATUS_FOR_DECISION[input.decision],
        approverName(row),
      );
      const view = await page(token);
      const post = view.posts.find((candidate) => candidate.key === key);
      if (!post) throw new AppError('not_found');
      return post;
    },

    /** A post's reference image, for the page (only images of the link's own posts). */
    async image(token: string, key: string, imageId: string) {
      const row = await openRequest(token);
      const items = await repository.items([row.id]);
      if (!items.some((item) => item.ticket_id === key)) throw new AppError('not_found');
      // The tickets module answers only an image of that post (404 otherwise).
      return images.file(key, imageId);
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
