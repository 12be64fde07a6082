import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';

/**
 * The brand of a `/brand/{projectSlug}/…` page, found among the workspace's loaded brands,
 * and whether those are still loading.
 */
export function useBrand(slug: string) {
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === slug));
  const status = useWorkspaceStore((state) => state.projectsStatus);
  return { workspaceUid, project, loading: !project && (status === 'loading' || status === 'idle') };
}
