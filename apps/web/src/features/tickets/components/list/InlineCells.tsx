import '@mantine/dates/styles.css';
import { dueStateOf } from '@expertos/domain/due-state';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { PRIORITIES, TICKET_STATUSES } from '@expertos/domain/tickets';
import { Button, Menu, Popover, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { weekStart } from '@/shared/lib/format';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { personLabel } from '../../hooks/use-ticket-options';
import { datePresets } from '../fields/date-presets';
import { toIsoDay } from '../fields/iso-day';
import { dueDisplay } from './DueMark';
import { formatShortDay } from './format-day';
import { CellMenu, cellTrigger, useReturnFocus } from './LazyMenu';
import { rowAvatar, rowPriorityBadge, rowStatusBadge } from './RowBadges';
import classes from './TicketTable.module.css';
import type { TableActions } from './table-context';

/** The cells edited in place; the row keeps which one is open. */
export const EDITABLE_COLUMNS = ['status', 'priority', 'assignee', 'dueDate'] as const;
export type EditableColumn = (typeof EDITABLE_COLUMNS)[number];

/**
 * What a cell is drawn from. Cells are plain functions of the row (no component, hook or
 * translation of their own per mount); only an opened editor mounts a component.
 */
export interface CellState {
  ticket: TicketListItem;
  actions: TableActions;
  /** Whether this cell's editor is open. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

const check = (on: boolean) => (on ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />);

export function statusCell({ ticket, actions, open, onOpen, onClose }: CellState) {
  const { labels, update } = actions;
  const value = labels.statuses[ticket.status];
  const trigger = {
    column: 'status',
    label: labels.changeStatus({ id: ticket.id, value }),
    display: rowStatusBadge(ticket.status, value),
  };
  if (!open) return cellTrigger({ ...trigger, popup: 'menu', open, onClick: onOpen });
  return (
    <CellMenu {...trigger} onClose={onClose}>
      {TICKET_STATUSES.map((status) => (
        <Menu.Item
          key={status}
          leftSection={check(status === ticket.status)}
          onClick={() =>
            status !== ticket.status && update({ uid: ticket.uid, change: { status }, patch: { status } })
          }
        >
          {labels.statuses[status]}
        </Menu.Item>
      ))}
    </CellMenu>
  );
}

export function priorityCell({ ticket, actions, open, onOpen, onClose }: CellState) {
  const { labels, update } = actions;
  const value = labels.priorities[ticket.priority];
  const trigger = {
    column: 'priority',
    label: labels.changePriority({ id: ticket.id, value }),
    display: rowPriorityBadge(ticket.priority, value),
  };
  if (!open) return cellTrigger({ ...trigger, popup: 'menu', open, onClick: onOpen });
  return (
    <CellMenu {...trigger} onClose={onClose}>
      {PRIORITIES.map((priority) => (
        <Menu.Item
          key={priority}
          leftSection={check(priority === ticket.priority)}
          onClick={() =>
            priority !== ticket.priority &&
            update({ uid: ticket.uid, change: { priority }, patch: { priority } })
          }
        >
          {labels.priorities[priority]}
        </Menu.Item>
      ))}
    </CellMenu>
  );
}

export function assigneeCell({ ticket, actions, open, onOpen, onClose }: CellState) {
  const { labels, update, assignees } = actions;
  const { assignee } = ticket;
  const value = assignee ? personLabel(assignee) : labels.unassigned;
  const trigger = {
    column: 'assignee',
    label: labels.changeAssignee({ id: ticket.id, value }),
    display: (
      <span className={classes.person}>
        {assignee && rowAvatar(assignee, value)}
        <span className={assignee ? classes.truncate : classes.muted}>{value}</span>
      </span>
    ),
  };
  if (!open) return cellTrigger({ ...trigger, popup: 'menu', open, onClick: onOpen });
  return (
    <CellMenu {...trigger} onClose={onClose}>
      <Menu.Item
        leftSection={check(assignee === null)}
        onClick={() =>
          assignee && update({ uid: ticket.uid, change: { assignee: null }, patch: { assignee: null } })
        }
      >
        {labels.unassigned}
      </Menu.Item>
      {assignees.map((person) => (
        <Menu.Item
          key={person.uid}
          leftSection={check(person.uid === assignee?.uid)}
          onClick={() =>
            person.uid !== assignee?.uid &&
            update({ uid: ticket.uid, change: { assignee: person.uid }, patch: { assignee: person } })
          }
        >
          {personLabel(person)}
        </Menu.Item>
      ))}
    </CellMenu>
  );
}

export function dueDateCell({ ticket, actions, open, onOpen, onClose }: CellState) {
  const { labels } = actions;
  const value = ticket.due_date ? formatShortDay(ticket.due_date) : labels.none;
  const state = dueStateOf(ticket, new Date(), viewerTimeZone());
  const trigger = {
    column: 'dueDate',
    // The mark is said too: "Change due date of #3: Mar 2, 2026, Overdue".
    label: labels.changeDueDate({ id: ticket.id, value: state ? `${value}, ${labels.due[state]}` : value }),
    display: dueDisplay(ticket, value, labels.due),
  };
  if (!open) return cellTrigger({ ...trigger, popup: 'dialog', open, onClick: onOpen });
  return <DueDatePopover ticket={ticket} actions={actions} trigger={trigger} onClose={onClose} />;
}

interface DueDatePopoverProps {
  ticket: TicketListItem;
  actions: TableActions;
  trigger: { column: string; label: string; display: ReactNode };
  onClose: () => void;
}

/** The opened due date cell: a calendar, and a way to clear the date. */
function DueDatePopover({ ticket, actions, trigger, onClose }: DueDatePopoverProps) {
  const { t, i18n } = useTranslation();
  const button = useReturnFocus(trigger.column);
  const change = (due_date: string | null) => {
    onClose();
    if (due_date !== ticket.due_date)
      actions.update({ uid: ticket.uid, change: { due_date }, patch: { due_date } });
  };
  return (
    <Popover
      opened
      onChange={(opened) => !opened && onClose()}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        {cellTrigger({ ...trigger, popup: 'dialog', open: true, onClick: onClose, ref: button })}
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <DatePicker
            value={ticket.due_date}
            onChange={(value) => change(toIsoDay(value))}
            defaultDate={ticket.due_date ?? undefined}
            presets={datePresets(t, new Date(), weekStart(i18n.language))}
            firstDayOfWeek={weekStart(i18n.language)}
          />
          {ticket.due_date && (
            <Button variant="subtle" size="compact-sm" color="red" onClick={() => change(null)}>
              {actions.labels.clearDueDate}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
