import {
  addContentSeriesPostSchema,
  contentSeriesListSchema,
  contentSeriesPageSchema,
  contentSeriesSchema,
  createContentSeriesSchema,
  orderContentSeriesSchema,
  ticketContentSeriesSchema,
  updateContentSeriesSchema,
} from '@expertos/domain/content-series';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams, ticketParams } from '../../platform/params.js';
import type { ContentSeriesService } from './content-series.service.js';

const tags = ['content-series'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...errors, 409: apiErrorSchema };
const seriesParams = projectParams.extend({ seriesId: idParam });
const postParams = seriesParams.extend({ ticketId: idParam });

/**
 * Content series (docs/product.md#content-series): whoever works on a brand's tickets names its
 * series, puts posts in them, orders them and makes the next one.
 */
export const contentSeriesRoutes =
  ({ series }: { series: ContentSeriesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const brandOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request, 'projectTickets');

    app.get(
      '/projects/:projectId/content-series',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The brand's content series by name, each with its posts planned and published",
          params: projectParams,
          response: { 200: contentSeriesListSchema, ...errors },
        },
      },
      async (request) => ({ items: await series.list(brandOf(request).project.projectId) }),
    );

    app.post(
      '/projects/:projectId/content-series',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Names a new series with its pattern (`{n}` numbers its posts) and what its next post gets',
          params: projectParams,
          body: createContentSeriesSchema,
          response: { 201: contentSeriesSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { membership, project, user } = brandOf(request);
        return reply
          .code(201)
          .send(await series.create(membership, user.id, project.projectId, request.body));
      },
    );

    app.get(
      '/projects/:projectId/content-series/:seriesId',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'A series with its posts in order',
          params: seriesParams,
          response: { 200: contentSeriesPageSchema, ...errors },
        },
      },
      async (request) => series.page(brandOf(request).project.projectId, request.params.seriesId),
    );

    app.patch(
      '/projects/:projectId/content-series/:seriesId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Renames a series or changes its pattern (the posts not out yet are renamed) or fields',
          params: seriesParams,
          body: updateContentSeriesSchema,
          response: { 200: contentSeriesSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { membership, project, user } = brandOf(request);
        return series.update(membership, user.id, project.projectId, request.params.seriesId, request.body);
      },
    );

    app.delete(
      '/projects/:projectId/content-series/:seriesId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Deletes a series (its tickets stay, in no series)',
          params: seriesParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await series.remove(brandOf(request).project.projectId, request.params.seriesId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/projects/:projectId/content-series/:seriesId/posts',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Adds one of the brand's tickets at the end (renamed by the pattern unless it is out)",
          description: '409 `ticket_in_series` when the ticket is in a series already.',
          params: seriesParams,
          body: addContentSeriesPostSchema,
          response: { 201: contentSeriesPageSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { membership, project } = brandOf(request);
        const page = await series.add(
          membership,
          project.projectId,
          request.params.seriesId,
          request.body.ticket,
        );
        return reply.code(201).send(page);
      },
    );

    app.delete(
      '/projects/:projectId/content-series/:seriesId/posts/:ticketId',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Takes a ticket out of the series (it stays); the rest are renumbered',
          params: postParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { membership, project } = brandOf(request);
        await series.takeOut(membership, project.projectId, request.params.seriesId, request.params.ticketId);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/projects/:projectId/content-series/:seriesId/order',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Puts the posts in a new order (every post once); those not out are renumbered',
          params: seriesParams,
          body: orderContentSeriesSchema,
          response: { 200: contentSeriesPageSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, project } = brandOf(request);
        return series.order(membership, project.projectId, request.params.seriesId, request.body.tickets);
      },
    );

    app.post(
      '/projects/:projectId/content-series/:seriesId/next',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Makes the next post of the series: numbered after the last, with the series’ fields',
          params: seriesParams,
          response: { 201: z.object({ ticket: ticketSchema }), ...writeErrors },
        },
      },
      async (request, reply) => {
        const { membership, project } = brandOf(request);
        const ticket = await series.next(membership, project.projectId, request.params.seriesId);
        return reply.code(201).send({ ticket });
      },
    );

    app.get(
      '/tickets/:ticketId/content-series',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'The series the ticket is in, and its place there',
          params: ticketParams,
          response: { 200: ticketContentSeriesSchema, ...errors },
        },
      },
      async (request) => series.ofTicket(contextOf(request, 'ticketMember').ticket.ticketId),
    );
  };
