import { Box, Card, SimpleGrid, Stack, Text, useMantineTheme } from '@mantine/core';
import { describeTokenValue } from './token-value';

/** Spacing, radius and shadow scales. */
export function SizeTokens() {
  const theme = useMantineTheme();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          Spacing
        </Text>
        <Stack gap={6}>
          {Object.entries(theme.spacing).map(([key, value]) => (
            <Box key={key} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Text size="xs" w={28} ff="monospace">
                {key}
              </Text>
              <Box h={12} w={value} bg="brand.5" style={{ borderRadius: 2 }} />
              <Text size="xs" c="dimmed" ff="monospace">
                {describeTokenValue(value)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          Radius (default {String(theme.defaultRadius)})
        </Text>
        <Stack gap={6}>
          {Object.entries(theme.radius).map(([key, value]) => (
            <Box key={key} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Text size="xs" w={28} ff="monospace">
                {key}
              </Text>
              <Box
                h={28}
                w={48}
                bg="brand.1"
                style={{ borderRadius: value, border: '1px solid var(--mantine-color-brand-4)' }}
              />
              <Text size="xs" c="dimmed" ff="monospace">
                {describeTokenValue(value)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Text fw={600} mb="sm">
          Shadows
        </Text>
        <SimpleGrid cols={3} spacing="sm">
          {Object.keys(theme.shadows).map((key) => (
            <Card key={key} shadow={key} padding="xs" ta="center">
              <Text size="xs" ff="monospace">
                {key}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Card>
    </SimpleGrid>
  );
}
