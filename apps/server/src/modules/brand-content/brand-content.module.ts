import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { ProjectsService } from '../projects/projects.service.js';
import { brandContentRoutes } from './brand-content.routes.js';
import { createBrandContentService } from './brand-content.service.js';

/** A brand's overview (weekly slate), Feed and Library: read-only views over its tickets. */
export function brandContentModule({ database }: ModuleDeps, uses: { projects: ProjectsService }) {
  const content = createBrandContentService({
    db: database.db,
    dialect: database.dialect,
    project: (projectId) => uses.projects.get(projectId),
  });
  return {
    name: 'brand-content',
    routes: brandContentRoutes({ content }),
  } satisfies ServerModule;
}
