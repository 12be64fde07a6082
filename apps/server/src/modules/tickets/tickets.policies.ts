import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerAccessContext } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { createBrandPlaces } from '../workspaces/brand-place.js';
import {
  keyBrandsOf,
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
  const ticketPlace = createBrandPlaces(db).ofTasksAt(repository.placeOf);

  const projectMember = app.accessPolicies.get('projectMember');
  if (!projectMember) throw new Error('register the membership policies before the ticket policies');
  app.accessPolicies.set(
    'projectTickets',
    async (request, user) =>
      (await projectMember(request, user)) &&
      request.membership !== null &&
      request.membership.role !== 'external',
  );

  // The ticket's place (its workspace and brand) and the caller's on that brand, in one
  // statement: the workspaces module decides it by the one brand-visibility rule
  // (brand-place.ts) on the place this module's subquery names.
  app.accessPolicies.set('ticketMember', async (request, user) => {
    const { ticketId } = request.params as { ticketId?: string };
    if (!ticketId) return false;
    const at = await ticketPlace(user.id, ticketId, keyBrandsOf(request));
    // A uid names no workspace until it is found: a deleted ticket is simply gone.
    if (!at) throw new AppError('not_found');
    // Seeing the brand is not enough: external collaborators never open its tasks.
    if (!at.found) return false;
    request.membership = at.found.membership;
    request.projectAccess = at.found.project;
    request.ticketRef = { ticketId, ...at.brand };
    return true;
  });

  registerAccessContext(app, 'projectTickets', projectContext);
  registerAccessContext(app, 'ticketMember', (request) => {
    const member = memberContext(request);
    return member && request.ticketRef ? { ...member, ticket: request.ticketRef } : null;
  });
}
