import type { TicketListItem } from '@expertos/domain/ticket.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isTicketListKey } from '@/shared/api/ticket-keys';

/** The shapes a cached list takes: pages of a table or board, one page, a calendar window. */
type ListData = { pages?: { items?: TicketListItem[] }[]; items?: TicketListItem[] } | undefined;

function itemsOf(data: ListData): TicketListItem[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data.pages)) return data.pages.flatMap((page) => page?.items ?? []);
  return Array.isArray(data.items) ? data.items : [];
}

/**
 * The ticket as a cached list shows it (a table row, a board card, a calendar event), or
 * undefined: what the task dialog shows at once while the whole ticket loads
 * (docs/product.md#tickets). The most recently updated list wins.
 */
export function findListedTicket(queryClient: QueryClient, ticketUid: string): TicketListItem | undefined {
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isTicketListKey(query.queryKey) })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of queries) {
    const found = itemsOf(query.state.data as ListData).find((item) => item.uid === ticketUid);
    if (found) return found;
  }
  return undefined;
}

function patchItems(items: TicketListItem[], uid: string, patch: Partial<TicketListItem>) {
  return items.some((item) => item.uid === uid)
    ? items.map((item) => (item.uid === uid ? { ...item, ...patch } : item))
    : items;
}

/** `data` with the ticket's row patched, whatever the list's shape; the same object when it is not there. */
function patchList(data: ListData, uid: string, patch: Partial<TicketListItem>): ListData {
  if (!data || typeof data !== 'object') return data;
  if (Array.isArray(data.pages)) {
    const pages = data.pages.map((page) =>
      Array.isArray(page?.items) ? { ...page, items: patchItems(page.items, uid, patch) } : page,
    );
    return pages.every((page, i) => page.items === data.pages?.[i]?.items) ? data : { ...data, pages };
  }
  if (Array.isArray(data.items)) {
    const items = patchItems(data.items, uid, patch);
    return items === data.items ? data : { ...data, items };
  }
  return data;
}

/** What the lists held before a change: `restoreListedTickets` puts it back. */
export type ListSnapshot = [QueryKey, unknown][];

/**
 * Shows a change of one ticket at once in every cached list of the workspace (table pages,
 * board columns, calendar windows, a member's tickets): an optimistic update. Answers what the
 * lists held before, to put back if the server refuses the change.
 */
export function patchListedTicket(
  queryClient: QueryClient,
  workspaceUid: string,
  uid: string,
  patch: Partial<TicketListItem>,
): ListSnapshot {
  const before: ListSnapshot = [];
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isTicketListKey(query.queryKey, workspaceUid) });
  for (const query of queries) {
    const data = query.state.data as ListData;
    const patched = patchList(data, uid, patch);
    if (patched === data) continue;
    before.push([query.queryKey, data]);
    queryClient.setQueryData(query.queryKey, patched);
  }
  return before;
}

export function restoreListedTickets(queryClient: QueryClient, snapshot: ListSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

function mapItems(
  items: TicketListItem[],
  uid: string,
  update: (item: TicketListItem) => TicketListItem | null,
) {
  if (!items.some((item) => item.uid === uid)) return items;
  const next: TicketListItem[] = [];
  let changed = false;
  for (const item of items) {
    const updated = item.uid === uid ? update(item) : item;
    if (updated !== item) changed = true;
    if (updated) next.push(updated);
  }
  return changed ? next : items;
}

/**
 * Applies a change heard from elsewhere (a live update) to the ticket's row in every cached list
 * of the workspace, whatever the list's shape: `update` answers the new row, the same row to
 * leave it, or null to take it out. Nothing is kept to restore: the lists are refetched next.
 */
export function updateListedTicket(
  queryClient: QueryClient,
  workspaceUid: string,
  uid: string,
  update: (item: TicketListItem) => TicketListItem | null,
): void {
  const queries = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isTicketListKey(query.queryKey, workspaceUid) });
  for (const query of queries) {
    const data = query.state.data as ListData;
    if (!data || typeof data !== 'object') continue;
    let next: ListData = data;
    if (Array.isArray(data.pages)) {
      const pages = data.pages.map((page) =>
        Array.isArray(page?.items) ? { ...page, items: mapItems(page.items, uid, update) } : page,
      );
      if (pages.some((page, i) => page.items !== data.pages?.[i]?.items)) next = { ...data, pages };
    } else if (Array.isArray(data.items)) {
      const items = mapItems(data.items, uid, update);
      if (items !== data.items) next = { ...data, items };
    }
    // The rest of the list is as old as before: the patch must not make it look fresh.
    if (next !== data)
      queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}
