import { Menu, UnstyledButton } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './TicketTable.module.css';

export interface LazyMenuProps {
  /** The button's accessible name, e.g. "Status of #12: To Do". */
  label: string;
  /** What the cell shows. */
  display: ReactNode;
  /** The menu's items; rendered only while it is open. */
  children: ReactNode;
}

/**
 * A cell's inline editor: a plain button until it is clicked, then a Mantine menu. Rows
 * scroll by the thousand, so no row pays for a popover it has not opened.
 */
export function LazyMenu({ label, display, children }: LazyMenuProps) {
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  // The closed button is a new element: give it the focus the menu hands back.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const trigger = (
    <UnstyledButton
      ref={button}
      className={classes.cellButton}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={open ? undefined : () => setOpen(true)}
    >
      {display}
    </UnstyledButton>
  );
  if (!open) return trigger;
  return (
    <Menu opened onChange={setOpen} position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
