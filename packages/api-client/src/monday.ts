import { type MondayOptions, mondayOptionsSchema } from '@expertos/domain/integration.schema';
import type { ApiClient } from './client';

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
    schema: mondayOptionsSchema,
    query: boardId ? { board_id: boardId } : {},
    signal,
  });
}
