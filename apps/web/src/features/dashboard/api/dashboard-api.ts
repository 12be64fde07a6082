import { deleteProject, listAllProjects, requestProjectAccess } from '@expertos/api-client/projects';
import type { Project } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';

/**
 * The dashboard's own calls (the visible brands come from the workspace session), replaced
 * in tests with `vi.spyOn(dashboardApi, 'listAllProjects')`. Quiet (the client's default): the page reports.
 */
export const dashboardApi = {
  listAllProjects: (workspaceUid: string) => listAllProjects(api, workspaceUid),
  requestAccess: (workspaceUid: string, projectUid: string) =>
    requestProjectAccess(api, workspaceUid, projectUid),
  deleteProject: (workspaceUid: string, projectUid: string) => deleteProject(api, workspaceUid, projectUid),
};

export const allProjectsQueryKey = (workspaceUid: string) =>
  ['workspaces', workspaceUid, 'projects', 'all'] as const;

/** Every brand of the workspace, for requesting access to the ones the user cannot see. */
export function allProjectsQueryOptions(workspaceUid: string) {
  return queryOptions<Project[]>({
    queryKey: allProjectsQueryKey(workspaceUid),
    queryFn: () => logoutOnForbidden(() => dashboardApi.listAllProjects(workspaceUid)),
  });
}
