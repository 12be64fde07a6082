import '@/shared/i18n/parts/recurring';
import type { RecurringPreview } from '@expertos/domain/recurring.schema';
import { Alert, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';

export interface RulePreviewProps {
  /** The rule in words, from the controls (shown at once, before the server answers). */
  words: string;
  preview: RecurringPreview | undefined;
  waiting: boolean;
  /** A refusal that names no control (or the rule as a whole). */
  problem: string | undefined;
}

/**
 * What the rule being built means: in words, then its next five dates as the server works them
 * out (a holiday's skip or move said beside its date) and how many tickets it makes in all.
 */
export function RulePreview({ words, preview, waiting, problem }: RulePreviewProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.recurring.builder' as const;
  const day = (value: string) =>
    formatDay(value, i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby="recurring-preview-title"
      data-testid="recurring-preview"
    >
      <Group gap={6} wrap="nowrap">
        <IconRepeat size={18} aria-hidden />
        <Title id="recurring-preview-title" order={4} size="h5">
          {t(`${k}.inWords`)}
        </Title>
      </Group>
      <Text fw={600} data-testid="rule-words" aria-live="polite">
        {words}
      </Text>
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {t(`${k}.next`)}
        </Text>
        {waiting && <Loader size="xs" aria-label={t(`${k}.previewLoading`)} />}
      </Group>
      {preview && preview.next.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`${k}.noDates`)}
        </Text>
      )}
      {preview && preview.next.length > 0 && (
        <List size="sm" spacing={2} aria-label={t(`${k}.next`)} style={{ opacity: waiting ? 0.6 : 1 }}>
          {preview.next.map((next) => (
            <List.Item key={next.index}>
              <Text span size="sm" td={next.skipped ? 'line-through' : undefined}>
                {day(next.day)}
              </Text>
              {next.skipped && next.holiday && (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t(`${k}.skipped`, { holiday: next.holiday })}
                </Text>
              )}
              {!next.skipped && next.on !== next.day && (
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t(`${k}.moved`, { date: day(next.on), holiday: next.holiday ?? '' })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {preview && (
        <Text size="sm" c="dimmed">
          {preview.total === null ? t(`${k}.endless`) : t(`${k}.total`, { count: preview.total })}
        </Text>
      )}
    </Stack>
  );
}
