import { signOutMember } from '@expertos/api-client/sessions';
import * as team from '@expertos/api-client/team';
import type { TeamFilterQuery } from '@expertos/domain/settings.schema';
import type { TeamList, UpdateMemberInput } from '@expertos/domain/workspace.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(teamMembersApi, 'fetchTeam')`
// answers the query too (a call to the local name would bypass it).
import * as teamMembersApi from './team-members';

/** Every team query of a workspace starts with this (to invalidate them all). */
export const teamQueryPrefix = (workspaceUid: string) => ['workspaces', workspaceUid, 'team'] as const;

/** `GET /workspaces/{id}/users/all` with the given filters. */
export function fetchTeam(workspaceUid: string, query: TeamFilterQuery) {
  return team.listTeam(api, workspaceUid, query);
}

/** The team with the given filters (already through `teamFilterQuery`); a 403 logs out (docs/product.md#roles-and-access). */
export function teamQueryOptions(workspaceUid: string, query: TeamFilterQuery = {}) {
  return queryOptions<TeamList>({
    queryKey: [...teamQueryPrefix(workspaceUid), query],
    queryFn: () => logoutOnForbidden(() => teamMembersApi.fetchTeam(workspaceUid, query)),
    // A new filter keeps the last rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** `PUT /workspaces/{id}/users/{member}`: role and brands. */
export function updateMember(workspaceUid: string, memberUid: string, change: UpdateMemberInput) {
  return team.updateMember(api, workspaceUid, memberUid, change);
}

/** `DELETE /workspaces/{id}/users/{member}`. */
/** Ends every session of the member's (docs/product.md#sessions); how many ended. */
export function signOutMemberEverywhere(workspaceUid: string, memberUid: string) {
  return signOutMember(api, workspaceUid, memberUid);
}

export function removeMember(workspaceUid: string, memberUid: string) {
  return team.removeMember(api, workspaceUid, memberUid);
}
