import {
  addProjectUser,
  createProject,
  getProjectBySlug,
  grantProjectAccess,
  listProjectUsers,
  removeProjectUser,
  updateProject,
  uploadProjectCover,
} from '@expertos/api-client/projects';
import { listTeam } from '@expertos/api-client/team';
import type {
  AddProjectUserInput,
  CreateProjectInput,
  Project,
  ProjectUser,
  UpdateProjectInput,
} from '@expertos/domain/project.schema';
import type { TeamList } from '@expertos/domain/workspace.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';

/**
 * The brand screens' calls (add, edit, people), replaced in tests with
 * `vi.spyOn(projectsApi, 'create')`. Quiet (the client's default): every screen shows its own errors.
 */
export const projectsApi = {
  create: (workspaceUid: string, input: CreateProjectInput) => createProject(api, workspaceUid, input),
  update: (workspaceUid: string, projectUid: string, change: UpdateProjectInput) =>
    updateProject(api, workspaceUid, projectUid, change),
  uploadCover: (workspaceUid: string, projectUid: string, file: File) =>
    uploadProjectCover(api, workspaceUid, projectUid, file),
  getBySlug: (workspaceUid: string, slug: string) => getProjectBySlug(api, workspaceUid, slug),
  listUsers: (workspaceUid: string, projectUid: string) => listProjectUsers(api, workspaceUid, projectUid),
  addUser: (workspaceUid: string, projectUid: string, input: AddProjectUserInput) =>
    addProjectUser(api, workspaceUid, projectUid, input),
  removeUser: (workspaceUid: string, projectUid: string, memberUid: string) =>
    removeProjectUser(api, workspaceUid, projectUid, memberUid),
  grant: (workspaceUid: string, projectUid: string, memberUid: string) =>
    grantProjectAccess(api, workspaceUid, projectUid, memberUid),
  listMembers: (workspaceUid: string) => listTeam(api, workspaceUid, {}),
};

export const projectQueryKey = (workspaceUid: string, slug: string) =>
  ['workspaces', workspaceUid, 'projects', 'by-slug', slug] as const;

/** A brand from its URL segment; a 403 logs out (spec §6). */
export function projectBySlugQueryOptions(workspaceUid: string, slug: string) {
  return queryOptions<Project>({
    queryKey: projectQueryKey(workspaceUid, slug),
    queryFn: () => logoutOnForbidden(() => projectsApi.getBySlug(workspaceUid, slug)),
  });
}

export const projectUsersQueryKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const;

export function projectUsersQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: projectUsersQueryKey(workspaceUid, projectUid),
    queryFn: () => logoutOnForbidden(() => projectsApi.listUsers(workspaceUid, projectUid)),
  });
}

/** The workspace's members, to add one to a brand. */
export function workspaceMembersQueryOptions(workspaceUid: string) {
  return queryOptions<TeamList>({
    queryKey: ['workspaces', workspaceUid, 'team', {}],
    queryFn: () => logoutOnForbidden(() => projectsApi.listMembers(workspaceUid)),
  });
}
