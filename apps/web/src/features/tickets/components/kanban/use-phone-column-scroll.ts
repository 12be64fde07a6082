import type { TicketStatus } from '@expertos/domain/tickets';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** A swipe has ended once the board has not moved for this long. */
const SETTLE_MS = 120;
/**
 * How long a column picked from the list may take to slide in. A slow phone (or a busy machine)
 * can pause a smooth scroll for longer than SETTLE_MS: the board, stopped half-way, is then
 * still on its way to the picked column, not swiped back to the one it left.
 */
export const SLIDE_MS = 1_500;

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
  /** The column the board is sliding to after a pick, and until when it may take to get there. */
  const sliding = useRef<{ status: TicketStatus; until: number } | null>(null);

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
    sliding.current = smooth ? { status: current, until: Date.now() + SLIDE_MS } : null;
    board.scrollTo({
      left: board.scrollLeft + offsetOf(board, column),
      behavior: smooth ? 'smooth' : 'auto',
    });
  }, [boardRef, phone, current]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    const settle = () => {
      const board = boardRef.current;
      const status = board ? columnInView(board) : null;
      const slide = sliding.current;
      if (slide && status !== slide.status) {
        const left = slide.until - Date.now();
        // Still on its way to the picked column: look again once the slide has had its time.
        if (left > 0) {
          timer.current = setTimeout(settle, left);
          return;
        }
      }
      sliding.current = null;
      if (status) onSwiped(status);
    };
    clearTimeout(timer.current);
    timer.current = setTimeout(settle, SETTLE_MS);
  }, [boardRef, onSwiped]);
}
