import {
  Badge,
  Box,
  Card,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
  useMantineCssVariablesResolver,
  useMantineTheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContrastLevel, contrastLevel, contrastRatio, formatRatio } from './contrast';
import { colourRoles } from './theme-colours';

const LEVEL_COLOURS: Record<ContrastLevel, string> = {
  AAA: 'teal',
  AA: 'teal',
  large: 'yellow',
  fail: 'red',
};

function LevelBadge({ ratio }: { ratio: number }) {
  const { t } = useTranslation();
  const level = contrastLevel(ratio);
  return (
    <Badge variant="light" color={LEVEL_COLOURS[level]} size="sm">
      {t(`ui.tokens.levels.${level}`)}
    </Badge>
  );
}

/** The interface's text colours on their surfaces, each with its contrast and WCAG level. */
function ColourRoles() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  const roles = colourRoles(theme, resolver);
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" horizontalSpacing="md" aria-label={t('ui.tokens.roles')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ui.tokens.token')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.sample')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.value')}</Table.Th>
              <Table.Th scope="col">{t('ui.tokens.contrast')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => {
              const ratio = contrastRatio(role.foreground, role.background);
              return (
                <Table.Tr key={role.token} data-testid={`role-${role.token}`}>
                  <Table.Td>
                    <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {role.token}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Box
                      px="sm"
                      py={4}
                      style={{
                        color: role.foreground,
                        background: role.background,
                        border: '1px solid var(--mantine-color-gray-3)',
                        borderRadius: 'var(--mantine-radius-sm)',
                        display: 'inline-block',
                      }}
                    >
                      {t('ui.tokens.sampleText')}
                    </Box>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {role.foreground} / {role.background}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm" fw={600}>
                        {formatRatio(ratio)}
                      </Text>
                      <LevelBadge ratio={ratio} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Every palette with its ten shades and each shade's contrast on white; the primary first. */
function Palettes() {
  const { t } = useTranslation();
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
                · {t('ui.tokens.primary')}
              </Text>
            )}
          </Text>
          <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))', gap: 2 }}>
            {theme.colors[name]?.map((shade, index) => {
              const onWhite = contrastRatio(shade, theme.white);
              const onBlack = contrastRatio(shade, theme.black);
              const label = t('ui.tokens.shade', {
                name,
                index,
                value: shade,
                white: formatRatio(onWhite),
                black: formatRatio(onBlack),
              });
              return (
                <Stack key={shade} gap={2} align="stretch">
                  <Tooltip label={label} multiline maw={240}>
                    <Box
                      h={28}
                      bg={shade}
                      c={onWhite >= onBlack ? theme.white : theme.black}
                      fz={10}
                      ta="center"
                      lh="28px"
                      style={{ borderRadius: 4 }}
                      aria-label={label}
                      role="img"
                    >
                      <span aria-hidden>{index}</span>
                    </Box>
                  </Tooltip>
                  <Text fz={10} c="dimmed" ta="center" aria-hidden>
                    {onWhite.toFixed(1)}
                  </Text>
                </Stack>
              );
            })}
          </Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The colours of the theme: what the interface uses them for, then every palette. */
export function ColorTokens() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('ui.tokens.coloursIntro')}
      </Text>
      <ColourRoles />
      <Palettes />
    </Stack>
  );
}
