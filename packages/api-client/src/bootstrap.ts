import { type Bootstrap, bootstrapSchema } from '@expertos/domain/bootstrap.schema';
import type { ApiClient } from './client';

/**
 * `GET /bootstrap`: a page load's first screen in one reply — the profile, the roles, the
 * workspaces and invites, and `workspace` (the one opened last; the first listed when it is not
 * listed) with its brands.
 */
export function getBootstrap(
  client: ApiClient,
  workspace: string | null,
  opts: { signal?: AbortSignal; notify?: boolean } = {},
): Promise<Bootstrap> {
  return client.get('/bootstrap', { query: { workspace }, schema: bootstrapSchema, ...opts });
}
