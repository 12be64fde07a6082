import * as tickets from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** `POST /tickets/{id}/reference-images`: answers the whole ticket. */
export function uploadReferenceImages(ticketUid: string, files: readonly File[]) {
  return tickets.uploadReferenceImages(api, ticketUid, files);
}

/** `DELETE /tickets/{id}/reference-images/{imageUid}`: answers the whole ticket. */
export function deleteReferenceImage(ticketUid: string, imageUid: string) {
  return tickets.deleteReferenceImage(api, ticketUid, imageUid);
}

/** A reference image's bytes, with the bearer token (a plain `<img src>` would not send it). */
export function fetchReferenceImage(url: string, signal?: AbortSignal) {
  return tickets.fetchReferenceImage(api, url, { signal });
}
