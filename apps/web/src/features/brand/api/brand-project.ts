import * as projects from '@expertos/api-client/projects';
import type { Project, ProjectUser, UpdateProjectInput } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so a test's `vi.spyOn(brandProjectApi, 'fetchBrandBySlug')`
// answers the query too (a call to the local name would bypass it).
import * as brandProjectApi from './brand-project';

/** The same key the other brand pages use, so every page shares one cached brand. */
export const brandQueryKey = (workspaceUid: string, slug: string) =>
  ['workspaces', workspaceUid, 'projects', 'by-slug', slug] as const;

/** `GET /workspaces/{id}/projects/by-slug/{slug}`: the brand of a settings page. */
export function fetchBrandBySlug(workspaceUid: string, slug: string) {
  return projects.getProjectBySlug(api, workspaceUid, slug);
}

/** A brand from its URL segment; a 403 logs out (docs/product.md#roles-and-access). */
export function brandBySlugQueryOptions(workspaceUid: string, slug: string) {
  return queryOptions<Project>({
    queryKey: brandQueryKey(workspaceUid, slug),
    queryFn: () => logoutOnForbidden(() => brandProjectApi.fetchBrandBySlug(workspaceUid, slug)),
  });
}

/** `PUT /workspaces/{id}/projects/{projectId}` with one group of profile fields. */
export function updateBrand(workspaceUid: string, projectUid: string, change: UpdateProjectInput) {
  return projects.updateProject(api, workspaceUid, projectUid, change);
}

/**
 * Saves one group of the profile. Nothing is saved while no workspace or brand is chosen
 * (docs/product.md#brand-profile): the save is skipped with a console warning and answers
 * null. A refusal of the server reaches the caller.
 */
export async function saveBrandProfile(
  workspaceUid: string | null | undefined,
  projectUid: string | null | undefined,
  change: UpdateProjectInput,
): Promise<Project | null> {
  if (!workspaceUid || !projectUid) {
    console.warn('Brand profile not saved: no workspace or brand is selected.');
    return null;
  }
  return brandProjectApi.updateBrand(workspaceUid, projectUid, change);
}

export const brandPeopleQueryKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const;

/** `GET /workspaces/{id}/projects/{projectId}/users`: to know who administers the brand. */
export function fetchBrandPeople(workspaceUid: string, projectUid: string) {
  return projects.listProjectUsers(api, workspaceUid, projectUid);
}

export function brandPeopleQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: brandPeopleQueryKey(workspaceUid, projectUid),
    queryFn: () => brandProjectApi.fetchBrandPeople(workspaceUid, projectUid),
  });
}
