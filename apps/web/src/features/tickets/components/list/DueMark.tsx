import { type DueState, dueStateOf } from '@expertos/domain/due-state';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import classes from './TicketTable.module.css';

/**
 * A ticket's due date with, when it is overdue or due soon (docs/product.md#due-dates), an icon
 * and the word, coloured as well but never by colour alone. A plain function: rows draw cells
 * without mounting components.
 */
export function dueDisplay(
  ticket: Pick<TicketListItem, 'due_date' | 'status'>,
  text: string,
  words: Record<DueState, string>,
  now: Date = new Date(),
): ReactNode {
  const state = dueStateOf(ticket, now, viewerTimeZone());
  if (!state) return <span className={ticket.due_date ? undefined : classes.muted}>{text}</span>;
  const Icon = state === 'overdue' ? IconAlertTriangle : IconClockHour4;
  return (
    <span className={`${classes.due} ${classes[state]}`} data-due={state}>
      <span className={classes.truncate}>{text}</span>
      <span className={classes.dueMark}>
        <Icon size={14} aria-hidden />
        {words[state]}
      </span>
    </span>
  );
}
