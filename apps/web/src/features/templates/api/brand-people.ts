import { listProjectUsers } from '@expertos/api-client/projects';
import type { ProjectUser } from '@expertos/domain/project.schema';
import { api } from '@/shared/api/client';

/**
 * The key the brand pages read the same list under (GET …/projects/{id}/users), so the two share
 * one answer in the cache.
 */
export const brandPeopleKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'users'] as const;

/** `GET /workspaces/{id}/projects/{projectId}/users`: who administers the brand. */
export function fetchBrandPeople(workspaceUid: string, projectUid: string): Promise<ProjectUser[]> {
  return listProjectUsers(api, workspaceUid, projectUid);
}
