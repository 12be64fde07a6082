import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createApprovalGate } from './approval-gate.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';
import { createOpenApprovals } from './open-approvals.js';
import { portalRoutes } from './portal.routes.js';
import { createPortalService, linkView } from './portal.service.js';
import { createPortalLinksRepository } from './portal-links.repository.js';
import { createPostContent } from './post-content.js';
import { createRoundsRepository } from './rounds.repository.js';
import { roundsRoutes } from './rounds.routes.js';
import { createRoundsService } from './rounds.service.js';
import { createVersionRecorder, registerVersionListeners } from './version-recorder.js';
import { createVersionsRepository } from './versions.repository.js';
import { versionsRoutes } from './versions.routes.js';
import { createVersionsService } from './versions.service.js';
import { createWorkflowsRepository } from './workflows.repository.js';
import { workflowsRoutes } from './workflows.routes.js';
import { createWorkflowsService } from './workflows.service.js';

/**
 * Approval links (docs/product.md#approval-links): the tickets module moves the posts, the
 * brand module's check shows the approver its findings.
 */
export function approvalsModule(
  { config, database, outboundMail, events, now }: ModuleDeps,
  deps: {
    tickets: Pick<TicketsService, 'update' | 'setStatusFromOutside'>;
    images: Pick<TicketImagesService, 'file'>;
    check: (ticketId: string) => Promise<BrandCheck>;
    /** Who may open a brand's tasks (the one brand-visibility rule): an internal step's approvers. */
    access: Pick<MemberAccess, 'taskBrandsOf'>;
    /** The brand's admins (member ids): a step of "any brand admin", or one left with no one else. */
    brandAdmins: (projectId: string) => Promise<string[]>;
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
  const workflowRows = createWorkflowsRepository(database.db);
  const postContent = createPostContent({ posts: createTicketReviewFacts(database.db) });
  const portalLinks = createPortalLinksRepository(database.db);
  const workflows = createWorkflowsService({
    repository: workflowRows,
    portalLinks: async (projectId) => {
      const at = now();
      const rows = await portalLinks.newestOf(projectId);
      return new Map([...rows].map(([contactId, row]) => [contactId, linkView(row, at)]));
    },
    access: deps.access,
    people: createPeopleService(database.db),
    now,
  });
  const rounds = createRoundsService({
    rounds: createRoundsRepository(database.db),
    workflows,
    contacts: workflowRows,
    posts: createTicketReviewFacts(database.db),
    content: postContent,
    brandAdmins: deps.brandAdmins,
    people: createPeopleService(database.db),
    setStatus: async (membership, ticket, status) => {
      await deps.tickets.update(membership, ticket, { status });
    },
    setStatusOutside: async (ticketId, status, byName) => {
      await deps.tickets.setStatusFromOutside(ticketId, 'approval', () => status, byName);
    },
    now,
  });
  const portal = createPortalService({
    links: portalLinks,
    contacts: workflowRows,
    rounds,
    brandName: async (projectId) =>
      (await createBrandFacts(database.db, database.dialect).one(projectId))?.name ?? '',
    people: createPeopleService(database.db),
    images: deps.images,
    mail: outboundMail,
    publicUrl: config.publicUrl,
    now,
  });
  const open = createOpenApprovals({
    rounds,
    access: deps.access,
    brands: createBrandFacts(database.db, database.dialect),
    now,
  });
  const gate = createApprovalGate({
    rounds: createRoundsRepository(database.db),
    workflows: workflowRows,
    content: postContent,
  });
  // A post's versions, kept from its owners' change events (version-recorder.ts).
  const versionRows = createVersionsRepository(database.db);
  registerVersionListeners(
    events,
    createVersionRecorder({
      versions: versionRows,
      content: postContent,
      rounds: createRoundsRepository(database.db),
      now,
    }),
  );
  const versions = createVersionsService({
    versions: versionRows,
    rounds: createRoundsRepository(database.db),
    content: postContent,
    people: createPeopleService(database.db),
    tickets: deps.tickets,
  });
  return {
    name: 'approvals',
    services: {
      gate,
      /** The tickets module's lock on approved posts: the fields it locks, and a reopened review. */
      lock: {
        lockedFields: gate.lockedFields,
        reopened: async (membership: Membership, ticket: TicketRef) => {
          await rounds.request({ membership, ticket });
        },
      },
    },
    routes: async (app, options) => {
      await approvalsRoutes({ approvals })(app, options);
      await workflowsRoutes({ workflows })(app, options);
      await roundsRoutes({ rounds, open })(app, options);
      await portalRoutes({ portal })(app, options);
      await versionsRoutes({ versions })(app, options);
    },
  } satisfies ServerModule & { services: unknown };
}
