import { fetchFile } from '@expertos/api-client/files';
import * as tickets from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** `POST /tickets/{id}/reference-images`: answers the whole ticket (an approved post's: with `reopenReview`). */
export function uploadReferenceImages(ticketUid: string, files: readonly File[], reopenReview = false) {
  return tickets.uploadReferenceImages(api, ticketUid, files, { reopenReview });
}

/** `DELETE /tickets/{id}/reference-images/{imageUid}`: answers the whole ticket. */
export function deleteReferenceImage(ticketUid: string, imageUid: string, reopenReview = false) {
  return tickets.deleteReferenceImage(api, ticketUid, imageUid, { reopenReview });
}

/** A reference image's bytes, with the bearer token (a plain `<img src>` would not send it). */
export function fetchReferenceImage(url: string, signal?: AbortSignal) {
  return fetchFile(api, url, { signal });
}
