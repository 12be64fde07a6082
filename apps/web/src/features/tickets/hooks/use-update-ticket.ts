import type { Ticket, UpdateTicketInput } from '@expertos/domain/ticket.schema';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { withReopenReview } from '@/shared/api/reopen-review';
import { notify } from '@/shared/ui/notify/notify-store';
import { updateTicket } from '../api/ticket';
import {
  cancelTicketViews,
  refreshTicketViews,
  reshapeView,
  type ShownEdit,
  settleTicketEdit,
  showTicketEdit,
  type TicketPatch,
  undoTicketEdit,
} from '../api/ticket-cache';
import { isSubtasksQuestion, withCloseQuestion } from './subtask-questions';

/** Changes one cached view the caller's own way, undone with the edit on a refusal. */
export type ReshapeView = <T>(key: QueryKey, update: (data: T | undefined) => T | undefined) => void;

export interface TicketEdit {
  uid: string;
  /** What is sent (`PATCH /tickets/{id}`). */
  change: UpdateTicketInput;
  /**
   * How the ticket reads meanwhile in every cached view (e.g. the assignee as a person, not a
   * uid). Left out, nothing changes before the server answers.
   */
  patch?: TicketPatch;
  /** What only this caller shows meanwhile (the board: the card on top of its new column, the counts). */
  reshape?: (view: ReshapeView) => void;
  /**
   * The notification a refusal shows, from its reason; null shows none (the caller says it its
   * own way). Left out: "The ticket could not be changed: …".
   */
  failure?: (reason: string) => string | null;
}

/**
 * The one way the app changes a ticket (the table's cells, the board, the calendar, the task
 * dialog, the AI draft): the change shows at once in every cached view of the ticket, a refusal
 * puts them back and says why, and either way every list and count of the workspace, and the
 * ticket's history, are read again. Closing a ticket whose subtasks are open asks first what
 * becomes of them; Cancel puts the views back without a word. `mutateAsync` answers the saved
 * ticket, or rejects once the refusal is undone and said.
 */
export function useUpdateTicket(workspaceUid: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation<Ticket, unknown, TicketEdit, ShownEdit>({
    // Closing a ticket whose subtasks are open asks what becomes of them first
    // (docs/product.md#checklists-and-subtasks). An approved post's content is locked: the
    // person may edit it anyway, which sends it back for approval (docs/product.md#approvals).
    mutationFn: ({ uid, change }) =>
      withCloseQuestion((subtasks) =>
        withReopenReview((reopen) =>
          updateTicket(uid, {
            ...change,
            ...(subtasks ? { subtasks } : {}),
            ...(reopen ? { reopen_review: true } : {}),
          }),
        ),
      ),
    // Sent even when the browser says it is offline: the request fails at once and the change
    // goes back, rather than waiting unseen for a connection.
    networkMode: 'always',
    onMutate: async ({ uid, patch, reshape }) => {
      await cancelTicketViews(queryClient, workspaceUid, uid);
      const shown = showTicketEdit(queryClient, workspaceUid, uid, patch ?? {});
      reshape?.((key, update) => reshapeView(queryClient, shown, key, update));
      return shown;
    },
    onSuccess: (saved, _edit, shown) => settleTicketEdit(queryClient, shown, saved),
    onError: (error, { failure }, shown) => {
      if (shown) undoTicketEdit(queryClient, shown);
      // The person answered Cancel to the subtasks question: the change just goes back.
      if (isSubtasksQuestion(error)) return;
      const reason = errorText(error);
      const message = failure ? failure(reason) : t('ui.tickets.list.table.updateFailed', { reason });
      if (message) notify({ type: 'negative', message });
    },
    onSettled: (_saved, _error, { uid }) => refreshTicketViews(queryClient, workspaceUid, uid),
  });
}
