import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import { Button, Checkbox, Group, NativeSelect, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconLayoutColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardPrefs } from '../../hooks/use-board-prefs';

export interface BoardToolbarProps {
  prefs: BoardPrefs;
  /** Configured columns left out for being empty. */
  hiddenEmpty: number;
  onShowEmpty: (showEmpty: boolean) => void;
  onStatusShown: (status: TicketStatus, shown: boolean) => void;
  /** On a phone: the columns to pick from, the one shown, and their counts. */
  phone?: {
    columns: readonly TicketStatus[];
    current: TicketStatus | undefined;
    countOf: (status: TicketStatus) => number | null;
    onPick: (status: TicketStatus) => void;
  };
}

/**
 * Above the board: the column a phone shows, "Show empty columns", and which statuses this
 * board shows at all (docs/product.md#board-and-calendar).
 */
export function BoardToolbar({ prefs, hiddenEmpty, onShowEmpty, onStatusShown, phone }: BoardToolbarProps) {
  const { t } = useTranslation();
  const statusLabel = (status: TicketStatus) => t(`ui.tickets.list.statuses.${status}`);
  const emptySwitch = (
    <Group gap="sm">
      <Switch
        label={t('ui.tickets.board.showEmpty')}
        checked={prefs.showEmpty}
        onChange={(event) => onShowEmpty(event.currentTarget.checked)}
        data-testid="kanban-show-empty"
      />
      {!prefs.showEmpty && hiddenEmpty > 0 && (
        <Text size="sm" c="dimmed" data-testid="kanban-hidden-empty">
          {t('ui.tickets.board.hiddenEmpty', { count: hiddenEmpty })}
        </Text>
      )}
    </Group>
  );
  const columnsChoice = (
    <Popover position="bottom-end" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconLayoutColumns size={14} aria-hidden />}>
          {t('ui.tickets.board.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label={t('ui.tickets.board.columnsTitle')}
          description={t('ui.tickets.board.columnsHint')}
          value={TICKET_STATUSES.filter((status) => !prefs.hidden.includes(status))}
          onChange={(values) => {
            for (const status of TICKET_STATUSES) {
              const shown = values.includes(status);
              if (shown === prefs.hidden.includes(status)) onStatusShown(status, shown);
            }
          }}
        >
          <Stack gap={6} mt="xs">
            {TICKET_STATUSES.map((status) => {
              const shown = !prefs.hidden.includes(status);
              const last = shown && prefs.hidden.length === TICKET_STATUSES.length - 1;
              return <Checkbox key={status} value={status} label={statusLabel(status)} disabled={last} />;
            })}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );

  if (phone) {
    // A phone: the column list and "Columns" side by side, the switch below; the board starts sooner.
    return (
      <Stack gap="xs" mb="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {phone.columns.length > 0 && (
            <NativeSelect
              label={t('ui.tickets.board.phoneColumn')}
              value={phone.current ?? ''}
              onChange={(event) => phone.onPick(event.currentTarget.value as TicketStatus)}
              data={phone.columns.map((status) => {
                const count = phone.countOf(status);
                return {
                  value: status,
                  label:
                    count === null
                      ? statusLabel(status)
                      : t('ui.tickets.board.phoneOption', { status: statusLabel(status), count }),
                };
              })}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="kanban-phone-column"
            />
          )}
          {columnsChoice}
        </Group>
        {emptySwitch}
      </Stack>
    );
  }
  return (
    <Group gap="sm" mb="sm" justify="space-between" wrap="wrap">
      {emptySwitch}
      {columnsChoice}
    </Group>
  );
}
