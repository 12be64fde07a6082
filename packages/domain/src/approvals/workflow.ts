import { z } from 'zod';

/**
 * A brand's approval workflow (docs/product.md#approvals), set by its brand admins:
 * - `none`: posts are never sent for approval;
 * - `optional`: anyone may ask, nothing waits for it;
 * - `required`: one step (the brand's admins, or named people) approves before a post is
 *   scheduled;
 * - `multi_step`: up to APPROVAL_MAX_STEPS ordered steps, each opening when the one before closes.
 * A step is internal (named members, or any brand admin) or client (named contacts), and needs
 * any one of its approvers or all of them.
 */

export const APPROVAL_MODES = ['none', 'optional', 'required', 'multi_step'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];
/** Brands start here: nothing waits until a brand admin chooses otherwise. */
export const APPROVAL_MODE_DEFAULT: ApprovalMode = 'optional';

export const APPROVAL_STEP_KINDS = ['internal', 'client'] as const;
export type ApprovalStepKind = (typeof APPROVAL_STEP_KINDS)[number];

/** `any`: one approver's approval closes the step; `all`: every approver's. */
export const APPROVAL_STEP_RULES = ['any', 'all'] as const;
export type ApprovalStepRule = (typeof APPROVAL_STEP_RULES)[number];

export const APPROVAL_MAX_STEPS = 5;
/** Named approvers one step may have. */
export const APPROVAL_MAX_APPROVERS = 20;
/** A round's step is due this many days after it opens (brand time). */
export const APPROVAL_DUE_DAYS_DEFAULT = 3;
export const APPROVAL_DUE_DAYS_MAX = 90;
/** …and expires this many days after it was due (back to In Review, "approval expired"). */
export const APPROVAL_EXPIRE_DAYS_DEFAULT = 7;
export const APPROVAL_EXPIRE_DAYS_MAX = 90;
/** Reminders of an overdue step: one a day, at most this many. */
export const APPROVAL_OVERDUE_REMINDERS = 3;

export const APPROVAL_WORKFLOW_MESSAGES = {
  stepsNeeded: 'A multi-step workflow needs from 1 to 5 steps.',
  oneStep: 'A required approval has exactly one step.',
  noSteps: 'Only required and multi-step workflows have steps.',
  noApprover: 'A step needs at least one approver.',
  clientAdmins: 'A client step is approved by named contacts, not by brand admins.',
  duplicate: 'Each approver only once in a step.',
} as const;

const uid = z.string().trim().min(1).max(64);

export const approvalStepSchema = z
  .object({
    kind: z.enum(APPROVAL_STEP_KINDS),
    rule: z.enum(APPROVAL_STEP_RULES).default('any'),
    /** Internal: any admin of the brand approves (named `approvers` are added to them). */
    brand_admins: z.boolean().default(false),
    /** Member uids (internal) or contact uids (client). */
    approvers: z.array(uid).max(APPROVAL_MAX_APPROVERS).default([]),
  })
  .superRefine((step, ctx) => {
    if (step.kind === 'client' && step.brand_admins)
      ctx.addIssue({
        code: 'custom',
        path: ['brand_admins'],
        message: APPROVAL_WORKFLOW_MESSAGES.clientAdmins,
      });
    if (!step.brand_admins && step.approvers.length === 0)
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: APPROVAL_WORKFLOW_MESSAGES.noApprover });
    if (new Set(step.approvers).size !== step.approvers.length)
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: APPROVAL_WORKFLOW_MESSAGES.duplicate });
  });
export type ApprovalStepInput = z.input<typeof approvalStepSchema>;
export type ApprovalStep = z.output<typeof approvalStepSchema>;

/** `PUT /projects/{projectId}/approval-workflow`: the whole workflow, replaced. */
export const approvalWorkflowInputSchema = z
  .object({
    mode: z.enum(APPROVAL_MODES),
    steps: z.array(approvalStepSchema).max(APPROVAL_MAX_STEPS).default([]),
    due_days: z.number().int().min(1).max(APPROVAL_DUE_DAYS_MAX).default(APPROVAL_DUE_DAYS_DEFAULT),
    expire_days: z.number().int().min(1).max(APPROVAL_EXPIRE_DAYS_MAX).default(APPROVAL_EXPIRE_DAYS_DEFAULT),
    /** The approved post's dates are locked with its content. */
    lock_dates: z.boolean().default(false),
    /** The post's author and assignee may approve it (they don't count otherwise). */
    author_may_approve: z.boolean().default(false),
  })
  .superRefine((workflow, ctx) => {
    const count = workflow.steps.length;
    if (workflow.mode === 'multi_step' && count === 0)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: APPROVAL_WORKFLOW_MESSAGES.stepsNeeded });
    if (workflow.mode === 'required' && count !== 1)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: APPROVAL_WORKFLOW_MESSAGES.oneStep });
    if ((workflow.mode === 'none' || workflow.mode === 'optional') && count > 0)
      ctx.addIssue({ code: 'custom', path: ['steps'], message: APPROVAL_WORKFLOW_MESSAGES.noSteps });
  });
export type ApprovalWorkflowInput = z.input<typeof approvalWorkflowInputSchema>;
export type ApprovalWorkflow = z.output<typeof approvalWorkflowInputSchema>;

/** A step's approver as the API answers it: a member or a contact, by display name. */
export const approvalApproverSchema = z.object({
  uid: z.string(),
  name: z.string(),
  /** A member who lost the brand, or a contact removed: the step no longer counts them. */
  active: z.boolean(),
});

/** The workflow as `GET` answers it: the steps' approvers named. */
export const approvalWorkflowSchema = z.object({
  mode: z.enum(APPROVAL_MODES),
  steps: z.array(
    z.object({
      kind: z.enum(APPROVAL_STEP_KINDS),
      rule: z.enum(APPROVAL_STEP_RULES),
      brand_admins: z.boolean(),
      approvers: z.array(approvalApproverSchema),
    }),
  ),
  due_days: z.number().int(),
  expire_days: z.number().int(),
  lock_dates: z.boolean(),
  author_may_approve: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ApprovalWorkflowView = z.infer<typeof approvalWorkflowSchema>;

/** What a brand has before a brand admin sets anything. */
export const DEFAULT_APPROVAL_WORKFLOW: ApprovalWorkflow = {
  mode: APPROVAL_MODE_DEFAULT,
  steps: [],
  due_days: APPROVAL_DUE_DAYS_DEFAULT,
  expire_days: APPROVAL_EXPIRE_DAYS_DEFAULT,
  lock_dates: false,
  author_may_approve: false,
};
