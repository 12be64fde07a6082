import type { Video, VideoPlayback, VideoTrimInput } from '@expertos/domain/media.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { z } from 'zod';
import type { ApiClient, RequestOptions } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const mediaReply = lazyReplies(() => import('@expertos/domain/media.schema'));
const ticketReply = lazyReplies(() => import('@expertos/domain/ticket.schema'));

/** Recordings once uploaded (docs/product.md#recordings); the upload itself speaks tus. */

const video = (uid: string) => `/videos/${encodeURIComponent(uid)}`;

/**
 * `GET /play/{videoUid}`: a recording as its player shows it. A visitor calls it with
 * `auth: false` (no token to fetch); a member with their token sees more. A 401 means an
 * unshared recording and nobody signed in.
 */
export function getPlayback(
  client: ApiClient,
  videoUid: string,
  opts: Pick<RequestOptions, 'auth' | 'signal'> = {},
): Promise<VideoPlayback> {
  return client.get(`/play/${encodeURIComponent(videoUid)}`, {
    ...opts,
    schema: mediaReply('videoPlaybackSchema'),
  });
}

/** `GET /videos/{videoUid}`: one's own upload, as far as it got. */
export function getVideo(client: ApiClient, videoUid: string): Promise<Video> {
  return client.get(video(videoUid), { schema: mediaReply('videoSchema') });
}

/** `PATCH /videos/{videoUid}`: shares the recording with anyone who has its link, or stops. */
export function setVideoShared(client: ApiClient, videoUid: string, shared: boolean): Promise<Video> {
  return client.patch(video(videoUid), { body: { shared }, schema: mediaReply('videoSchema') });
}

/** `PUT /videos/{videoUid}/ticket`: attaches it to a ticket of its brand. */
export function attachVideo(client: ApiClient, videoUid: string, ticketUid: string): Promise<Video> {
  return client.put(`${video(videoUid)}/ticket`, {
    body: { ticket_uid: ticketUid },
    schema: mediaReply('videoSchema'),
  });
}

/** `POST /videos/{videoUid}/trim`: keeps the part between two moments. */
export function trimVideo(client: ApiClient, videoUid: string, trim: VideoTrimInput): Promise<Video> {
  return client.post(`${video(videoUid)}/trim`, { body: trim, schema: mediaReply('videoSchema') });
}

/** `GET /tickets/{ticketUid}/videos`: a ticket's recordings, newest first. */
export async function listTicketVideos(client: ApiClient, ticketUid: string): Promise<Video[]> {
  const reply = await client.get(`/tickets/${encodeURIComponent(ticketUid)}/videos`, {
    schema: mediaReply('ticketVideosSchema'),
  });
  return reply.items;
}

const ticketVideo = (ticketUid: string, videoUid: string) =>
  `/tickets/${encodeURIComponent(ticketUid)}/videos/${encodeURIComponent(videoUid)}`;
const scenesSchema = z.object({ scenes: z.number().int() });

/** `POST /tickets/{t}/videos/{v}/scenes`: the recording's scenes become the ticket's reference images. */
export function extractScenes(
  client: ApiClient,
  ticketUid: string,
  videoUid: string,
): Promise<{ scenes: number }> {
  return client.post(`${ticketVideo(ticketUid, videoUid)}/scenes`, { schema: scenesSchema });
}

/** `POST /tickets/{t}/videos/{v}/script`: the recording's script goes into the ticket's notes. */
export function extractScript(client: ApiClient, ticketUid: string, videoUid: string): Promise<Ticket> {
  return client.post(`${ticketVideo(ticketUid, videoUid)}/script`, { schema: ticketReply('ticketSchema') });
}
