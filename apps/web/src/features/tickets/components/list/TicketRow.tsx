import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { type KeyboardEvent, memo, type ReactNode, useState } from 'react';
import { useSlots } from '@/shared/ui/slots';
import { preloadTaskDialog } from '@/shared/ui/task-dialog/preload-task-dialog';
import { checklistMark } from '../fields/checklist-mark';
import { recurringMark } from '../fields/recurring-mark';
import { showsPostBadges, waitsForApproval } from '../fields/waits-for-approval';
import { formatDay } from './format-day';
import {
  assigneeCell,
  type CellState,
  dueDateCell,
  type EditableColumn,
  priorityCell,
  statusCell,
} from './InlineCells';
import { rowTypeBadge } from './RowBadges';
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
  /**
   * The list is being jumped through (more than a screen a frame, like a dragged scrollbar):
   * draw only the number and summary; the full row follows when the scrolling stops.
   */
  skim?: boolean;
}

interface RowState {
  ticket: TicketListItem;
  /** The Approval column is shown: the badge goes there rather than after the summary. */
  approvalColumn: boolean;
  /** The Checklist column is shown: the progress goes there rather than after the summary. */
  checklistColumn: boolean;
  index: number;
  selected: boolean;
  actions: TableActions;
  editing: EditableColumn | null;
  setEditing: (column: EditableColumn | null) => void;
}

/** Reads the Shift key for range selection, so the checkbox's change is handled on click. */
const ignoreChange = () => {};

function editable(column: EditableColumn, row: RowState): CellState {
  return {
    ticket: row.ticket,
    actions: row.actions,
    open: row.editing === column,
    onOpen: () => row.setEditing(column),
    onClose: () => row.setEditing(null),
  };
}

/** The ticket's checklist progress ("3/7"), or nothing when it has no checklist. */
function checklistProgress(row: RowState, look: 'bar' | 'icon'): ReactNode {
  const progress = row.ticket.checklist;
  const { labels } = row.actions;
  return checklistMark(
    progress,
    { count: labels.checklistCount(progress), label: labels.checklist(progress) },
    look,
  );
}

/**
 * A cell's content: plain elements with CSS module classes, from a plain function, so a row
 * mounts no component per cell (a scrollbar jump mounts thirty rows in one frame).
 */
function cellContent(column: GridColumn, row: RowState): ReactNode {
  const { ticket, index, selected, actions } = row;
  switch (column) {
    case 'select':
      return (
        <input
          type="checkbox"
          className={classes.check}
          checked={selected}
          aria-label={actions.labels.selectRow({ id: ticket.id })}
          onClick={(event) => actions.toggle(index, event.shiftKey)}
          onChange={ignoreChange}
        />
      );
    case 'id':
      return <span className={classes.dimmed}>#{ticket.id}</span>;
    case 'summary':
      return (
        <>
          <button
            type="button"
            className={classes.summary}
            onClick={() => actions.open(ticket)}
            title={ticket.summary}
            tabIndex={-1}
          >
            {ticket.summary}
          </button>
          {!row.approvalColumn && showsPostBadges(ticket) && <RowApprovalBadges ticket={ticket} />}
          {ticket.recurring && (
            <span className={classes.afterSummary}>
              {recurringMark(ticket.recurring, (position) => actions.labels.recurring({ position }))}
            </span>
          )}
          {!row.checklistColumn && ticket.checklist.total > 0 && (
            <span className={classes.afterSummary}>{checklistProgress(row, 'icon')}</span>
          )}
        </>
      );
    case 'approval':
      return waitsForApproval(ticket) ? <RowApprovalBadges ticket={ticket} /> : null;
    case 'brand':
      return <span className={classes.muted}>{ticket.project.name}</span>;
    case 'type':
      return rowTypeBadge(ticket.ticket_type, actions.labels.types[ticket.ticket_type]);
    case 'status':
      return statusCell(editable(column, row));
    case 'priority':
      return priorityCell(editable(column, row));
    case 'assignee':
      return assigneeCell(editable(column, row));
    case 'dueDate':
      return dueDateCell(editable(column, row));
    case 'checklist':
      return checklistProgress(row, 'bar');
    case 'tags': {
      const tags = ticket.tags.join(', ');
      return (
        <span className={`${classes.muted} ${classes.small}`} title={tags}>
          {tags}
        </span>
      );
    }
    case 'updated':
      return <span className={classes.muted}>{formatDay(ticket.updated)}</span>;
  }
}

/** What a skimmed row shows: enough to see where one is, cheap enough to draw 30 a frame. */
function skimContent(column: GridColumn, ticket: TicketListItem): ReactNode {
  if (column === 'id') return <span className={classes.dimmed}>#{ticket.id}</span>;
  if (column === 'summary') return <span className={classes.truncate}>{ticket.summary}</span>;
  return null;
}

/**
 * One ticket. Memoised (shallow props: the ticket object, its place, the selected flag, the
 * visible columns): scrolling mounts only rows entering the view, and an edit or a selection
 * change re-renders only the rows it touches.
 */
export const TicketRow = memo(function TicketRow({
  ticket,
  index,
  start,
  selected,
  columns,
  onFocusRow,
  skim = false,
}: TicketRowProps) {
  const actions = useTableActions();
  // Which cell's editor is open: one state per row rather than one per editable cell.
  const [editing, setEditing] = useState<EditableColumn | null>(null);
  const row: RowState = {
    ticket,
    approvalColumn: columns.includes('approval'),
    checklistColumn: columns.includes('checklist'),
    index,
    selected,
    actions,
    editing,
    setEditing,
  };
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
      // J/K move through these (features/command-palette/lib/list-navigation.ts).
      data-ticket-uid={ticket.uid}
      data-project-slug={ticket.project.slug}
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-label={actions.labels.open({ id: ticket.id, summary: ticket.summary })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      // The dialog's code is on its way before the click (usually already there, from idle).
      onPointerEnter={preloadTaskDialog}
      onFocus={preloadTaskDialog}
    >
      {columns.map((column) => (
        <td key={column} className={classes.td}>
          {skim ? skimContent(column, ticket) : cellContent(column, row)}
        </td>
      ))}
    </tr>
  );
});

/** Other features' badges of a post waiting for approval (its open step), after its summary. */
function RowApprovalBadges({ ticket }: { ticket: TicketListItem }) {
  const { ticketBadges } = useSlots();
  return ticketBadges.map((Badge, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the slot's list is fixed for the app's life.
    <Badge key={index} workspaceUid={ticket.workspace_uid} ticketUid={ticket.uid} />
  ));
}
