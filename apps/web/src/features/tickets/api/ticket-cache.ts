import { type Ticket, type TicketListItem, ticketListItemSchema } from '@expertos/domain/ticket.schema';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isTicketDetailKey, ticketKeys } from '@/shared/api/ticket-keys';
import { itemsOf, type ListData, listQueriesOf, mapList } from './listed-ticket';

/** How a change reads on the cached ticket: assignee and milestone travel as uids but show as objects. */
export type TicketPatch = Partial<Omit<Ticket, 'uid' | 'id'>>;

/** A change of one ticket shown in the cache before the server has answered it. */
export interface ShownEdit {
  readonly uid: string;
  readonly patch: TicketPatch;
  /** Each cached view the change touched, as it was before, by its key's hash. */
  readonly before: Map<string, { key: QueryKey; data: unknown }>;
  /** The views the caller reshaped (the board's columns and counts): put back whole on a refusal. */
  readonly reshaped: Set<string>;
}

/**
 * The changes shown and not yet answered, per query client and ticket. Saves of one ticket may
 * overlap (a field saved while another is on its way): a reply is laid under the changes still
 * in flight, and a refusal puts back only the fields no other of them has changed since.
 */
const inFlight = new WeakMap<QueryClient, Map<string, Set<ShownEdit>>>();

function editsOf(queryClient: QueryClient, uid: string): ShownEdit[] {
  return [...(inFlight.get(queryClient)?.get(uid) ?? [])];
}

function add(queryClient: QueryClient, edit: ShownEdit): void {
  const byTicket = inFlight.get(queryClient) ?? new Map<string, Set<ShownEdit>>();
  inFlight.set(queryClient, byTicket);
  byTicket.set(edit.uid, new Set([...(byTicket.get(edit.uid) ?? []), edit]));
}

/** Takes an answered change out of those in flight; answers the others still waiting. */
function forget(queryClient: QueryClient, edit: ShownEdit): ShownEdit[] {
  const byTicket = inFlight.get(queryClient);
  const edits = byTicket?.get(edit.uid);
  edits?.delete(edit);
  if (edits?.size === 0) byTicket?.delete(edit.uid);
  return [...(edits ?? [])];
}

/** The part of a change a list row shows (status, assignee, due date…). */
function listedFields(patch: Partial<Ticket>): Partial<TicketListItem> {
  const shown: Partial<TicketListItem> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (field in ticketListItemSchema.shape) Object.assign(shown, { [field]: value });
  }
  return shown;
}

function remember(edit: ShownEdit, key: QueryKey, data: unknown): void {
  const hash = hashKey(key);
  if (!edit.before.has(hash)) edit.before.set(hash, { key, data });
}

/** Lays the edit's patch on the ticket in every cached view of it, keeping what each view held. */
function patchViews(queryClient: QueryClient, workspaceUid: string, edit: ShownEdit): void {
  const { uid, patch } = edit;
  const listed = listedFields(patch);
  if (Object.keys(listed).length > 0) {
    for (const query of listQueriesOf(queryClient, workspaceUid)) {
      const data = query.state.data as ListData;
      const next = mapList(data, uid, (item) => ({ ...item, ...listed }));
      if (next === data) continue;
      remember(edit, query.queryKey, data);
      queryClient.setQueryData(query.queryKey, next);
    }
  }
  const key = ticketKeys.ticket(uid);
  const detail = queryClient.getQueryData<Ticket>(key);
  if (!detail || Object.keys(patch).length === 0) return;
  remember(edit, key, detail);
  queryClient.setQueryData<Ticket>(key, { ...detail, ...patch });
}

/**
 * Stops what is being read of the ticket's views: a list, count or detail arriving after the
 * change is shown would put the old value back under the user's eyes.
 */
export async function cancelTicketViews(queryClient: QueryClient, workspaceUid: string, uid: string) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: ticketKeys.lists(workspaceUid) }),
    queryClient.cancelQueries({ queryKey: ticketKeys.allCounts(workspaceUid) }),
    queryClient.cancelQueries({ queryKey: ticketKeys.ticket(uid), exact: true }),
  ]);
}

