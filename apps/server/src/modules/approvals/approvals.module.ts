import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';

/**
 * Approval links (docs/product.md#approval-links): the tickets module moves the posts, the
 * brand module's check shows the approver its findings.
 */
export function approvalsModule(
  { config, database, outboundMail, now }: ModuleDeps,
  deps: {
    tickets: Pick<TicketsService, 'update' | 'setStatusFromOutside'>;
    images: Pick<TicketImagesService, 'file'>;
    check: (ticketId: string) => Promise<BrandCheck>;
  },
) {
  const approvals = createApprovalsService({
    // What the links read of posts, brands and people: their modules' narrow reads.
    repository: createApprovalsRepository(database.db, {
      posts: createTicketReviewFacts(database.db),
      brands: createBrandFacts(database.db, database.dialect),
      people: createPeopleService(database.db),
    }),
    mail: outboundMail,
    ...deps,
    publicUrl: config.publicUrl,
    now,
  });
  return { name: 'approvals', routes: approvalsRoutes({ approvals }) } satisfies ServerModule;
}
