import type {
  CreateTimeEntryInput,
  TicketTime,
  TimeEntry,
  TimeReport,
  TimeReportQuery,
  TimeTrackingState,
  UpdateTimeEntryInput,
} from '@expertos/domain/timetracking.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import { type WorkspaceCallOptions, workspacePath } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/timetracking.schema'));

const ticketTimePath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/timetracking`;

/** `GET /workspaces/{id}/timetracking/entries` (docs/product.md#time): the header timer's poll. */
export function getTimeTracking(
  client: ApiClient,
  workspaceId: string,
  opts: WorkspaceCallOptions = {},
): Promise<TimeTrackingState> {
  return client.get(`${workspacePath(workspaceId)}/timetracking/entries`, {
    schema: reply('timeTrackingStateSchema'),
    ...opts,
  });
}

/** `GET /workspaces/{id}/timetracking/report`: finished time by brand, person and week. */
export function getTimeReport(
  client: ApiClient,
  workspaceId: string,
  query: TimeReportQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<TimeReport> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value) params[key] = value;
  return client.get(`${workspacePath(workspaceId)}/timetracking/report`, {
    query: params,
    schema: reply('timeReportSchema'),
    ...opts,
  });
}

/** `GET /tickets/{id}/timetracking/entries`: everyone's time on the ticket and its total. */
export function getTicketTime(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TicketTime> {
  return client.get(`${ticketTimePath(ticketUid)}/entries`, { schema: reply('ticketTimeSchema'), ...opts });
}

/** `POST /tickets/{id}/timetracking/start`: stops the caller's running timer elsewhere first. */
export function startTimer(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TimeEntry> {
  return client.post(`${ticketTimePath(ticketUid)}/start`, { schema: reply('timeEntrySchema'), ...opts });
}

/** `POST /tickets/{id}/timetracking/stop`: 409 `timer_not_running` when none runs there. */
export function stopTimer(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TimeEntry> {
  return client.post(`${ticketTimePath(ticketUid)}/stop`, { schema: reply('timeEntrySchema'), ...opts });
}

/** `POST /tickets/{id}/timetracking/entries`: a manual entry. */
export function addTimeEntry(
  client: ApiClient,
  ticketUid: string,
  body: CreateTimeEntryInput,
  opts: WorkspaceCallOptions = {},
): Promise<TimeEntry> {
  return client.post(`${ticketTimePath(ticketUid)}/entries`, {
    body,
    schema: reply('timeEntrySchema'),
    ...opts,
  });
}

/** `PATCH /tickets/{id}/timetracking/entries/{entryId}`: own entries (admins any); not a running one. */
export function updateTimeEntry(
  client: ApiClient,
  ticketUid: string,
  entryUid: string,
  body: UpdateTimeEntryInput,
  opts: WorkspaceCallOptions = {},
): Promise<TimeEntry> {
  return client.patch(`${ticketTimePath(ticketUid)}/entries/${encodeURIComponent(entryUid)}`, {
    body,
    schema: reply('timeEntrySchema'),
    ...opts,
  });
}

/** `DELETE /tickets/{id}/timetracking/entries/{entryId}`. */
export function deleteTimeEntry(
  client: ApiClient,
  ticketUid: string,
  entryUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<{ ok: true }> {
  return client.delete(`${ticketTimePath(ticketUid)}/entries/${encodeURIComponent(entryUid)}`, {
    schema: reply('timeEntryDeletedSchema'),
    ...opts,
  });
}
