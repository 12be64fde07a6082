import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createProjectUsersService } from './project-users.service.js';
import { projectsRoutes } from './projects.routes.js';
import { createProjectsService } from './projects.service.js';

/** Brands (projects) of a workspace, their cover and their people. */
export function projectsModule({ database, storage, events }: ModuleDeps) {
  const projects = createProjectsService({ db: database.db, dialect: database.dialect, storage, events });
  const projectUsers = createProjectUsersService({ db: database.db, dialect: database.dialect, events });
  return {
    name: 'projects',
    routes: projectsRoutes({ projects, projectUsers }),
    services: { projects },
  } satisfies ServerModule & { services: unknown };
}
