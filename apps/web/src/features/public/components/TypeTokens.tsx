import { Card, Stack, Table, Text, Title, type TitleOrder, useMantineTheme } from '@mantine/core';
import { describeTokenValue } from './token-value';

const HEADINGS: TitleOrder[] = [1, 2, 3, 4, 5, 6];

/** The font stacks, heading scale and text sizes. */
export function TypeTokens() {
  const theme = useMantineTheme();
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Text size="sm" c="dimmed">
          Font stack
        </Text>
        <Text ff="monospace" size="xs" style={{ wordBreak: 'break-word' }}>
          {theme.fontFamily}
        </Text>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="xs">
          {HEADINGS.map((order) => {
            const size = theme.headings.sizes[`h${order}`];
            return (
              <Title key={order} order={order} style={{ margin: 0 }}>
                Heading {order}{' '}
                <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
                  {describeTokenValue(size.fontSize)} / {size.lineHeight}
                </Text>
              </Title>
            );
          })}
        </Stack>
      </Card>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Sample</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(theme.fontSizes).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td ff="monospace">{key}</Table.Td>
                  <Table.Td ff="monospace">{describeTokenValue(value)}</Table.Td>
                  <Table.Td>
                    <Text size={key}>Content for creators and brands</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
