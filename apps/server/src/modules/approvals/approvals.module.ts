import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { Notifier } from '../notifications/notifier.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createApprovalAudit } from './approval-audit.js';
import { createApprovalAuditRepository } from './approval-audit.repository.js';
import { approvalAuditRoutes } from './approval-audit.routes.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';
import { createClientDigest } from './client-digest.js';
import { contentHash, createPostContent } from './post-content.js';
import { createRoundNotices } from './round-notices.js';
import { APPROVAL_TIMERS_JOB, createRoundTimers } from './round-timers.js';
import { createRoundTimersRepository } from './round-timers.repository.js';
import { createRoundsRepository } from './rounds.repository.js';
import { roundsRoutes } from './rounds.routes.js';
import { createRoundsService } from './rounds.service.js';
import { createWorkflowsRepository } from './workflows.repository.js';
import { workflowsRoutes } from './workflows.routes.js';
import { createWorkflowsService } from './workflows.service.js';

/**
 * Approval links (docs/product.md#approval-links) and workflows, rounds, their timers, notices
 * and audit (docs/product.md#approvals): the tickets module moves the posts, the brand module's
 * check shows the approver its findings, the notifications module tells people.
 */
export function approvalsModule(
  { config, database, outboundMail, queue, logger, now }: ModuleDeps,
  deps: {
    tickets: Pick<TicketsService, 'update' | 'setStatusFromOutside'>;
    images: Pick<TicketImagesService, 'file'>;
    check: (ticketId: string) => Promise<BrandCheck>;
    /** Who may open a brand's tasks (the one brand-visibility rule): an internal step's approvers. */
    access: Pick<MemberAccess, 'taskBrandsOf'>;
    /** The brand's admins (member ids): a step of "any brand admin", or one left with no one else. */
    brandAdmins: (projectId: string) => Promise<string[]>;
    /** Approval notices on each person's channels (the notifications module). */
    notifier: Pick<Notifier, 'notify'>;
    /** The brand's time zone (its publishing settings): a step is due at the end of a day there. */
    timeZone: (projectId: string) => Promise<string>;
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
  const workflows = createWorkflowsService({
    repository: workflowRows,
    access: deps.access,
    people: createPeopleService(database.db),
    now,
  });
  const roundRows = createRoundsRepository(database.db);
  const content = createPostContent({ posts: createTicketReviewFacts(database.db) });
  const brands = createBrandFacts(database.db, database.dialect);
  const versionOf = async (round: { project_id: string; ticket_id: string }) =>
    contentHash(await content.of(round.ticket_id), (await workflows.workflow(round.project_id)).lock_dates);
  const timerRows = createRoundTimersRepository(database.db);
  // Reminders, expiry and notices follow each round (round-timers.ts); clients get a daily digest.
  const notices = createRoundNotices({
    db: database.db,
    notifier: deps.notifier,
    brands,
    titles: createTicketTitles(database.db),
    rounds: roundRows,
    publicUrl: config.publicUrl,
  });
  const digest = createClientDigest({
    repository: timerRows,
    rounds: roundRows,
    contacts: workflowRows,
    posts: createTicketReviewFacts(database.db),
    brands,
    versionOf,
    timeZone: deps.timeZone,
    mail: outboundMail,
    logger,
    now,
  });
  const timers = createRoundTimers({
    repository: timerRows,
    rounds: roundRows,
    workflow: workflows.workflow,
    versionOf,
    timeZone: deps.timeZone,
    notices,
    digest,
    people: createPeopleService(database.db),
    tickets: deps.tickets,
    queue,
    logger,
    now,
  });
  const rounds = createRoundsService({
    rounds: roundRows,
    workflows,
    contacts: workflowRows,
    posts: createTicketReviewFacts(database.db),
    content,
    brandAdmins: deps.brandAdmins,
    people: createPeopleService(database.db),
    setStatus: async (membership, ticket, status) => {
      await deps.tickets.update(membership, ticket, { status });
    },
    opened: timers.opened,
    changed: timers.changed,
    now,
  });
  const audit = createApprovalAudit({
    repository: createApprovalAuditRepository(database.db),
    titles: createTicketTitles(database.db),
  });
  return {
    name: 'approvals',
    routes: async (app, options) => {
      await approvalsRoutes({ approvals })(app, options);
      await workflowsRoutes({ workflows })(app, options);
      await roundsRoutes({ rounds })(app, options);
      await approvalAuditRoutes({
        audit,
        brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
        now,
      })(app, options);
    },
    jobs: { [APPROVAL_TIMERS_JOB]: timers.job },
    start: timers.start,
    // For the client portal: a client's comment tells whoever asked for the post's approval.
    services: { clientCommented: notices.clientCommented },
  } satisfies ServerModule & { services: unknown };
}
