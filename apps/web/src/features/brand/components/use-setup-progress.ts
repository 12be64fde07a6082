import type { Project } from '@expertos/domain/project.schema';
import { completedSetupSteps, type SetupStepKey } from '@expertos/domain/setup-steps';
import { useBrandRecords, useFeedbackCount } from './use-brand';

/** The steps the brand has filled in, by the domain's rule, with its record counts. */
export function useSetupProgress(project: Project | undefined): ReadonlySet<SetupStepKey> {
  const uid = project?.uid;
  const influences = useBrandRecords(uid, 'influences').data?.length ?? 0;
  const audiences = useBrandRecords(uid, 'audiences').data?.length ?? 0;
  const voices = useBrandRecords(uid, 'voices').data?.length ?? 0;
  const feedback = useFeedbackCount(uid);
  if (!project) return new Set();
  return completedSetupSteps({
    ...project,
    influenceCount: influences,
    audienceCount: audiences,
    voiceCount: voices,
    feedbackCount: feedback,
  });
}
