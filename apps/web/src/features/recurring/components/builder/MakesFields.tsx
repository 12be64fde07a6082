import '@/shared/i18n/parts/recurring';
import { Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { templatesQueryOptions } from '../../api/templates';
import type { MakeMode } from '../../lib/builder-state';
import type { BuilderPartProps } from './builder-props';

const MAKE_MODES: MakeMode[] = ['template', 'body'];

/**
 * What each occurrence makes: one of the brand's templates (kept as it is now), or a summary
 * and checklist lines. A series being changed keeps its own body: only its words change.
 */
export function MakesFields({
  state,
  set,
  problems,
  missing,
  projectUid,
  templates: offerTemplates,
}: BuilderPartProps & { projectUid: string; templates: boolean }) {
  const { t } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const templates = useQuery({ ...templatesQueryOptions(projectUid), enabled: offerTemplates });
  const fromTemplate = offerTemplates && state.makeMode === 'template';
  return (
    <Stack gap="xs">
      {offerTemplates && (
        <Radio.Group
          label={t(`${k}.makes`)}
          value={state.makeMode}
          onChange={(value) => set('makeMode', value as MakeMode)}
        >
          <Stack gap={6} mt={6}>
            {MAKE_MODES.map((mode) => (
              <Radio key={mode} value={mode} label={t(`${k}.makeModes.${mode}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {fromTemplate && templates.isSuccess && templates.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${k}.noTemplates`)}
        </Text>
      )}
      {fromTemplate && templates.isError && (
        <Text size="sm" c="red" role="alert">
          {t(`${k}.templatesError`)}
        </Text>
      )}
      {fromTemplate && (templates.data?.length ?? 1) > 0 && (
        <Select
          label={t(`${k}.template`)}
          placeholder={t(`${k}.templatePlaceholder`)}
          data={(templates.data ?? []).map((template) => ({ value: template.uid, label: template.name }))}
          value={state.templateUid || null}
          onChange={(value) => set('templateUid', value ?? '')}
          searchable
          required
          disabled={templates.isPending}
          error={problems.body ?? (missing && !state.templateUid ? t(`${k}.required`) : undefined)}
        />
      )}
      {!fromTemplate && (
        <>
          <TextInput
            label={t(`${k}.summary`)}
            description={t(`${k}.summaryHint`)}
            value={state.summary}
            onChange={(event) => set('summary', event.currentTarget.value)}
            required
            maxLength={200}
            error={problems.body ?? (missing && !state.summary.trim() ? t(`${k}.required`) : undefined)}
          />
          <Textarea
            label={t(`${k}.checklist`)}
            description={t(`${k}.checklistHint`)}
            value={state.checklist}
            onChange={(event) => set('checklist', event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
          />
        </>
      )}
    </Stack>
  );
}
