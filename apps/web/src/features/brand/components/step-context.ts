import type { Project } from '@expertos/domain/project.schema';

/** What every step is given by the wizard. */
export interface StepProps {
  project: Project;
  /** The current workspace; null when none is chosen (then nothing is saved). */
  workspaceUid: string | null;
  /** Brand admins edit; everyone else reads. */
  canEdit: boolean;
  /** Members of the brand who are not external add feedback (as `canEdit` when not given). */
  canFeedback?: boolean;
}
