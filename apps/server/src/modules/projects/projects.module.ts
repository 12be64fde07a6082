import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { personLanguages } from '../profile/profile.module.js';
import { createBrandFacts } from './brand-facts.js';
import { closedDaysRoutes } from './closed-days.routes.js';
import { createProjectUsersService } from './project-users.service.js';
import { createProjectsRepository } from './projects.repository.js';
import { projectsRoutes } from './projects.routes.js';
import { createProjectsService } from './projects.service.js';

/** Brands (projects) of a workspace, their cover, their people and their closed days. */
export function projectsModule({ database, storage, events }: ModuleDeps) {
  const projects = createProjectsService({
    db: database.db,
    dialect: database.dialect,
    storage,
    events,
    languageOf: personLanguages({ database }),
  });
  const projectUsers = createProjectUsersService({ db: database.db, dialect: database.dialect, events });
  return {
    name: 'projects',
    routes: projectsRoutes({
      projects,
      projectUsers,
      closedDays: closedDaysRoutes(createBrandFacts(database.db, database.dialect)),
    }),
    services: { projects },
  } satisfies ServerModule & { services: unknown };
}

/**
 * The projects module's narrow read of a brand's language (docs/product.md#languages), for the
 * modules that write to its clients and integrations, in the worker process too.
 */
export function brandLanguages({ database }: Pick<ModuleDeps, 'database'>) {
  return createProjectsRepository(database.db, database.dialect).languageOf;
}
