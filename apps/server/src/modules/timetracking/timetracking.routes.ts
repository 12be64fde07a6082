import { apiErrorSchema } from '@expertos/domain/errors';
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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TimeTrackingService } from './timetracking.service.js';

export interface TimeTrackingRoutesDeps {
  time: TimeTrackingService;
}

// The access policies read these names: `:id` a workspace, `:ticketId` a ticket.
const id = z.string().min(1).max(64);
const workspaceParams = z.object({ id });
const ticketParams = z.object({ ticketId: id });
const entryParams = ticketParams.extend({ entryId: id });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const tags = ['timetracking'];

/** The guard's findings for a signed-in member (set by `notExternal` and `ticketMember`). */
const callerOf = (request: FastifyRequest) => ({ membership: request.membership!, userId: request.user!.id });

/**
 * Time tracking (spec §3, §7): the header timer's poll and the report under
 * `/workspaces/{id}/timetracking…`, a ticket's timer and entries under `/tickets/{id}/timetracking…`.
 * External users are refused by every route (they cannot open tasks).
 */
export const timetrackingRoutes =
  ({ time }: TimeTrackingRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:id/timetracking/entries',
      {
        config: { access: 'notExternal' },
        schema: {
          tags,
          summary: "The caller's timer in this workspace and their latest entries (polled every 10 s)",
          params: workspaceParams,
          response: { 200: timeTrackingStateSchema, ...errors },
        },
      },
      async (request) => time.state(callerOf(request)),
    );

    app.get(
      '/workspaces/:id/timetracking/report',
      {
        config: { access: 'notExternal' },
        schema: {
          tags,
          summary: 'Finished time by brand, person and week in a date range (default: the last 8 weeks)',
          params: workspaceParams,
          querystring: timeReportQuerySchema,
          response: { 200: timeReportSchema, ...errors },
        },
      },
      async (request) => time.report(request.membership!, request.query),
    );

    app.get(
      '/tickets/:ticketId/timetracking/entries',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: "Everyone's time on the ticket, newest first, and its total spent",
          params: ticketParams,
          response: { 200: ticketTimeSchema, ...errors },
        },
      },
      async (request) => time.ticketTime(request.ticketRef!, request.membership!),
    );

    app.post(
      '/tickets/:ticketId/timetracking/start',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary:
            "Start the caller's timer here (stops their timer elsewhere); 200 when it already runs here",
          params: ticketParams,
          response: { 200: timeEntrySchema, 201: timeEntrySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { entry, created } = await time.start(callerOf(request), request.ticketRef!);
        return reply.code(created ? 201 : 200).send(entry);
      },
    );

    app.post(
      '/tickets/:ticketId/timetracking/stop',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: "Stop the caller's timer on this ticket; 409 timer_not_running when none runs here",
          params: ticketParams,
          response: { 200: timeEntrySchema, ...errors },
        },
      },
      async (request) => time.stop(callerOf(request), request.ticketRef!),
    );

    app.post(
      '/tickets/:ticketId/timetracking/entries',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: 'Add time by hand: when it started and how long it lasted',
          params: ticketParams,
          body: createTimeEntrySchema,
          response: { 201: timeEntrySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await time.add(callerOf(request), request.ticketRef!, request.body)),
    );

    app.patch(
      '/tickets/:ticketId/timetracking/entries/:entryId',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: 'Change a finished entry: own entries, or any as a workspace admin',
          params: entryParams,
          body: updateTimeEntrySchema,
          response: { 200: timeEntrySchema, ...errors },
        },
      },
      async (request) =>
        time.update(request.membership!, request.ticketRef!, request.params.entryId, request.body),
    );

    app.delete(
      '/tickets/:ticketId/timetracking/entries/:entryId',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: 'Delete a finished entry: own entries, or any as a workspace admin',
          params: entryParams,
          response: { 200: timeEntryDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await time.remove(request.membership!, request.ticketRef!, request.params.entryId);
        return { ok: true as const };
      },
    );
  };
