import { Menu } from '@mantine/core';
import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from 'react';
import classes from './TicketTable.module.css';

export interface CellTriggerProps {
  /** The cell's column, kept on the button (data-cell) to give it the focus back. */
  column: string;
  /** The button's accessible name, e.g. "Status of #12: To Do". */
  label: string;
  /** What the cell shows. */
  display: ReactNode;
  popup: 'menu' | 'dialog';
  open: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A cell's editor button. Closed, it is all a cell is: rows scroll by the thousand, so no
 * row pays for a menu, a popover or their items before the cell is opened.
 */
export function cellTrigger({ column, label, display, popup, open, onClick, ref }: CellTriggerProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={classes.cellButton}
      data-cell={column}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={open}
      onClick={onClick}
    >
      {display}
    </button>
  );
}

/**
 * On close the cell's closed button is a new element: give it the focus the editor had.
 * The row is found from the open button on mount; once the row itself has gone (scrolled
 * away) nothing is focused.
 */
export function useReturnFocus(column: string): RefObject<HTMLButtonElement | null> {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const row = button.current?.closest('tr');
    return () => {
      if (row?.isConnected) row.querySelector<HTMLElement>(`[data-cell="${column}"]`)?.focus();
    };
  }, [column]);
  return button;
}

export interface CellMenuProps extends Omit<CellTriggerProps, 'popup' | 'open' | 'onClick' | 'ref'> {
  onClose: () => void;
  /** The menu's items: built only once the cell is opened. */
  children: ReactNode;
}

/** An opened cell menu (the row mounts it only while the cell is open). */
export function CellMenu({ onClose, children, ...trigger }: CellMenuProps) {
  const button = useReturnFocus(trigger.column);
  return (
    <Menu opened onChange={(opened) => !opened && onClose()} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>{cellTrigger({ ...trigger, popup: 'menu', open: true, ref: button })}</Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
