import type { AcceptInviteResult, CreateInviteInput, Invite } from '@expertos/domain/invite.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/invite.schema'));

const invitePath = (inviteUid: string) => `/invites/${encodeURIComponent(inviteUid)}`;

/**
 * `POST /workspaces/{id}/invites` (admin): e-mails an invite. Refused with
 * `user_already_invited` or `user_already_in_workspace`.
 */
export function createInvite(
  client: ApiClient,
  workspaceId: string,
  body: CreateInviteInput,
  opts: WorkspaceCallOptions = {},
): Promise<Invite> {
  return client.post(`${workspacePath(workspaceId)}/invites`, {
    body,
    schema: reply('inviteSchema'),
    ...opts,
  });
}

/** `DELETE /workspaces/{id}/invites/{inviteUid}` (admin): revokes an open invite. */
export function revokeInvite(
  client: ApiClient,
  workspaceId: string,
  inviteUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(`${workspacePath(workspaceId)}/invites/${encodeURIComponent(inviteUid)}`, {
    schema: okReplySchema,
    ...opts,
  });
}

/**
 * `GET /invites/{inviteUid}`: public, so it is sent without a token (a signed-out visitor
 * has none to refresh). 404 `invite_not_found`, 410 `invite_expired`.
 */
export function getInvite(
  client: ApiClient,
  inviteUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<Invite> {
  return client.get(invitePath(inviteUid), { schema: reply('inviteSchema'), auth: false, ...opts });
}

/** `POST /invites/{inviteUid}/accept`: signed in with the invited, verified e-mail. */
export function acceptInvite(
  client: ApiClient,
  inviteUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<AcceptInviteResult> {
  return client.post(`${invitePath(inviteUid)}/accept`, {
    schema: reply('acceptInviteResultSchema'),
    ...opts,
  });
}

/** `POST /invites/{inviteUid}/decline`. */
export function declineInvite(
  client: ApiClient,
  inviteUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.post(`${invitePath(inviteUid)}/decline`, { schema: okReplySchema, ...opts });
}

/** `GET /me/invites`: the caller's pending invites. */
export function listMyInvites(client: ApiClient, opts: WorkspaceCallOptions = {}): Promise<Invite[]> {
  return client.get('/me/invites', { schema: reply('inviteListSchema'), ...opts });
}
