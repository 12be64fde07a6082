import {
  addTimeEntry,
  deleteTimeEntry,
  getTicketTime,
  getTimeReport,
  getTimeTracking,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from '@expertos/api-client/timetracking';
import {
  type CreateTimeEntryInput,
  TIME_TRACKING_POLL_MS,
  type TimeReportQuery,
  type UpdateTimeEntryInput,
} from '@expertos/domain/timetracking.schema';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * Every time-tracking call of the web app, replaced in tests with
 * `vi.spyOn(timeTrackingApi, 'start')`. Quiet (the client's default): each screen shows its own failure where it
 * happened (a poll that fails must not toast every 10 s).
 */
export const timeTrackingApi = {
  state: (workspaceUid: string, signal?: AbortSignal) => getTimeTracking(api, workspaceUid, { signal }),
  report: (workspaceUid: string, query: TimeReportQuery, signal?: AbortSignal) =>
    getTimeReport(api, workspaceUid, query, { signal }),
  ticket: (ticketUid: string, signal?: AbortSignal) => getTicketTime(api, ticketUid, { signal }),
  start: (ticketUid: string) => startTimer(api, ticketUid),
  stop: (ticketUid: string) => stopTimer(api, ticketUid),
  add: (ticketUid: string, input: CreateTimeEntryInput) => addTimeEntry(api, ticketUid, input),
  update: (ticketUid: string, entryUid: string, change: UpdateTimeEntryInput) =>
    updateTimeEntry(api, ticketUid, entryUid, change),
  remove: (ticketUid: string, entryUid: string) => deleteTimeEntry(api, ticketUid, entryUid),
};

/** Query keys; every time query of a workspace starts with `timeKeys.workspace`. */
export const timeKeys = {
  workspace: (workspaceUid: string) => ['workspaces', workspaceUid, 'timetracking'] as const,
  state: (workspaceUid: string) => [...timeKeys.workspace(workspaceUid), 'state'] as const,
  report: (workspaceUid: string, query: TimeReportQuery) =>
    [...timeKeys.workspace(workspaceUid), 'report', query] as const,
  ticket: (ticketUid: string) => ['tickets', ticketUid, 'timetracking'] as const,
};

/**
 * The header's poll interval (spec §7: every 10 s, "skipped in one build mode"): no poll in
 * the test build mode, where a timer firing every 10 s would only make runs flaky.
 */
export function timeTrackingPollInterval(mode: string): number | false {
  return mode === 'test' ? false : TIME_TRACKING_POLL_MS;
}

/**
 * Everything a timer change or an entry change makes stale: the header's state, the report,
 * the ticket's time, and the ticket itself (its `total_spent`). The tickets feature's keys are
 * not importable here (features never import each other): `['tickets', uid]` is the literal
 * prefix of its ticketKeys.ticket (and of the ticket's activity and of `timeKeys.ticket`). Ticket
 * lists do not show the time spent, so they are left alone.
 */
export function invalidateTime(queryClient: QueryClient, workspaceUid: string, ticketUids: string[]): void {
  void queryClient.invalidateQueries({ queryKey: timeKeys.workspace(workspaceUid) });
  for (const uid of new Set(ticketUids)) void queryClient.invalidateQueries({ queryKey: ['tickets', uid] });
}
