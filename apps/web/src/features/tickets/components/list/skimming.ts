import { useRef } from 'react';

export interface SkimState {
  offset: number;
  skimming: boolean;
}

/**
 * Whether the table is being jumped through: a scroll moved more than its own height since the
 * last render (a dragged scrollbar, a jump key), until scrolling stops. Such frames show rows
 * no one can read, and drawing them whole (thirty rows of badges, menus and avatars a frame)
 * made long tasks; the rows are drawn light meanwhile and whole once the table rests.
 */
export function nextSkimState(
  last: SkimState,
  offset: number,
  viewport: number,
  scrolling: boolean,
): SkimState {
  if (!scrolling) return { offset, skimming: false };
  if (viewport > 0 && Math.abs(offset - last.offset) > viewport) return { offset, skimming: true };
  return { offset, skimming: last.skimming };
}

/**
 * The skimming flag across renders. Kept in a ref: it follows the virtualizer's own renders,
 * and the virtualizer renders again when scrolling stops (its isScrolling turns false).
 */
export function useSkimming(offset: number, viewport: number, scrolling: boolean): boolean {
  const state = useRef<SkimState>({ offset, skimming: false });
  state.current = nextSkimState(state.current, offset, viewport, scrolling);
  return state.current.skimming;
}
