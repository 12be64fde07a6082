import { z } from 'zod';
import { workspacePlanSchema } from './billing.schema';
import { industryNameSchema } from './industries';
import { ROLE_KEYS } from './roles';
import { MEMBER_STATUSES } from './settings';

/** How long an invite can be accepted. */
export const INVITE_TTL_DAYS = 7;

export const roleKeySchema = z.enum(ROLE_KEYS);
export const memberStatusSchema = z.enum(MEMBER_STATUSES);

/** A workspace as `GET /workspaces/{id}` answers it. */
export const workspaceSchema = z.object({
  uid: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  /** The owner's user id. */
  owner: z.string(),
  /** Whether the caller is an admin of this workspace. */
  admin: z.boolean(),
  /** Counts as having an active subscription without a lookup (docs/product.md#workspaces-and-members). */
  whitelisted: z.boolean(),
  stripe_subscription_id: z.string().nullable(),
  created_at: z.string(),
  /** Trial, plan and lock (docs/product.md#trial-and-plans), for every member. */
  plan: workspacePlanSchema,
  /** Admins only (`GET /workspaces/{id}`): the bytes the workspace's stored files take. */
  storage_used_bytes: z.number().int().nonnegative().optional(),
  /** Admins only: the workspace's storage quota in bytes; null when unlimited. */
  storage_quota_bytes: z.number().int().positive().nullable().optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** One item of `GET /workspaces`: the workspace (read as `workspaces`) and the caller's membership. */
export const workspaceListItemSchema = z.object({
  workspaces: workspaceSchema,
  role: roleKeySchema,
  status: memberStatusSchema,
  /** The caller's member uid in this workspace. */
  member_uid: z.string(),
});
export const workspaceListSchema = z.array(workspaceListItemSchema);
export type WorkspaceListItem = z.infer<typeof workspaceListItemSchema>;

export const workspaceNameSchema = z.string().trim().min(1).max(80);

/** `POST /workspaces` (onboarding): the caller becomes owner and admin. */
export const createWorkspaceSchema = z.object({
  name: workspaceNameSchema,
  industry: industryNameSchema.nullable().optional(),
});
export type CreateWorkspaceInput = z.infer<typeof createWorkspaceSchema>;

/** `PUT /workspaces/{id}` (admin). */
export const updateWorkspaceSchema = z.object({
  name: workspaceNameSchema.optional(),
  industry: industryNameSchema.nullable().optional(),
});
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceSchema>;

/** A member as the team list shows it. */
export const teamMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: roleKeySchema,
  status: memberStatusSchema,
  /** Brands (project uids) this member may see; admins see every brand. */
  project_uids: z.array(z.string()),
  /** An open invite rather than a member yet (status 'invited'). */
  invite_uid: z.string().nullable(),
  /** Present (true) for a person who exists here only as a Jira user: never a seat. */
  from_jira: z.literal(true).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /workspaces/{id}/users/all`. */
export const teamQuerySchema = z.object({
  search: z.string().trim().toLowerCase().max(120).optional(),
  role: roleKeySchema.optional(),
  status: memberStatusSchema.optional(),
});
export const teamListSchema = z.object({
  members: z.array(teamMemberSchema),
  /**
   * Seat counters (docs/product.md#seats): claimed = joined (Jira-associated excluded), pending =
   * open invites.
   */
  seats: z.object({ claimed: z.number().int(), pending: z.number().int() }),
});
export type TeamList = z.infer<typeof teamListSchema>;

/** `PUT /workspaces/{id}/users/{memberUid}` (admin): role and brand access. */
export const updateMemberSchema = z.object({
  role: roleKeySchema.optional(),
  project_uids: z.array(z.string()).max(500).optional(),
});
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;