/**
 * Shows a change of one ticket at once in every cached view of it: table pages, board columns,
 * calendar windows, a member's tickets (the fields a row shows) and its detail (every field).
 * Answers what is needed to undo it (`undoTicketEdit`) or settle it (`settleTicketEdit`).
 */
export function showTicketEdit(
  queryClient: QueryClient,
  workspaceUid: string,
  uid: string,
  patch: TicketPatch,
): ShownEdit {
  const edit: ShownEdit = { uid, patch, before: new Map(), reshaped: new Set() };
  patchViews(queryClient, workspaceUid, edit);
  add(queryClient, edit);
  return edit;
}

/** A view the caller changes its own way with the edit (a card moved between columns), undone with it. */
export function reshapeView<T>(
  queryClient: QueryClient,
  edit: ShownEdit,
  key: QueryKey,
  update: (data: T | undefined) => T | undefined,
): void {
  remember(edit, key, queryClient.getQueryData(key));
  edit.reshaped.add(hashKey(key));
  queryClient.setQueryData<T>(key, update);
}

/** The ticket as a view held it before the edit: the detail itself, or its row in a list. */
function ticketIn(key: QueryKey, data: unknown, uid: string): Partial<Ticket> | undefined {
  if (isTicketDetailKey(key)) return data as Ticket | undefined;
  return itemsOf(data as ListData).find((item) => item.uid === uid);
}

/**
 * The server refused the change: every view goes back as it was, field by field, except the
 * fields a change still in flight has set since (its own answer settles them). Reshaped views
 * go back whole.
 */
export function undoTicketEdit(queryClient: QueryClient, edit: ShownEdit): void {
  const others = forget(queryClient, edit);
  const fields = Object.keys(edit.patch).filter((field) => !others.some((other) => field in other.patch));
  for (const [hash, { key, data }] of edit.before) {
    if (edit.reshaped.has(hash)) {
      queryClient.setQueryData(key, data);
      continue;
    }
    const was = ticketIn(key, data, edit.uid);
    if (!was) continue;
    const back: Partial<Ticket> = {};
    for (const field of fields) Object.assign(back, { [field]: was[field as keyof Ticket] });
    const current = queryClient.getQueryData(key);
    if (isTicketDetailKey(key)) {
      if (current) queryClient.setQueryData(key, { ...(current as Ticket), ...back });
    } else {
      const next = mapList(current as ListData, edit.uid, (item) => ({ ...item, ...listedFields(back) }));
      if (next !== current) queryClient.setQueryData(key, next);
    }
  }
}

/** `ticket` with the changes still in flight laid over it, so a reply does not flash them away. */
function underEditsInFlight(queryClient: QueryClient, ticket: Ticket): Ticket {
  return Object.assign({ ...ticket }, ...editsOf(queryClient, ticket.uid).map((edit) => edit.patch));
}

/** The server saved the change: where the ticket's detail is cached, its reply takes its place. */
export function settleTicketEdit(queryClient: QueryClient, edit: ShownEdit, saved: Ticket): void {
  forget(queryClient, edit);
  queryClient.setQueryData<Ticket>(ticketKeys.ticket(edit.uid), (current) =>
    current ? underEditsInFlight(queryClient, saved) : undefined,
  );
}

/** A whole ticket the server answered (a conflict's current version, reference images) in place. */
export function putTicket(queryClient: QueryClient, ticket: Ticket): void {
  queryClient.setQueryData<Ticket>(ticketKeys.ticket(ticket.uid), underEditsInFlight(queryClient, ticket));
}

/**
 * After a change, saved or refused: every list and count of the workspace is read again, and
 * the ticket's history. Its detail is marked stale for any other view of it but not fetched
 * again: what is shown is the server's reply already, and a refetch racing the next save would
 * flash the old value.
 */
export function refreshTicketViews(queryClient: QueryClient, workspaceUid: string, uid: string): void {
  void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(workspaceUid) });
  void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(uid), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: ticketKeys.activity(uid) });
}
