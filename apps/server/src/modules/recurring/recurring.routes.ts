import { apiErrorSchema } from '@expertos/domain/errors';
import {
  createRecurringSchema,
  recurringPreviewInputSchema,
  recurringPreviewSchema,
  recurringSeriesListSchema,
  recurringSeriesSchema,
  updateRecurringSchema,
} from '@expertos/domain/recurring.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { RecurringService } from './recurring.service.js';

const tags = ['recurring'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const seriesParams = projectParams.extend({ seriesId: idParam });
const RULE_HELP =
  'A bad rule is 400 `invalid_recurrence` naming the part (`details[].path` `rule.BYDAY`); faster than daily, over 1,000 tickets or UNTIL more than 5 years after the start, 400 `recurrence_limit`.';

/**
 * Recurring tickets (docs/product.md#recurring-tickets): whoever may create the brand's tickets
 * makes a series; its creator and the brand's admins pause, resume or end it.
 */
export const recurringRoutes =
  ({ recurring }: { recurring: RecurringService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/projects/:projectId/recurring/preview',
      {
        // Saves nothing: allowed while the workspace is locked, as reads are.
        config: { access: 'projectTickets', scope: 'tickets:read', plan: 'exempt' },
        schema: {
          tags,
          summary:
            "A rule's next five dates in the brand's zone, and how many tickets it makes (nothing is saved)",
          description: RULE_HELP,
          params: projectParams,
          body: recurringPreviewInputSchema,
          response: { 200: recurringPreviewSchema, ...errors },
        },
      },
      async (request) =>
        recurring.preview(contextOf(request, 'projectTickets').project.projectId, request.body),
    );

    app.get(
      '/projects/:projectId/recurring',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's recurring series, newest first, each with its next dates",
          params: projectParams,
          response: { 200: recurringSeriesListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await recurring.list(contextOf(request, 'projectTickets').project.projectId),
      }),
    );

    app.post(
      '/projects/:projectId/recurring',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Starts a series: a template's body (or one given) made on each occurrence of the rule",
          description: `The tickets of the next 60 days (10 at most) are made at once, then each day. ${RULE_HELP}`,
          params: projectParams,
          body: createRecurringSchema,
          response: { 201: recurringSeriesSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership, project, user } = contextOf(request, 'projectTickets');
        const series = await recurring.create(membership, user.id, project.projectId, request.body);
        return reply.code(201).send(series);
      },
    );

    app.patch(
      '/projects/:projectId/recurring/:seriesId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Pauses or resumes a series (its creator or a brand admin); resumed, what is due is made',
          params: seriesParams,
          body: updateRecurringSchema,
          response: { 200: recurringSeriesSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, project, user } = contextOf(request, 'projectTickets');
        return recurring.update(
          membership,
          user.id,
          project.projectId,
          request.params.seriesId,
          request.body.status,
        );
      },
    );

    app.delete(
      '/projects/:projectId/recurring/:seriesId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Ends a series (its creator or a brand admin): nothing more is made, its tickets stay',
          params: seriesParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { membership, project } = contextOf(request, 'projectTickets');
        await recurring.end(membership, project.projectId, request.params.seriesId);
        return reply.code(204).send(null);
      },
    );
  };
