import * as timetracking from '@expertos/api-client/timetracking';
import type { CreateTimeEntryInput, UpdateTimeEntryInput } from '@expertos/domain/timetracking.schema';
import { api } from '@/shared/api/client';

/** `GET /tickets/{id}/timetracking/entries`: everyone's time on the ticket and its total. */
export function fetchTicketTime(ticketUid: string, signal?: AbortSignal) {
  return timetracking.getTicketTime(api, ticketUid, { signal });
}

/** `POST /tickets/{id}/timetracking/entries`: time added by hand. */
export function addTimeEntry(ticketUid: string, input: CreateTimeEntryInput) {
  return timetracking.addTimeEntry(api, ticketUid, input);
}

/** `PATCH /tickets/{id}/timetracking/entries/{entryId}`. */
export function updateTimeEntry(ticketUid: string, entryUid: string, change: UpdateTimeEntryInput) {
  return timetracking.updateTimeEntry(api, ticketUid, entryUid, change);
}

/** `DELETE /tickets/{id}/timetracking/entries/{entryId}`. */
export function deleteTimeEntry(ticketUid: string, entryUid: string) {
  return timetracking.deleteTimeEntry(api, ticketUid, entryUid);
}
