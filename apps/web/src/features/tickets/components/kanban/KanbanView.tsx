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
import type { TicketStatus } from '@expertos/domain/tickets';
import { Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardPrefs } from '../../hooks/use-board-prefs';
import { scopeKey, type TicketScope } from '../ticket-scope';
import { BoardToolbar } from './BoardToolbar';
import { boardColumns, firstColumn, hiddenEmptyCount } from './board-columns';
import classes from './Kanban.module.css';
import { KanbanCardOverlay } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { draggedTicket, kanbanAnnouncements, kanbanInstructions, overStatus } from './kanban-announcements';
import { boardCollisions, columnCoordinateGetter, createKeyboardTarget } from './kanban-keyboard';
import { countsKey, countTickets, kanbanStatuses } from './kanban-queries';
import { useKanbanMove } from './use-kanban-move';
import { usePhoneColumnScroll } from './use-phone-column-scroll';

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

/** Phones (below Mantine's `sm`) show one column at a time. */
const PHONE_QUERY = '(max-width: 48em)';

/** The columns that held tickets under the same filters: one a move just emptied stays put. */
function useKeptColumns(query: TicketListQuery) {
  const kept = useRef({ key: '', statuses: new Set<TicketStatus>() });
  const key = JSON.stringify(query);
  if (kept.current.key !== key) kept.current = { key, statuses: new Set() };
  return kept.current.statuses;
}

/**
 * The board: a column per status in the spec's order (only the filtered status when the
 * filter names one), per-column counts, and cards that move between columns by pointer or
 * keyboard to change their status. Empty columns and the statuses this board leaves out are
 * hidden (docs/product.md#board-and-calendar). A phone shows one column at a time: the board
 * scrolls sideways a column per swipe (CSS scroll snap), and the "Column" list follows the
 * swipes and scrolls to the column picked in it.
 */
export function KanbanView({ scope, query }: KanbanViewProps) {
  const { t } = useTranslation();
  const counts = useQuery({
    queryKey: countsKey(scope, query),
    queryFn: ({ signal }) => countTickets(scope, query, signal),
  });
  const board = useBoardPrefs(scopeKey(scope));
  const kept = useKeptColumns(query);
  const allowed = kanbanStatuses(query);
  const shown = boardColumns({
    statuses: allowed,
    counts: counts.isError ? null : counts.data,
    prefs: board.prefs,
    kept,
  });
  for (const status of shown) if ((counts.data?.by_status[status] ?? 0) > 0) kept.add(status);
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const [picked, setPicked] = useState<TicketStatus | null>(null);
  const phoneColumn = picked && shown.includes(picked) ? picked : firstColumn(shown, counts.data);
  const boardRef = useRef<HTMLElement>(null);
  const onBoardScroll = usePhoneColumnScroll(boardRef, phone, phoneColumn, setPicked);
  const countOf = (status: TicketStatus) =>
    counts.data ? (counts.data.by_status[status] ?? 0) : counts.isError ? null : undefined;
  const move = useKanbanMove(scope, query);
  const [dragging, setDragging] = useState<TicketListItem | null>(null);

  const keyboardTarget = useRef(createKeyboardTarget()).current;
  keyboardTarget.columns = shown;
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

  const toolbar = (
    <BoardToolbar
      prefs={board.prefs}
      hiddenEmpty={counts.data ? hiddenEmptyCount(allowed, shown, board.prefs) : 0}
      onShowEmpty={board.setShowEmpty}
      onStatusShown={board.setStatusShown}
      phone={
        phone
          ? {
              columns: shown,
              current: phoneColumn,
              countOf: (status) => countOf(status) ?? null,
              onPick: setPicked,
            }
          : undefined
      }
    />
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      {toolbar}
      {/* Focusable, so the board scrolls sideways from the keyboard even before any card is there. */}
      <section
        ref={boardRef}
        className={classes.board}
        data-testid="kanban-board"
        data-phone={phone || undefined}
        data-dragging={dragging ? true : undefined}
        onScroll={phone ? onBoardScroll : undefined}
        aria-label={t('ui.tickets.views.kanban.board')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        {counts.isPending && allowed.length > 1 && (
          <Skeleton
            className={classes.column}
            role="status"
            aria-label={t('ui.tickets.views.kanban.countLoading')}
          />
        )}
        {counts.isSuccess && shown.length === 0 && (
          <Text size="sm" c="dimmed" p="md" data-testid="kanban-no-columns">
            {t('ui.tickets.board.noColumns')}
          </Text>
        )}
        {shown.map((status) => (
          <KanbanColumn
            key={status}
            scope={scope}
            query={query}
            status={status}
            count={countOf(status)}
            draggingFrom={dragging?.status ?? null}
            single={shown.length === 1}
          />
        ))}
      </section>
      <DragOverlay dropAnimation={null}>
        {dragging && <KanbanCardOverlay ticket={dragging} showBrand={scope.kind === 'workspace'} />}
      </DragOverlay>
    </DndContext>
  );
}
