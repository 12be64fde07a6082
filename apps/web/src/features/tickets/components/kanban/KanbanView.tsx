import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketScope } from '../ticket-scope';
import classes from './Kanban.module.css';
import { KanbanCardOverlay } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { draggedTicket, kanbanAnnouncements, kanbanInstructions, overStatus } from './kanban-announcements';
import { boardCollisions, columnCoordinateGetter, createKeyboardTarget } from './kanban-keyboard';
import { countsKey, countTickets, kanbanStatuses } from './kanban-queries';
import { useKanbanMove } from './use-kanban-move';

export interface KanbanViewProps {
  scope: TicketScope;
  query: TicketListQuery;
}

/** A pointer must travel this far before a card lifts, so a click still opens the ticket. */
const POINTER_ACTIVATION_DISTANCE = 6;

/** Space lifts and drops a card; Enter also drops (it opens the ticket when nothing is lifted). */
const KEYBOARD_CODES = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

/**
 * The board: a column per status in the spec's order (only the filtered status when the
 * filter names one), per-column counts, and cards that move between columns by pointer or
 * keyboard to change their status.
 */
export function KanbanView({ scope, query }: KanbanViewProps) {
  const { t } = useTranslation();
  const statuses = kanbanStatuses(query);
  const counts = useQuery({
    queryKey: countsKey(scope, query),
    queryFn: ({ signal }) => countTickets(scope, query, signal),
  });
  const move = useKanbanMove(scope, query);
  const [dragging, setDragging] = useState<TicketListItem | null>(null);

  const keyboardTarget = useRef(createKeyboardTarget()).current;
  keyboardTarget.columns = statuses;
  const collisionDetection = useMemo(() => boardCollisions(keyboardTarget), [keyboardTarget]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, {
      keyboardCodes: KEYBOARD_CODES,
      coordinateGetter: columnCoordinateGetter(keyboardTarget),
    }),
  );
  const accessibility = useMemo(
    () => ({ announcements: kanbanAnnouncements(t), screenReaderInstructions: kanbanInstructions(t) }),
    [t],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const ticket = draggedTicket(active);
    keyboardTarget.current = ticket?.status ?? null;
    setDragging(ticket);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const ticket = draggedTicket(active);
    const to = overStatus(over);
    keyboardTarget.current = null;
    setDragging(null);
    if (ticket && to && to !== ticket.status) void move(ticket, to);
  };
  const onDragCancel = () => {
    keyboardTarget.current = null;
    setDragging(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {/* Focusable, so the board scrolls sideways from the keyboard even before any card is there. */}
      <section
        className={classes.board}
        data-testid="kanban-board"
        aria-label={t('ui.tickets.views.kanban.board')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        {statuses.map((status) => (
          <KanbanColumn
            key={status}
            scope={scope}
            query={query}
            status={status}
            count={counts.data ? (counts.data.by_status[status] ?? 0) : counts.isError ? null : undefined}
            draggingFrom={dragging?.status ?? null}
            single={statuses.length === 1}
          />
        ))}
      </section>
      <DragOverlay dropAnimation={null}>
        {dragging && <KanbanCardOverlay ticket={dragging} showBrand={scope.kind === 'workspace'} />}
      </DragOverlay>
    </DndContext>
  );
}
