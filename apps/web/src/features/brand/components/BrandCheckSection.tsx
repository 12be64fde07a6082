import '@/shared/i18n/parts/brand-check';
import type { FeedbackField } from '@expertos/domain/brand.schema';
import type { BrandFinding } from '@expertos/domain/brand-check';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AiButton, AiUnavailableNote, aiStatusKey, useAiAvailability } from '@/shared/ai/ai-status';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useFindingText } from '@/shared/lib/brand-finding-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import * as checkApi from '../api/brand-check';
import { feedbackQueryKey, sendFeedback } from '../api/brand-feedback';
import { refreshSetupProgress } from '../api/brand-setup-progress';

type Located = Extract<BrandFinding, { start: number }>;
const located = (finding: BrandFinding): finding is Located => 'start' in finding;

/**
 * The caption cut into plain and marked pieces; overlapping findings merge into one mark.
 * `extra`: more places to mark (the AI part's voice findings).
 */
export function markedPieces(
  caption: string,
  findings: BrandFinding[],
  extra: readonly { start: number; end: number }[] = [],
) {
  const spans = [...findings.filter(located), ...extra]
    .map((f) => ({ start: Math.max(0, f.start), end: Math.min(caption.length, f.end) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  const pieces: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const span of merged) {
    if (span.start > at) pieces.push({ text: caption.slice(at, span.start), marked: false });
    pieces.push({ text: caption.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < caption.length) pieces.push({ text: caption.slice(at), marked: false });
  return pieces;
}

/** The profile field a finding is feedback on (docs/product.md#brand-check). */
const FEEDBACK_FIELD: Record<BrandFinding['kind'] | 'voice' | 'pillar', FeedbackField> = {
  off_brand: 'off_brand',
  caption_length: 'content_formats',
  hashtags: 'content_formats',
  slate: 'content_output',
  // How the brand credits others' work is part of its posts' format.
  credit: 'content_formats',
  voice: 'brand_voice',
  pillar: 'content_pillars',
};

/** One finding, with the way to keep it as the team's feedback on the field it concerns. */
function Finding({
  text,
  field,
  projectUid,
}: {
  text: string;
  field: FeedbackField;
  projectUid: string | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: () =>
      sendFeedback(projectUid ?? '', field, t('ui.brandCheck.feedbackNote', { finding: text })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedbackQueryKey(projectUid ?? '') });
      void refreshSetupProgress(queryClient, projectUid ?? '');
      notify({ type: 'positive', message: t('ui.brandCheck.feedbackAdded') });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Text size="sm">{text}</Text>
        {projectUid && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => keep.mutate()}
            loading={keep.isPending}
            disabled={keep.isSuccess}
            aria-label={`${t('ui.brandCheck.toFeedback')}: ${text}`}
            style={{ flexShrink: 0 }}
          >
            {keep.isSuccess ? t('ui.brandCheck.inFeedback') : t('ui.brandCheck.toFeedback')}
          </Button>
        )}
      </Group>
    </List.Item>
  );
}

/**
 * A post's brand check in its ticket (docs/product.md#brand-check): the rule-based findings on
 * request, or at once while the post waits for approval, so the approver sees them; the AI
 * part (voice and pillar) on request when AI is on; every finding can go into the brand's
 * feedback. Findings are listed and marked in the caption as checked. Other tickets show nothing.
 */
export function BrandCheckSection({
  ticketUid,
  workspaceUid,
  project,
  ticketType,
  ticketStatus,
  ticketUpdated = '',
  headingOrder,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState(false);
  const findingText = useFindingText();
  const isPost = ticketType === 'post';
  const forApproval = ticketStatus === 'needs_approval';
  const check = useQuery({
    queryKey: ticketKeys.brandCheck(ticketUid, ticketUpdated),
    queryFn: () => checkApi.fetchBrandCheck(ticketUid),
    enabled: (asked || forApproval) && isPost,
  });
  const ai = useAiAvailability(isPost ? workspaceUid : null);
  const aiCheck = useMutation({
    mutationFn: () => checkApi.fetchAiBrandCheck(ticketUid),
    // Kept where the ticket's Pillar field finds the pillar it offers (never applied by itself).
    onSuccess: (found) => queryClient.setQueryData(ticketKeys.aiBrandCheck(ticketUid), found),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: aiStatusKey(workspaceUid) }),
  });
  if (!isPost) return null;
  const result = check.data;
  // The AI's findings mark the caption only while it is the caption the rules checked.
  const aiResult = aiCheck.data && (!result || aiCheck.data.caption === result.caption) ? aiCheck.data : null;
  const caption = result?.caption ?? aiResult?.caption ?? '';
  const marks = aiResult?.voice ?? [];
  const hasMarks = (result?.findings.some(located) ?? false) || marks.length > 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} id={headingId} size="h5">
          {t('ui.brandCheck.title')}
        </Title>
        <Group gap="xs">
          <AiButton usable={ai.usable} busy={aiCheck.isPending} onClick={() => aiCheck.mutate()}>
            {t('ui.brandCheck.aiRun')}
          </AiButton>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShieldCheck size={14} aria-hidden />}
            loading={check.isFetching}
            onClick={() => (asked || forApproval ? void check.refetch() : setAsked(true))}
          >
            {result ? t('ui.brandCheck.again') : t('ui.brandCheck.run')}
          </Button>
        </Group>
      </Group>
      {forApproval ? (
        <Text size="sm" c="dimmed">
          {t('ui.brandCheck.forApproval')}
        </Text>
      ) : (
        !asked && (
          <Text size="sm" c="dimmed">
            {t('ui.brandCheck.intro')}
          </Text>
        )
      )}
      {!ai.usable && ai.status.isSuccess && <AiUnavailableNote reason={ai.reason} doc={ai.doc} />}
      {check.isError && (
        <QueryError
          message={t('ui.brandCheck.loadError')}
          error={check.error}
          layout="inline"
          onRetry={() => void check.refetch()}
        />
      )}
      {aiCheck.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(aiCheck.error)}
        </Text>
      )}
      {result &&
        (result.findings.length === 0 ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />}>
            {t('ui.brandCheck.clean')}
          </Alert>
        ) : (
          <Stack gap="xs" data-testid="brand-check-findings">
            <Text size="sm" fw={600}>
              {t('ui.brandCheck.found', { count: result.findings.length })}
            </Text>
            <List size="sm" spacing={4}>
              {result.findings.map((finding, index) => (
                <Finding
                  // biome-ignore lint/suspicious/noArrayIndexKey: the findings of one check, never reordered
                  key={index}
                  text={findingText(finding)}
                  field={FEEDBACK_FIELD[finding.kind]}
                  projectUid={project?.uid}
                />
              ))}
            </List>
          </Stack>
        ))}
      {aiResult && (
        <Stack gap="xs" data-testid="brand-check-ai">
          <Text size="sm" fw={600}>
            {t('ui.brandCheck.aiTitle')}
          </Text>
          <List size="sm" spacing={4}>
            {aiResult.voice.map((finding) => (
              <Finding
                key={`${finding.start}-${finding.end}`}
                text={t('ui.brandCheck.voice', { phrase: finding.phrase, note: finding.note })}
                field={FEEDBACK_FIELD.voice}
                projectUid={project?.uid}
              />
            ))}
            <Finding
              text={
                aiResult.pillar
                  ? t('ui.brandCheck.pillar', { pillar: aiResult.pillar, note: aiResult.pillar_note })
                  : t('ui.brandCheck.noPillar', { note: aiResult.pillar_note })
              }
              field={FEEDBACK_FIELD.pillar}
              projectUid={project?.uid}
            />
          </List>
          {aiResult.voice.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('ui.brandCheck.voiceClean')}
            </Text>
          )}
        </Stack>
      )}
      {caption && hasMarks && (
        <Paper withBorder p="sm" radius="sm" aria-label={t('ui.brandCheck.captionLabel')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {markedPieces(caption, result?.findings ?? [], marks).map((piece, index) =>
              piece.marked ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one caption, in order
                <mark key={index}>{piece.text}</mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one caption, in order
                <Fragment key={index}>{piece.text}</Fragment>
              ),
            )}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
