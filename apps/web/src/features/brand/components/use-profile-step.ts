import '@/shared/i18n/parts/brand-settings';
import type { UpdateProjectInput } from '@expertos/domain/project.schema';
import { updateProjectSchema } from '@expertos/domain/project.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDraftKey } from '@/shared/lib/use-autosave';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { brandQueryKey, saveBrandProfile } from '../api/brand-project';
import type { StepProps } from './step-context';
import { type Draft, useDraft } from './use-draft';
import { type StepSave, useStepSave } from './use-step-save';

export interface ProfileStep<T> {
  draft: Draft<T>;
  save: StepSave;
  /** Checks the draft, then sends its group of fields (`PUT` of the project). */
  submit: () => Promise<boolean>;
}

/** The JSON of a change with every text trimmed, as the server stores it. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.trim() : item));
}

/**
 * A step whose fields live on the project: the draft of its group, and its save. The group is
 * checked with the domain's schema first; a refusal of the server shows its message and keeps
 * the input; with no workspace or brand chosen nothing is sent (a console warning says so).
 */
export function useProfileStep<T>(
  { project, workspaceUid }: StepProps,
  saved: T,
  toChange: (draft: T) => UpdateProjectInput,
): ProfileStep<T> {
  const { t } = useTranslation();
  // A step edits its own group of the project's fields: their names tell its draft apart.
  const group = saved && typeof saved === 'object' ? Object.keys(saved).sort().join(',') : '';
  const draft = useDraft(saved, useDraftKey('brand', project.uid, group));
  const save = useStepSave();
  const queryClient = useQueryClient();

  const submit = async () => {
    const change = toChange(draft.value);
    const checked = updateProjectSchema.safeParse(change);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      save.fail(t('ui.brandSettings.invalid', { reason: issue?.message ?? '' }));
      return false;
    }
    let skipped = false;
    const ok = await save.run(async () => {
      const reply = await saveBrandProfile(workspaceUid, project.uid, change);
      if (!reply) {
        skipped = true;
        return;
      }
      draft.acceptSaved();
      queryClient.setQueryData(brandQueryKey(reply.workspace_uid, project.slug), reply);
      const store = useWorkspaceStore.getState();
      store.setProjects(store.projects.map((known) => (known.uid === reply.uid ? reply : known)));
    });
    if (skipped) {
      save.fail(t('ui.brandSettings.notSelected'));
      return false;
    }
    return ok;
  };

  // Unsaved means saving would change something: input that the server would store as it is
  // now (a 0 for a platform with none, a trailing space) is not, so a save that changed
  // nothing on the server leaves the step clean and leaving it does not ask.
  const dirty = draft.dirty && comparable(toChange(draft.value)) !== comparable(toChange(saved));
  return { draft: { ...draft, dirty }, save, submit };
}
