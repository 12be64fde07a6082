import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerAccessContext } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { placeOnBrand, seesTickets } from '../workspaces/brand-visibility.js';
import {
  type MemberContext,
  memberContext,
  type ProjectContext,
  projectContext,
} from '../workspaces/membership.js';
import { createTicketsRepository } from './tickets.repository.js';

/** The ticket a `:ticketId` route names, once the guard has let the caller in. */
export interface TicketRef {
  ticketId: string;
  workspaceId: string;
  projectId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ticketRef: TicketRef | null;
  }
}

/** What a ticket route's handler is handed (`contextOf(request, 'ticketMember')`). */
export interface TicketContext extends MemberContext {
  ticket: TicketRef;
}

declare module '../../platform/access.js' {
  interface AccessContexts {
    projectTickets: ProjectContext;
    ticketMember: TicketContext;
  }
}

/**
 * The tickets' access levels (platform/access.ts). External collaborators cannot open tasks
 * (docs/product.md#roles-and-access), so both refuse them on top of the brand rules the projects module applies.
 * Must be registered after the membership policies: `projectTickets` builds on `projectMember`.
 */
export function registerTicketPolicies(app: FastifyInstance, db: Db): void {
  app.decorateRequest('ticketRef', null);
  const repository = createTicketsRepository(db);

  const projectMember = app.accessPolicies.get('projectMember');
  if (!projectMember) throw new Error('register the membership policies before the ticket policies');
  app.accessPolicies.set(
    'projectTickets',
    async (request, user) =>
      (await projectMember(request, user)) &&
      request.membership !== null &&
      request.membership.role !== 'external',
  );

  // One query finds the ticket, the caller's membership of its workspace and grant on its brand.
  app.accessPolicies.set('ticketMember', async (request, user) => {
    const { ticketId } = request.params as { ticketId?: string };
    if (!ticketId) return false;
    const row = await repository.findAccess(ticketId, user.id);
    // A uid names no workspace until it is found: a deleted ticket is simply gone.
    if (!row) throw new AppError('not_found');
    if (!row.member_id || !row.role || !row.status) return false;
    // The one brand-visibility rule decides, on the facts the query found.
    const seer = { role: row.role, status: row.status };
    const grant = row.access === 'granted' ? row.project_role : null;
    const place = placeOnBrand(seer, grant);
    if (place === null || !seesTickets(seer, grant)) return false;
    request.membership = {
      workspaceId: row.workspace_id,
      memberId: row.member_id,
      role: row.role,
      isOwner: row.owner_id === user.id,
    };
    request.projectAccess = {
      projectId: row.project_id,
      workspaceId: row.workspace_id,
      role: place,
    };
    request.ticketRef = { ticketId, workspaceId: row.workspace_id, projectId: row.project_id };
    return true;
  });

  registerAccessContext(app, 'projectTickets', projectContext);
  registerAccessContext(app, 'ticketMember', (request) => {
    const member = memberContext(request);
    return member && request.ticketRef ? { ...member, ticket: request.ticketRef } : null;
  });
}
