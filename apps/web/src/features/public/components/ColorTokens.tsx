import { Box, Card, SimpleGrid, Text, Tooltip, useMantineTheme } from '@mantine/core';

/** Every theme palette with its ten shades; the primary colour comes first. */
export function ColorTokens() {
  const theme = useMantineTheme();
  const names = [
    theme.primaryColor,
    ...Object.keys(theme.colors).filter((name) => name !== theme.primaryColor),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {names.map((name) => (
        <Card key={name} withBorder padding="sm" data-testid={`palette-${name}`}>
          <Text fw={600} size="sm" mb={6}>
            {name}
            {name === theme.primaryColor && (
              <Text span c="dimmed" size="xs">
                {' '}
                · primary
              </Text>
            )}
          </Text>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)', gap: 2 }}>
            {theme.colors[name]?.map((shade, index) => (
              <Tooltip key={shade} label={`${name}.${index} ${shade}`}>
                <Box
                  h={28}
                  bg={shade}
                  style={{
                    borderRadius: 4,
                    outline: index === 7 && name === theme.primaryColor ? '2px solid #000' : undefined,
                  }}
                  aria-label={`${name}.${index} ${shade}`}
                  role="img"
                />
              </Tooltip>
            ))}
          </Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}
