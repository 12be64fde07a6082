import { useWorkspaceStore } from '@/shared/stores/workspace-store';

const NONE: readonly string[] = [];

/**
 * The brand's content pillars, as its profile names them, from the workspace's loaded brands
 * (kept current when the profile is saved here). The server checks a chosen pillar again.
 */
export function useBrandPillars(projectUid: string | null): readonly string[] {
  return useWorkspaceStore(
    (state) => state.projects.find((project) => project.uid === projectUid)?.content_pillars ?? NONE,
  );
}
