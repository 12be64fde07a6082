import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  evergreenFillSchema,
  evergreenPageSchema,
  evergreenPostSchema,
  evergreenSettingsSchema,
  ticketEvergreenSchema,
  updateEvergreenPostSchema,
} from '@expertos/domain/evergreen';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { projectParams, ticketParams } from '../../platform/params.js';
import type { EvergreenService } from './evergreen.service.js';

const tags = ['evergreen'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The evergreen queue (docs/product.md#evergreen): those who work on a brand's tickets mark its
 * posts evergreen and see the queue; its admins set the cooldown, the most returns, approval and
 * pause, and may fill the queue's empty slots now.
 */
export const evergreenRoutes =
  ({ evergreen }: { evergreen: EvergreenService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/evergreen',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's evergreen posts, out least recently first, with its settings",
          params: projectParams,
          response: { 200: evergreenPageSchema, ...errors },
        },
      },
      async (request) => evergreen.page(contextOf(request, 'projectTickets').project.projectId),
    );

    app.put(
      '/projects/:projectId/evergreen/settings',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Sets the cooldown, the most returns, approval again and pause (brand admins)',
          params: projectParams,
          body: evergreenSettingsSchema,
          response: { 200: evergreenSettingsSchema, ...errors },
        },
      },
      async (request) =>
        evergreen.saveSettings(contextOf(request, 'projectAdmin').project.projectId, request.body),
    );

    app.post(
      '/projects/:projectId/evergreen/fill',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Fills the brand's empty queue slots of the next 7 days with evergreen copies now, as the daily job does (brand admins)",
          params: projectParams,
          response: { 200: evergreenFillSchema, ...errors },
        },
      },
      async (request) => ({
        made: await evergreen.fill(contextOf(request, 'projectAdmin').project.projectId),
      }),
    );

    app.get(
      '/tickets/:ticketId/evergreen',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Where the ticket stands in the evergreen queue: marked, or a copy of a marked post',
          params: ticketParams,
          response: { 200: ticketEvergreenSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return evergreen.ofTicket(ticket.ticketId, ticket.projectId);
      },
    );

    app.put(
      '/tickets/:ticketId/evergreen',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Marks a post that is out evergreen (marked again, it stays as it is)',
          description:
            '409 `evergreen_not_published` for a ticket that is not a post, or not Published or Posted.',
          params: ticketParams,
          response: { 200: evergreenPostSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { ticket, membership, user } = contextOf(request, 'ticketMember');
        return evergreen.mark(membership, user.id, ticket);
      },
    );

    app.patch(
      '/tickets/:ticketId/evergreen',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Pauses or resumes an evergreen post, or sets the text its copies take',
          params: ticketParams,
          body: updateEvergreenPostSchema,
          response: { 200: evergreenPostSchema, ...errors },
        },
      },
      async (request) => evergreen.update(contextOf(request, 'ticketMember').ticket, request.body),
    );

    app.delete(
      '/tickets/:ticketId/evergreen',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'No longer evergreen: it comes back no more (its copies stay)',
          params: ticketParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await evergreen.unmark(contextOf(request, 'ticketMember').ticket.ticketId);
        return reply.code(204).send(null);
      },
    );
  };
