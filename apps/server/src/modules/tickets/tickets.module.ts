import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createCommentFiles } from '../comments/comment-files.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { createPersonColumn, type PeopleService } from '../workspaces/people.service.js';
import { createTaskPeople } from '../workspaces/task-people.js';
import { createTicketBulkService } from './ticket-bulk.service.js';
import { createTicketChecklist } from './ticket-checklist.js';
import { ticketChecklistRoutes } from './ticket-checklist.routes.js';
import { createTicketExport } from './ticket-export.js';
import { ticketExportRoutes } from './ticket-export.routes.js';
import { createTicketImagesService } from './ticket-images.service.js';
import { createTicketIntegrationFacts } from './ticket-integration-facts.js';
import { createTicketLabelsService } from './ticket-labels.service.js';
import { createTicketListService } from './ticket-list.service.js';
import { createTicketLookups } from './ticket-lookups.js';
import { claimReminder } from './ticket-reminders.js';
import { ticketTime } from './ticket-time.js';
import { registerTicketPolicies } from './tickets.policies.js';
import { createTicketsRepository } from './tickets.repository.js';
import { ticketsRoutes } from './tickets.routes.js';
import { type ApprovalLock, type AssigneeGuard, createTicketsService } from './tickets.service.js';

/**
 * Tickets, their lists, labels and reference images, and the projectTickets and ticketMember
 * access levels (built on the membership levels, so listed after workspaces). Every change
 * raises its `ticket.*` event inside its transaction. Its reference images' service is shared
 * (brand-content serves them in a brand's Library), and with the tickets' own service lent to
 * media (a recording's scenes become reference images, its script goes into the notes).
 */
export function ticketsModule(
  { database, storage, events, config }: ModuleDeps,
  {
    access,
    people,
    assigneeGuard,
    approvalLock,
  }: {
    access: MemberAccess;
    people: PeopleService;
    assigneeGuard?: AssigneeGuard;
    approvalLock?: ApprovalLock;
  },
) {
  const db = database.db;
  // What tickets show of other modules' rows, read through their narrow functions
  // (docs/architecture.md#modules-own-their-tables).
  const brands = createBrandFacts(db, database.dialect);
  const images = createTicketImagesService({
    db,
    storage,
    events,
    ...(approvalLock ? { approvalLock } : {}),
  });
  const tickets = createTicketsService({
    db,
    dialect: database.dialect,
    person: createPersonColumn(db, database.dialect),
    storage,
    events,
    people,
    access,
    brands,
    taskPeople: createTaskPeople(db),
    commentFiles: createCommentFiles(db),
    ...(assigneeGuard ? { assigneeGuard } : {}),
    ...(approvalLock ? { approvalLock } : {}),
  });
  const lists = createTicketListService({
    db,
    dialect: database.dialect,
    access,
    people,
    brands,
    cacheBytes: config.listCacheBytes,
  });
  const bulk = createTicketBulkService({ db, events, access, ...(assigneeGuard ? { assigneeGuard } : {}) });
  const repository = createTicketsRepository(db);
  const checklist = createTicketChecklist({ db, events, people, access });
  const exportCsv = createTicketExport({ lists, tickets: repository, people, publicUrl: config.publicUrl });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(
      ticketsRoutes({
        tickets,
        bulk,
        labels: createTicketLabelsService({ db, access, brands }),
        lists,
        images,
      }),
    );
    await app.register(ticketChecklistRoutes({ checklist }));
    await app.register(
      ticketExportRoutes({
        exportCsv,
        brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
        // An export takes a brand's (or every brand's) tasks out of the product: the audit log says who.
        exported: async (facts) => {
          const projectName = facts.projectId ? ((await brands.one(facts.projectId))?.name ?? null) : null;
          await db
            .transaction()
            .execute((trx) => events.emit(trx, 'tickets.exported', { ...facts, projectName }));
        },
      }),
    );
  };
  return {
    name: 'tickets',
    policies: (app) => registerTicketPolicies(app, db),
    routes,
    // What other modules may read of a ticket and do to it: each a narrow function of this module.
    services: {
      images,
      tickets,
      // The lists as the REST routes read them (the MCP server's list and search tools).
      lists,
      claimReminder,
      time: ticketTime,
      reassign: bulk.reassign,
      lookups: createTicketLookups(db),
      // What the integrations module reads of a ticket and writes on it (ticket-integration-facts.ts).
      integrationFacts: createTicketIntegrationFacts({ db, people, brands }),
    },
  } satisfies ServerModule & { services: unknown };
}
