import {
  assigneeListSchema,
  milestoneListSchema,
  tagListSchema,
  ticketCountsSchema,
  ticketListQuerySchema,
  ticketPageSchema,
} from '@expertos/domain/ticket.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import type { TicketLabelsService } from './ticket-labels.service.js';
import type { TicketListService } from './ticket-list.service.js';
import { errors, projectParams, tags, workspaceParams } from './tickets.params.js';
import type { TicketsService } from './tickets.service.js';

export interface TicketListsRoutesDeps {
  lists: TicketListService;
  labels: TicketLabelsService;
  tickets: TicketsService;
}

const heldTag = (request: FastifyRequest) => request.headers['if-none-match'];

/** The route's own reply writer (its compiled 200 schema), for text that is kept and sent again. */
const serializer = (reply: FastifyReply) => (value: unknown) => {
  const text = reply.serialize(value);
  if (typeof text !== 'string') throw new Error('a list reply writer must write text');
  return text;
};

/**
 * Sends a list reply kept as JSON text, or 304 when the caller's copy is current. Its entity
 * tag is the list version's (ticket-list.cache.ts), set here so the hash of the body that
 * other GETs get (platform/conditional-reads.ts) is not computed.
 */
function sendCached(reply: FastifyReply, { etag, body }: { etag: string; body: string | null }) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (body === null) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The lists of tickets and what the filter bar offers, for a workspace and for one brand. */
export const ticketListsRoutes =
  ({ lists, labels, tickets }: TicketListsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/tickets',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Tickets of every brand the caller may see: filtered, sorted, a page at a time',
          params: workspaceParams,
          querystring: ticketListQuerySchema,
          response: { 200: ticketPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'notExternal');
        const place = { target: { membership }, workspaceId: membership.workspaceId };
        return sendCached(
          reply,
          await lists.cached('page', place, request.query, heldTag(request), serializer(reply)),
        );
      },
    );

    app.get(
      '/workspaces/:workspaceId/tickets/counts',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Tickets per status under the same filters (board column counts)',
          params: workspaceParams,
          querystring: ticketListQuerySchema,
          response: { 200: ticketCountsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'notExternal');
        const place = { target: { membership }, workspaceId: membership.workspaceId };
        return sendCached(
          reply,
          await lists.cached('counts', place, request.query, heldTag(request), serializer(reply)),
        );
      },
    );

    app.get(
      '/workspaces/:workspaceId/tickets/assignees',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Who tickets can be assigned to: joined members who are not external',
          params: workspaceParams,
          response: { 200: assigneeListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return tickets.assignees(membership);
      },
    );

    app.get(
      '/workspaces/:workspaceId/tickets/tags',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Tags of every brand the caller may see, by name',
          params: workspaceParams,
          response: { 200: tagListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return labels.workspaceTags(membership);
      },
    );

    app.get(
      '/workspaces/:workspaceId/tickets/milestones',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Milestones of every brand the caller may see, by name',
          params: workspaceParams,
          response: { 200: milestoneListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return labels.workspaceMilestones(membership);
      },
    );

    app.get(
      '/projects/:projectId/tickets',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "One brand's tickets: filtered, sorted, a page at a time (projectFilter is ignored)",
          params: projectParams,
          querystring: ticketListQuerySchema,
          response: { 200: ticketPageSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'projectTickets');
        const place = {
          target: { projectId: request.params.projectId },
          workspaceId: membership.workspaceId,
        };
        return sendCached(
          reply,
          await lists.cached('page', place, request.query, heldTag(request), serializer(reply)),
        );
      },
    );

    app.get(
      '/projects/:projectId/tickets/counts',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "One brand's tickets per status under the filters",
          params: projectParams,
          querystring: ticketListQuerySchema,
          response: { 200: ticketCountsSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'projectTickets');
        const place = {
          target: { projectId: request.params.projectId },
          workspaceId: membership.workspaceId,
        };
        return sendCached(
          reply,
          await lists.cached('counts', place, request.query, heldTag(request), serializer(reply)),
        );
      },
    );
  };
