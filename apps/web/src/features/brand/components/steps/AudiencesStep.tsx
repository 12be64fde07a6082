import '@/shared/i18n/parts/brand-settings';
import { type Audience, audienceInputSchema } from '@expertos/domain/brand.schema';
import { SimpleGrid, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordList } from '../RecordList';
import type { StepProps } from '../step-context';
import { useRecordForm } from '../use-record-form';
import { RecordFormFrame } from './RecordFormFrame';

interface AudienceDraft {
  name: string;
  description: string;
  age_range: string;
  locations: string[];
  interests: string[];
  pain_points: string[];
}

function AudienceForm({
  record,
  save,
  cancel,
}: {
  record: Audience | null;
  save: (input: unknown) => Promise<void>;
  cancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useRecordForm<AudienceDraft, unknown>(
    {
      name: record?.name ?? '',
      description: record?.description ?? '',
      age_range: record?.age_range ?? '',
      locations: record?.locations ?? [],
      interests: record?.interests ?? [],
      pain_points: record?.pain_points ?? [],
    },
    audienceInputSchema,
    (value) => value,
    save,
  );
  const v = form.value;
  return (
    <RecordFormFrame form={form} cancel={cancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('ui.brandSettings.audiences.name')}
          required
          maxLength={80}
          value={v.name}
          onChange={(event) => form.patch({ name: event.currentTarget.value })}
        />
        <TextInput
          label={t('ui.brandSettings.audiences.ageRange')}
          placeholder="25–34"
          maxLength={40}
          value={v.age_range}
          onChange={(event) => form.patch({ age_range: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Textarea
        label={t('ui.brandSettings.audiences.description')}
        autosize
        minRows={2}
        maxLength={2000}
        value={v.description}
        onChange={(event) => form.patch({ description: event.currentTarget.value })}
      />
      <TagsInput
        label={t('ui.brandSettings.audiences.locations')}
        value={v.locations}
        onChange={(locations) => form.patch({ locations })}
        maxTags={20}
      />
      <TagsInput
        label={t('ui.brandSettings.audiences.interests')}
        value={v.interests}
        onChange={(interests) => form.patch({ interests })}
        maxTags={30}
      />
      <TagsInput
        label={t('ui.brandSettings.audiences.painPoints')}
        value={v.pain_points}
        onChange={(pain_points) => form.patch({ pain_points })}
        maxTags={20}
      />
    </RecordFormFrame>
  );
}

/** A label and a list of words, for the record cards and the summary. */
export function Facts({ items }: { items: [label: string, value: string][] }) {
  const { t } = useTranslation();
  const shown = items.filter(([, value]) => value.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Text size="sm" component="div">
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text span c="dimmed" size="sm">
            {t('ui.common.labelColon', { label })}
          </Text>{' '}
          {value}
        </div>
      ))}
    </Text>
  );
}

/** Target Audience: who the content is for; one audience is the default. */
export function AudiencesStep({ project, canEdit }: StepProps) {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="audiences"
      projectUid={project.uid}
      canEdit={canEdit}
      title={t('ui.brandSettings.audiences.title')}
      intro={t('ui.brandSettings.audiences.intro')}
      empty={t('ui.brandSettings.audiences.empty')}
      addLabel={t('ui.brandSettings.audiences.add')}
      renderItem={(audience) => (
        <>
          {audience.description && <Text size="sm">{audience.description}</Text>}
          <Facts
            items={[
              [t('ui.brandSettings.audiences.ageRange'), audience.age_range],
              [t('ui.brandSettings.audiences.locations'), audience.locations.join(', ')],
              [t('ui.brandSettings.audiences.interests'), audience.interests.join(', ')],
              [t('ui.brandSettings.audiences.painPoints'), audience.pain_points.join(', ')],
            ]}
          />
        </>
      )}
      renderForm={(props) => <AudienceForm {...props} />}
    />
  );
}
