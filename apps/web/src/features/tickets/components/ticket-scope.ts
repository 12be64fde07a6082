import { DEFAULT_TASK_FILTERS } from '@expertos/domain/settings';
import type { TaskFilters } from '@expertos/domain/settings.schema';
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
 * A list's filters: the settings' task filters (docs/product.md#task-lists-and-filters) and
 * "Top-level only" (`top_level`, no subtasks; docs/product.md#checklists-and-subtasks), which
 * lives in the list's address and its saved views.
 */
export type ListFilters = TaskFilters & { top_level: boolean };

/** What a list's filters reset to: the settings' defaults, subtasks shown. */
export const DEFAULT_LIST_FILTERS: Readonly<ListFilters> = Object.freeze<ListFilters>({
  ...DEFAULT_TASK_FILTERS,
  top_level: false,
});

/**
 * A list's filters as the list query. A brand's list ignores projectFilter (it is one brand
 * already); the updated-date range becomes updated_from/_to, "Top-level only" `top_level=true`.
 */
export function filtersToQuery(filters: ListFilters, scope: TicketScope): TicketListQuery {
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
  if (filters.top_level) query.top_level = 'true';
  return query;
}
