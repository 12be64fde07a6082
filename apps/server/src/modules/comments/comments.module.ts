import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { commentsRoutes } from './comments.routes.js';
import { createCommentsService } from './comments.service.js';

/**
 * Comments on tickets, with mentions, files and voice notes; raises `comment.*` events. Its
 * service is shared (brand-content serves the files in a brand's Library).
 */
export function commentsModule(
  { database, storage, events }: ModuleDeps,
  { people }: { people: PeopleService },
) {
  const comments = createCommentsService({ db: database.db, storage, events, people });
  return {
    name: 'comments',
    routes: commentsRoutes({ comments }),
    services: { comments },
  } satisfies ServerModule & { services: unknown };
}
