import type { TicketListQuery } from '@expertos/domain/ticket.schema';

/**
 * Query keys. Every ticket query of a workspace starts with `ticketsKeyPrefix`, so one
 * invalidation after a change refreshes every list, count and ticket of that workspace.
 */
export const ticketsKeyPrefix = (workspaceUid: string) => ['workspaces', workspaceUid, 'tickets'] as const;
export const ticketKeys = {
  list: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketsKeyPrefix(workspaceUid), 'list', scope, query] as const,
  counts: (workspaceUid: string, scope: string, query: TicketListQuery) =>
    [...ticketsKeyPrefix(workspaceUid), 'counts', scope, query] as const,
  ticket: (ticketUid: string) => ['tickets', ticketUid] as const,
  activity: (ticketUid: string) => ['tickets', ticketUid, 'activity'] as const,
  assignees: (workspaceUid: string) => [...ticketsKeyPrefix(workspaceUid), 'assignees'] as const,
  tags: (workspaceUid: string, scope: string) => [...ticketsKeyPrefix(workspaceUid), 'tags', scope] as const,
  milestones: (workspaceUid: string, scope: string) =>
    [...ticketsKeyPrefix(workspaceUid), 'milestones', scope] as const,
};
