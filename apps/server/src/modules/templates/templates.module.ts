import type { Db } from '../../db/database.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import { brandLanguages } from '../projects/projects.module.js';
import { createTicketTemplateSource } from '../tickets/ticket-template-source.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { createTemplatesRepository } from './templates.repository.js';
import { templatesRoutes } from './templates.routes.js';
import { createTemplatesService } from './templates.service.js';

/**
 * Ticket templates (docs/product.md#templates): its own table; tickets are made through the
 * tickets module's `createTree` (one transaction for parent, subtasks and checklists) and read
 * through its `ticketTemplateSource`; a brand's name, language and zone through their owners.
 */
export function templatesModule(
  deps: ModuleDeps,
  {
    tickets,
    access,
    people,
    timeZone,
  }: {
    tickets: Pick<TicketsService, 'createTrees' | 'get'>;
    access: MemberAccess;
    people: Pick<PeopleService, 'refs'>;
    /** The brand's zone (the publishing module's settings). */
    timeZone: (projectId: string) => Promise<string>;
  },
) {
  const db = deps.database.db;
  const brands = createBrandFacts(db, deps.database.dialect);
  const languageOf = brandLanguages(deps);
  const templates = createTemplatesService({
    repository: createTemplatesRepository(db),
    tickets,
    source: createTicketTemplateSource(db),
    access,
    people,
    brand: async (projectId) => {
      // Side by side: one round trip's wait, not two (a recurring run reads it per series).
      const [brand, language, zone] = await Promise.all([
        brands.one(projectId),
        languageOf(projectId),
        timeZone(projectId),
      ]);
      return brand ? { name: brand.name, slug: brand.slug, language, zone } : null;
    },
    now: deps.now,
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),
  });
  return {
    name: 'templates',
    routes: templatesRoutes({ templates }),
    services: { templates },
  } satisfies ServerModule & { services: object };
}
