import '@/shared/i18n/parts/post-imports';
import type { SkippedRow } from '@expertos/domain/post-import';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/SectionCard';

/** The rows that will not become posts, by line, with the reason for each. */
export function SkippedRows({ rows }: { rows: SkippedRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <SectionCard title={t('ui.postImports.skippedTitle', { count: rows.length })}>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('ui.postImports.line')}</Table.Th>
              <Table.Th>{t('ui.postImports.value')}</Table.Th>
              <Table.Th>{t('ui.postImports.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.value || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.kind === 'duplicate' ? 'gray' : 'orange'} mr="xs">
                    {t(`ui.postImports.kinds.${row.kind}`)}
                  </Badge>
                  <Text span size="sm">
                    {row.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
