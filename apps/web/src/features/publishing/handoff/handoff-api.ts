import { fetchFile } from '@expertos/api-client/files';
import { getTicket } from '@expertos/api-client/tickets';
import {
  type Publication,
  publicationListSchema,
  publishableMediaListSchema,
} from '@expertos/domain/publishing/publication.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn` answers the queries too.
import * as handoffApi from './handoff-api';

/** What the phone hand-off screen reads and says (docs/product.md#publishing). */

const publicationsPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/publications`;

/** `GET /tickets/{id}/publications`: each channel's publication, with its variant. */
export const fetchTicketPublications = (ticketUid: string) =>
  api.get(publicationsPath(ticketUid), { schema: publicationListSchema });

/** `GET /tickets/{id}/publishing/media`: the files a post can carry, each with its address. */
export const fetchPublishableMedia = (ticketUid: string) =>
  api.get(`/tickets/${encodeURIComponent(ticketUid)}/publishing/media`, {
    schema: publishableMediaListSchema,
  });

/** `POST …/publications/{id}/posted`: "I've posted it", with the live link, on the copy seen. */
export const markPosted = (
  ticketUid: string,
  publicationUid: string,
  body: { version: number; url: string },
): Promise<Publication[]> =>
  api.post(`${publicationsPath(ticketUid)}/${encodeURIComponent(publicationUid)}/posted`, {
    body,
    schema: publicationListSchema,
  });

/** A file's bytes with the bearer token (its route needs it, so a plain link would not do). */
export const fetchMediaFile = (url: string, signal?: AbortSignal) =>
  fetchFile(api, url, signal ? { signal } : {});

export const ticketPublicationsQueryOptions = (ticketUid: string) =>
  queryOptions({
    queryKey: ticketKeys.publications(ticketUid),
    queryFn: () => handoffApi.fetchTicketPublications(ticketUid),
  });

export const publishableMediaQueryOptions = (ticketUid: string) =>
  queryOptions({
    queryKey: ticketKeys.publishingMedia(ticketUid),
    queryFn: () => handoffApi.fetchPublishableMedia(ticketUid),
  });

/** `GET /tickets/{id}`: the post's title and brand, for the way back to it. */
export const fetchTicket = (ticketUid: string) => getTicket(api, ticketUid);

export const ticketQueryOptions = (ticketUid: string) =>
  queryOptions({
    queryKey: ticketKeys.ticket(ticketUid),
    queryFn: () => handoffApi.fetchTicket(ticketUid),
  });
