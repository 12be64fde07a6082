import { Group, type MantineBreakpoint, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';

/** The product's name with its mark; `nameVisibleFrom` hides the name on narrow screens. */
export function BrandMark({
  size = 'lg',
  nameVisibleFrom,
  label,
}: {
  size?: 'md' | 'lg';
  nameVisibleFrom?: MantineBreakpoint;
  /**
   * Read after the name, for screen readers only: the link's name starts with the visible
   * text (WCAG 2.5.3, label in name), so a speech user can say "Expertos".
   */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 30 : 26} radius="md" aria-hidden>
        <Text fw={800} size="sm" c="white">
          {env.appName.charAt(0)}
        </Text>
      </ThemeIcon>
      <Text fw={700} size={size} c="var(--mantine-color-text)" visibleFrom={nameVisibleFrom}>
        {env.appName}
      </Text>
      {label && nameVisibleFrom && (
        <VisuallyHidden hiddenFrom={nameVisibleFrom}>{env.appName}</VisuallyHidden>
      )}
      {label && <VisuallyHidden>{t('ui.nav.afterName', { label })}</VisuallyHidden>}
    </Group>
  );
}
