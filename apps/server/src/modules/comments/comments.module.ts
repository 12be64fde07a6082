import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createRecordingFacts } from '../media/recording-facts.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { createAnchorCheck } from './comment-anchors.js';
import { createCommentPortal } from './comment-portal.js';
import { createCommentsRepository } from './comments.repository.js';
import { commentsRoutes } from './comments.routes.js';
import { createCommentsService } from './comments.service.js';

/**
 * Comments on tickets, with mentions, files and voice notes, anchored to a moment of a
 * recording or a pin on an image; raises `comment.*` events. Its service is shared
 * (brand-content serves the files in a brand's Library); `portal` is for the client portal.
 */
export function commentsModule(
  { database, storage, events }: ModuleDeps,
  { people, access }: { people: PeopleService; access: MemberAccess },
) {
  const db = database.db;
  const tickets = createTicketReviewFacts(db);
  const checkAnchor = createAnchorCheck({
    recordings: createRecordingFacts(db),
    images: tickets,
    comments: createCommentsRepository(db),
  });
  const comments = createCommentsService({ db, storage, events, people, access, checkAnchor });
  const portal = createCommentPortal({ db, people, tickets, checkAnchor });
  return {
    name: 'comments',
    routes: commentsRoutes({ comments }),
    services: { comments, portal },
  } satisfies ServerModule & { services: unknown };
}
