import '@/shared/i18n/parts/design-pages';
import {
  Badge,
  Box,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  useMantineCssVariablesResolver,
  useMantineTheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContrastLevel, contrastLevel, contrastRatio, formatRatio } from './contrast';
import { colourRoles, paletteVariants } from './theme-colours';

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

/**
 * The interface's text colours on their surfaces, each with its contrast and WCAG level: one
 * card each, so a phone sees the ratio without scrolling a table sideways.
 */
function ColourRoles() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  const roles = colourRoles(theme, resolver);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('ui.tokens.roles')}
    >
      {roles.map((role) => {
        const ratio = contrastRatio(role.foreground, role.background);
        return (
          <Card key={role.token} withBorder padding="sm" component="li" data-testid={`role-${role.token}`}>
            <Group gap="sm" wrap="nowrap" align="center">
              <Box
                px="sm"
                py={6}
                style={{
                  color: role.foreground,
                  background: role.background,
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                }}
              >
                {t('ui.tokens.sampleText')}
              </Box>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {role.token}
                </Text>
                <Text size="xs" ff="monospace" c="dimmed">
                  {role.foreground} {t('ui.tokens.on')} {role.background}
                </Text>
                <Group gap={6}>
                  <Text size="sm" fw={700}>
                    {formatRatio(ratio)}
                  </Text>
                  <LevelBadge ratio={ratio} />
                </Group>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Every palette with its ten shades and each shade's contrast on white; the primary first. */
function Palettes() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const resolver = useMantineCssVariablesResolver();
  // A shade the resolver sets (red.6 for contrast) is painted as the app paints it.
  const overrides: Record<string, string> = resolver?.(theme).light ?? {};
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
            {theme.colors[name]?.map((tupleShade, index) => {
              const override = overrides[`--mantine-color-${name}-${index}`];
              const shade = override ?? tupleShade;
              const onWhite = contrastRatio(shade, theme.white);
              const onBlack = contrastRatio(shade, theme.black);
              const label =
                t('ui.tokens.shade', {
                  name,
                  index,
                  value: shade,
                  white: formatRatio(onWhite),
                  black: formatRatio(onBlack),
                }) + (override ? ` ${t('ui.tokens.overridden', { value: tupleShade })}` : '');
              return (
                <Stack key={tupleShade} gap={2} align="stretch">
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
                      <span aria-hidden>
                        {index}
                        {override ? '*' : ''}
                      </span>
                    </Box>
                  </Tooltip>
                  <Text fz={10} c="dimmed" ta="center" aria-hidden>
                    {/* Cut, never rounded up past a threshold (4.46 is not 4.5). */}
                    {(Math.floor(onWhite * 10) / 10).toFixed(1)}
                  </Text>
                </Stack>
              );
            })}
          </Box>
          <Group gap="xs" mt="xs" wrap="wrap">
            {paletteVariants(theme, resolver, name).map((variant) => {
              const ratio = contrastRatio(variant.foreground, variant.background);
              const kind = variant.token.endsWith('-outline') ? 'outline' : 'light';
              return (
                <Group key={variant.token} gap={4} wrap="nowrap" data-testid={`variant-${variant.token}`}>
                  <Badge variant={kind} color={name} size="sm">
                    {t(`ui.tokens.variants.${kind}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatRatio(ratio)}
                  </Text>
                </Group>
              );
            })}
          </Group>
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
