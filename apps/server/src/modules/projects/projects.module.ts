import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createProjectUsersService } from './project-users.service.js';
import { projectsRoutes } from './projects.routes.js';
import { createProjectsService } from './projects.service.js';

/** Brands (projects) of a workspace, their cover and their people. */
export function projectsModule({ database, storage }: ModuleDeps) {
  const projects = createProjectsService({ db: database.db, storage });
  const projectUsers = createProjectUsersService({ db: database.db });
  return {
    name: 'projects',
    routes: projectsRoutes({ projects, projectUsers }),
    services: { projects },
  } satisfies ServerModule & { services: unknown };
}
