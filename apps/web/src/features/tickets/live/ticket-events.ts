import type { RealtimeEventData } from '@expertos/domain/realtime';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import { isTicketDetailKey, ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { updateListedTicket } from '../api/listed-ticket';

type TicketEvent = RealtimeEventData<'ticket.updated'>;

const isStatus = (value: string): value is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value);

/** `stamp` is older than the event's; unreadable stamps count as older (a refetch settles it). */
function olderThan(stamp: string | undefined, event: TicketEvent): boolean {
  const seen = Date.parse(stamp ?? '');
  const heard = Date.parse(event.updated_at);
  return Number.isNaN(seen) || Number.isNaN(heard) || seen < heard;
}

/** Under the workspace's ticket prefix, what a ticket change leaves alone: people and milestones. */
const APART_FROM_TICKETS: readonly unknown[] = ['assignees', 'milestones'];

/**
 * Filters kept per workspace: the same object each time, so the refresher takes a burst of
 * events on one workspace as one.
 */
const listFilters = new Map<string, { withTags: QueryFilters; withoutTags: QueryFilters }>();
function workspaceLists(workspaceUid: string, withTags: boolean): QueryFilters {
  let filters = listFilters.get(workspaceUid);
  if (!filters) {
    const make = (tags: boolean): QueryFilters => ({
      queryKey: ticketKeys.workspace(workspaceUid),
      predicate: (query: Query) => {
        const part = query.queryKey[3];
        return !APART_FROM_TICKETS.includes(part) && (tags || part !== 'tags');
      },
    });
    filters = { withTags: make(true), withoutTags: make(false) };
    listFilters.set(workspaceUid, filters);
  }
  return withTags ? filters.withTags : filters.withoutTags;
}

/**
 * Tickets changed elsewhere (docs/product.md#live-updates): a new status shows at once in every
 * cached list (table, board, calendar), a deleted ticket leaves them and its cache at once, and
 * then the workspace's lists and counts, and the ticket with its history (and its checklist when
 * the change names it), are read again once per refresh window however many events came. A
 * ticket whose cached copy is already this version (the change was made here) is not read
 * again: a refetch racing an edit would flash the old value.
 */
export function registerTicketEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);

  // The checklist is read again unless a change of it is on its way from here: that change's
  // answer is newer, and a read racing it would flash the ticks it shows away.
  const checklistOf = (ticketUid: string): QueryFilters => ({
    queryKey: ticketKeys.checklist(ticketUid),
    exact: true,
    predicate: () => queryClient.isMutating({ mutationKey: ticketKeys.checklist(ticketUid) }) === 0,
  });

  const refreshTicket = (event: TicketEvent) => {
    const detail = queryClient.getQueryData<Ticket>(ticketKeys.ticket(event.ticket_uid));
    if (!detail || olderThan(detail.updated, event)) {
      refresher.refresh({ queryKey: ticketKeys.ticket(event.ticket_uid), exact: true });
    }
    refresher.refresh({ queryKey: ticketKeys.activity(event.ticket_uid) });
    if (event.changed.includes('checklist')) refresher.refresh(checklistOf(event.ticket_uid));
  };

  const offs = [
    onLiveEvent('ticket.created', (event) => {
      refresher.refresh(workspaceLists(event.workspace_uid, true));
    }),
    onLiveEvent('ticket.updated', (event) => {
      const { status } = event;
      if (event.changed.includes('status') && isStatus(status)) {
        updateListedTicket(queryClient, event.workspace_uid, event.ticket_uid, (item) =>
          item.status !== status && olderThan(item.updated, event) ? { ...item, status } : item,
        );
      }
      refresher.refresh(workspaceLists(event.workspace_uid, event.changed.includes('tags')));
      refreshTicket(event);
    }),
    onLiveEvent('ticket.deleted', (event) => {
      updateListedTicket(queryClient, event.workspace_uid, event.ticket_uid, () => null);
      const key = ticketKeys.ticket(event.ticket_uid);
      // Shown (the task dialog): emptied and asked again, so it says the ticket is gone;
      // otherwise forgotten with everything cached under it (comments, history, time).
      queryClient.removeQueries({ queryKey: key, predicate: (query) => query.getObserversCount() === 0 });
      void queryClient.resetQueries({ queryKey: key, exact: true });
      refresher.refresh(workspaceLists(event.workspace_uid, true));
    }),
    onLiveEvent('member.joined', (event) => {
      refresher.refresh({ queryKey: ticketKeys.assignees(event.workspace_uid) });
    }),
    onLiveEvent('member.left', (event) => {
      refresher.refresh({ queryKey: ticketKeys.assignees(event.workspace_uid) });
    }),
    onLiveEvent('access.changed', ({ workspace_uid: workspaceUid }) => {
      // Brands given or taken: which tickets this person sees, and each open one's access.
      refresher.refresh(
        { queryKey: ticketKeys.workspace(workspaceUid) },
        {
          queryKey: ticketKeys.details(),
          predicate: (query) =>
            isTicketDetailKey(query.queryKey) &&
            (query.state.data as Partial<Ticket> | undefined)?.workspace_uid === workspaceUid,
        },
      );
    }),
  ];
  return () => {
    for (const off of offs) off();
  };
}
