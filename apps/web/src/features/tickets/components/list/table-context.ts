import type { PersonRef, TicketListItem } from '@expertos/domain/ticket.schema';
import { createContext, useContext } from 'react';
import type { TicketEdit } from '../../hooks/use-update-ticket';
import type { RowLabels } from './row-labels';

/**
 * What every row may do and say; one value for the whole table so memoised rows stay put.
 * The table reads the translations once: a useTranslation per row and cell cost a fifth of
 * a row's mount when a scrollbar jump mounts thirty of them in one frame.
 */
export interface TableActions {
  assignees: readonly PersonRef[];
  update: (edit: TicketEdit) => void;
  open: (ticket: TicketListItem) => void;
  /** A checkbox click; with Shift it selects the range from the last clicked row. */
  toggle: (index: number, shift: boolean) => void;
  labels: RowLabels;
}

export const TableActionsContext = createContext<TableActions | null>(null);

export function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('useTableActions outside the ticket table');
  return actions;
}
