import { FEEDBACK_FIELDS, type FeedbackField } from '@expertos/domain/brand.schema';
import { setupStepLabel } from '@expertos/domain/setup-steps';
import { Anchor, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/shared/lib/format-date';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { feedbackQueryKey, fetchFeedback, sendFeedback } from '../../api/brand-feedback';
import { SaveStatus } from '../StepForm';
import type { StepProps } from '../step-context';
import { useStepSave } from '../use-step-save';

function FieldFeedback({
  projectUid,
  slug,
  field,
  label,
  step,
  canWrite,
}: {
  projectUid: string | null;
  slug: string;
  field: FeedbackField;
  label: string;
  step: (typeof FEEDBACK_FIELDS)[number]['step'];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const save = useStepSave();
  const items = useQuery({
    queryKey: feedbackQueryKey(projectUid ?? '', field),
    queryFn: () => fetchFeedback(projectUid ?? '', field),
    enabled: Boolean(projectUid),
  });
  const submit = async () => {
    // Field feedback is skipped without a brand (docs/product.md#brand-profile).
    if (!projectUid || text.trim() === '') return;
    const ok = await save.run(async () => {
      const item = await sendFeedback(projectUid, field, text.trim());
      queryClient.setQueryData(feedbackQueryKey(projectUid, field), (list: typeof items.data) => [
        item,
        ...(list ?? []),
      ]);
    });
    if (ok) setText('');
  };
  const newestFirst = [...(items.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <SectionCard title={label}>
      <Anchor component={Link} to={paths.brandSettings(slug, step)} size="sm" data-print="hide">
        {t('ui.brandSettings.feedback.openStep', { step: setupStepLabel(step) })}
      </Anchor>
      {items.isLoading && <Loader size="sm" aria-label={t('ui.loading')} />}
      {items.isError && (
        <QueryError layout="inline" error={items.error} onRetry={() => void items.refetch()} />
      )}
      {items.isSuccess && newestFirst.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ui.brandSettings.feedback.empty')}
        </Text>
      )}
      {newestFirst.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {newestFirst.map((item) => (
            <li key={item.uid}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.content}
              </Text>
              <Text size="xs" c="dimmed">
                {t('ui.brandSettings.feedback.by', {
                  author: item.author.name,
                  time: formatDateTime(item.created_at),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {canWrite && (
        <Stack gap="xs" data-print="hide">
          <Textarea
            label={t('ui.brandSettings.feedback.label', { field: label })}
            autosize
            minRows={1}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <SaveStatus save={save} dirty={false} />
            <Button
              variant="light"
              onClick={() => void submit()}
              loading={save.state === 'saving'}
              disabled={text.trim() === ''}
            >
              {t('ui.brandSettings.feedback.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * AI Feedback: the team's feedback on every part of the profile, newest first, and a box to
 * add more (every member of the brand who is not external; externals read); nothing is sent
 * without a brand.
 */
export function AiFeedbackStep({ project, canEdit, canFeedback = canEdit }: StepProps) {
  const { t } = useTranslation();
  const projectUid = project.uid || null;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('ui.brandSettings.feedback.intro')}
      </Text>
      {!projectUid && <Text size="sm">{t('ui.brandSettings.feedback.noProject')}</Text>}
      {FEEDBACK_FIELDS.map((field) => (
        <FieldFeedback
          key={field.key}
          projectUid={projectUid}
          slug={project.slug}
          field={field.key}
          label={field.label}
          step={field.step}
          canWrite={canFeedback && Boolean(projectUid)}
        />
      ))}
    </Stack>
  );
}
