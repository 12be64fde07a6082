import type { MondayOptions } from '@expertos/domain/integration.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/integration.schema'));

/** A brand's monday.com integrations beyond the shared calls: the pickers' choices. */

/** `GET …/integrations/{uid}/monday-options`: boards, and the chosen board's groups and columns. */
export function fetchMondayOptions(
  client: ApiClient,
  projectId: string,
  uid: string,
  boardId?: string | null,
  signal?: AbortSignal,
): Promise<MondayOptions> {
  const path = `/projects/${encodeURIComponent(projectId)}/integrations/${encodeURIComponent(uid)}/monday-options`;
  return client.get(path, {
    schema: reply('mondayOptionsSchema'),
    query: boardId ? { board_id: boardId } : {},
    signal,
  });
}
