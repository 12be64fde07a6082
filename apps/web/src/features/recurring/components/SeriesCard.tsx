import '@/shared/i18n/parts/recurring';
import { parseRecurrence } from '@expertos/domain/recurrence-rule';
import type { RecurringHolidays, RecurringSeries } from '@expertos/domain/recurring.schema';
import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconDots,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRepeat,
  IconSquareX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { ruleWords } from '../lib/rule-words';

const STATUS_COLORS = { active: 'green', paused: 'yellow', ended: 'gray' } as const;

export interface SeriesCardProps {
  series: RecurringSeries;
  /** Its creator or a brand admin: pause, resume, edit and end are offered. */
  canManage: boolean;
  /** Opened from elsewhere (a ticket's "Open its series"): marked and scrolled to. */
  highlighted: boolean;
  onPause: () => void;
  onResume: () => void;
  onEdit: () => void;
  onEnd: () => void;
}

/** The words of a series' rule; the rule itself when it cannot be read. */
export function useSeriesWords(series: RecurringSeries): string {
  const { t, i18n } = useTranslation();
  const parsed = parseRecurrence(series.rule);
  return 'rule' in parsed
    ? ruleWords(t, parsed.rule, { language: i18n.language, start: series.start.day })
    : series.rule;
}

/** What a series does on holidays: by a calendar, on the brand's closed days, or both. */
function holidayWords(t: TFunction, { mode, calendar, closed_days }: RecurringHolidays): string {
  const k = 'ui.recurring.list.holidays' as const;
  if (calendar === null) return t(`${k}.${mode}Closed`);
  return closed_days ? t(`${k}.${mode}Both`, { calendar }) : t(`${k}.${mode}`, { calendar });
}

/** One series of a brand: what it makes, in words, its next dates, how far it is, who started it. */
export function SeriesCard({
  series,
  canManage,
  highlighted,
  onPause,
  onResume,
  onEdit,
  onEnd,
}: SeriesCardProps) {
  const { t, i18n } = useTranslation();
  const k = 'ui.recurring.list' as const;
  const words = useSeriesWords(series);
  const name = series.body.summary;
  const next = series.next.filter((item) => !item.skipped).slice(0, 3);
  const headingId = `series-${series.uid}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={headingId}
      data-testid="recurring-series"
      data-highlighted={highlighted || undefined}
      style={highlighted ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconRepeat size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Title id={headingId} order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Badge color={STATUS_COLORS[series.status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t(`${k}.status.${series.status}`)}
            </Badge>
          </Group>
          {canManage && series.status !== 'ended' && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t(`${k}.actions`, { name })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {series.status === 'active' ? (
                  <Menu.Item leftSection={<IconPlayerPause size={16} aria-hidden />} onClick={onPause}>
                    {t(`${k}.pause`)}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconPlayerPlay size={16} aria-hidden />} onClick={onResume}>
                    {t(`${k}.resume`)}
                  </Menu.Item>
                )}
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={onEdit}
                  disabled={series.next.length === 0}
                >
                  {t(`${k}.edit`)}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconSquareX size={16} aria-hidden />} onClick={onEnd}>
                  {t(`${k}.end`)}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Text size="sm" fw={600} data-testid="series-words">
          {words}
        </Text>
        {series.status === 'paused' && series.paused_reason && (
          <Text size="sm" c="orange">
            {t(`${k}.pausedReason`, { reason: series.paused_reason })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {next.length > 0
            ? t(`${k}.next`, {
                // Dates carry commas of their own: a dot keeps them apart in every language.
                dates: next.map((item) => formatDay(item.on, i18n.language)).join(' · '),
              })
            : t(`${k}.noNext`)}
        </Text>
        <Group gap="md" c="dimmed">
          <Text size="sm">
            {series.total === null
              ? t(`${k}.made`, { made: series.made })
              : t(`${k}.madeOf`, { made: series.made, total: series.total })}
          </Text>
          {series.created_by && (
            <Text size="sm">{t(`${k}.by`, { name: series.created_by.name ?? series.created_by.email })}</Text>
          )}
          {series.holidays && <Text size="sm">{holidayWords(t, series.holidays)}</Text>}
        </Group>
      </Stack>
    </Card>
  );
}
