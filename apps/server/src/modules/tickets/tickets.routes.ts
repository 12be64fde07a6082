import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  bulkUpdateResultSchema,
  bulkUpdateTicketsSchema,
  createTicketSchema,
  deleteTicketQuerySchema,
  sharedTicketSchema,
  subtasksQuestionSchema,
  ticketActivityPageSchema,
  ticketActivityQuerySchema,
  ticketConflictSchema,
  ticketDeletedSchema,
  ticketSchema,
  ticketShareSchema,
  updateTicketSchema,
} from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import type { TicketBulkService } from './ticket-bulk.service.js';
import { ticketImagesRoutes } from './ticket-images.routes.js';
import type { TicketImagesService } from './ticket-images.service.js';
import { ticketLabelsRoutes } from './ticket-labels.routes.js';
import type { TicketLabelsService } from './ticket-labels.service.js';
import type { TicketListService } from './ticket-list.service.js';
import { ticketListsRoutes } from './ticket-lists.routes.js';
import {
  errors,
  projectParams,
  sharedParams,
  tags,
  ticketParams,
  workspaceParams,
} from './tickets.params.js';
import type { TicketsService } from './tickets.service.js';

export interface TicketsRoutesDeps {
  tickets: TicketsService;
  bulk: TicketBulkService;
  labels: TicketLabelsService;
  lists: TicketListService;
  images: TicketImagesService;
}

/**
 * Tickets (docs/product.md#tickets): `/tickets/{uid}…`, a brand's `/projects/{projectId}/tickets`
 * and a workspace's `/workspaces/{workspaceId}/tickets…`. External users are refused by every
 * route but the public read of a ticket shared by link. Routes read the guard's findings
 * (`contextOf(request, level)`); the services decide.
 */
export const ticketsRoutes =
  ({ tickets, bulk, labels, lists, images }: TicketsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/projects/:projectId/tickets',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Create a ticket: the next #number of the workspace, the caller as reporter',
          params: projectParams,
          body: createTicketSchema,
          response: { 201: ticketSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'projectTickets');
        const ticket = await tickets.create(membership, request.params.projectId, request.body);
        return reply.code(201).send(ticket);
      },
    );

    app.get(
      '/tickets/:ticketId',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'A ticket with every field (opens the task dialog and page)',
          params: ticketParams,
          response: { 200: ticketSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return tickets.get(ticket);
      },
    );

    app.patch(
      '/tickets/:ticketId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Change any of the fields; each change is kept in the activity history',
          description:
            'With `base_updated_at` (the `updated` of the ticket the change was based on), a field that someone else changed after it is not overwritten: the reply is 409 `ticket_edit_conflict` naming the fields in `details`, with the ticket as it is now in `current`. Without it, the change is applied as sent (docs/product.md#edit-conflicts).',
          params: ticketParams,
          body: updateTicketSchema,
          // 409 is an edit conflict, or the assignee kept by a Google Calendar event (calendar module).
          // 409 also asks what becomes of open subtasks when a parent is closed (`subtasks`).
          response: {
            200: ticketSchema,
            ...errors,
            409: z.union([ticketConflictSchema, subtasksQuestionSchema, apiErrorSchema]),
          },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return tickets.update(membership, ticket, request.body);
      },
    );

    app.delete(
      '/tickets/:ticketId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Delete a ticket with its history and reference images',
          description:
            'A ticket with subtasks answers 409 `ticket_has_subtasks` (with `count`) unless `subtasks` says what becomes of them: `delete` deletes them too, `detach` keeps them as tickets of their own.',
          params: ticketParams,
          querystring: deleteTicketQuerySchema,
          response: { 200: ticketDeletedSchema, ...errors, 409: subtasksQuestionSchema },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await tickets.delete(membership, ticket, request.query.subtasks);
        return { ok: true as const };
      },
    );

    app.get(
      '/tickets/:ticketId/activity',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            "The ticket's history, newest first, `limit` at a time (`next_cursor` fetches older entries)",
          params: ticketParams,
          querystring: ticketActivityQuerySchema,
          response: { 200: ticketActivityPageSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return tickets.activity(ticket, request.query);
      },
    );

    app.post(
      '/tickets/:ticketId/share',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Share read-only by link: the token in force, or a new one',
          params: ticketParams,
          response: { 200: ticketShareSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return tickets.share(ticket);
      },
    );

    app.delete(
      '/tickets/:ticketId/share',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Stop sharing: the link answers 404 from now on',
          params: ticketParams,
          response: { 200: ticketShareSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return tickets.unshare(ticket);
      },
    );

    app.get(
      '/tickets/:ticketId/shared/:token',
      {
        // The link is the permission: anyone holding it reads the ticket, nobody edits it.
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A ticket shared by link, read-only (no sign-in); 404 when not shared or revoked',
          params: sharedParams,
          response: { 200: sharedTicketSchema, ...errors },
        },
      },
      async (request) => tickets.getShared(request.params.ticketId, request.params.token),
    );

    app.post(
      '/workspaces/:workspaceId/tickets/bulk',
      {
        config: { access: 'notExternal', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'One change (status, assignee, due date, tags) for many tickets, all or nothing',
          params: workspaceParams,
          body: bulkUpdateTicketsSchema,
          // 409: a ticket whose calendar event holds its assignee (docs/product.md#integrations), or
          // parents closed with open subtasks not among the tickets (say `subtasks`).
          response: {
            200: bulkUpdateResultSchema,
            ...errors,
            409: z.union([subtasksQuestionSchema, apiErrorSchema]),
          },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return bulk.apply(membership, request.body);
      },
    );

    await app.register(ticketListsRoutes({ lists, labels, tickets }));
    await app.register(ticketLabelsRoutes(labels));
    await app.register(ticketImagesRoutes({ images, tickets }));
  };
