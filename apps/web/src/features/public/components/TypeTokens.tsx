import '@/shared/i18n/parts/design-pages';
import { Card, SimpleGrid, Stack, Table, Text, Title, type TitleOrder, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeTokenValue } from './token-value';

const HEADINGS: TitleOrder[] = [1, 2, 3, 4, 5, 6];

function FontStack({ label, stack, mono }: { label: string; stack: string | undefined; mono?: boolean }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text ff={mono ? 'monospace' : undefined} size="lg" fw={500}>
        Aa Bb 0123 {'{ }'}
      </Text>
      <Text ff="monospace" size="xs" style={{ wordBreak: 'break-word' }}>
        {stack}
      </Text>
    </Card>
  );
}

/** The font stacks, the heading scale (size, line height, weight) and the text sizes. */
export function TypeTokens() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FontStack label={t('ui.tokens.fontStack')} stack={theme.fontFamily} />
        <FontStack label={t('ui.tokens.monoStack')} stack={theme.fontFamilyMonospace} mono />
      </SimpleGrid>
      <Card withBorder padding="md">
        <Stack gap="xs">
          {HEADINGS.map((order) => {
            const size = theme.headings.sizes[`h${order}`];
            return (
              // Shown as headings, not outlined as ones: the page's own outline stays h1 → h2.
              <Title key={order} order={order} component="p" style={{ margin: 0 }}>
                {t('ui.tokens.heading', { order })}{' '}
                <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
                  {describeTokenValue(size.fontSize)} / {size.lineHeight} /{' '}
                  {size.fontWeight ?? theme.headings.fontWeight}
                </Text>
              </Title>
            );
          })}
        </Stack>
      </Card>
      <Card withBorder padding={0}>
        {/* Narrow enough for a phone: a region scrolled sideways would need a tab stop of its own. */}
        <Table verticalSpacing="xs" horizontalSpacing="md" aria-label={t('ui.tokens.textSizes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ui.tokens.size')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.value')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.lineHeight')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.sample')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(theme.fontSizes).map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td ff="monospace">{key}</Table.Td>
                <Table.Td ff="monospace">{describeTokenValue(value)}</Table.Td>
                <Table.Td ff="monospace">{theme.lineHeights[key] ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size={key} lh={key}>
                    {t('ui.tokens.sampleSentence')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
