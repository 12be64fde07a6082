import { listProjectUsers } from '@expertos/api-client/projects';
import { listTeam } from '@expertos/api-client/team';
import type { ProjectUser } from '@expertos/domain/project.schema';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so tests can stub these with `vi.spyOn`.
import * as peopleApi from './people';

/**
 * Who is who for publishing: the brand's people (to know who administers it) and the
 * workspace's members (to name who took a step in a timeline). A feature does not import
 * another, so these are this feature's own; the keys are the ones the other pages use, so the
 * app keeps one copy of each.
 */
export function fetchBrandPeople(workspaceUid: string, projectUid: string): Promise<ProjectUser[]> {
  return listProjectUsers(api, workspaceUid, projectUid);
}

export function brandPeopleQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const,
    queryFn: () => peopleApi.fetchBrandPeople(workspaceUid, projectUid),
  });
}

export function fetchTeam(workspaceUid: string): Promise<TeamList> {
  return listTeam(api, workspaceUid, {});
}

export function teamQueryOptions(workspaceUid: string) {
  return queryOptions<TeamList>({
    queryKey: ['workspaces', workspaceUid, 'team', {}],
    queryFn: () => peopleApi.fetchTeam(workspaceUid),
    staleTime: 60_000,
  });
}
