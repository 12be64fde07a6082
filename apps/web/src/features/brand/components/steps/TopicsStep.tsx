import '@/shared/i18n/parts/brand-settings';
import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';
import { AiSuggestions } from './AiSuggestions';

/** Topics (content-pillars): what the brand talks about; saved as its own group. */
export function TopicsStep(props: StepProps) {
  const { t } = useTranslation();
  const { draft, save, submit } = useProfileStep<string[]>(props, props.project.content_pillars, (value) => ({
    content_pillars: value,
  }));
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <TagsInput
        label={t('ui.brandSettings.pillars.label')}
        description={t('ui.brandSettings.pillars.hint')}
        value={draft.value}
        onChange={draft.set}
        maxTags={50}
        clearable
        disabled={!props.canEdit}
      />
      {props.canEdit && (
        <AiSuggestions
          workspaceUid={props.workspaceUid}
          projectUid={props.project.uid}
          kind="pillars"
          current={draft.value}
          onAdd={(name) => draft.set([...draft.value, name])}
        />
      )}
    </StepForm>
  );
}
