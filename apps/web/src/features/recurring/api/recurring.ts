import {
  type CreateRecurringInput,
  holidayCalendarListSchema,
  type RecurringPreview,
  type RecurringSeries,
  recurringGhostListSchema,
  recurringPreviewSchema,
  recurringSeriesListSchema,
  recurringSeriesSchema,
  type SplitRecurringInput,
} from '@expertos/domain/recurring.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(recurringApi, …)` answers the queries too.
import * as recurringApi from './recurring';

/** A brand's recurring series (docs/product.md#recurring-tickets). */
const recurringPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/recurring`;
const seriesPath = (projectUid: string, seriesUid: string) =>
  `${recurringPath(projectUid)}/${encodeURIComponent(seriesUid)}`;

export type PreviewInput = Pick<CreateRecurringInput, 'rule' | 'start' | 'holidays'>;
export type UpdateSeriesInput = {
  status?: 'active' | 'paused';
  body?: RecurringSeries['body'];
  time?: string;
  holidays?: RecurringSeries['holidays'];
};

/** Every recurring query of a brand hangs under this key (one invalidation refreshes them). */
export const recurringKeys = {
  brand: (projectUid: string) => ['recurring', projectUid] as const,
  series: (projectUid: string) => ['recurring', projectUid, 'series'] as const,
  ghosts: (projectUid: string, from: string, to: string) =>
    ['recurring', projectUid, 'ghosts', from, to] as const,
  /** The workspace calendar's ghosts: refreshed with any brand's series (`workspace`). */
  workspace: () => ['recurring', 'workspace'] as const,
  workspaceGhosts: (workspaceUid: string, from: string, to: string) =>
    ['recurring', 'workspace', workspaceUid, 'ghosts', from, to] as const,
  preview: (projectUid: string, input: PreviewInput | null) =>
    ['recurring', projectUid, 'preview', input] as const,
  templates: (projectUid: string) => ['recurring', projectUid, 'templates'] as const,
  calendars: () => ['holiday-calendars'] as const,
};

/** `POST …/recurring/preview`: the rule as kept, its next five dates and its total; saves nothing. */
export function previewRule(
  projectUid: string,
  body: PreviewInput,
  signal?: AbortSignal,
): Promise<RecurringPreview> {
  return api.post(`${recurringPath(projectUid)}/preview`, { body, schema: recurringPreviewSchema, signal });
}

/** `GET …/recurring`: the brand's series, newest first, each with its next dates. */
export function fetchSeries(projectUid: string, signal?: AbortSignal): Promise<RecurringSeries[]> {
  return api
    .get(recurringPath(projectUid), { schema: recurringSeriesListSchema, signal })
    .then((list) => list.items);
}

/** `POST …/recurring` (201): starts a series from a template or a body. */
export function createSeries(projectUid: string, body: CreateRecurringInput): Promise<RecurringSeries> {
  return api.post(recurringPath(projectUid), { body, schema: recurringSeriesSchema });
}

/** `PATCH …/recurring/{id}`: "all": paused or resumed, its body, time or holidays. */
export function updateSeries(
  projectUid: string,
  seriesUid: string,
  body: UpdateSeriesInput,
): Promise<RecurringSeries> {
  return api.patch(seriesPath(projectUid, seriesUid), { body, schema: recurringSeriesSchema });
}

/** `DELETE …/recurring/{id}`: ends it; its tickets stay. */
export async function endSeries(projectUid: string, seriesUid: string): Promise<void> {
  await api.delete(seriesPath(projectUid, seriesUid));
}

/** `POST …/recurring/{id}/split` (201): "this and following" from `from`; answers the new series. */
export function splitSeries(
  projectUid: string,
  seriesUid: string,
  body: SplitRecurringInput,
): Promise<RecurringSeries> {
  return api.post(`${seriesPath(projectUid, seriesUid)}/split`, { body, schema: recurringSeriesSchema });
}

const occurrenceReplySchema = z.object({ ticket: ticketSchema.nullable() });
export type OccurrenceAction = 'skip' | 'make';

/** `POST …/recurring/{id}/occurrences`: "only this" for a date not made yet: skip it or make it now. */
export function actOnOccurrence(
  projectUid: string,
  seriesUid: string,
  day: string,
  action: OccurrenceAction,
) {
  return api.post(`${seriesPath(projectUid, seriesUid)}/occurrences`, {
    body: { day, action },
    schema: occurrenceReplySchema,
  });
}

/** `GET …/recurring/ghosts?from=&to=`: the brand's occurrences in the range not made yet. */
export function fetchGhosts(projectUid: string, from: string, to: string, signal?: AbortSignal) {
  return api
    .get(`${recurringPath(projectUid)}/ghosts`, {
      query: { from, to },
      schema: recurringGhostListSchema,
      signal,
    })
    .then((list) => list.items);
}

/** `GET /workspaces/{id}/recurring/ghosts?from=&to=`: those of every brand whose tickets the person may list. */
export function fetchWorkspaceGhosts(workspaceUid: string, from: string, to: string, signal?: AbortSignal) {
  return api
    .get(`/workspaces/${encodeURIComponent(workspaceUid)}/recurring/ghosts`, {
      query: { from, to },
      schema: recurringGhostListSchema,
      signal,
    })
    .then((list) => list.items);
}

/** `GET /holiday-calendars`: the countries and regions a series may keep to, named in the asker's language. */
export function fetchHolidayCalendars(signal?: AbortSignal) {
  return api
    .get('/holiday-calendars', { schema: holidayCalendarListSchema, signal })
    .then((list) => list.items);
}

export function seriesQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: recurringKeys.series(projectUid),
    queryFn: ({ signal }) => recurringApi.fetchSeries(projectUid, signal),
    enabled: Boolean(projectUid),
  });
}

export function ghostsQueryOptions(projectUid: string, from: string, to: string) {
  return queryOptions({
    queryKey: recurringKeys.ghosts(projectUid, from, to),
    queryFn: ({ signal }) => recurringApi.fetchGhosts(projectUid, from, to, signal),
  });
}

export function workspaceGhostsQueryOptions(workspaceUid: string, from: string, to: string) {
  return queryOptions({
    queryKey: recurringKeys.workspaceGhosts(workspaceUid, from, to),
    queryFn: ({ signal }) => recurringApi.fetchWorkspaceGhosts(workspaceUid, from, to, signal),
  });
}

export function holidayCalendarsQueryOptions() {
  return queryOptions({
    queryKey: recurringKeys.calendars(),
    queryFn: ({ signal }) => recurringApi.fetchHolidayCalendars(signal),
    // The list only changes with a new server.
    staleTime: 60 * 60_000,
  });
}
