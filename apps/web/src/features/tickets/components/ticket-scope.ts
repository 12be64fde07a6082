import type { TaskFilters } from '@expertos/domain/settings';
import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import { ticketScopes } from '@/shared/api/ticket-keys';

/**
 * Which tickets a view shows: every brand of the workspace (`/tasks`) or one brand
 * (`/brand/{projectSlug}/tasks`). Every view (table, kanban, calendar) takes one.
 */
export type TicketScope =
  | { kind: 'workspace'; workspaceUid: string }
  | { kind: 'project'; workspaceUid: string; projectUid: string; projectSlug: string };

/** The scope part of the view's query keys (`ticketScopes`). */
export function scopeKey(scope: TicketScope): string {
  return scope.kind === 'workspace' ? ticketScopes.workspace : ticketScopes.project(scope.projectUid);
}

/**
 * The settings' task filters (docs/product.md#task-lists-and-filters) as the list query. A
 * brand's list ignores projectFilter (it is one brand already); the updated-date range becomes
 * updated_from/_to.
 */
export function filtersToQuery(filters: TaskFilters, scope: TicketScope): TicketListQuery {
  const query: TicketListQuery = {
    status: filters.status,
    tags: filters.tags,
    milestones: filters.milestones,
    teamFilter: filters.teamFilter,
    userFilter: filters.userFilter,
    ticket_type: filters.ticket_type,
    post_platform: filters.post_platform,
  };
  if (scope.kind === 'workspace') query.projectFilter = filters.projectFilter;
  const text = filters.filter.trim();
  if (text) query.filter = text;
  if (filters.updatedDateRange?.from) query.updated_from = filters.updatedDateRange.from;
  if (filters.updatedDateRange?.to) query.updated_to = filters.updatedDateRange.to;
  if (filters.dueDateRange?.from) query.due_from = filters.dueDateRange.from;
  if (filters.dueDateRange?.to) query.due_to = filters.dueDateRange.to;
  return query;
}
