import type { Project } from '@expertos/domain/project.schema';
import { useMemo } from 'react';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';

/** The brands the user may see; the same array until the brands change (a stable selector). */
export function useVisibleProjects(): Project[] {
  const projects = useWorkspaceStore((state) => state.projects);
  return useMemo(() => selectVisibleProjects({ projects }), [projects]);
}
