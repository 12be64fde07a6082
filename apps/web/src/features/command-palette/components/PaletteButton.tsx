import { ActionIcon, Kbd, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shortcutLabel } from '@/shared/lib/shortcuts';
import { openPalette } from '../palette-store';
import classes from './PaletteButton.module.css';

/** The header's way into the palette: a search-like button with its shortcut, an icon on a phone. */
export function PaletteButton() {
  const { t } = useTranslation();
  const keys = shortcutLabel('palette');
  const label = t('ui.commandPalette.open');
  return (
    <>
      <Tooltip label={t('ui.shortcuts.tooltip', { label, keys })} withinPortal>
        <UnstyledButton
          className={classes.button}
          onClick={openPalette}
          // Named by what it shows ("Search… Ctrl+K", WCAG 2.5.3); the tooltip says the rest.
          aria-keyshortcuts="Control+K Meta+K"
          visibleFrom="md"
        >
          <IconSearch size={16} aria-hidden />
          <Text size="sm" c="dimmed" className={classes.text}>
            {t('ui.commandPalette.button')}
          </Text>
          <Kbd size="xs">{keys}</Kbd>
        </UnstyledButton>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={openPalette}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        hiddenFrom="md"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
