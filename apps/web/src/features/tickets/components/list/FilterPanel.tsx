import { Box, Button, Modal, Popover, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterPanelProps {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** How many filters are on (the button says so and looks active). */
  activeCount: number;
  /** The filters themselves. */
  children: ReactNode;
}

/**
 * The Filter button and the panel it opens: a popover beside the button, or on a phone a
 * full-screen sheet (a 560 px popover does not fit, and ten fields do not fit under the
 * button), closed with "Show tickets" or the close button.
 */
export function FilterPanel({ opened, onOpenedChange, activeCount, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;
  const label = t('ui.tickets.listViews.filterPanel');
  const button = (
    <Button
      variant={activeCount > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      onClick={() => onOpenedChange(!opened)}
      aria-expanded={opened}
      aria-haspopup="dialog"
    >
      {activeCount > 0
        ? t('ui.tickets.listViews.filterButtonCount', { count: activeCount })
        : t('ui.tickets.listViews.filterButton')}
    </Button>
  );

  if (phone) {
    return (
      <>
        {button}
        <Modal
          opened={opened}
          onClose={() => onOpenedChange(false)}
          title={label}
          fullScreen
          transitionProps={{ transition: 'slide-up' }}
          closeButtonProps={{ 'aria-label': t('ui.close') }}
        >
          <Stack gap="lg">
            {children}
            {/* Always in reach at the bottom of the sheet, however far the fields scroll. */}
            <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
              <Button fullWidth onClick={() => onOpenedChange(false)}>
                {t('ui.tickets.listViews.showTickets')}
              </Button>
            </Box>
          </Stack>
        </Modal>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-start"
      shadow="md"
      width={560}
      trapFocus
      withinPortal
      withRoles={false}
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog">
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
