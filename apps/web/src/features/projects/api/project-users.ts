import * as projects from '@expertos/api-client/projects';
import type { AddProjectUserInput, ProjectUser } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(projectUsersApi, 'fetchProjectUsers')`
// answers the query too (a call to the local name would bypass it).
import * as projectUsersApi from './project-users';

export const projectUsersQueryKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const;

/** `GET /workspaces/{id}/projects/{projectId}/users`: who has, or asked for, access. */
export function fetchProjectUsers(workspaceUid: string, projectUid: string) {
  return projects.listProjectUsers(api, workspaceUid, projectUid);
}

/** A brand's people; a 403 logs out (docs/product.md#roles-and-access). */
export function projectUsersQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: projectUsersQueryKey(workspaceUid, projectUid),
    queryFn: () => logoutOnForbidden(() => projectUsersApi.fetchProjectUsers(workspaceUid, projectUid)),
  });
}

/** `POST /workspaces/{id}/projects/{projectId}/users`: gives a member access, with a brand role. */
export function addProjectUser(workspaceUid: string, projectUid: string, input: AddProjectUserInput) {
  return projects.addProjectUser(api, workspaceUid, projectUid, input);
}

/** `DELETE /workspaces/{id}/projects/{projectId}/users/{memberUid}`. */
export function removeProjectUser(workspaceUid: string, projectUid: string, memberUid: string) {
  return projects.removeProjectUser(api, workspaceUid, projectUid, memberUid);
}

/** Grants the access a member asked for. */
export function grantProjectAccess(workspaceUid: string, projectUid: string, memberUid: string) {
  return projects.grantProjectAccess(api, workspaceUid, projectUid, memberUid);
}
