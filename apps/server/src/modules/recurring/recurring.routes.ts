import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  createRecurringSchema,
  holidayCalendarListSchema,
  recurringGhostListSchema,
  recurringGhostsQuerySchema,
  recurringOccurrenceSchema,
  recurringPreviewInputSchema,
  recurringPreviewSchema,
  recurringSeriesListSchema,
  recurringSeriesSchema,
  splitRecurringSchema,
  updateRecurringSchema,
} from '@expertos/domain/recurring.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams, workspaceParams } from '../../platform/params.js';
import { requestLanguage } from '../../platform/reply-language.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { HolidayCalendars } from './holiday-calendars.js';
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
  ({
    recurring,
    holidays,
    tickets,
    access,
  }: {
    recurring: RecurringService;
    holidays: HolidayCalendars;
    tickets: Pick<TicketsService, 'get'>;
    /** The brands whose tickets a member may list (the workspaces module's one rule). */
    access: Pick<MemberAccess, 'visibleProjectIds'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/holiday-calendars',
      {
        config: { access: 'signedIn', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            'The countries and regions whose public holidays a series may skip or move past, named in your language',
          response: { 200: holidayCalendarListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => ({ items: await holidays.list(requestLanguage(request)) }),
    );

    app.get(
      '/projects/:projectId/recurring/ghosts',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            "The calendar's ghosts: the brand's series' occurrences from `from` to `to` (62 days at most) not made yet",
          params: projectParams,
          querystring: recurringGhostsQuerySchema,
          response: { 200: recurringGhostListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await recurring.ghosts(contextOf(request, 'projectTickets').project.projectId, request.query),
      }),
    );

    app.get(
      '/workspaces/:workspaceId/recurring/ghosts',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            "The workspace calendar's ghosts: the series' occurrences from `from` to `to` (62 days at most) not made yet, on every brand whose tickets the caller may list",
          params: workspaceParams,
          querystring: recurringGhostsQuerySchema,
          response: { 200: recurringGhostListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        const visible = await access.visibleProjectIds(membership);
        return { items: await recurring.workspaceGhosts(membership.workspaceId, visible, request.query) };
      },
    );

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
          summary:
            'Changes a whole series (its creator or a brand admin): paused or resumed, what it makes, its time or holidays',
          description:
            'Tickets already made stay as they are. A new rule is a split ("this and following") from the first occurrence not made yet.',
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
          request.body,
        );
      },
    );

    app.post(
      '/projects/:projectId/recurring/:seriesId/split',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            '"This and following": the series ends before `from` and a new one starts there with the changes (its creator or a brand admin)',
          description: `\`from\` must be one of the series' days (400 \`not_an_occurrence\`); tickets already made from that day on stay as they are. ${RULE_HELP}`,
          params: seriesParams,
          body: splitRecurringSchema,
          response: { 201: recurringSeriesSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { membership, project, user } = contextOf(request, 'projectTickets');
        const series = await recurring.split(
          membership,
          user.id,
          project.projectId,
          request.params.seriesId,
          request.body,
        );
        return reply.code(201).send(series);
      },
    );

    app.post(
      '/projects/:projectId/recurring/:seriesId/occurrences',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            '"Only this" for an occurrence not made yet: skip it for good, or make its ticket now to change it on its own',
          description:
            '409 `occurrence_made` when the day is already made or skipped; 400 `not_an_occurrence` for a day the series does not repeat on.',
          params: seriesParams,
          body: recurringOccurrenceSchema,
          response: { 200: z.object({ ticket: ticketSchema.nullable() }), ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, project } = contextOf(request, 'projectTickets');
        const { ticketId } = await recurring.occurrence(
          membership,
          project.projectId,
          request.params.seriesId,
          request.body,
        );
        const ticket = ticketId
          ? await tickets.get({ ticketId, workspaceId: membership.workspaceId, projectId: project.projectId })
          : null;
        return { ticket };
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
