import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hourLabel, percent, weekdayName } from '../lib/format';
import { HeatGrid } from './charts/HeatGrid';

const HOURS = 24;
const DAYS = 7;

/**
 * When the brand's posts went out (weekday × hour, in its zone), shaded by their median rate,
 * with a table of the same cells for anyone who cannot read the shades.
 */
export function PostingTimes({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation();
  const h = 'ui.analytics.heatmap' as const;
  const [asTable, setAsTable] = useState(false);
  const cells = report.heatmap.filter((cell) => cell.posts > 0);
  const words = (cell: (typeof cells)[number]) => {
    const base = { day: weekdayName(cell.weekday), hour: hourLabel(cell.hour), posts: cell.posts };
    return cell.median === null
      ? t(`${h}.cellNoRate`, base)
      : t(`${h}.cell`, { ...base, rate: percent(cell.median) });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t(`${h}.title`)}
        </Title>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setAsTable((value) => !value)}
          aria-pressed={asTable}
        >
          {asTable ? t(`${h}.showGrid`) : t(`${h}.showTable`)}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`${h}.hint`, { zone: report.time_zone })}
      </Text>
      {cells.length === 0 ? (
        <Text size="sm">{t(`${h}.noPosts`)}</Text>
      ) : asTable ? (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t(`${h}.title`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(`${h}.weekday`)}</Table.Th>
                <Table.Th>{t(`${h}.hour`)}</Table.Th>
                <Table.Th>{t(`${h}.posts`)}</Table.Th>
                <Table.Th>{t(`${h}.median`)}</Table.Th>
                <Table.Th>{t(`${h}.rated`)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cells.map((cell) => (
                <Table.Tr key={`${cell.weekday}-${cell.hour}`}>
                  <Table.Td>{weekdayName(cell.weekday)}</Table.Td>
                  <Table.Td>{hourLabel(cell.hour)}</Table.Td>
                  <Table.Td>{cell.posts}</Table.Td>
                  <Table.Td>
                    {cell.median === null ? t('ui.analytics.headline.none') : percent(cell.median)}
                  </Table.Td>
                  <Table.Td>{cell.rated}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <HeatGrid
          rows={DAYS}
          columns={HOURS}
          label={t(`${h}.grid`)}
          rowLabels={Array.from({ length: DAYS }, (_, day) => weekdayName(day, 'short'))}
          columnLabel={(hour) => (hour % 3 === 0 ? String(hour).padStart(2, '0') : null)}
          cells={cells.map((cell) => ({
            row: cell.weekday,
            column: cell.hour,
            value: cell.median,
            label: words(cell),
          }))}
        />
      )}
    </Stack>
  );
}
