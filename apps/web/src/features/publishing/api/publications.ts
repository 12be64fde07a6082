import { isApiError } from '@expertos/api-client/client';
import { fetchFile } from '@expertos/api-client/files';
import { uploadReferenceImages } from '@expertos/api-client/tickets';
import { type Video, videoSchema } from '@expertos/domain/media.schema';
import {
  type Publication,
  publicationListSchema,
  publishableMediaListSchema,
  type SchedulePostInput,
} from '@expertos/domain/publishing/publication.schema';
import {
  type SavedVariant,
  type SavedVariantsInput,
  savedVariantListSchema,
} from '@expertos/domain/publishing/saved-variants';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
import { withReopenReview } from '@/shared/api/reopen-review';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(publicationsApi, …)` answers the query too.
import * as publicationsApi from './publications';

/** A post ticket's publications (docs/product.md#publishing): one per channel, each with its timeline. */

const ticketPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}`;
const publicationPath = (ticketUid: string, uid: string) =>
  `${ticketPath(ticketUid)}/publications/${encodeURIComponent(uid)}`;
const okSchema = z.object({ ok: z.literal(true) });

export type PublishableMedia = z.infer<typeof publishableMediaListSchema>[number];

/** Under the ticket's own key, shared: the live stream's post events refresh them too. */
export const publicationsQueryKey = ticketKeys.publications;
export const publishableMediaQueryKey = ticketKeys.publishingMedia;

/** `GET /tickets/{id}/publications`. */
export function fetchPublications(ticketUid: string, signal?: AbortSignal): Promise<Publication[]> {
  return api.get(`${ticketPath(ticketUid)}/publications`, { schema: publicationListSchema, signal });
}

/** Whether a publication may change any moment by itself: going out, or due and about to. */
export function inFlight(publication: Publication, now = Date.now()): boolean {
  return (
    publication.state === 'publishing' ||
    (publication.state === 'scheduled' && Date.parse(publication.due_at) <= now)
  );
}

/** How often the list is read again while one is in flight, should a live event be missed. */
export const PUBLICATIONS_POLL_MS = 3000;

export function publicationsQueryOptions(ticketUid: string) {
  return queryOptions<Publication[]>({
    queryKey: publicationsQueryKey(ticketUid),
    queryFn: ({ signal }) => publicationsApi.fetchPublications(ticketUid, signal),
    refetchInterval: (query) => (query.state.data?.some((p) => inFlight(p)) ? PUBLICATIONS_POLL_MS : false),
  });
}

/** `GET /tickets/{id}/publishing/media`: the ticket's files a post can carry. */
export function fetchPublishableMedia(ticketUid: string, signal?: AbortSignal): Promise<PublishableMedia[]> {
  return api.get(`${ticketPath(ticketUid)}/publishing/media`, { schema: publishableMediaListSchema, signal });
}

export function publishableMediaQueryOptions(ticketUid: string) {
  return queryOptions<PublishableMedia[]>({
    queryKey: publishableMediaQueryKey(ticketUid),
    queryFn: ({ signal }) => publicationsApi.fetchPublishableMedia(ticketUid, signal),
  });
}

/** A medium's bytes, fetched with the token (a plain `src` would not send it). */
export function fetchMediaFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchFile(api, url, { signal });
}

/** What the composer sends: `queue` optional, as the schema's default fills it. */
export type ScheduleRequest = Omit<SchedulePostInput, 'queue'> & { queue?: boolean };

/** `POST /tickets/{id}/publications`: now (`due_at` null), at a time, or at the queue's next slot. */
export function schedulePost(ticketUid: string, input: ScheduleRequest): Promise<Publication[]> {
  return api.post(`${ticketPath(ticketUid)}/publications`, { body: input, schema: publicationListSchema });
}

/** `PATCH …/publications/{id}`: another time, on the copy seen. */
export function reschedulePublication(
  ticketUid: string,
  uid: string,
  change: { due_at: string; version: number },
): Promise<Publication[]> {
  return api.patch(publicationPath(ticketUid, uid), { body: change, schema: publicationListSchema });
}

