import type { RolesResponse } from '@expertos/domain/roles.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/roles.schema'));

/** `GET /roles`: the workspace roles, keyed by id; the app stores their names as the role list. */
export function getRoles(
  client: ApiClient,
  opts: { signal?: AbortSignal; notify?: boolean } = {},
): Promise<RolesResponse> {
  return client.get('/roles', { schema: reply('rolesResponseSchema'), ...opts });
}
