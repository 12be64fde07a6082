import { z } from 'zod';
import { brandFindingSchema } from './brand-check.schema';
import { personRefSchema } from './ticket.schema';
import { POST_FORMATS, POST_PLATFORMS, type TicketStatus } from './tickets';

/**
 * Approval links (docs/product.md#approval-links): a member sends post tickets to someone
 * outside (a client) by e-mail; the link opens a page without sign-in where each post is
 * approved, rejected or sent back with a request for changes.
 */

/** Posts one link may carry. */
export const APPROVAL_MAX_TICKETS = 20;
/** Days a link stays open, unless it is withdrawn first. */
export const APPROVAL_DAYS_DEFAULT = 7;
export const APPROVAL_DAYS_MAX = 30;
export const APPROVAL_COMMENT_MAX = 4000;
export const APPROVAL_MESSAGE_MAX = 2000;
export const APPROVAL_NAME_MAX = 120;

export const APPROVAL_DECISIONS = ['approved', 'rejected', 'changes_requested'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

/** Where a decision moves the ticket: a request for changes sends it back to review. */
export const STATUS_FOR_DECISION: Record<ApprovalDecision, TicketStatus> = {
  approved: 'approved',
  rejected: 'rejected',
  changes_requested: 'in_review',
};

/** The status a post takes when it is sent for approval. */
export const STATUS_WHEN_SENT: TicketStatus = 'needs_approval';

/** `POST /projects/{projectId}/approvals`. */
export const createApprovalSchema = z.object({
  ticket_uids: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(APPROVAL_MAX_TICKETS)
    .refine((uids) => new Set(uids).size === uids.length, 'Each post only once'),
  email: z.email().max(254),
  name: z.string().trim().min(1).max(APPROVAL_NAME_MAX).optional(),
  message: z.string().trim().max(APPROVAL_MESSAGE_MAX).optional(),
  expires_in_days: z.number().int().min(1).max(APPROVAL_DAYS_MAX).default(APPROVAL_DAYS_DEFAULT),
});
export type CreateApprovalInput = z.input<typeof createApprovalSchema>;

/** open: can be acted on; expired or revoked: the link no longer opens. */
export const APPROVAL_STATES = ['open', 'expired', 'revoked'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const approvalItemSchema = z.object({
  ticket: z.object({ uid: z.string(), id: z.number().int(), summary: z.string() }),
  decision: z.enum(APPROVAL_DECISIONS).nullable(),
  comment: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** A sent link as the team sees it (never its token: only the creation reply carries the URL). */
export const approvalSchema = z.object({
  uid: z.string(),
  recipient_email: z.string(),
  recipient_name: z.string().nullable(),
  message: z.string().nullable(),
  sent_by: personRefSchema.nullable(),
  state: z.enum(APPROVAL_STATES),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  items: z.array(approvalItemSchema),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.object({ items: z.array(approvalSchema) });
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** The creation reply: the link itself, shown once (it is also e-mailed to the recipient). */
export const createdApprovalSchema = approvalSchema.extend({ url: z.string() });
export type CreatedApproval = z.infer<typeof createdApprovalSchema>;

/** `GET /projects/{projectId}/approvals?ticket=`: one ticket's links, or the brand's latest. */
export const approvalListQuerySchema = z.object({ ticket: z.string().min(1).max(64).optional() });

// The page without sign-in

/** A post as the approver sees it: what will be published, and the brand check's findings. */
export const approvalPostSchema = z.object({
  /** The ticket's uid: the handle of its decision and images on this link. */
  key: z.string(),
  summary: z.string(),
  caption: z.string().nullable(),
  hooks: z.array(z.string()),
  platform: z.enum(POST_PLATFORMS).nullable(),
  format: z.enum(POST_FORMATS).nullable(),
  due_date: z.string().nullable(),
  live_link: z.string().nullable(),
  /** The post's reference images, served through this link. */
  images: z.array(z.object({ url: z.string(), name: z.string() })),
  findings: z.array(brandFindingSchema),
  decision: z.enum(APPROVAL_DECISIONS).nullable(),
  comment: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ApprovalPost = z.infer<typeof approvalPostSchema>;

/** `GET /approvals/{token}`. */
export const publicApprovalSchema = z.object({
  brand: z.string(),
  sender: z.string().nullable(),
  recipient_name: z.string().nullable(),
  message: z.string().nullable(),
  expires_at: z.string(),
  posts: z.array(approvalPostSchema),
});
export type PublicApproval = z.infer<typeof publicApprovalSchema>;

/** `POST /approvals/{token}/posts/{key}/decision`: a request for changes says what to change. */
export const approvalDecisionSchema = z
  .object({
    decision: z.enum(APPROVAL_DECISIONS),
    comment: z.string().trim().max(APPROVAL_COMMENT_MAX).optional(),
  })
  .refine((input) => input.decision !== 'changes_requested' || Boolean(input.comment), {
    message: 'Say what should change',
    path: ['comment'],
  });
export type ApprovalDecisionInput = z.infer<typeof approvalDecisionSchema>;
