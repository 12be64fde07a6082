import {
  type ContentSeries,
  type ContentSeriesPage,
  type CreateContentSeriesInput,
  contentSeriesListSchema,
  contentSeriesPageSchema,
  contentSeriesSchema,
  ticketContentSeriesSchema,
} from '@expertos/domain/content-series';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(seriesApi, …)` answers the queries too.
import * as seriesApi from './content-series';

/** A brand's content series (docs/product.md#content-series). */
const listPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/content-series`;
const seriesPath = (projectUid: string, seriesUid: string) =>
  `${listPath(projectUid)}/${encodeURIComponent(seriesUid)}`;

export type UpdateContentSeriesInput = Partial<CreateContentSeriesInput>;

/** Every content-series query of a brand hangs under this key (one invalidation refreshes them). */
export const seriesKeys = {
  brand: (projectUid: string) => ['content-series', projectUid] as const,
  list: (projectUid: string) => ['content-series', projectUid, 'list'] as const,
  page: (projectUid: string, seriesUid: string) => ['content-series', projectUid, 'page', seriesUid] as const,
};

/** `GET …/content-series`: the brand's series with how many posts each has and how many are out. */
export function fetchSeriesList(projectUid: string, signal?: AbortSignal): Promise<ContentSeries[]> {
  return api
    .get(listPath(projectUid), { schema: contentSeriesListSchema, signal })
    .then((list) => list.items);
}

/** `POST …/content-series` (201). */
export function createSeries(projectUid: string, body: CreateContentSeriesInput): Promise<ContentSeries> {
  return api.post(listPath(projectUid), { body, schema: contentSeriesSchema });
}

/** `GET …/content-series/{id}`: the series and its posts in order. */
export function fetchSeriesPage(
  projectUid: string,
  seriesUid: string,
  signal?: AbortSignal,
): Promise<ContentSeriesPage> {
  return api.get(seriesPath(projectUid, seriesUid), { schema: contentSeriesPageSchema, signal });
}

/** `PATCH …/content-series/{id}`: a new pattern renames the posts not out yet. */
export function updateSeries(
  projectUid: string,
  seriesUid: string,
  body: UpdateContentSeriesInput,
): Promise<ContentSeries> {
  return api.patch(seriesPath(projectUid, seriesUid), { body, schema: contentSeriesSchema });
}

/** `DELETE …/content-series/{id}` (204): its tickets stay. */
export async function deleteSeries(projectUid: string, seriesUid: string): Promise<void> {
  await api.delete(seriesPath(projectUid, seriesUid));
}

/** `POST …/{id}/posts` (201): one of the brand's tickets at the end. */
export function addPost(
  projectUid: string,
  seriesUid: string,
  ticketUid: string,
): Promise<ContentSeriesPage> {
  return api.post(`${seriesPath(projectUid, seriesUid)}/posts`, {
    body: { ticket: ticketUid },
    schema: contentSeriesPageSchema,
  });
}

/** `DELETE …/{id}/posts/{ticketId}` (204): the ticket stays; the rest are renumbered. */
export async function removePost(projectUid: string, seriesUid: string, ticketUid: string): Promise<void> {
  await api.delete(`${seriesPath(projectUid, seriesUid)}/posts/${encodeURIComponent(ticketUid)}`);
}

/** `PUT …/{id}/order`: every post once, in the new order; those not out are renumbered. */
export function orderPosts(
  projectUid: string,
  seriesUid: string,
  ticketUids: string[],
): Promise<ContentSeriesPage> {
  return api.put(`${seriesPath(projectUid, seriesUid)}/order`, {
    body: { tickets: ticketUids },
    schema: contentSeriesPageSchema,
  });
}

const nextPostSchema = z.object({ ticket: ticketSchema });

/** `POST …/{id}/next` (201): makes the series' next post from its fields. */
export function makeNextPost(projectUid: string, seriesUid: string) {
  return api
    .post(`${seriesPath(projectUid, seriesUid)}/next`, { schema: nextPostSchema })
    .then((reply) => reply.ticket);
}

/** `GET /tickets/{id}/content-series`: the series a ticket is in and its place, or null. */
export function fetchTicketSeries(ticketUid: string, signal?: AbortSignal) {
  return api
    .get(`/tickets/${encodeURIComponent(ticketUid)}/content-series`, {
      schema: ticketContentSeriesSchema,
      signal,
    })
    .then((reply) => reply.series);
}

export function seriesListQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: seriesKeys.list(projectUid),
    queryFn: ({ signal }) => seriesApi.fetchSeriesList(projectUid, signal),
    enabled: Boolean(projectUid),
  });
}

export function seriesPageQueryOptions(projectUid: string, seriesUid: string) {
  return queryOptions({
    queryKey: seriesKeys.page(projectUid, seriesUid),
    queryFn: ({ signal }) => seriesApi.fetchSeriesPage(projectUid, seriesUid, signal),
    enabled: Boolean(projectUid && seriesUid),
  });
}

export function ticketSeriesQueryOptions(ticketUid: string) {
  return queryOptions({
    queryKey: ticketKeys.contentSeries(ticketUid),
    queryFn: ({ signal }) => seriesApi.fetchTicketSeries(ticketUid, signal),
  });
}
