import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../hooks/use-table-prefs';
import classes from './TicketTable.module.css';

/** How far one arrow key press moves a column's edge. */
const KEY_STEP = 16;

export interface ColumnResizerProps {
  column: TableColumn;
  label: string;
  onResize: (column: TableColumn, width: number | null) => void;
}

/**
 * The right edge of a header cell: drag it (or focus it and press ←/→) to size the column;
 * a double click gives the column its default width back.
 */
export function ColumnResizer({ column, label, onResize }: ColumnResizerProps) {
  const { t } = useTranslation();
  const drag = useRef<{ x: number; width: number } | null>(null);
  const widthOf = (element: HTMLElement) => element.parentElement?.getBoundingClientRect().width ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: widthOf(event.currentTarget) };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onResize(column, drag.current.width + event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP;
    onResize(column, widthOf(event.currentTarget) + step);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable column edge is a separator (WAI-ARIA window splitter); <hr> cannot take focus or pointer drags.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('ui.tickets.listViews.resizeColumn', { column: label })}
      aria-valuenow={0}
      tabIndex={0}
      className={classes.resizer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={() => onResize(column, null)}
      onKeyDown={onKeyDown}
    />
  );
}
