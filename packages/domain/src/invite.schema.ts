import { z } from 'zod';
import { emailSchema } from './auth.schema';
import { roleKeySchema } from './workspace.schema';

export const INVITE_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;

/** `POST /workspaces/{id}/invites` (admin): invite an e-mail with a role and brands. */
export const createInviteSchema = z.object({
  email: emailSchema,
  role: roleKeySchema,
  project_uids: z.array(z.string()).max(500).default([]),
});
export type CreateInviteInput = z.infer<typeof createInviteSchema>;

/** An invite as its invitee sees it (`GET /invites/{inviteUid}`, public; `/my-invites`). */
export const inviteSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: roleKeySchema,
  workspace_uid: z.string(),
  workspace_name: z.string(),
  inviter_name: z.string().nullable(),
  expires_at: z.string(),
  /** Whether an account exists for the address: register or sign in to accept. */
  has_account: z.boolean(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.array(inviteSchema);

/**
 * An open invite as the workspace's admins see it (`GET /workspaces/{id}/invites`): the
 * team list shows it as status 'invited' until it is accepted, revoked or expires.
 */
export const workspaceInviteSchema = z.object({
  uid: z.string(),
  email: z.string(),
  role: roleKeySchema,
  project_uids: z.array(z.string()),
  expires_at: z.string(),
  created_at: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteSchema>;
export const workspaceInviteListSchema = z.array(workspaceInviteSchema);

/** `POST /invites/{inviteUid}/accept`: the workspace just joined, to switch to it. */
export const acceptInviteResultSchema = z.object({ workspace_uid: z.string() });
export type AcceptInviteResult = z.infer<typeof acceptInviteResultSchema>;

/** Revoke and decline answer only that they happened. */
export const inviteOkSchema = z.object({ ok: z.literal(true) });
