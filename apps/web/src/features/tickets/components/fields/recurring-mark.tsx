import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { IconRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ChecklistMark.module.css';

/**
 * A ticket a recurring series made (docs/product.md#recurring-tickets): a small repeat icon
 * beside its summary on the table and a board card, its place in the series in its name; nothing
 * for a ticket made otherwise. A plain function of plain elements, as `checklistMark`.
 */
export function recurringMark(
  recurring: TicketListItem['recurring'] | undefined,
  label: (position: number) => string,
): ReactNode {
  if (!recurring) return null;
  const text = label(recurring.position);
  return (
    <span role="img" aria-label={text} title={text} className={classes.mark} data-testid="recurring-mark">
      <IconRepeat size={14} aria-hidden />
    </span>
  );
}
