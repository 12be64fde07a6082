import '@/shared/i18n/parts/analytics';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayLabel } from '../lib/format';
import { LineChart } from './charts/LineChart';

/** A day of a trend: its value (null: a gap) and its table cells, the gap said in words. */
export interface TrendDay {
  day: string;
  value: number | null;
  cells: readonly string[];
}

/**
 * One line over the range's days with "Show as table" beside it: the table says every day,
 * a gap in words. The toggle's name carries the chart's title, so each on the page is its own.
 */
export function TrendChart({
  title,
  chartLabel,
  columns,
  days,
  zeroBased,
}: {
  title: string;
  chartLabel: string;
  /** The table's value columns, after the day. */
  columns: readonly string[];
  days: readonly TrendDay[];
  zeroBased?: boolean;
}) {
  const { t } = useTranslation();
  const r = 'ui.analytics.trends' as const;
  const [asTable, setAsTable] = useState(false);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setAsTable((value) => !value)}
          aria-pressed={asTable}
          aria-label={asTable ? t(`${r}.showChartOf`, { title }) : t(`${r}.showTableOf`, { title })}
        >
          {asTable ? t(`${r}.showChart`) : t(`${r}.showTable`)}
        </Button>
      </Group>
      {asTable ? (
        <Table.ScrollContainer minWidth={320} maxHeight={360}>
          <Table aria-label={title} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${r}.day`)}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day) => (
                <Table.Tr key={day.day}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{calendarDayLabel(day.day, true)}</Table.Td>
                  {day.cells.map((cell, index) => (
                    <Table.Td key={columns[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <>
          <LineChart
            points={days.map((day) => ({ at: Date.parse(`${day.day}T00:00:00Z`), value: day.value }))}
            label={chartLabel}
            zeroBased={zeroBased}
          />
          {/* The range's ends under the line, so the picture is placed in time. */}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {days[0] ? calendarDayLabel(days[0].day) : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {days.at(-1) ? calendarDayLabel(days.at(-1)!.day) : ''}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}
