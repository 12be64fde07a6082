import '@/shared/i18n/parts/brand-settings';
import { TagsInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';
import { AiSuggestions } from './AiSuggestions';

interface FormatsDraft {
  content_formats: string[];
  other_preferences: string;
}

/** Content Formats: the formats with the other preferences, saved together as one group. */
export function ContentFormatsStep(props: StepProps) {
  const { t } = useTranslation();
  const { draft, save, submit } = useProfileStep<FormatsDraft>(
    props,
    { content_formats: props.project.content_formats, other_preferences: props.project.other_preferences },
    (value) => value,
  );
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <TagsInput
        label={t('ui.brandSettings.formats.label')}
        description={t('ui.brandSettings.formats.hint')}
        value={draft.value.content_formats}
        onChange={(content_formats) => draft.patch({ content_formats })}
        maxTags={50}
        clearable
        disabled={!props.canEdit}
      />
      {props.canEdit && (
        <AiSuggestions
          workspaceUid={props.workspaceUid}
          projectUid={props.project.uid}
          kind="formats"
          current={draft.value.content_formats}
          onAdd={(name) => draft.patch({ content_formats: [...draft.value.content_formats, name] })}
        />
      )}
      <Textarea
        label={t('ui.brandSettings.formats.other')}
        autosize
        minRows={3}
        maxLength={4000}
        value={draft.value.other_preferences}
        onChange={(event) => draft.patch({ other_preferences: event.currentTarget.value })}
      />
    </StepForm>
  );
}
