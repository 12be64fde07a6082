import '@/shared/i18n/parts/brand-settings';
import type { DriveFolders } from '@expertos/domain/brand.schema';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepForm } from '../StepForm';
import type { StepProps } from '../step-context';
import { useProfileStep } from '../use-profile-step';
import { IntegrationsNote } from './ConnectInstagramStep';
import { textOrNull } from './num';

interface DriveDraft {
  raw: string;
  final: string;
}

/** Google Drive: the raw and final folders the tickets' Drive links point into. */
export function GoogleDriveStep(props: StepProps) {
  const { t } = useTranslation();
  const folders: DriveFolders = props.project.drive_folders;
  const { draft, save, submit } = useProfileStep<DriveDraft>(
    props,
    { raw: folders.raw_folder_url ?? '', final: folders.final_folder_url ?? '' },
    (value) => ({
      drive_folders: { raw_folder_url: textOrNull(value.raw), final_folder_url: textOrNull(value.final) },
    }),
  );
  return (
    <StepForm canEdit={props.canEdit} dirty={draft.dirty} save={save} onSubmit={() => void submit()}>
      <IntegrationsNote text={t('ui.brandSettings.driveNote')} />
      <TextInput
        label={t('ui.brandSettings.drive.raw')}
        description={t('ui.brandSettings.drive.hint')}
        placeholder="https://drive.google.com/drive/folders/…"
        type="url"
        value={draft.value.raw}
        onChange={(event) => draft.patch({ raw: event.currentTarget.value })}
      />
      <TextInput
        label={t('ui.brandSettings.drive.final')}
        description={t('ui.brandSettings.drive.hint')}
        placeholder="https://drive.google.com/drive/folders/…"
        type="url"
        value={draft.value.final}
        onChange={(event) => draft.patch({ final: event.currentTarget.value })}
      />
    </StepForm>
  );
}
