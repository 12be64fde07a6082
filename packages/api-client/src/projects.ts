import type {
  AccessRequested,
  AddProjectUserInput,
  CreateProjectInput,
  Project,
  ProjectUser,
  UpdateProjectInput,
} from '@expertos/domain/project.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type OkReply, okReplySchema } from './ok-reply';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/project.schema'));

const projectsPath = (workspaceId: string) => `${workspacePath(workspaceId)}/projects`;
const projectPath = (workspaceId: string, projectId: string) =>
  `${projectsPath(workspaceId)}/${encodeURIComponent(projectId)}`;
const projectUserPath = (workspaceId: string, projectId: string, memberUid: string) =>
  `${projectPath(workspaceId, projectId)}/users/${encodeURIComponent(memberUid)}`;

/** `GET /workspaces/{id}/projects`: the brands the caller may see. */
export function listProjects(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Project[]> {
  return client.get(projectsPath(workspaceId), { schema: reply('projectListSchema'), ...opts });
}

/** `GET /workspaces/{id}/projects/all`: every brand, with has_permission and access_requested. */
export function listAllProjects(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Project[]> {
  return client.get(`${projectsPath(workspaceId)}/all`, { schema: reply('projectListSchema'), ...opts });
}

/** `POST /workspaces/{id}/projects`: the server makes the slug from the name, unique. */
export function createProject(
  client: ApiClient,
  workspaceId: string,
  body: CreateProjectInput,
  opts: WorkspaceCallOptions = {},
): Promise<Project> {
  return client.post(projectsPath(workspaceId), { body, schema: reply('projectSchema'), ...opts });
}

/** `GET /workspaces/{id}/projects/{projectId}`. */
export function getProject(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<Project> {
  return client.get(projectPath(workspaceId, projectId), { schema: reply('projectSchema'), ...opts });
}

/** `GET /workspaces/{id}/projects/by-slug/{slug}`: a brand from its URL segment. */
export function getProjectBySlug(
  client: ApiClient,
  workspaceId: string,
  slug: string,
  opts: WorkspaceCallOptions = {},
): Promise<Project> {
  return client.get(`${projectsPath(workspaceId)}/by-slug/${encodeURIComponent(slug)}`, {
    schema: reply('projectSchema'),
    ...opts,
  });
}

/** `PUT /workspaces/{id}/projects/{projectId}`: any subset of the editable fields. */
export function updateProject(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  body: UpdateProjectInput,
  opts: WorkspaceCallOptions = {},
): Promise<Project> {
  return client.put(projectPath(workspaceId, projectId), { body, schema: reply('projectSchema'), ...opts });
}

/** `DELETE /workspaces/{id}/projects/{projectId}`. */
export function deleteProject(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(projectPath(workspaceId, projectId), {
    schema: reply('projectDeletedSchema'),
    ...opts,
  });
}

/**
 * `POST /workspaces/{id}/projects/{projectId}/cover`: an image as multipart field `file`, at
 * most PROJECT_COVER_MAX_BYTES; answers the brand with its new cover_url.
 */
export function uploadProjectCover(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  file: Blob,
  opts: WorkspaceCallOptions & { filename?: string } = {},
): Promise<Project> {
  const { filename, ...callOpts } = opts;
  const form = new FormData();
  form.append('file', file, filename ?? (file instanceof File ? file.name : 'cover'));
  return client.post(`${projectPath(workspaceId, projectId)}/cover`, {
    body: form,
    schema: reply('projectSchema'),
    ...callOpts,
  });
}

/** `GET /workspaces/{id}/projects/{projectId}/users`: who has, or asked for, access. */
export function listProjectUsers(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<ProjectUser[]> {
  return client.get(`${projectPath(workspaceId, projectId)}/users`, {
    schema: reply('projectUserListSchema'),
    ...opts,
  });
}

/** `POST /workspaces/{id}/projects/{projectId}/users` (project admin): give a member access. */
export function addProjectUser(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  body: AddProjectUserInput,
  opts: WorkspaceCallOptions = {},
): Promise<ProjectUser> {
  return client.post(`${projectPath(workspaceId, projectId)}/users`, {
    body,
    schema: reply('projectUserSchema'),
    ...opts,
  });
}

/** `DELETE /workspaces/{id}/projects/{projectId}/users/{memberUid}` (project admin). */
export function removeProjectUser(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  memberUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<OkReply> {
  return client.delete(projectUserPath(workspaceId, projectId, memberUid), {
    schema: okReplySchema,
    ...opts,
  });
}

/** `POST /workspaces/{id}/projects/{projectId}/access-requests`: ask a project admin for access. */
export function requestProjectAccess(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  opts: WorkspaceCallOptions = {},
): Promise<AccessRequested> {
  return client.post(`${projectPath(workspaceId, projectId)}/access-requests`, {
    schema: reply('accessRequestedSchema'),
    ...opts,
  });
}

/** `POST …/projects/{projectId}/users/{memberUid}/grant` (project admin): grant a request. */
export function grantProjectAccess(
  client: ApiClient,
  workspaceId: string,
  projectId: string,
  memberUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<ProjectUser> {
  return client.post(`${projectUserPath(workspaceId, projectId, memberUid)}/grant`, {
    schema: reply('projectUserSchema'),
    ...opts,
  });
}
