import { Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/lib/format';
import { formatShare } from '../../lib/report';

export interface ShareRow {
  key: string;
  label: string;
  seconds: number;
}

export interface ShareTableProps {
  title: string;
  /** The first column's heading (Brand, Person). */
  column: string;
  rows: ShareRow[];
  total: number;
  testId?: string;
}

/** Time per brand or person: the duration, its share of the total, and the total at the foot. */
export function ShareTable({ title, column, rows, total, testId }: ShareTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h4">
          {title}
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table aria-labelledby={titleId} data-testid={testId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{column}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ui.timetracking.report.time')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('ui.timetracking.report.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {/* Shorter on a phone, so the share column stays in view beside it. */}
                    <Text size="sm" truncate="end" style={{ maxWidth: 'min(15rem, 32vw)' }}>
                      {row.label}
                    </Text>
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(row.seconds)}
                  </Table.Td>
                  <Table.Td ta="right" w={110}>
                    <Stack gap={2} align="flex-end">
                      <Text size="sm">{formatShare(row.seconds, total)}</Text>
                      <Progress
                        value={total > 0 ? (row.seconds / total) * 100 : 0}
                        size="xs"
                        w={80}
                        aria-hidden
                      />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('ui.timetracking.report.total')}</Table.Th>
                <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(total)}
                </Table.Th>
                <Table.Th ta="right">{formatShare(total, total)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
