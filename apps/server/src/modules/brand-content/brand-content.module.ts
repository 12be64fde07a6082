import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { CommentsService } from '../comments/comments.service.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { brandContentRoutes } from './brand-content.routes.js';
import { createBrandContentService } from './brand-content.service.js';

/**
 * A brand's overview (weekly slate), Feed and Library: read-only views over its tickets. The
 * Library's files are read through the tickets' and comments' services, which own them.
 */
export function brandContentModule(
  { database }: ModuleDeps,
  uses: { projects: ProjectsService; images: TicketImagesService; comments: CommentsService },
) {
  const content = createBrandContentService({
    db: database.db,
    dialect: database.dialect,
    project: (projectId) => uses.projects.get(projectId),
    images: uses.images,
    comments: uses.comments,
  });
  return {
    name: 'brand-content',
    routes: brandContentRoutes({ content }),
    // The slate as the overview counts it, for the weekly review and the Results page's weeks (analytics).
    // And a Library file's bytes, for the asset library's linked copy of a task's file.
    services: { slateWeek: content.slateWeek, slateWeeks: content.slateWeeks, taskFile: content.libraryFile },
  } satisfies ServerModule & { services: unknown };
}
