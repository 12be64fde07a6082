import type { Bootstrap } from '@expertos/domain/bootstrap.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/bootstrap.schema'));

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
  return client.get('/bootstrap', { query: { workspace }, schema: reply('bootstrapSchema'), ...opts });
}
