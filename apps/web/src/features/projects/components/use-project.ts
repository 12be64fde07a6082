import { useQuery } from '@tanstack/react-query';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { projectBySlugQueryOptions } from '../api/project';

/**
 * The brand of a `/brand/{projectSlug}/…` page: shown at once from the workspace's loaded
 * brands, and read from the server (`by-slug`) for the current version.
 */
export function useProjectBySlug(slug: string | undefined) {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const known = useWorkspaceStore((state) => state.projects.find((project) => project.slug === slug));
  return useQuery({
    ...projectBySlugQueryOptions(workspaceUid, slug ?? ''),
    enabled: Boolean(workspaceUid && slug),
    placeholderData: known,
  });
}
