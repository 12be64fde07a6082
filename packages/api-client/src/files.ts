import type { ApiClient, RequestOptions } from './client';

/**
 * A stored file's bytes (a comment attachment, a reference image), fetched with the caller's
 * token from the `url` the API gave (`/api/tickets/…`): a plain `<img src>` would not send
 * it. The client's base already ends in `/api`, so that prefix is taken off.
 */
export function fetchFile(
  client: ApiClient,
  url: string,
  opts: Omit<RequestOptions, 'body'> = {},
): Promise<Blob> {
  const path = url.startsWith('/api/') ? url.slice('/api'.length) : url;
  return client.blob(path, opts);
}
