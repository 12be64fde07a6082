import {
  createMilestoneSchema,
  createTagSchema,
  milestoneListSchema,
  milestoneSchema,
  tagListSchema,
  tagSchema,
} from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketLabelsService } from './ticket-labels.service.js';
import { errors, projectParams, tags } from './tickets.params.js';

/**
 * A brand's tags and milestones (docs/product.md#tickets): /tickets/tags/{projectId},
 * /tickets/milestones/{projectId}.
 */
export const ticketLabelsRoutes =
  (labels: TicketLabelsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tickets/tags/:projectId',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's tags, by name",
          params: projectParams,
          response: { 200: tagListSchema, ...errors },
        },
      },
      async (request) => labels.listTags(request.params.projectId),
    );

    app.post(
      '/tickets/tags/:projectId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Create a tag (201); a name the brand has in any case answers that tag (200)',
          params: projectParams,
          body: createTagSchema,
          response: { 200: tagSchema, 201: tagSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { tag, created } = await labels.createTag(request.params.projectId, request.body.name);
        return reply.code(created ? 201 : 200).send(tag);
      },
    );

    app.get(
      '/tickets/milestones/:projectId',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's milestones, by name",
          params: projectParams,
          response: { 200: milestoneListSchema, ...errors },
        },
      },
      async (request) => labels.listMilestones(request.params.projectId),
    );

    app.post(
      '/tickets/milestones/:projectId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Create a milestone (201); a name the brand has in any case answers that one (200)',
          params: projectParams,
          body: createMilestoneSchema,
          response: { 200: milestoneSchema, 201: milestoneSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { milestone, created } = await labels.createMilestone(request.params.projectId, request.body);
        return reply.code(created ? 201 : 200).send(milestone);
      },
    );
  };
