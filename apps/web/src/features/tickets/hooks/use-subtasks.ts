import { isApiError } from '@expertos/api-client/api-error';
import { LIMITS } from '@expertos/domain/limits';
import {
  type ChecklistProgress,
  SUBTASK_PARENT_MESSAGES,
  type Ticket,
  type TicketListItem,
  type TicketListQuery,
  type TicketPage,
} from '@expertos/domain/ticket.schema';
import { isOpenStatus } from '@expertos/domain/tickets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { createTicket } from '../api/ticket';
import { refreshTicketViews } from '../api/ticket-cache';
import { fetchProjectTickets } from '../api/ticket-lists';
import { useUpdateTicket } from './use-update-ticket';

/** The ticket a subtask list, an added subtask or a parent change is about. */
export type SubtaskTicket = Pick<Ticket, 'uid' | 'id' | 'workspace_uid' | 'project' | 'parent'>;

/** A ticket's subtasks, oldest first: every one fits in a page (LIMITS.subtasksMax). */
export const subtasksQuery = (parentUid: string): TicketListQuery => ({
  parent: parentUid,
  sort: 'id',
  order: 'asc',
  limit: LIMITS.subtasksMax,
});

/** How many of them are closed of all, as the ticket's own `subtasks` counts them. */
export function subtasksProgress(items: readonly TicketListItem[]): ChecklistProgress {
  return { done: items.filter((item) => !isOpenStatus(item.status)).length, total: items.length };
}

/** A ticket's subtasks (docs/product.md#checklists-and-subtasks), with the list API's `parent=`. */
export function useSubtasks(parent: SubtaskTicket) {
  return useQuery({
    queryKey: ticketKeys.subtasks(parent.workspace_uid, parent.uid),
    queryFn: ({ signal }) => fetchProjectTickets(parent.project.uid, subtasksQuery(parent.uid), signal),
  });
}

/**
 * Adds a subtask from its summary alone: a ticket of the same brand with the task defaults and
 * this ticket as its parent. It shows at the end of the list once the server answers; every list
 * of the workspace and the parent's history are read again. A refusal (50 already, 409
 * `subtasks_full`) is said, and rejects.
 */
export function useAddSubtask(parent: SubtaskTicket) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ticketKeys.subtasks(parent.workspace_uid, parent.uid);
  return useMutation({
    mutationFn: (summary: string) => createTicket(parent.project.uid, { summary, parent: parent.uid }),
    networkMode: 'always',
    onSuccess: async (created) => {
      // The list being read would not hold it yet: that answer is not wanted.
      await client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData<TicketPage>(key, (page) =>
        page && !page.items.some((item) => item.uid === created.uid)
          ? { ...page, items: [...page.items, created] }
          : page,
      );
    },
    onError: (error) =>
      notify({ type: 'negative', message: t('ui.tickets.subtasks.addFailed', { reason: errorText(error) }) }),
    onSettled: () => refreshTicketViews(client, parent.workspace_uid, parent.uid),
  });
}

const REFUSALS = Object.entries(SUBTASK_PARENT_MESSAGES) as [keyof typeof SUBTASK_PARENT_MESSAGES, string][];

/** Why a parent was refused, in the reader's language: the 400 naming `parent`, else the error's own text. */
export function parentRefusalText(error: unknown, t: TFunction): string {
  const detail = isApiError(error) ? error.details?.find((item) => item.path.endsWith('parent')) : undefined;
  const known = detail && REFUSALS.find(([, message]) => message === detail.message);
  return known ? t(`ui.tickets.subtasks.refused.${known[0]}`) : errorText(error);
}

/**
 * Moves a ticket under a parent, or out again (null): through the one ticket update, shown at
 * once and put back with the reason when refused. The old and the new parent are read again
 * wherever they are shown, as their subtasks changed. Resolves whether it was saved.
 */
export function useSetParent(ticket: SubtaskTicket) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { mutateAsync: update } = useUpdateTicket(ticket.workspace_uid);
  return async (parent: Ticket['parent']): Promise<boolean> => {
    const before = ticket.parent;
    try {
      await update({
        uid: ticket.uid,
        change: { parent: parent?.uid ?? null },
        patch: { parent },
        failure: () => null,
      });
      return true;
    } catch (error) {
      notify({
        type: 'negative',
        message: t('ui.tickets.subtasks.parentFailed', { reason: parentRefusalText(error, t) }),
      });
      return false;
    } finally {
      for (const uid of [before?.uid, parent?.uid])
        if (uid) void client.invalidateQueries({ queryKey: ticketKeys.ticket(uid), exact: true });
    }
  };
}
