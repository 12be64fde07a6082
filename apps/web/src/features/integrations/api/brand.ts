import * as projects from '@expertos/api-client/projects';
import type { Project, ProjectUser } from '@expertos/domain/project.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { logoutOnForbidden } from '@/shared/session/forbidden';
// Through this module's own exports, so tests can stub these with `vi.spyOn`.
import * as brandApi from './brand';

/**
 * The brand of the page and its people (to know who administers it). A feature does not
 * import another, so these are this feature's own; the keys are the ones the brand pages use,
 * so every page shares one cached brand.
 */
export function fetchBrandBySlug(workspaceUid: string, slug: string): Promise<Project> {
  return projects.getProjectBySlug(api, workspaceUid, slug);
}

export function brandBySlugQueryOptions(workspaceUid: string, slug: string) {
  return queryOptions<Project>({
    queryKey: ['workspaces', workspaceUid, 'projects', 'by-slug', slug] as const,
    queryFn: () => logoutOnForbidden(() => brandApi.fetchBrandBySlug(workspaceUid, slug)),
  });
}

export function fetchBrandPeople(workspaceUid: string, projectUid: string): Promise<ProjectUser[]> {
  return projects.listProjectUsers(api, workspaceUid, projectUid);
}

export function brandPeopleQueryOptions(workspaceUid: string, projectUid: string) {
  return queryOptions<ProjectUser[]>({
    queryKey: ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const,
    queryFn: () => brandApi.fetchBrandPeople(workspaceUid, projectUid),
  });
}
