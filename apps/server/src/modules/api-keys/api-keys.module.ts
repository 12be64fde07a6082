import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createApiKeysRepository } from './api-keys.repository.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { createApiKeysService } from './api-keys.service.js';

/**
 * API keys (docs/product.md#api-keys): each person's keys and their routes. The shared guard
 * checks a bearer key through this module's `authenticate` (wired in app.ts) and caps the
 * owner's access by the key's scopes (platform/access.ts).
 */
export function apiKeysModule({ database, now }: ModuleDeps) {
  const keys = createApiKeysService({ repository: createApiKeysRepository(database.db), now });
  return { name: 'api-keys', routes: apiKeysRoutes({ keys }) } satisfies ServerModule;
}
