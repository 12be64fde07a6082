import '@/shared/i18n/parts/ai-drafts';
import '@/shared/i18n/parts/brand-settings';
import { FEEDBACK_FIELDS, type FeedbackField, type FeedbackItem } from '@expertos/domain/brand.schema';
import { Anchor, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { draftForProfile } from '../../api/brand-ai';
import { feedbackQueryKey, fetchFeedback, sendFeedback } from '../../api/brand-feedback';
import { refreshSetupProgress } from '../../api/brand-setup-progress';
import { SaveStatus } from '../StepForm';
import type { StepProps } from '../step-context';
import { useStepSave } from '../use-step-save';

function FieldFeedback({
  projectUid,
  workspaceUid,
  slug,
  field,
  label,
  step,
  canWrite,
}: {
  projectUid: string | null;
  workspaceUid: string | null;
  slug: string;
  field: FeedbackField;
  label: string;
  step: (typeof FEEDBACK_FIELDS)[number]['step'];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  // The AI's suggestion as it came, while it is in the box (docs/product.md#ai-drafts).
  const [suggested, setSuggested] = useState<string | null>(null);
  const ai = useAiAvailability(canWrite ? workspaceUid : null);
  const suggest = useMutation({
    mutationFn: () => draftForProfile(projectUid ?? '', { kind: 'feedback', field }),
    onSuccess: (made) => {
      if (made.kind !== 'feedback') return;
      setText(made.suggestion);
      setSuggested(made.suggestion);
    },
    onSettled: () =>
      workspaceUid && void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  const save = useStepSave();
  // Every section reads the one list of the brand's feedback (one call for the step).
  const items = useQuery({
    queryKey: feedbackQueryKey(projectUid ?? ''),
    queryFn: () => fetchFeedback(projectUid ?? ''),
    enabled: Boolean(projectUid),
    select: (list) => list.filter((item) => item.field === field),
  });
  /** Sends the box as feedback (an AI suggestion, edited or not, is accepted so), or records its rejection. */
  const submit = async (rejected = false) => {
    // Field feedback is skipped without a brand (docs/product.md#brand-profile).
    if (!projectUid || text.trim() === '') return;
    const content = rejected
      ? t('ui.aiDrafts.feedbackRejected', { text: suggested ?? text.trim() })
      : text.trim();
    const ok = await save.run(async () => {
      const item = await sendFeedback(projectUid, field, content);
      queryClient.setQueryData(feedbackQueryKey(projectUid), (list: FeedbackItem[] | undefined) => [
        item,
        ...(list ?? []),
      ]);
      void refreshSetupProgress(queryClient, projectUid);
    });
    if (ok) {
      setText('');
      setSuggested(null);
    }
  };
  const newestFirst = [...(items.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <SectionCard title={label}>
      <Anchor component={Link} to={paths.brandSettings(slug, step)} size="sm" data-print="hide">
        {t('ui.brandSettings.feedback.openStep', { step: t(`ui.brandSettings.stepNames.${step}`) })}
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
          {suggested !== null && (
            <Text size="xs" c="dimmed">
              {t('ui.aiDrafts.feedbackSuggestion', { field: label })}
            </Text>
          )}
          {suggest.isError && (
            <Text size="sm" c="red" role="alert">
              {errorText(suggest.error)}
            </Text>
          )}
          {!ai.usable && ai.status.isSuccess && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <SaveStatus save={save} dirty={false} />
            <Group gap="xs">
              <Button
                variant="subtle"
                leftSection={<IconSparkles size={14} aria-hidden />}
                onClick={() => suggest.mutate()}
                loading={suggest.isPending}
                disabled={!ai.usable}
                aria-label={`${t('ui.aiDrafts.feedbackSuggest')}: ${label}`}
              >
                {t('ui.aiDrafts.feedbackSuggest')}
              </Button>
              {suggested !== null && (
                <Button
                  variant="default"
                  onClick={() => void submit(true)}
                  disabled={save.state === 'saving'}
                >
                  {t('ui.aiDrafts.feedbackReject')}
                </Button>
              )}
              <Button
                variant="light"
                onClick={() => void submit()}
                loading={save.state === 'saving'}
                disabled={text.trim() === ''}
              >
                {suggested !== null ? t('ui.aiDrafts.feedbackAccept') : t('ui.brandSettings.feedback.send')}
              </Button>
            </Group>
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
export function AiFeedbackStep({ project, canEdit, canFeedback = canEdit, workspaceUid }: StepProps) {
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
          workspaceUid={workspaceUid}
          slug={project.slug}
          field={field.key}
          label={t(`ui.brandSettings.feedback.fields.${field.key}`)}
          step={field.step}
          canWrite={canFeedback && Boolean(projectUid)}
        />
      ))}
    </Stack>
  );
}
