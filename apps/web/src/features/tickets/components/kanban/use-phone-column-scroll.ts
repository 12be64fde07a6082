import type { TicketStatus } from '@expertos/domain/tickets';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** A swipe has ended once the board has not moved for this long. */
const SETTLE_MS = 120;

function columnsOf(board: HTMLElement): HTMLElement[] {
  return [...board.querySelectorAll<HTMLElement>(':scope > [data-status]')];
}

/** How far the board must scroll to bring `column`'s start to its own start. */
function offsetOf(board: HTMLElement, column: HTMLElement): number {
  return column.getBoundingClientRect().left - board.getBoundingClientRect().left;
}

/** The column whose start is nearest the board's start: the one a phone is showing. */
export function columnInView(board: HTMLElement): TicketStatus | null {
  let nearest: HTMLElement | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const column of columnsOf(board)) {
    const away = Math.abs(offsetOf(board, column));
    if (away < distance) {
      nearest = column;
      distance = away;
    }
  }
  return (nearest?.dataset.status as TicketStatus | undefined) ?? null;
}

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A phone's board shows one column at a time and snaps to a column per swipe (Kanban.module.css).
 * This keeps the "Column" list and the board together: the column chosen in the list (or the
 * first with tickets, on opening) is scrolled into view, and a swipe that settles on another
 * column reports it through `onSwiped`. Answers the board's scroll handler.
 */
export function usePhoneColumnScroll(
  boardRef: RefObject<HTMLElement | null>,
  phone: boolean,
  current: TicketStatus | undefined,
  onSwiped: (status: TicketStatus) => void,
): () => void {
  const placed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const board = boardRef.current;
    if (!phone || !current || !board) {
      placed.current = false;
      return;
    }
    const column = board.querySelector<HTMLElement>(`:scope > [data-status="${current}"]`);
    if (!column) return;
    // The board opens on its column at once; a column picked afterwards slides in.
    const smooth = placed.current && !reducedMotion();
    placed.current = true;
    if (columnInView(board) === current) return;
    board.scrollTo({
      left: board.scrollLeft + offsetOf(board, column),
      behavior: smooth ? 'smooth' : 'auto',
    });
  }, [boardRef, phone, current]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const board = boardRef.current;
      const status = board ? columnInView(board) : null;
      if (status) onSwiped(status);
    }, SETTLE_MS);
  }, [boardRef, onSwiped]);
}
