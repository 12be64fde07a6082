import type { TicketListItem, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { ticketsKeyPrefix } from '../api/keys';
import { updateTicket } from '../api/ticket';
import type { TicketPages } from './use-ticket-list';

export interface TicketChange {
  uid: string;
  /** What is sent (`PATCH /tickets/{id}`). */
  change: UpdateTicketInput;
  /** How the row looks meanwhile (e.g. the assignee as a person, not a uid). */
  patch: Partial<TicketListItem>;
}

const listsKey = (workspaceUid: string) => [...ticketsKeyPrefix(workspaceUid), 'list'] as const;

function patchPages(data: TicketPages | undefined, uid: string, patch: Partial<TicketListItem>) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.items.some((item) => item.uid === uid)
        ? { ...page, items: page.items.map((item) => (item.uid === uid ? { ...item, ...patch } : item)) }
        : page,
    ),
  };
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
      await queryClient.cancelQueries({ queryKey: listsKey(workspaceUid) });
      const before = queryClient.getQueriesData<TicketPages>({ queryKey: listsKey(workspaceUid) });
      queryClient.setQueriesData<TicketPages>({ queryKey: listsKey(workspaceUid) }, (data) =>
        patchPages(data, uid, patch),
      );
      return { before };
    },
    onError: (error, _change, context?: { before: [QueryKey, TicketPages | undefined][] }) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      notify({
        type: 'negative',
        message: t('ui.tickets.list.table.updateFailed', { reason: errorText(error) }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKeyPrefix(workspaceUid) }),
  });
}
