import { z } from 'zod';
import { APPROVAL_STEP_KINDS, APPROVAL_STEP_RULES } from './workflow';

/**
 * The posts waiting for approval in a workspace's brands the caller works on
 * (docs/product.md#approvals): what badges, filters and the "Waiting on me" view show.
 */
export const openApprovalSchema = z.object({
  ticket_uid: z.string(),
  /** The per-workspace number (`#128`). */
  ticket_id: z.number().int(),
  summary: z.string(),
  project: z.object({ uid: z.string(), name: z.string(), slug: z.string() }),
  /** The open step: its place (1-based) of how many, whose it is and what it needs. */
  step: z.object({
    number: z.number().int(),
    of: z.number().int(),
    kind: z.enum(APPROVAL_STEP_KINDS),
    rule: z.enum(APPROVAL_STEP_RULES),
  }),
  requested_at: z.string(),
  /** When the open step is due (null until its timer is set), and whether that has passed. */
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  waiting_on_me: z.boolean(),
  /** The open step is a client step: it waits in the portal. */
  waiting_on_client: z.boolean(),
});
export type OpenApproval = z.infer<typeof openApprovalSchema>;

export const openApprovalListSchema = z.object({ items: z.array(openApprovalSchema) });
export type OpenApprovalList = z.infer<typeof openApprovalListSchema>;
