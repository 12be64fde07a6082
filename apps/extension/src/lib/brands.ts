import { listProjects } from '@expertos/api-client/projects';
import { listWorkspaces } from '@expertos/api-client/workspaces';
import type { Project } from '@expertos/domain/project.schema';
import { extensionApi } from './api';

/**
 * The brands a person can file into: those they may see in each of their workspaces (the
 * extension has no "current workspace" of its own, so it offers them all, named by workspace
 * when there is more than one).
 */
export async function loadBrands(): Promise<
  { uid: string; label: string; slug: string; workspaceUid: string }[]
> {
  const api = await extensionApi();
  const workspaces = (await listWorkspaces(api))
    .filter((item) => item.status === 'joined')
    .map((item) => item.workspaces);
  const lists = await Promise.all(workspaces.map((w) => listProjects(api, w.uid).then((p) => ({ w, p }))));
  return lists.flatMap(({ w, p }) =>
    p
      .filter((project: Project) => project.has_permission)
      .map((project) => ({
        uid: project.uid,
        slug: project.slug,
        // The asset library's calls are under the workspace: `/workspaces/{id}/projects/{uid}/…`.
        workspaceUid: w.uid,
        label: workspaces.length > 1 ? `${project.name} (${w.name})` : project.name,
      })),
  );
}
