import { fetchFile } from '@expertos/api-client/files';
import { api } from '@/shared/api/client';

/** An attachment's bytes, with the bearer token (a plain `<img src>` would not send it). */
export function fetchAttachment(url: string, signal?: AbortSignal) {
  return fetchFile(api, url, { signal });
}
