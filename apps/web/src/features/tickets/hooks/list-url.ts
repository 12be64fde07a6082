import { calendarDateSchema } from '@expertos/domain/dates';
import type { DateRange } from '@expertos/domain/settings.schema';
import { TICKET_SORT_FIELDS, type TicketSortField } from '@expertos/domain/ticket.schema';
import {
  POST_PLATFORMS,
  type PostPlatform,
  STATUS_FILTER_ALL,
  TICKET_TYPES,
  type TicketType,
} from '@expertos/domain/tickets';
import { ticketStatusFilterSchema } from '@expertos/domain/tickets.schema';
import { DEFAULT_LIST_FILTERS, type ListFilters, type TicketScope } from '../components/ticket-scope';

/**
 * A list's view in the address (docs/product.md#task-lists-and-filters): every filter and the
 * sort, under the API's own names, so a copied URL shows the same tickets to whoever opens it.
 * Parameters that are not the view's (`viewMode`, `task`, …) are left as they are.
 */
export type SortOrder = 'asc' | 'desc';
export interface TableSort {
  field: TicketSortField;
  order: SortOrder;
}
export const DEFAULT_SORT: TableSort = { field: 'updated', order: 'desc' };

export interface ListView {
  filters: ListFilters;
  sort: TableSort;
}
export const DEFAULT_LIST_VIEW: ListView = { filters: DEFAULT_LIST_FILTERS, sort: DEFAULT_SORT };

/** The list filters that are lists of values, comma-separated in the address as in the API. */
const LIST_FILTERS = [
  'tags',
  'projectFilter',
  'milestones',
  'teamFilter',
  'userFilter',
  'ticket_type',
  'post_platform',
] as const satisfies readonly (keyof ListFilters)[];

/** Every query parameter that belongs to the view. */
export const VIEW_PARAMS = [
  'status',
  ...LIST_FILTERS,
  'filter',
  'updated_from',
  'updated_to',
  'due_from',
  'due_to',
  'top_level',
  'sort',
  'order',
] as const;

const RANGES = [
  ['updatedDateRange', 'updated_from', 'updated_to'],
  ['dueDateRange', 'due_from', 'due_to'],
] as const;

/** Whether the address names any part of a view (else the last used one is restored). */
export function hasViewParams(params: URLSearchParams): boolean {
  return VIEW_PARAMS.some((name) => params.has(name));
}

const day = (value: string | null) => (value && calendarDateSchema.safeParse(value).success ? value : null);

function listOf(params: URLSearchParams, name: string): string[] {
  const value = params.get(name);
  return value ? [...new Set(value.split(',').filter((part) => part.length > 0))] : [];
}

/**
 * The view an address names. What is not understood (an unknown status, a type that does not
 * exist, a day like 2026-02-31) is left out rather than sent for the server to refuse.
 */
export function viewFromParams(params: URLSearchParams, scope?: TicketScope): ListView {
  const status = ticketStatusFilterSchema.safeParse(params.get('status'));
  const filters: ListFilters = {
    ...DEFAULT_LIST_FILTERS,
    status: status.success ? status.data : STATUS_FILTER_ALL,
    tags: listOf(params, 'tags'),
    projectFilter: scope?.kind === 'project' ? [] : listOf(params, 'projectFilter'),
    milestones: listOf(params, 'milestones'),
    teamFilter: listOf(params, 'teamFilter'),
    userFilter: listOf(params, 'userFilter'),
    ticket_type: listOf(params, 'ticket_type').filter((type): type is TicketType =>
      (TICKET_TYPES as readonly string[]).includes(type),
    ),
    post_platform: listOf(params, 'post_platform').filter((platform): platform is PostPlatform =>
      (POST_PLATFORMS as readonly string[]).includes(platform),
    ),
    filter: params.get('filter') ?? '',
    top_level: params.get('top_level') === 'true',
  };
  for (const [key, from, to] of RANGES) {
    const range: DateRange = { from: day(params.get(from)), to: day(params.get(to)) };
    filters[key] = range.from || range.to ? range : null;
  }
  const field = params.get('sort');
  const order = params.get('order');
  const sort: TableSort = {
    field: (TICKET_SORT_FIELDS as readonly string[]).includes(field ?? '')
      ? (field as TicketSortField)
      : DEFAULT_SORT.field,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_SORT.order,
  };
  return { filters, sort };
}

/**
 * `base` with the view written in: the view's parameters replaced, only what differs from the
 * defaults written (a plain list has a plain address), every other parameter kept.
 */
export function writeView(base: URLSearchParams, view: ListView, scope?: TicketScope): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of VIEW_PARAMS) next.delete(name);
  const { filters, sort } = view;
  if (filters.status !== STATUS_FILTER_ALL) next.set('status', filters.status);
  for (const name of LIST_FILTERS) {
    if (name === 'projectFilter' && scope?.kind === 'project') continue;
    const values = filters[name];
    if (values.length > 0) next.set(name, values.join(','));
  }
  if (filters.filter.trim() !== '') next.set('filter', filters.filter);
  for (const [key, from, to] of RANGES) {
    const range = filters[key];
    if (range?.from) next.set(from, range.from);
    if (range?.to) next.set(to, range.to);
  }
  if (filters.top_level) next.set('top_level', 'true');
  if (sort.field !== DEFAULT_SORT.field || sort.order !== DEFAULT_SORT.order) {
    next.set('sort', sort.field);
    next.set('order', sort.order);
  }
  return next;
}

/** The view alone as a query string ('' for the defaults): what saved and last used views keep. */
export function viewSearch(view: ListView, scope?: TicketScope): string {
  return writeView(new URLSearchParams(), view, scope).toString();
}
