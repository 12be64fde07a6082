import type { TicketListItem, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { type ListSnapshot, patchListedTicket, restoreListedTickets } from '../api/listed-ticket';
import { updateTicket } from '../api/ticket';

export interface TicketChange {
  uid: string;
  /** What is sent (`PATCH /tickets/{id}`). */
  change: UpdateTicketInput;
  /** How the row looks meanwhile (e.g. the assignee as a person, not a uid). */
  patch: Partial<TicketListItem>;
}

/**
 * An inline edit: the cached lists show the change at once; a refusal puts them back and
 * says why; either way every list and count of the workspace is read again afterwards.
 */
export function useUpdateTicket(workspaceUid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, change }: TicketChange) => updateTicket(uid, change),
    onMutate: async ({ uid, patch }) => {
      await queryClient.cancelQueries({ queryKey: ticketKeys.lists(workspaceUid) });
      // Every list shape (table pages, board columns, calendar windows): a calendar visited
      // before must not break a table edit.
      return { before: patchListedTicket(queryClient, workspaceUid, uid, patch) };
    },
    onError: (error, _change, context?: { before: ListSnapshot }) => {
      restoreListedTickets(queryClient, context?.before ?? []);
      notify({
        type: 'negative',
        message: t('ui.tickets.list.table.updateFailed', { reason: errorText(error) }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) }),
  });
}
