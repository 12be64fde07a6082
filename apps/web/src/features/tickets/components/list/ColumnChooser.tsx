import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FIXED_COLUMNS, TABLE_COLUMNS, useTablePrefs } from '../../hooks/use-table-prefs';
import { columnLabel } from './table-columns';

/**
 * The column choice: a popover of real checkboxes (a menu item cannot be a checkbox in
 * Mantine), remembered in this browser.
 */
export function ColumnChooser({ withBrand }: { withBrand: boolean }) {
  const { t } = useTranslation();
  const hidden = useTablePrefs((state) => state.hidden);
  const setVisible = useTablePrefs((state) => state.setColumnVisible);
  const choosable = TABLE_COLUMNS.filter(
    (column) => !FIXED_COLUMNS.includes(column) && (withBrand || column !== 'brand'),
  );
  return (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns size={14} aria-hidden />}
          aria-label={t('ui.tickets.list.table.chooseColumns')}
        >
          {t('ui.tickets.list.table.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-labelledby="ticket-columns-label">
          <Text id="ticket-columns-label" size="xs" fw={600} c="dimmed">
            {t('ui.tickets.list.table.chooseColumns')}
          </Text>
          {choosable.map((column) => (
            <Checkbox
              key={column}
              size="sm"
              label={columnLabel(t, column)}
              checked={!hidden.includes(column)}
              onChange={(event) => setVisible(column, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
