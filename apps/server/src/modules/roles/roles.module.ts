import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createRolesRepository } from './roles.repository.js';
import { rolesRoutes } from './roles.routes.js';
import { createRolesService } from './roles.service.js';

/** The workspace roles, for pickers. */
export function rolesModule({ database }: ModuleDeps) {
  const roles = createRolesService(createRolesRepository(database.db));
  return { name: 'roles', routes: rolesRoutes(roles), services: { roles } } satisfies ServerModule & {
    services: unknown;
  };
}
