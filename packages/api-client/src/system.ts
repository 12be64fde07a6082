import type { HealthResponse, ReadyResponse } from '@expertos/domain/system';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/system'));

interface SystemCallOptions {
  signal?: AbortSignal;
  /** Hand a failure to the client's error notification (by default the caller shows it). */
  notify?: boolean;
}

/** `GET /health`: public, so no token is fetched for it. */
export function getHealth(client: ApiClient, opts: SystemCallOptions = {}): Promise<HealthResponse> {
  return client.get('/health', { schema: reply('healthResponseSchema'), auth: false, ...opts });
}

/**
 * `GET /ready`: public. A server that is not ready answers 503 with the same body, which
 * is an answer here (`status: 'not_ready'`), not an error.
 */
export function getReady(client: ApiClient, opts: SystemCallOptions = {}): Promise<ReadyResponse> {
  return client.get('/ready', {
    schema: reply('readyResponseSchema'),
    auth: false,
    okStatuses: [503],
    ...opts,
  });
}
