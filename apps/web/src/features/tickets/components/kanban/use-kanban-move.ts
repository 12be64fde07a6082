import type { TicketCounts, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTicket } from '../../hooks/use-update-ticket';
import type { TicketScope } from '../ticket-scope';
import {
  type ColumnData,
  columnKey,
  countsKey,
  withMovedCount,
  withoutTicket,
  withTicketFirst,
} from './kanban-queries';

/**
 * Moves a card to another status column through the one ticket update: the board changes at
 * once (card out of its column, on top of the other, counts adjusted), the server is asked, and
 * on a refusal the board goes back as it was with an error notification. Every ticket view
 * refreshes afterwards.
 */
export function useKanbanMove(scope: TicketScope, query: TicketListQuery) {
  const { t } = useTranslation();
  const { mutateAsync: update } = useUpdateTicket(scope.workspaceUid);

  return useCallback(
    async (ticket: TicketListItem, to: TicketStatus) => {
      const from = ticket.status;
      if (from === to) return;
      // Columns sort by the last change: the moved card goes on top of its new column.
      const moved: TicketListItem = { ...ticket, status: to, updated: new Date().toISOString() };
      await update({
        uid: ticket.uid,
        change: { status: to },
        patch: { status: to },
        reshape: (view) => {
          view<ColumnData>(columnKey(scope, query, from), (data) => withoutTicket(data, ticket.uid));
          view<ColumnData>(columnKey(scope, query, to), (data) => withTicketFirst(data, moved));
          view<TicketCounts>(countsKey(scope, query), (counts) => withMovedCount(counts, from, to));
        },
        failure: (reason) =>
          t('ui.tickets.views.kanban.moveFailed', {
            id: ticket.id,
            status: t(`ui.tickets.list.statuses.${to}`),
            reason,
          }),
      }).catch(() => {
        // Undone and said by the update.
      });
    },
    [update, scope, query, t],
  );
}
