import '@/shared/i18n/parts/design-pages';
import { Box, Card, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeTokenValue } from './token-value';

function Row({ name, children, value }: { name: string; children?: ReactNode; value: string }) {
  return (
    <Box style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <Text size="xs" w={28} ff="monospace" style={{ flexShrink: 0 }}>
        {name}
      </Text>
      {children}
      <Text size="xs" c="dimmed" ff="monospace" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  );
}

/** Spacing, radius, shadow and breakpoint scales, from the theme. */
export function SizeTokens() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('ui.tokens.spacing')}
        </Text>
        <Stack gap={6}>
          {Object.entries(theme.spacing).map(([key, value]) => (
            <Row key={key} name={key} value={describeTokenValue(value)}>
              <Box h={12} w={value} bg="brand.5" style={{ borderRadius: 2, flexShrink: 0 }} />
            </Row>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('ui.tokens.radius', { value: String(theme.defaultRadius) })}
        </Text>
        <Stack gap={6}>
          {Object.entries(theme.radius).map(([key, value]) => (
            <Row key={key} name={key} value={describeTokenValue(value)}>
              <Box
                h={28}
                w={48}
                bg="brand.1"
                style={{
                  borderRadius: value,
                  border: '1px solid var(--mantine-color-brand-4)',
                  flexShrink: 0,
                }}
              />
            </Row>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('ui.tokens.shadows')}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {Object.keys(theme.shadows).map((key) => (
            <Card key={key} shadow={key} padding="xs" ta="center" withBorder={false}>
              <Text size="xs" ff="monospace">
                {key}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          {t('ui.tokens.breakpoints')}
        </Text>
        <Stack gap={6}>
          {Object.entries(theme.breakpoints).map(([key, value]) => (
            <Row key={key} name={key} value={`${value} · ${Number.parseFloat(value) * 16}px`} />
          ))}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
