import '@/shared/i18n/parts/analytics';
import type { AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { count, groupKeyLabel, percent } from '../lib/format';
import { InlineBar } from './charts/InlineBar';

/** The posts by the chosen group: each row's numbers, with a bar as wide as its median rate. */
export function BreakdownTable({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation();
  const b = 'ui.analytics.breakdown' as const;
  const max = Math.max(0, ...report.groups.map((row) => row.rate.median ?? 0));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped aria-label={t(`${b}.title`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`ui.analytics.filters.groups.${report.group}`)}</Table.Th>
            <Table.Th>{t(`${b}.posts`)}</Table.Th>
            <Table.Th>{t(`${b}.medianRate`)}</Table.Th>
            <Table.Th>{t(`${b}.engagements`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.groups.map((row) => (
            <Table.Tr key={row.key ?? ''}>
              <Table.Td>
                {row.key === null ? t(`${b}.none.${report.group}`) : groupKeyLabel(report.group, row.key, t)}
              </Table.Td>
              <Table.Td>{count(row.posts)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" miw={48}>
                    {row.rate.median === null ? t('ui.analytics.headline.none') : percent(row.rate.median)}
                  </Text>
                  <InlineBar value={row.rate.median} max={max} />
                </Group>
              </Table.Td>
              <Table.Td>
                {row.engagements.total === null || row.engagements.counted === 0
                  ? t('ui.analytics.headline.none')
                  : count(row.engagements.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
