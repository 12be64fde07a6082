import type { Project } from '@expertos/domain/project.schema';
import { useWorkspaceStore } from './workspace-store';

/**
 * How a brand page's own query for its brand starts from the workspace's loaded brands (the
 * same `Project` shape). Loaded in this session: as its data, dated when it was read, so a
 * page load does not ask again for the brand its bootstrap has just answered (it refetches once
 * that is older than the query's stale time). Persisted from an earlier visit: only shown while
 * the brand loads.
 */
export function useKnownProject(
  slug: string,
): { initialData: Project; initialDataUpdatedAt: number } | { placeholderData: Project | undefined } {
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === slug));
  const loadedAt = useWorkspaceStore((state) => state.projectsLoadedAt);
  if (project && loadedAt > 0) return { initialData: project, initialDataUpdatedAt: loadedAt };
  return { placeholderData: project };
}
