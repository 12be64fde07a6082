import type { TicketCounts, TicketListItem, TicketListQuery } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { updateTicket } from '../../api/ticket';
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
 * Moves a card to another status column: the board changes at once (card out of its column,
 * on top of the other, counts adjusted), the server is asked, and on a refusal the board goes
 * back as it was with an error notification. Every ticket view refreshes afterwards.
 */
export function useKanbanMove(scope: TicketScope, query: TicketListQuery) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useCallback(
    async (ticket: TicketListItem, to: TicketStatus) => {
      const from = ticket.status;
      if (from === to) return;
      const sourceKey = columnKey(scope, query, from);
      const targetKey = columnKey(scope, query, to);
      const countKey = countsKey(scope, query);
      // A page arriving now would undo the optimistic change.
      await Promise.all(
        [sourceKey, targetKey, countKey].map((queryKey) => queryClient.cancelQueries({ queryKey })),
      );
      const before = {
        source: queryClient.getQueryData<ColumnData>(sourceKey),
        target: queryClient.getQueryData<ColumnData>(targetKey),
        counts: queryClient.getQueryData<TicketCounts>(countKey),
      };
      const moved: TicketListItem = { ...ticket, status: to, updated: new Date().toISOString() };
      queryClient.setQueryData<ColumnData>(sourceKey, (data) => withoutTicket(data, ticket.uid));
      queryClient.setQueryData<ColumnData>(targetKey, (data) => withTicketFirst(data, moved));
      queryClient.setQueryData<TicketCounts>(countKey, (counts) => withMovedCount(counts, from, to));
      try {
        await updateTicket(ticket.uid, { status: to });
      } catch (error) {
        queryClient.setQueryData(sourceKey, before.source);
        queryClient.setQueryData(targetKey, before.target);
        queryClient.setQueryData(countKey, before.counts);
        notify({
          type: 'negative',
          message: t('ui.tickets.views.kanban.moveFailed', {
            id: ticket.id,
            status: t(`ui.tickets.list.statuses.${to}`),
            reason: errorText(error),
          }),
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(scope.workspaceUid) });
      }
    },
    [queryClient, scope, query, t],
  );
}
