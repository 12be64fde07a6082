import * as invites from '@expertos/api-client/invites';
import type { CreateInviteInput } from '@expertos/domain/invite.schema';
import { api } from '@/shared/api/client';

/** `POST /workspaces/{id}/invites`: invites someone by e-mail. */
export function inviteMember(workspaceUid: string, input: CreateInviteInput) {
  return invites.createInvite(api, workspaceUid, input);
}

/** `DELETE /workspaces/{id}/invites/{invite}`: withdraws an open invite. */
export function revokeInvite(workspaceUid: string, inviteUid: string) {
  return invites.revokeInvite(api, workspaceUid, inviteUid);
}
