import { listTeam } from '@expertos/api-client/team';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(workspaceMembersApi,
// 'fetchWorkspaceMembers')` answers the query too (a call to the local name would bypass it).
import * as workspaceMembersApi from './workspace-members';

/** `GET /workspaces/{id}/users/all` unfiltered: the members, to add one to a brand. */
export function fetchWorkspaceMembers(workspaceUid: string) {
  return listTeam(api, workspaceUid, {});
}

/** The workspace's members, to add one to a brand; a 403 logs out (docs/product.md#roles-and-access). */
export function workspaceMembersQueryOptions(workspaceUid: string) {
  return queryOptions<TeamList>({
    queryKey: ['workspaces', workspaceUid, 'team', {}],
    queryFn: () => logoutOnForbidden(() => workspaceMembersApi.fetchWorkspaceMembers(workspaceUid)),
  });
}
