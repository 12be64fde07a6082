import '@/shared/i18n/parts/brand-settings';
import { type Influence, influenceInputSchema } from '@expertos/domain/brand.schema';
import { POST_PLATFORMS, type PostPlatform } from '@expertos/domain/tickets';
import { Anchor, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordList } from '../RecordList';
import type { StepProps } from '../step-context';
import { useRecordForm } from '../use-record-form';
import { textOrNull } from './num';
import { RecordFormFrame } from './RecordFormFrame';

interface InfluenceDraft {
  name: string;
  url: string;
  platform: PostPlatform | null;
  notes: string;
}

function InfluenceForm({
  record,
  save,
  cancel,
}: {
  record: Influence | null;
  save: (input: unknown) => Promise<void>;
  cancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm<InfluenceDraft, unknown>(
    {
      name: record?.name ?? '',
      url: record?.url ?? '',
      platform: record?.platform ?? null,
      notes: record?.notes ?? '',
    },
    influenceInputSchema,
    (value) => ({ ...value, url: textOrNull(value.url) }),
    save,
  );
  const v = form.value;
  return (
    <RecordFormFrame form={form} cancel={cancel}>
      <TextInput
        label={t('ui.brandSettings.influences.name')}
        required
        maxLength={80}
        value={v.name}
        onChange={(event) => form.patch({ name: event.currentTarget.value })}
      />
      <TextInput
        label={t('ui.brandSettings.influences.url')}
        type="url"
        placeholder="https://"
        value={v.url}
        onChange={(event) => form.patch({ url: event.currentTarget.value })}
      />
      <Select
        label={t('ui.brandSettings.influences.platform')}
        data={POST_PLATFORMS.map((platform) => ({
          value: platform,
          label: t(`ui.tickets.list.platforms.${platform}`),
        }))}
        value={v.platform}
        onChange={(platform) => form.patch({ platform: platform as PostPlatform | null })}
        clearable
      />
      <Textarea
        label={t('ui.brandSettings.influences.notes')}
        autosize
        minRows={2}
        maxLength={2000}
        value={v.notes}
        onChange={(event) => form.patch({ notes: event.currentTarget.value })}
      />
    </RecordFormFrame>
  );
}

/** Brand Influences: the brands and creators the brand looks up to (no default). */
export function InfluencesStep({ project, canEdit }: StepProps) {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="influences"
      projectUid={project.uid}
      canEdit={canEdit}
      title={t('ui.brandSettings.influences.title')}
      intro={t('ui.brandSettings.influences.intro')}
      empty={t('ui.brandSettings.influences.empty')}
      addLabel={t('ui.brandSettings.influences.add')}
      renderItem={(influence) => (
        <>
          {(influence.platform || influence.url) && (
            <Text size="sm" c="dimmed">
              {influence.platform ? t(`ui.tickets.list.platforms.${influence.platform}`) : null}
              {influence.platform && influence.url ? ' · ' : null}
              {influence.url && (
                <Anchor href={influence.url} target="_blank" rel="noreferrer" size="sm">
                  {influence.url}
                </Anchor>
              )}
            </Text>
          )}
          {influence.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {influence.notes}
            </Text>
          )}
        </>
      )}
      renderForm={(props) => <InfluenceForm {...props} />}
    />
  );
}
