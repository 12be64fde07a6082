import { listTeam } from '@expertos/api-client/team';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's spy answers the query too.
import * as membersApi from './members';

/** `GET /workspaces/{id}/users/all`: the people the palette can jump to. */
export function fetchPaletteMembers(workspaceUid: string) {
  return listTeam(api, workspaceUid, {});
}

export function paletteMembersQueryOptions(workspaceUid: string) {
  return queryOptions<TeamList>({
    queryKey: ['workspaces', workspaceUid, 'team', {}],
    queryFn: () => membersApi.fetchPaletteMembers(workspaceUid),
    staleTime: 60_000,
  });
}
