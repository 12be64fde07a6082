import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { commentsRoutes } from './comments.routes.js';
import { createCommentsService } from './comments.service.js';

/** Comments on tickets, with mentions, files and voice notes; raises `comment.*` events. */
export function commentsModule({ database, storage, events }: ModuleDeps): ServerModule {
  return {
    name: 'comments',
    routes: commentsRoutes({ comments: createCommentsService({ db: database.db, storage, events }) }),
  };
}
