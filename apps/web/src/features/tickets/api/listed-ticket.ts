import type { TicketListItem } from '@expertos/domain/ticket.schema';
import type { Query, QueryClient } from '@tanstack/react-query';
import { isTicketListKey } from '@/shared/api/ticket-keys';

/** The shapes a cached list takes: pages of a table or board, one page, a calendar window. */
export type ListData = { pages?: { items?: TicketListItem[] }[]; items?: TicketListItem[] } | undefined;

export function itemsOf(data: ListData): TicketListItem[] {
  if (!data || typeof data !== 'object') return [];
  if (Array.isArray(data.pages)) return data.pages.flatMap((page) => page?.items ?? []);
  return Array.isArray(data.items) ? data.items : [];
}

/** Every cached ticket list of the workspace (`ticketKeys.lists`), whatever its shape. */
export function listQueriesOf(queryClient: QueryClient, workspaceUid: string): Query[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isTicketListKey(query.queryKey, workspaceUid) });
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

/** What becomes of the ticket's row: the new row, the same row to leave it, or null to take it out. */
export type RowUpdate = (item: TicketListItem) => TicketListItem | null;

function mapItems(items: TicketListItem[], uid: string, update: RowUpdate) {
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

/** `data` with the ticket's row updated, whatever the list's shape; the same object when nothing changed. */
export function mapList(data: ListData, uid: string, update: RowUpdate): ListData {
  if (!data || typeof data !== 'object') return data;
  if (Array.isArray(data.pages)) {
    const pages = data.pages.map((page) =>
      Array.isArray(page?.items) ? { ...page, items: mapItems(page.items, uid, update) } : page,
    );
    return pages.some((page, i) => page.items !== data.pages?.[i]?.items) ? { ...data, pages } : data;
  }
  if (Array.isArray(data.items)) {
    const items = mapItems(data.items, uid, update);
    return items === data.items ? data : { ...data, items };
  }
  return data;
}

/**
 * Applies a change heard from elsewhere (a live update) to the ticket's row in every cached list
 * of the workspace, whatever the list's shape. Nothing is kept to restore: the lists are
 * refetched next.
 */
export function updateListedTicket(
  queryClient: QueryClient,
  workspaceUid: string,
  uid: string,
  update: RowUpdate,
): void {
  for (const query of listQueriesOf(queryClient, workspaceUid)) {
    const data = query.state.data as ListData;
    const next = mapList(data, uid, update);
    // The rest of the list is as old as before: the patch must not make it look fresh.
    if (next !== data)
      queryClient.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}
