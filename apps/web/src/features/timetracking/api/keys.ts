import type { TimeReportQuery } from '@expertos/domain/timetracking.schema';
import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';

/** Query keys; every time query of a workspace starts with `timeKeys.workspace`. */
export const timeKeys = {
  workspace: (workspaceUid: string) => ['workspaces', workspaceUid, 'timetracking'] as const,
  state: (workspaceUid: string) => [...timeKeys.workspace(workspaceUid), 'state'] as const,
  report: (workspaceUid: string, query: TimeReportQuery) =>
    [...timeKeys.workspace(workspaceUid), 'report', query] as const,
};

/**
 * Everything a timer change or an entry change makes stale: the header's state, the report,
 * the ticket's time, and the ticket itself (its `total_spent`): `ticketKeys.ticket` is the
 * prefix of its time (`ticketKeys.timeEntries`) and its history. Ticket lists do not show the
 * time spent, so they are left alone.
 */
export function invalidateTime(queryClient: QueryClient, workspaceUid: string, ticketUids: string[]): void {
  void queryClient.invalidateQueries({ queryKey: timeKeys.workspace(workspaceUid) });
  for (const uid of new Set(ticketUids))
    void queryClient.invalidateQueries({ queryKey: ticketKeys.ticket(uid) });
}
