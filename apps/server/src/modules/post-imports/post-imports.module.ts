import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { postImportJobs } from './post-imports.jobs.js';
import { createPostImportsRepository } from './post-imports.repository.js';
import { postImportsRoutes } from './post-imports.routes.js';
import { createPostImportsService } from './post-imports.service.js';

/**
 * Bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links): the routes read the
 * file; the jobs fetch each link's preview through the egress guard and make the tickets
 * through the tickets service.
 */
export function postImportsModule(
  { config, database, queue, now }: ModuleDeps,
  {
    tickets,
    access,
  }: {
    tickets: Pick<TicketsService, 'create'> & Pick<TicketLookups, 'exists' | 'numbers'>;
    access: MemberAccess;
  },
) {
  const repository = createPostImportsRepository(database.db, tickets.numbers);
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const imports = createPostImportsService({ repository, queue, now });
  return {
    name: 'post-imports',
    routes: postImportsRoutes({ imports }),
    jobs: postImportJobs({ repository, access, fetch, tickets, now }),
  } satisfies ServerModule;
}
