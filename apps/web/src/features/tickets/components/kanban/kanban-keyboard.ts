import {
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';

/**
 * Keyboard moves on the board go column by column: ArrowRight/ArrowLeft pick the next or
 * previous column, whatever their widths or the scroll position. The chosen column is kept
 * here, so the collision check names it instead of measuring pixel overlaps (a card moved
 * 25 px at a time would need a dozen presses to leave its column).
 */
export interface KeyboardTarget {
  /** The columns in board order. */
  columns: readonly UniqueIdentifier[];
  /** The column a keyboard drag points at; null when no keyboard drag is on. */
  current: UniqueIdentifier | null;
}

export function createKeyboardTarget(): KeyboardTarget {
  return { columns: [], current: null };
}

/** The column one step left or right of the current one (stays at either end). */
export function stepColumn(target: KeyboardTarget, code: string): UniqueIdentifier | null {
  const step = code === KeyboardCode.Right ? 1 : code === KeyboardCode.Left ? -1 : 0;
  if (step === 0 || target.current === null) return null;
  const index = target.columns.indexOf(target.current);
  if (index < 0) return null;
  const next = Math.min(target.columns.length - 1, Math.max(0, index + step));
  return target.columns[next] ?? null;
}

/** Moves the dragged card onto the next column (centred on it, at the same height). */
export function columnCoordinateGetter(target: KeyboardTarget): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const next = stepColumn(target, event.code);
    if (next === null) return undefined;
    event.preventDefault();
    target.current = next;
    const rect = context.droppableRects.get(next);
    const width = context.collisionRect?.width ?? 0;
    // Coordinates change even when the layout is unknown, so the board re-checks the target.
    if (!rect) return { ...currentCoordinates };
    return { x: rect.left + (rect.width - width) / 2, y: currentCoordinates.y };
  };
}

/**
 * A pointer drag hovers the column under the pointer (or the one the card overlaps most when
 * the pointer is between columns); a keyboard drag hovers the column chosen with the arrows.
 */
export function boardCollisions(target: KeyboardTarget): CollisionDetection {
  return (args) => {
    if (!args.pointerCoordinates) {
      const id = target.current;
      return id !== null && args.droppableRects.has(id) ? [{ id }] : [];
    }
    const under = pointerWithin(args);
    return under.length > 0 ? under : rectIntersection(args);
  };
}
