import { z } from 'zod';
import { APPROVAL_COMMENT_MAX } from '../approval.schema';
import { apiErrorSchema } from '../errors.schema';
import { ROUND_DECISIONS } from './round';
import {
  APPROVAL_MAX_APPROVERS,
  APPROVAL_MAX_STEPS,
  APPROVAL_MODES,
  APPROVAL_STEP_KINDS,
  APPROVAL_STEP_RULES,
  APPROVAL_WORKFLOW_MESSAGES,
} from './workflow';

/** A post's approval round as the API answers it (docs/product.md#approvals). */

export const APPROVAL_ROUND_STATUSES = [
  'open',
  'approved',
  'changes_requested',
  'rejected',
  'withdrawn',
  // Its open step was not decided in time (the workflow's expiry): the post went back to In Review.
  'expired',
] as const;
export type ApprovalRoundStatus = (typeof APPROVAL_ROUND_STATUSES)[number];

export const APPROVAL_ROUND_MESSAGES = {
  commentRequired: 'Say what should change.',
} as const;

/** `POST /tickets/{id}/approval/decisions`: the decision on the version the person saw. */
export const approvalDecisionInputSchema = z
  .object({
    decision: z.enum(ROUND_DECISIONS),
    comment: z.string().trim().max(APPROVAL_COMMENT_MAX).optional(),
    /** The content version (`version` of the round's reply) the decision is about. */
    version: z.string().min(1).max(128),
  })
  .superRefine((input, ctx) => {
    if (input.decision === 'changes_requested' && !input.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: APPROVAL_ROUND_MESSAGES.commentRequired });
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionInputSchema>;

/**
 * `POST /tickets/{id}/approval/override`: a brand admin passes the open step on the version seen,
 * saying why (the audit keeps it, with the channel `override`).
 */
export const approvalOverrideInputSchema = z.object({
  reason: z.string().trim().min(1).max(APPROVAL_COMMENT_MAX),
  version: z.string().min(1).max(128),
});
export type ApprovalOverrideInput = z.input<typeof approvalOverrideInputSchema>;

/**
 * `POST /tickets/{id}/approval/approvers`: whoever asked for the approval (or a brand admin) adds
 * people to the open step or one still to come (1-based, as people count steps). Nobody is ever
 * taken out of a step, and a step is never removed.
 */
export const approvalAddApproversInputSchema = z
  .object({
    step: z.number().int().min(1).max(APPROVAL_MAX_STEPS),
    approvers: z
      .array(z.string().trim().min(1).max(64))
      .min(1)
      .max(APPROVAL_MAX_APPROVERS)
      .refine((uids) => new Set(uids).size === uids.length, APPROVAL_WORKFLOW_MESSAGES.duplicate),
  })
  .strict();
export type ApprovalAddApproversInput = z.infer<typeof approvalAddApproversInputSchema>;

const approverSchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** Their decision on this step in this round, if any. */
  decision: z.enum(ROUND_DECISIONS).nullable(),
});

export const approvalRoundSchema = z.object({
  mode: z.enum(APPROVAL_MODES),
  round: z
    .object({
      uid: z.string(),
      status: z.enum(APPROVAL_ROUND_STATUSES),
      requested_at: z.string(),
      requested_by: z.string().nullable(),
      /** The post's content version now; a decision names it. */
      version: z.string(),
      /** The post changed since approval was asked: approvals of the earlier version do not count. */
      content_changed: z.boolean(),
      /** The open step (0-based); the last one once the round ended. */
      step: z.number().int(),
      steps: z.array(
        z.object({
          kind: z.enum(APPROVAL_STEP_KINDS),
          rule: z.enum(APPROVAL_STEP_RULES),
          status: z.enum(['done', 'open', 'waiting']),
          approvers: z.array(approverSchema),
        }),
      ),
      /** The caller may decide now. */
      waiting_on_me: z.boolean(),
      /** The round is open and the caller asked for it or administers the brand: they may add approvers. */
      may_add_approvers: z.boolean(),
      decisions: z.array(
        z.object({
          step: z.number().int(),
          by: z.string(),
          decision: z.enum(ROUND_DECISIONS),
          comment: z.string().nullable(),
          at: z.string(),
          /** Made on the content as it is now. */
          current: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type ApprovalRoundView = z.infer<typeof approvalRoundSchema>;

/** A 409 on a decision: `approval_version_changed` names the version the post is at now. */
export const approvalConflictSchema = apiErrorSchema.extend({ current_version: z.string().optional() });
