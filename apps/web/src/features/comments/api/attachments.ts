import { fetchAttachment as fetchAttachmentBlob } from '@expertos/api-client/comments';
import { api } from '@/shared/api/client';

/** An attachment's bytes, with the bearer token (a plain `<img src>` would not send it). */
export function fetchAttachment(url: string, signal?: AbortSignal) {
  return fetchAttachmentBlob(api, url, { signal });
}
