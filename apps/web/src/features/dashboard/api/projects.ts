import * as projects from '@expertos/api-client/projects';
import type { Project } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(projectsApi, 'fetchAllProjects')`
// answers the query too (a call to the local name would bypass it).
import * as projectsApi from './projects';

export const allProjectsQueryKey = (workspaceUid: string) =>
  ['workspaces', workspaceUid, 'projects', 'all'] as const;

/** `GET /workspaces/{id}/projects/all`: every brand, with whether the user may see it. */
export function fetchAllProjects(workspaceUid: string) {
  return projects.listAllProjects(api, workspaceUid);
}

/** Every brand of the workspace, for requesting access to the ones the user cannot see. */
export function allProjectsQueryOptions(workspaceUid: string) {
  return queryOptions<Project[]>({
    queryKey: allProjectsQueryKey(workspaceUid),
    queryFn: () => logoutOnForbidden(() => projectsApi.fetchAllProjects(workspaceUid)),
  });
}

/** `POST /workspaces/{id}/projects/{projectId}/access-requests`: asks a brand's admin for access. */
export function requestProjectAccess(workspaceUid: string, projectUid: string) {
  return projects.requestProjectAccess(api, workspaceUid, projectUid);
}

/** `DELETE /workspaces/{id}/projects/{projectId}`. */
export function deleteProject(workspaceUid: string, projectUid: string) {
  return projects.deleteProject(api, workspaceUid, projectUid);
}
