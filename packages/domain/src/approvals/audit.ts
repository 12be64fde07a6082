import { z } from 'zod';
import { calendarDateSchema } from '../dates';

/**
 * A brand's approval audit (docs/product.md#approvals): every decision of every round, as it was
 * kept (append-only), exported as CSV for brand admins. People are named as they were named when
 * they decided; the version is the hash of the content they decided on.
 */

export const APPROVAL_AUDIT_COLUMNS = [
  ['round', 'Round'],
  ['post', 'Post'],
  ['step', 'Step'],
  ['step_kind', 'Step kind'],
  ['by', 'By'],
  ['by_kind', 'Member or contact'],
  ['decision', 'Decision'],
  ['comment', 'Comment'],
  ['version', 'Version'],
  ['at', 'Time (UTC)'],
  ['channel', 'Channel'],
] as const;
export type ApprovalAuditColumn = (typeof APPROVAL_AUDIT_COLUMNS)[number][0];

export const APPROVAL_AUDIT_DECISION_LABELS = {
  approved: 'Approved',
  changes_requested: 'Changes requested',
  rejected: 'Rejected',
} as const;
/** Where a decision was made: the app, the client portal, or a brand admin passing a step. */
export const APPROVAL_AUDIT_CHANNEL_LABELS = { app: 'App', portal: 'Portal', override: 'Override' } as const;

export const APPROVAL_AUDIT_MESSAGES = { toBeforeFrom: 'The end of the range is before its start.' } as const;

/** `GET /projects/{projectId}/approval-audit.csv?from=&to=`: UTC days, both included, both optional. */
export const approvalAuditQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: APPROVAL_AUDIT_MESSAGES.toBeforeFrom });
  });
export type ApprovalAuditQuery = z.infer<typeof approvalAuditQuerySchema>;

/** `acme-approvals-2026-05-01-to-2026-05-31.csv`; an open end reads `start` or the day it was made. */
export const approvalAuditFilename = (slug: string, query: ApprovalAuditQuery, today: string) =>
  `${slug.replace(/[^a-z0-9-]/gi, '-')}-approvals-${query.from ?? 'start'}-to-${query.to ?? today}.csv`;
