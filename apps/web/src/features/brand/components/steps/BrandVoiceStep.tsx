import '@/shared/i18n/parts/brand-settings';
import {
  ASSISTANT_MODELS,
  type Assistant,
  type AssistantModel,
  assistantInputSchema,
  type BrandVoice,
  brandVoiceInputSchema,
} from '@expertos/domain/brand.schema';
import { Anchor, Select, Slider, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordList } from '../RecordList';
import type { StepProps } from '../step-context';
import { useBrandRecords } from '../use-brand';
import { useRecordForm } from '../use-record-form';
import { Facts } from './AudiencesStep';
import { RecordFormFrame } from './RecordFormFrame';
import { type SamplePostDraft, SamplePostsField } from './SamplePostsField';
import { VoiceDraftButton } from './VoiceDraftButton';

interface FormProps<T> {
  record: T | null;
  save: (input: unknown) => Promise<void>;
  cancel: () => void;
}

interface VoiceDraft {
  name: string;
  description: string;
  tone: string[];
  do_say: string[];
  dont_say: string[];
  sample_posts: SamplePostDraft[];
}

function VoiceForm({
  record,
  save,
  cancel,
  projectUid,
  workspaceUid,
}: FormProps<BrandVoice> & { projectUid: string; workspaceUid: string | null }) {
  const { t } = useTranslation();
  const form = useRecordForm<VoiceDraft, unknown>(
    {
      name: record?.name ?? '',
      description: record?.description ?? '',
      tone: record?.tone ?? [],
      do_say: record?.do_say ?? [],
      dont_say: record?.dont_say ?? [],
      sample_posts: (record?.sample_posts ?? []).map(({ ticket_uid, url, title }) => ({
        ticket_uid,
        url,
        title,
      })),
    },
    brandVoiceInputSchema,
    (value) => ({
      ...value,
      sample_posts: value.sample_posts.map((post) =>
        post.ticket_uid ? { ticket_uid: post.ticket_uid } : { url: post.url ?? '' },
      ),
    }),
    save,
  );
  const v = form.value;
  return (
    <RecordFormFrame form={form} cancel={cancel}>
      <TextInput
        label={t('ui.brandSettings.voices.name')}
        required
        maxLength={80}
        value={v.name}
        onChange={(event) => form.patch({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t('ui.brandSettings.voices.description')}
        autosize
        minRows={2}
        maxLength={4000}
        value={v.description}
        onChange={(event) => form.patch({ description: event.currentTarget.value })}
      />
      <TagsInput
        label={t('ui.brandSettings.voices.tone')}
        value={v.tone}
        onChange={(tone) => form.patch({ tone })}
        maxTags={12}
      />
      <TagsInput
        label={t('ui.brandSettings.voices.doSay')}
        value={v.do_say}
        onChange={(do_say) => form.patch({ do_say })}
        maxTags={30}
      />
      <TagsInput
        label={t('ui.brandSettings.voices.dontSay')}
        value={v.dont_say}
        onChange={(dont_say) => form.patch({ dont_say })}
        maxTags={30}
      />
      <SamplePostsField
        projectUid={projectUid}
        posts={v.sample_posts}
        onChange={(sample_posts) => form.patch({ sample_posts })}
      />
      <VoiceDraftButton
        workspaceUid={workspaceUid}
        projectUid={projectUid}
        voiceUid={record?.uid ?? null}
        onDraft={(drafted) => form.patch(drafted)}
      />
    </RecordFormFrame>
  );
}

interface AssistantDraft {
  name: string;
  instructions: string;
  model: AssistantModel;
  temperature: number;
  brand_voice_uid: string | null;
}

const DEFAULT_VOICE = '';

function AssistantForm({ record, save, cancel, voices }: FormProps<Assistant> & { voices: BrandVoice[] }) {
  const { t } = useTranslation();
  const form = useRecordForm<AssistantDraft, unknown>(
    {
      name: record?.name ?? '',
      instructions: record?.instructions ?? '',
      model: record?.model ?? 'balanced',
      temperature: record?.temperature ?? 0.7,
      brand_voice_uid: record?.brand_voice_uid ?? null,
    },
    assistantInputSchema,
    (value) => value,
    save,
  );
  const v = form.value;
  return (
    <RecordFormFrame form={form} cancel={cancel}>
      <TextInput
        label={t('ui.brandSettings.assistants.name')}
        required
        maxLength={80}
        value={v.name}
        onChange={(event) => form.patch({ name: event.currentTarget.value })}
      />
      <Textarea
        label={t('ui.brandSettings.assistants.instructions')}
        autosize
        minRows={3}
        maxLength={8000}
        value={v.instructions}
        onChange={(event) => form.patch({ instructions: event.currentTarget.value })}
      />
      <Select
        label={t('ui.brandSettings.assistants.model')}
        data={ASSISTANT_MODELS.map((model) => ({
          value: model,
          label: t(`ui.brandSettings.assistants.models.${model}`),
        }))}
        value={v.model}
        onChange={(model) => model && form.patch({ model: model as AssistantModel })}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="assistant-temperature">
          {t('ui.common.labelled', {
            label: t('ui.brandSettings.assistants.temperature'),
            value: v.temperature.toFixed(1),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('ui.brandSettings.assistants.temperatureHint')}
        </Text>
        <Slider
          min={0}
          max={1}
          step={0.1}
          value={v.temperature}
          onChange={(temperature) => form.patch({ temperature })}
          thumbLabel={t('ui.brandSettings.assistants.temperature')}
          marks={[{ value: 0 }, { value: 0.5 }, { value: 1 }]}
        />
      </Stack>
      <Select
        label={t('ui.brandSettings.assistants.voice')}
        data={[
          { value: DEFAULT_VOICE, label: t('ui.brandSettings.assistants.defaultVoice') },
          ...voices.map((voice) => ({ value: voice.uid, label: voice.name })),
        ]}
        value={v.brand_voice_uid ?? DEFAULT_VOICE}
        onChange={(uid) => form.patch({ brand_voice_uid: uid ? uid : null })}
        allowDeselect={false}
      />
    </RecordFormFrame>
  );
}

/** Brand Voice: how the brand sounds (with up to 4 sample posts), and its AI assistants. */
export function BrandVoiceStep({ project, canEdit, workspaceUid }: StepProps) {
  const { t } = useTranslation();
  const voices = useBrandRecords(project.uid, 'voices').data ?? [];
  const voiceName = (uid: string | null) =>
    voices.find((voice) => voice.uid === uid)?.name ?? t('ui.brandSettings.assistants.defaultVoice');
  return (
    <Stack gap="lg">
      <RecordList
        kind="voices"
        projectUid={project.uid}
        canEdit={canEdit}
        title={t('ui.brandSettings.voices.title')}
        intro={t('ui.brandSettings.voices.intro')}
        empty={t('ui.brandSettings.voices.empty')}
        addLabel={t('ui.brandSettings.voices.add')}
        renderItem={(voice) => (
          <>
            {voice.description && <Text size="sm">{voice.description}</Text>}
            <Facts
              items={[
                [t('ui.brandSettings.voices.tone'), voice.tone.join(', ')],
                [t('ui.brandSettings.voices.doSay'), voice.do_say.join(', ')],
                [t('ui.brandSettings.voices.dontSay'), voice.dont_say.join(', ')],
              ]}
            />
            {voice.sample_posts.length > 0 && (
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('ui.brandSettings.voices.posts')}
                </Text>
                {voice.sample_posts.map((post) =>
                  post.url ? (
                    <Anchor key={post.url} href={post.url} target="_blank" rel="noreferrer" size="sm">
                      {post.title}
                    </Anchor>
                  ) : (
                    <Text key={post.ticket_uid ?? post.title} size="sm">
                      {post.title}
                    </Text>
                  ),
                )}
              </Stack>
            )}
          </>
        )}
        renderForm={(props) => <VoiceForm {...props} projectUid={project.uid} workspaceUid={workspaceUid} />}
      />
      <RecordList
        kind="assistants"
        projectUid={project.uid}
        // Only brand admins add assistants (docs/product.md#brand-profile).
        canEdit={canEdit}
        title={t('ui.brandSettings.assistants.title')}
        intro={t('ui.brandSettings.assistants.intro')}
        empty={t('ui.brandSettings.assistants.empty')}
        addLabel={t('ui.brandSettings.assistants.add')}
        renderItem={(assistant) => (
          <>
            <Facts
              items={[
                [
                  t('ui.brandSettings.assistants.model'),
                  t(`ui.brandSettings.assistants.models.${assistant.model}`),
                ],
                [t('ui.brandSettings.assistants.temperature'), assistant.temperature.toFixed(1)],
                [t('ui.brandSettings.assistants.voice'), voiceName(assistant.brand_voice_uid)],
              ]}
            />
            {assistant.instructions && (
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                {assistant.instructions}
              </Text>
            )}
          </>
        )}
        renderForm={(props) => <AssistantForm {...props} voices={voices} />}
      />
    </Stack>
  );
}
