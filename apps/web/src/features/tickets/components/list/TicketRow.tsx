import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Checkbox, Text, UnstyledButton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketTypeBadge } from '../fields/TicketTypeBadge';
import { formatDay } from './format-day';
import { AssigneeCell, DueDateCell, PriorityCell, StatusCell } from './InlineCells';
import classes from './TicketTable.module.css';
import type { GridColumn } from './table-columns';
import { type TableActions, useTableActions } from './table-context';

export interface TicketRowProps {
  ticket: TicketListItem;
  index: number;
  /** Pixels from the top of the body (from the virtualizer). */
  start: number;
  selected: boolean;
  columns: readonly GridColumn[];
  /** Moves the focus to another row (arrow keys). */
  onFocusRow: (index: number) => void;
}

interface CellContext {
  ticket: TicketListItem;
  index: number;
  selected: boolean;
  t: TFunction;
  actions: TableActions;
}

/** A cell's content; a plain function, so a row mounts no component per cell. */
function cellContent(column: GridColumn, { ticket, index, selected, t, actions }: CellContext): ReactNode {
  switch (column) {
    case 'select':
      return (
        <Checkbox
          size="xs"
          checked={selected}
          aria-label={t('ui.tickets.list.table.selectRow', { id: ticket.id })}
          // onClick (not onChange) to read the Shift key for range selection.
          onClick={(event) => actions.toggle(index, event.shiftKey)}
          onChange={() => {}}
        />
      );
    case 'id':
      return (
        <Text size="sm" c="dimmed">
          #{ticket.id}
        </Text>
      );
    case 'summary':
      return (
        <UnstyledButton
          className={classes.summary}
          onClick={() => actions.open(ticket)}
          title={ticket.summary}
          tabIndex={-1}
        >
          {ticket.summary}
        </UnstyledButton>
      );
    case 'brand':
      return (
        <Text size="sm" className={classes.muted}>
          {ticket.project.name}
        </Text>
      );
    case 'type':
      return <TicketTypeBadge type={ticket.ticket_type} size="sm" />;
    case 'status':
      return <StatusCell ticket={ticket} />;
    case 'priority':
      return <PriorityCell ticket={ticket} />;
    case 'assignee':
      return <AssigneeCell ticket={ticket} />;
    case 'dueDate':
      return <DueDateCell ticket={ticket} />;
    case 'tags':
      return (
        <Text size="xs" className={classes.muted} title={ticket.tags.join(', ')}>
          {ticket.tags.join(', ')}
        </Text>
      );
    case 'updated':
      return (
        <Text size="sm" className={classes.muted}>
          {formatDay(ticket.updated)}
        </Text>
      );
  }
}

/**
 * One ticket. Memoised: scrolling mounts only rows entering the view, and an edit or a
 * selection change re-renders only the rows it touches.
 */
export const TicketRow = memo(function TicketRow({
  ticket,
  index,
  start,
  selected,
  columns,
  onFocusRow,
}: TicketRowProps) {
  const { t } = useTranslation();
  const actions = useTableActions();
  const context: CellContext = { ticket, index, selected, t, actions };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only keys pressed on the row itself: a cell's button handles its own Enter.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      actions.open(ticket);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onFocusRow(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };
  return (
    <tr
      className={classes.bodyRow}
      style={{ transform: `translateY(${start}px)` }}
      data-index={index}
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-label={t('ui.tickets.list.table.open', { id: ticket.id, summary: ticket.summary })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {columns.map((column) => (
        <td key={column} className={classes.td}>
          {cellContent(column, context)}
        </td>
      ))}
    </tr>
  );
});
