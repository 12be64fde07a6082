import { createInvite, revokeInvite } from '@expertos/api-client/invites';
import { listTeam, removeMember, updateMember } from '@expertos/api-client/team';
import type { CreateInviteInput } from '@expertos/domain/invite.schema';
import type { TeamFilterQuery } from '@expertos/domain/settings';
import type { TeamList, UpdateMemberInput } from '@expertos/domain/workspace.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';

/**
 * The team screens' calls, replaced in tests with `vi.spyOn(teamApi, 'list')`. Quiet (the client's default): each
 * screen shows the failure (the server's message for its code) where it happened.
 */
export const teamApi = {
  list: (workspaceUid: string, query: TeamFilterQuery) => listTeam(api, workspaceUid, query),
  updateMember: (workspaceUid: string, memberUid: string, change: UpdateMemberInput) =>
    updateMember(api, workspaceUid, memberUid, change),
  removeMember: (workspaceUid: string, memberUid: string) => removeMember(api, workspaceUid, memberUid),
  invite: (workspaceUid: string, input: CreateInviteInput) => createInvite(api, workspaceUid, input),
  revokeInvite: (workspaceUid: string, inviteUid: string) => revokeInvite(api, workspaceUid, inviteUid),
};

/** Every team query of a workspace starts with this (to invalidate them all). */
export const teamQueryPrefix = (workspaceUid: string) => ['workspaces', workspaceUid, 'team'] as const;

/** The team with the given filters (already through `teamFilterQuery`); a 403 logs out (spec §6). */
export function teamQueryOptions(workspaceUid: string, query: TeamFilterQuery = {}) {
  return queryOptions<TeamList>({
    queryKey: [...teamQueryPrefix(workspaceUid), query],
    queryFn: () => logoutOnForbidden(() => teamApi.list(workspaceUid, query)),
    // A new filter keeps the last rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}
