import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createApiKeysRepository } from './api-keys.repository.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import { type ApiKeyPorts, createApiKeysService } from './api-keys.service.js';
import { workspaceKeysRoutes } from './workspace-keys.routes.js';
import { createWorkspaceKeysService, type WorkspaceKeyPorts } from './workspace-keys.service.js';

/**
 * API keys (docs/product.md#api-keys): each person's keys, each workspace's, and their routes.
 * The shared guard checks a bearer key through this module's `authenticate` (wired in app.ts)
 * and caps the access of whom it acts as by the key's scopes (platform/access.ts).
 */
export function apiKeysModule(
  { database, now, events }: ModuleDeps,
  ports: Omit<WorkspaceKeyPorts, 'db'> & ApiKeyPorts,
) {
  const repository = createApiKeysRepository(database.db);
  const keys = createApiKeysService({
    repository,
    now,
    ports: {
      ...ports,
      keyMade: (userId, name) =>
        database.db.transaction().execute((trx) =>
          events.emit(trx, 'account.security_changed', {
            userId,
            change: 'api_key_created',
            detail: { name },
          }),
        ),
    },
  });
  const workspaceKeys = createWorkspaceKeysService({
    repository,
    ports: { ...ports, db: database.db, events },
    now,
  });
  return {
    name: 'api-keys',
    routes: async (app, options) => {
      await apiKeysRoutes({ keys })(app, options);
      await workspaceKeysRoutes({ keys: workspaceKeys })(app, options);
    },
  } satisfies ServerModule;
}
