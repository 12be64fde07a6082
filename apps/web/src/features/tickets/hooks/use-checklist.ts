import type { Checklist } from '@expertos/domain/checklist';
import type { ChecklistProgress, Ticket } from '@expertos/domain/ticket.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import * as checklistApi from '../api/checklist';
import { updateListedTicket } from '../api/listed-ticket';
import { refreshTicketViews } from '../api/ticket-cache';

/** A ticket's checklist, its items in order (docs/product.md#checklists-and-subtasks). */
export function useChecklist(ticketUid: string) {
  return useQuery({
    queryKey: ticketKeys.checklist(ticketUid),
    queryFn: ({ signal }) => checklistApi.fetchChecklist(ticketUid, signal),
  });
}

export interface ChecklistChange {
  /** The call; every one answers the whole checklist. */
  send: () => Promise<Checklist>;
  /** How the list reads meanwhile (a tick, a move); left out, nothing changes before the answer. */
  show?: (list: Checklist) => Checklist;
}

/**
 * The progress every view of the ticket shows (its table row, board card, detail) at once: the
 * checklist's answer carries it, and the lists read again after would show it a moment later.
 */
function showProgress(client: QueryClient, workspaceUid: string, ticketUid: string, list: Checklist) {
  const progress: ChecklistProgress = { done: list.done, total: list.total };
  const same = (shown: ChecklistProgress | undefined) =>
    shown?.done === progress.done && shown.total === progress.total;
  updateListedTicket(client, workspaceUid, ticketUid, (item) =>
    same(item.checklist) ? item : { ...item, checklist: progress },
  );
  client.setQueryData<Ticket>(ticketKeys.ticket(ticketUid), (detail) =>
    detail && !same(detail.checklist) ? { ...detail, checklist: progress } : detail,
  );
}

/**
 * The tickets whose checklist had changes on their way together, per query client: an answer
 * that came while another was awaited was not shown, so once the last is in the list is read
 * again (the answers may have come in another order than the server saved them).
 */
const overlapped = new WeakMap<QueryClient, Set<string>>();

function markOverlap(client: QueryClient, ticketUid: string) {
  const tickets = overlapped.get(client) ?? new Set<string>();
  overlapped.set(client, tickets.add(ticketUid));
}

function takeOverlap(client: QueryClient, ticketUid: string): boolean {
  return overlapped.get(client)?.delete(ticketUid) ?? false;
}

/**
 * Every change of a checklist: shown at once when `show` says how, put back and said when the
 * server refuses it (the app's negative notice), and the server's answer shown when it comes.
 * Changes may overlap (ticks in a row): only the last answer is shown, as an earlier one would
 * flash the later ticks away, and the list is read again after. Either way the ticket's lists
 * and history are read again.
 */
export function useChangeChecklist(ticketUid: string, workspaceUid: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ticketKeys.checklist(ticketUid);
  // Called from a change's own callbacks, where it still counts as on its way.
  const othersPending = () => client.isMutating({ mutationKey: key }) > 1;
  return useMutation<Checklist, unknown, ChecklistChange, { before: Checklist | undefined }>({
    mutationKey: key,
    mutationFn: ({ send }) => send(),
    // Sent even when the browser says it is offline: it fails at once and the change goes back.
    networkMode: 'always',
    onMutate: async ({ show }) => {
      // Shown first, in the same turn as the click: a ticked box that waited for the read below
      // to be cancelled was drawn unticked meanwhile (a controlled checkbox goes back until its
      // data changes). Then a read on its way is dropped, keeping what is shown: arriving after
      // the change it would put the old list back.
      const before = client.getQueryData<Checklist>(key);
      if (before && show) client.setQueryData(key, show(before));
      await client.cancelQueries({ queryKey: key, exact: true }, { revert: false });
      return { before };
    },
    onSuccess: (saved) => {
      if (othersPending()) markOverlap(client, ticketUid);
      else client.setQueryData(key, saved);
      showProgress(client, workspaceUid, ticketUid, saved);
    },
    onError: (error, _change, context) => {
      // Alone, the list goes back as it was; among other changes, the read after them settles it.
      if (othersPending()) markOverlap(client, ticketUid);
      else if (context?.before) client.setQueryData(key, context.before);
      notify({ type: 'negative', message: t('ui.tickets.checklist.failed', { reason: errorText(error) }) });
    },
    onSettled: (_saved, error) => {
      const last = !othersPending();
      if (last && (takeOverlap(client, ticketUid) || error))
        void client.invalidateQueries({ queryKey: key, exact: true });
      refreshTicketViews(client, workspaceUid, ticketUid);
    },
  });
}
