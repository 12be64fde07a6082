import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  createTimeEntrySchema,
  ticketTimeSchema,
  timeEntryDeletedSchema,
  timeEntrySchema,
  timeReportQuerySchema,
  timeReportSchema,
  timeTrackingStateSchema,
  updateTimeEntrySchema,
} from '@expertos/domain/timetracking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, ticketParams, workspaceParams } from '../../platform/params.js';
import type { TimeTrackingService } from './timetracking.service.js';

export interface TimeTrackingRoutesDeps {
  time: TimeTrackingService;
}

const entryParams = ticketParams.extend({ entryId: idParam });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['timetracking'];

/**
 * Time tracking (docs/product.md#time): the header timer's poll and the report under
 * `/workspaces/{workspaceId}/timetracking…`, a ticket's timer and entries under `/tickets/{ticketId}/timetracking…`.
 * External users are refused by every route (they cannot open tasks).
 */
export const timetrackingRoutes =
  ({ time }: TimeTrackingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/timetracking/entries',
      {
        config: { access: 'notExternal', scope: 'time:read' },
        schema: {
          tags,
          summary: "The caller's timer in this workspace and their latest entries (polled every 10 s)",
          params: workspaceParams,
          response: { 200: timeTrackingStateSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'notExternal');
        return time.state({ membership, userId: user.id });
      },
    );

    app.get(
      '/workspaces/:workspaceId/timetracking/report',
      {
        config: { access: 'notExternal', scope: 'time:read' },
        schema: {
          tags,
          summary: 'Finished time by brand, person and week in a date range (default: the last 8 weeks)',
          params: workspaceParams,
          querystring: timeReportQuerySchema,
          response: { 200: timeReportSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return time.report(membership, request.query);
      },
    );

    app.get(
      '/tickets/:ticketId/timetracking/entries',
      {
        config: { access: 'ticketMember', scope: 'time:read' },
        schema: {
          tags,
          summary: "Everyone's time on the ticket, newest first, and its total spent",
          params: ticketParams,
          response: { 200: ticketTimeSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return time.ticketTime(ticket, membership);
      },
    );

    app.post(
      '/tickets/:ticketId/timetracking/start',
      {
        config: { access: 'ticketMember', scope: 'time:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Start the caller's timer here (stops their timer elsewhere); 200 when it already runs here",
          params: ticketParams,
          response: { 200: timeEntrySchema, 201: timeEntrySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, membership, ticket } = contextOf(request, 'ticketMember');
        const { entry, created } = await time.start({ membership, userId: user.id }, ticket);
        return reply.code(created ? 201 : 200).send(entry);
      },
    );

    app.post(
      '/tickets/:ticketId/timetracking/stop',
      {
        config: { access: 'ticketMember', scope: 'time:write', plan: 'exempt' },
        schema: {
          tags,
          summary: "Stop the caller's timer on this ticket; 409 timer_not_running when none runs here",
          params: ticketParams,
          response: { 200: timeEntrySchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership, ticket } = contextOf(request, 'ticketMember');
        return time.stop({ membership, userId: user.id }, ticket);
      },
    );

    app.post(
      '/tickets/:ticketId/timetracking/entries',
      {
        config: { access: 'ticketMember', scope: 'time:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Add time by hand: when it started and how long it lasted',
          params: ticketParams,
          body: createTimeEntrySchema,
          response: { 201: timeEntrySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, membership, ticket } = contextOf(request, 'ticketMember');
        return reply.code(201).send(await time.add({ membership, userId: user.id }, ticket, request.body));
      },
    );

    app.patch(
      '/tickets/:ticketId/timetracking/entries/:entryId',
      {
        config: { access: 'ticketMember', scope: 'time:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Change a finished entry: own entries, or any as a workspace admin',
          params: entryParams,
          body: updateTimeEntrySchema,
          response: { 200: timeEntrySchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return time.update(membership, ticket, request.params.entryId, request.body);
      },
    );

    app.delete(
      '/tickets/:ticketId/timetracking/entries/:entryId',
      {
        config: { access: 'ticketMember', scope: 'time:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Delete a finished entry: own entries, or any as a workspace admin',
          params: entryParams,
          response: { 200: timeEntryDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await time.remove(membership, ticket, request.params.entryId);
        return { ok: true as const };
      },
    );
  };
