import * as projects from '@expertos/api-client/projects';
import type { CreateProjectInput, Project, UpdateProjectInput } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(projectApi, 'fetchProjectBySlug')`
// answers the query too (a call to the local name would bypass it).
import * as projectApi from './project';

export const projectQueryKey = (workspaceUid: string, slug: string) =>
  ['workspaces', workspaceUid, 'projects', 'by-slug', slug] as const;

/** `GET /workspaces/{id}/projects/by-slug/{slug}`: a brand from its URL segment. */
export function fetchProjectBySlug(workspaceUid: string, slug: string) {
  return projects.getProjectBySlug(api, workspaceUid, slug);
}

/** A brand from its URL segment; a 403 logs out (docs/product.md#roles-and-access). */
export function projectBySlugQueryOptions(workspaceUid: string, slug: string) {
  return queryOptions<Project>({
    queryKey: projectQueryKey(workspaceUid, slug),
    queryFn: () => logoutOnForbidden(() => projectApi.fetchProjectBySlug(workspaceUid, slug)),
  });
}

/** `POST /workspaces/{id}/projects`: the server makes the slug from the name. */
export function createProject(workspaceUid: string, input: CreateProjectInput) {
  return projects.createProject(api, workspaceUid, input);
}

/** `PUT /workspaces/{id}/projects/{projectId}`. */
export function updateProject(workspaceUid: string, projectUid: string, change: UpdateProjectInput) {
  return projects.updateProject(api, workspaceUid, projectUid, change);
}

/** `POST /workspaces/{id}/projects/{projectId}/cover`: the brand's cover image. */
export function uploadProjectCover(workspaceUid: string, projectUid: string, file: File) {
  return projects.uploadProjectCover(api, workspaceUid, projectUid, file);
}
