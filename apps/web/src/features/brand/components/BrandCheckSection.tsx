import type { BrandFinding } from '@expertos/domain/brand-check';
import { POST_PLATFORM_LABELS, POST_PURPOSE_LABELS } from '@expertos/domain/tickets';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import type { TicketSlotProps } from '@/shared/ui/slots';
import * as checkApi from '../api/brand-check';

type Located = Extract<BrandFinding, { start: number }>;
const located = (finding: BrandFinding): finding is Located => 'start' in finding;

/** The caption cut into plain and marked pieces; overlapping findings merge into one mark. */
export function markedPieces(caption: string, findings: BrandFinding[]) {
  const spans = findings
    .filter(located)
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

function useFindingText() {
  const { t } = useTranslation();
  const k = 'ui.brandCheck.findings' as const;
  return (finding: BrandFinding): string => {
    switch (finding.kind) {
      case 'off_brand':
        return t(`${k}.off_brand`, { phrase: finding.phrase, rule: finding.rule });
      case 'caption_length':
        return t(`${k}.caption_length`, {
          length: finding.length.toLocaleString('en'),
          limit: finding.limit.toLocaleString('en'),
          platform: POST_PLATFORM_LABELS[finding.platform],
        });
      case 'hashtags':
        return t(`${k}.hashtags`, {
          count: finding.count,
          limit: finding.limit,
          platform: POST_PLATFORM_LABELS[finding.platform],
        });
      case 'slate':
        return t(`${k}.slate`, {
          planned: finding.planned,
          target: finding.target,
          purpose: POST_PURPOSE_LABELS[finding.purpose].toLowerCase(),
          short: finding.short.map((p) => POST_PURPOSE_LABELS[p].toLowerCase()).join(', '),
        });
    }
  };
}

/**
 * A post's brand check in its ticket (docs/product.md#brand-check): run on request, its
 * findings listed and marked in the caption as checked. Other tickets show nothing.
 */
export function BrandCheckSection({
  ticketUid,
  ticketType,
  ticketUpdated = '',
  headingOrder,
}: TicketSlotProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asked, setAsked] = useState(false);
  const findingText = useFindingText();
  const check = useQuery({
    queryKey: checkApi.brandCheckQueryKey(ticketUid, ticketUpdated),
    queryFn: () => checkApi.fetchBrandCheck(ticketUid),
    enabled: asked && ticketType === 'post',
  });
  if (ticketType !== 'post') return null;
  const result = check.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} id={headingId} size="h5">
          {t('ui.brandCheck.title')}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldCheck size={14} aria-hidden />}
          loading={check.isFetching}
          onClick={() => (asked ? void check.refetch() : setAsked(true))}
        >
          {result ? t('ui.brandCheck.again') : t('ui.brandCheck.run')}
        </Button>
      </Group>
      {!asked && (
        <Text size="sm" c="dimmed">
          {t('ui.brandCheck.intro')}
        </Text>
      )}
      {check.isError && (
        <QueryError
          message={t('ui.brandCheck.loadError')}
          error={check.error}
          layout="inline"
          onRetry={() => void check.refetch()}
        />
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
                // biome-ignore lint/suspicious/noArrayIndexKey: the findings of one check, never reordered
                <List.Item key={index}>{findingText(finding)}</List.Item>
              ))}
            </List>
            {result.caption && result.findings.some(located) && (
              <Paper withBorder p="sm" radius="sm" aria-label={t('ui.brandCheck.captionLabel')}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {markedPieces(result.caption, result.findings).map((piece, index) =>
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
        ))}
    </Stack>
  );
}
