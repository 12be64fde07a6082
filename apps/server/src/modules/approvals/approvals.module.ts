import type { ApprovalVariant } from '@expertos/domain/approvals/content';
import type { BrandCheck } from '@expertos/domain/brand-check.schema';
import type { Language } from '@expertos/domain/languages';
import type { Db } from '../../db/database.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { CommentPortal } from '../comments/comment-portal.js';
import { createRecordingFiles } from '../media/recording-files.js';
import type { Notifier } from '../notifications/notifier.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import type { TicketRef } from '../tickets/tickets.policies.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createApprovalAudit } from './approval-audit.js';
import { createApprovalAuditRepository } from './approval-audit.repository.js';
import { approvalAuditRoutes } from './approval-audit.routes.js';
import { createApprovalGate } from './approval-gate.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { approvalsRoutes } from './approvals.routes.js';
import { createApprovalsService } from './approvals.service.js';
import { createClientDigest } from './client-digest.js';
import { createOpenApprovals } from './open-approvals.js';
import { portalRoutes } from './portal.routes.js';
import { createPortalService, linkView } from './portal.service.js';
import { createPortalLinksRepository } from './portal-links.repository.js';
import { contentHash, createPostContent } from './post-content.js';
import { createRoundNotices } from './round-notices.js';
import { APPROVAL_TIMERS_JOB, createRoundTimers } from './round-timers.js';
import { createRoundTimersRepository } from './round-timers.repository.js';
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
 * Approval links (docs/product.md#approval-links) and workflows, rounds, their timers, notices,
 * versions, the client portal and the audit (docs/product.md#approvals): the tickets module moves
 * the posts, the brand module's check shows the approver its findings, the notifications module
 * tells people. Other modules ask the gate (publishing) and the lock (tickets).
 */
export function approvalsModule(
  { config, database, storage, outboundMail, events, queue, logger, now }: ModuleDeps,
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
    /** The comments module's functions for the client portal. */
    comments: Pick<CommentPortal, 'sharedOf' | 'addFromPortal'>;
    /** Each post's saved variants (publishing's narrow read), hashed with its content. */
    variants?: (ticketIds: readonly string[], trx?: Db) => Promise<Map<string, ApprovalVariant[]>>;
    /**
     * A brand's language (the projects module's narrow read): the e-mails to people without an
     * account — an approval link, a portal link, a client's digest — are written in it
     * (docs/product.md#languages). English when left out or when it has none.
     */
    brandLanguageOf?: (projectId: string, trx?: Db) => Promise<Language | null>;
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
  const people = createPeopleService(database.db);
  const brands = createBrandFacts(database.db, database.dialect);
  const workflowRows = createWorkflowsRepository(database.db);
  const roundRows = createRoundsRepository(database.db);
  const postContent = createPostContent({
    posts: createTicketReviewFacts(database.db),
    ...(deps.variants ? { variants: deps.variants } : {}),
  });
  const portalLinks = createPortalLinksRepository(database.db);
  const workflows = createWorkflowsService({
    repository: workflowRows,
    portalLinks: async (projectId) => {
      const at = now();
      const rows = await portalLinks.newestOf(projectId);
      return new Map([...rows].map(([contactId, row]) => [contactId, linkView(row, at)]));
    },
    access: deps.access,
    people,
    now,
  });
  const versionOf = async (round: { project_id: string; ticket_id: string }) =>
    contentHash(
      await postContent.of(round.ticket_id),
      (await workflows.workflow(round.project_id)).lock_dates,
    );

  // Reminders, expiry and notices follow each round (round-timers.ts); clients get a daily digest.
  const timerRows = createRoundTimersRepository(database.db);
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
    ...(deps.brandLanguageOf ? { brandLanguageOf: deps.brandLanguageOf } : {}),
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
    people,
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
    content: postContent,
    brandAdmins: deps.brandAdmins,
    people,
    setStatus: async (membership, ticket, status) => {
      await deps.tickets.update(membership, ticket, { status });
    },
    setStatusOutside: async (ticketId, status, byName) => {
      await deps.tickets.setStatusFromOutside(ticketId, 'approval', () => status, byName);
    },
    opened: timers.opened,
    changed: timers.changed,
    now,
  });
  const portal = createPortalService({
    links: portalLinks,
    contacts: workflowRows,
    rounds,
    brandName: async (projectId) => (await brands.one(projectId))?.name ?? '',
    people,
    images: deps.images,
    // The portal streams the files behind its own links: the player's signed links are not needed.
    recordings: createRecordingFiles(database.db, () => ''),
    storage,
    mail: outboundMail,
    comments: deps.comments,
    clientCommented: notices.clientCommented,
    publicUrl: config.publicUrl,
    now,
    ...(deps.brandLanguageOf ? { brandLanguageOf: deps.brandLanguageOf } : {}),
  });
  const open = createOpenApprovals({
    rounds,
    access: deps.access,
    brands,
    dueOf: (roundIds) => timerRows.dueOf(roundIds),
    now,
  });
  const gate = createApprovalGate({ rounds: roundRows, workflows: workflowRows, content: postContent });

  // A post's versions, kept from its owners' change events (version-recorder.ts).
  const versionRows = createVersionsRepository(database.db);
  registerVersionListeners(
    events,
    createVersionRecorder({ versions: versionRows, content: postContent, rounds: roundRows, now }),
  );
  const versions = createVersionsService({
    versions: versionRows,
    rounds: roundRows,
    content: postContent,
    people,
    tickets: deps.tickets,
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
      await roundsRoutes({ rounds, open })(app, options);
      await portalRoutes({ portal })(app, options);
      await versionsRoutes({ versions })(app, options);
      await approvalAuditRoutes({
        audit,
        brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
        now,
      })(app, options);
    },
    jobs: { [APPROVAL_TIMERS_JOB]: timers.job },
    start: timers.start,
    services: {
      /** Publishing's question: may this post go out as it is? */
      gate,
      /** What an AI agent may do here (modules/mcp): ask for approval, list what waits. */
      agent: { request: rounds.request, open: open.list },
      /** The tickets module's lock on approved posts: the fields it locks, and a reopened review. */
      lock: {
        lockedFields: gate.lockedFields,
        reopened: async (membership: Membership, ticket: TicketRef) => {
          await rounds.request({ membership, ticket });
        },
      },
    },
  } satisfies ServerModule & { services: unknown };
}
