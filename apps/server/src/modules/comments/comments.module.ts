import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { commentsRoutes } from './comments.routes.js';
import { createCommentsService } from './comments.service.js';

/**
 * Comments on tickets, with mentions, files and voice notes; raises `comment.*` events. Its
 * service is shared (brand-content serves the files in a brand's Library).
 */
export function commentsModule(
  { database, storage, events }: ModuleDeps,
  { people, access }: { people: PeopleService; access: MemberAccess },
) {
  const comments = createCommentsService({ db: database.db, storage, events, people, access });
  return {
    name: 'comments',
    routes: commentsRoutes({ comments }),
    services: { comments },
  } satisfies ServerModule & { services: unknown };
}
