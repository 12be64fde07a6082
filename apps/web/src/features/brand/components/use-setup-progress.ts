import type { Project } from '@expertos/domain/project.schema';
import { completedSetupSteps, type SetupStepKey } from '@expertos/domain/setup-steps';
import { useQuery } from '@tanstack/react-query';
import { setupProgressQueryOptions } from '../api/brand-setup-progress';

/**
 * The steps the brand has filled in, by the domain's rule, with its record and feedback counts
 * (one call for the whole rail rather than a list per kind and per feedback field).
 */
export function useSetupProgress(project: Project | undefined): ReadonlySet<SetupStepKey> {
  const uid = project?.uid ?? '';
  const counts = useQuery({ ...setupProgressQueryOptions(uid), enabled: Boolean(uid) }).data;
  if (!project) return new Set();
  return completedSetupSteps({
    ...project,
    influenceCount: counts?.influences ?? 0,
    audienceCount: counts?.audiences ?? 0,
    voiceCount: counts?.brand_voices ?? 0,
    feedbackCount: counts?.feedback ?? 0,
  });
}