/** `DELETE …/publications/{id}?version=`: off the schedule before it goes out. */
export async function unschedulePublication(ticketUid: string, uid: string, version: number): Promise<void> {
  await api.delete(publicationPath(ticketUid, uid), { query: { version }, schema: okSchema });
}

/** `POST …/publications/{id}/retry`: publish now one that failed or waits for a person. */
export function retryPublication(ticketUid: string, uid: string, version: number): Promise<Publication[]> {
  return api.post(`${publicationPath(ticketUid, uid)}/retry`, {
    body: { version },
    schema: publicationListSchema,
  });
}

/**
 * `POST …/publications/{id}/newer-assets`: a waiting post takes its library assets' newer
 * versions, on the copy seen. An approved post's change reopens its review if the person agrees.
 */
export function takeNewerAssets(ticketUid: string, uid: string, version: number): Promise<Publication[]> {
  return withReopenReview((reopen) =>
    api.post(`${publicationPath(ticketUid, uid)}/newer-assets`, {
      body: { version },
      schema: publicationListSchema,
      ...(reopen ? { query: { reopen_review: 'true' } } : {}),
    }),
  );
}

/** `GET /tickets/{id}/publishing/variants`: the post's saved variants. */
export function fetchSavedVariants(ticketUid: string, signal?: AbortSignal): Promise<SavedVariant[]> {
  return api
    .get(`${ticketPath(ticketUid)}/publishing/variants`, { schema: savedVariantListSchema, signal })
    .then((list) => list.variants);
}

export function savedVariantsQueryOptions(ticketUid: string) {
  return queryOptions<SavedVariant[]>({
    queryKey: ticketKeys.savedVariants(ticketUid),
    queryFn: ({ signal }) => publicationsApi.fetchSavedVariants(ticketUid, signal),
  });
}

/**
 * `PUT /tickets/{id}/publishing/variants`: saves the post's variants for review. An approved
 * post keeps them: the person may change them anyway, reopening its review.
 */
export async function saveVariants(ticketUid: string, input: SavedVariantsInput): Promise<SavedVariant[]> {
  const list = await withReopenReview((reopen) =>
    api.put(`${ticketPath(ticketUid)}/publishing/variants`, {
      body: input,
      schema: savedVariantListSchema,
      ...(reopen ? { query: { reopen_review: 'true' } } : {}),
    }),
  );
  return list.variants;
}

/**
 * An image uploaded from the composer: it becomes one of the ticket's reference images
 * (`POST /tickets/{id}/reference-images`), so the ticket keeps it and every variant may carry it.
 */
export async function uploadPostImage(ticketUid: string, file: File): Promise<void> {
  // An approved post keeps its files: the person may add one anyway, reopening its review.
  await withReopenReview((reopenReview) => uploadReferenceImages(api, ticketUid, [file], { reopenReview }));
}

const mp4CopyPath = (projectUid: string, videoUid: string) =>
  `/projects/${encodeURIComponent(projectUid)}/videos/${encodeURIComponent(videoUid)}/mp4-copy`;

/**
 * `POST /projects/{id}/videos/{videoId}/mp4-copy`: asks the server for an MP4 copy of a
 * recording (made by a job); answers the copy at once, being made, or the one already there.
 */
export function requestMp4Copy(projectUid: string, videoUid: string): Promise<Video> {
  return api.post(mp4CopyPath(projectUid, videoUid), { schema: videoSchema });
}

/** `GET …/mp4-copy`: the recording's MP4 copy as it stands, or null when none was asked for. */
export async function fetchMp4Copy(
  projectUid: string,
  videoUid: string,
  signal?: AbortSignal,
): Promise<Video | null> {
  try {
    return await api.get(mp4CopyPath(projectUid, videoUid), { schema: videoSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** How often a copy being made is looked at. */
export const MP4_COPY_POLL_MS = 3000;

export function mp4CopyQueryOptions(projectUid: string, videoUid: string) {
  return queryOptions<Video | null>({
    queryKey: ['mp4-copy', projectUid, videoUid],
    queryFn: ({ signal }) => publicationsApi.fetchMp4Copy(projectUid, videoUid, signal),
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? MP4_COPY_POLL_MS : false),
    retry: false,
  });
}
