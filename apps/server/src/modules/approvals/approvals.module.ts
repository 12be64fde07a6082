import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';
import { createWorkflowsRepository } from './workflows.repository.js';
import { workflowsRoutes } from './workflows.routes.js';
import { createWorkflowsService } from './workflows.service.js';

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
    /** Who may open a brand's tasks (the one brand-visibility rule): an internal step's approvers. */
    access: Pick<MemberAccess, 'taskBrandsOf'>;
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
  const workflows = createWorkflowsService({
    repository: createWorkflowsRepository(database.db),
    access: deps.access,
    people: createPeopleService(database.db),
    now,
  });
  return {
    name: 'approvals',
    routes: async (app, options) => {
      await approvalsRoutes({ approvals })(app, options);
      await workflowsRoutes({ workflows })(app, options);
    },
  } satisfies ServerModule;
}
