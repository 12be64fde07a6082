import { type RolesResponse, rolesResponseSchema } from '@expertos/domain/roles';
import type { ApiClient } from './client';

/** `GET /roles`: the workspace roles, keyed by id; the app stores their names as the role list. */
export function getRoles(
  client: ApiClient,
  opts: { signal?: AbortSignal; notify?: boolean } = {},
): Promise<RolesResponse> {
  return client.get('/roles', { schema: rolesResponseSchema, ...opts });
}
