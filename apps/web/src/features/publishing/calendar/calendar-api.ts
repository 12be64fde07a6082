import { type QueueSettings, queueSettingsSchema } from '@expertos/domain/publishing/channel.schema';
import {
  type BrandPublication,
  brandPublicationListSchema,
  type Publication,
  publicationListSchema,
  type WorkspacePublication,
  workspacePublicationListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as calendarApi from './calendar-api';

/** A brand's scheduled posts on its calendar (docs/product.md#publishing). */

const brandPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/publishing`;

/** `GET /projects/{id}/publishing/publications?from=&to=`: the posts due in the window. */
export const fetchBrandPublications = (projectUid: string, from: string, to: string, signal?: AbortSignal) =>
  api.get(`${brandPath(projectUid)}/publications`, {
    query: { from, to },
    schema: brandPublicationListSchema,
    ...(signal ? { signal } : {}),
  });

/** `GET /projects/{id}/publishing/queue`: the brand's time zone (and its weekly slots). */
export const fetchQueueSettings = (projectUid: string) =>
  api.get(`${brandPath(projectUid)}/queue`, { schema: queueSettingsSchema });

/** `PATCH /tickets/{id}/publications/{publicationId}`: another time, on the copy seen. */
export const reschedulePublication = (
  ticketUid: string,
  publicationUid: string,
  body: { due_at: string; version: number },
): Promise<Publication[]> =>
  api.patch(`/tickets/${encodeURIComponent(ticketUid)}/publications/${encodeURIComponent(publicationUid)}`, {
    body,
    schema: publicationListSchema,
  });

export const postCalendarKeys = {
  /** Every window of the brand's calendar. */
  brand: (projectUid: string) => ['projects', projectUid, 'publishing', 'calendar'] as const,
  window: (projectUid: string, from: string, to: string) =>
    [...postCalendarKeys.brand(projectUid), from, to] as const,
  queue: (projectUid: string) => ['projects', projectUid, 'publishing', 'queue'] as const,
};

/** `GET /workspaces/{id}/publishing/publications?from=&to=`: every brand's posts the person sees. */
export const fetchWorkspacePublications = (
  workspaceUid: string,
  from: string,
  to: string,
  signal?: AbortSignal,
) =>
  api.get(`/workspaces/${encodeURIComponent(workspaceUid)}/publishing/publications`, {
    query: { from, to },
    schema: workspacePublicationListSchema,
    ...(signal ? { signal } : {}),
  });

export const workspacePublicationsQueryOptions = (workspaceUid: string, from: string, to: string) =>
  queryOptions<WorkspacePublication[]>({
    queryKey: ['workspaces', workspaceUid, 'publishing', 'calendar', from, to] as const,
    queryFn: ({ signal }) => calendarApi.fetchWorkspacePublications(workspaceUid, from, to, signal),
  });

export const brandPublicationsQueryOptions = (projectUid: string, from: string, to: string) =>
  queryOptions<BrandPublication[]>({
    queryKey: postCalendarKeys.window(projectUid, from, to),
    queryFn: ({ signal }) => calendarApi.fetchBrandPublications(projectUid, from, to, signal),
  });

export const queueSettingsQueryOptions = (projectUid: string) =>
  queryOptions<QueueSettings>({
    queryKey: postCalendarKeys.queue(projectUid),
    queryFn: () => calendarApi.fetchQueueSettings(projectUid),
    // The zone changes rarely; the calendar reads it for a move, not on every focus.
    staleTime: 60_000,
  });
