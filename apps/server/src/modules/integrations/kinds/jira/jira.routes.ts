import {
  jiraEpicListSchema,
  jiraOptionsQuerySchema,
  jiraOptionsSchema,
  setTicketJiraEpicSchema,
  ticketJiraLinkListSchema,
  ticketJiraLinkSchema,
} from '@expertos/domain/integration.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../../platform/access.js';
import { idParam, ticketParams } from '../../../../platform/params.js';
import type { IntegrationsService } from '../../integrations.service.js';
import { errors, integrationParams, jiraErrors, tags } from '../../route-parts.js';

const ticketIntegrationParams = ticketParams.extend({ uid: idParam });

/**
 * Jira's own routes (docs/product.md#integrations): the admin's pickers (projects, issue types,
 * epics), and a ticket's issue and epic in each Jira integration of its brand.
 */
export const jiraRoutes =
  ({ integrations }: { integrations: IntegrationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/integrations';

    app.get(
      `${base}/:uid/jira-options`,
      {
        config: { access: 'projectAdmin', scope: 'session' },
        schema: {
          tags,
          summary:
            "A Jira integration's projects, and the chosen project's issue types and epics (project admins)",
          params: integrationParams,
          querystring: jiraOptionsQuerySchema,
          response: { 200: jiraOptionsSchema, ...jiraErrors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return integrations.jiraOptions(
          project.projectId,
          request.params.uid,
          request.query.project_key ?? null,
        );
      },
    );

    app.get(
      '/tickets/:ticketId/jira',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary:
            "The ticket in each of its brand's Jira integrations: the epic chosen and the issue it became",
          params: ticketParams,
          response: { 200: ticketJiraLinkListSchema, ...errors },
        },
      },
      async (request) => integrations.ticketJiraLinks(contextOf(request, 'ticketMember').ticket),
    );

    app.get(
      '/tickets/:ticketId/jira/:uid/epics',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The epics the ticket may go under: those of the Jira integration's project",
          params: ticketIntegrationParams,
          response: { 200: jiraEpicListSchema, ...jiraErrors },
        },
      },
      async (request) =>
        integrations.ticketJiraEpics(contextOf(request, 'ticketMember').ticket, request.params.uid),
    );

    app.put(
      '/tickets/:ticketId/jira/:uid',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Choose the Jira epic the ticket goes under (null: the integration's own)",
          params: ticketIntegrationParams,
          body: setTicketJiraEpicSchema,
          response: { 200: ticketJiraLinkSchema, ...errors },
        },
      },
      async (request) =>
        integrations.setTicketJiraEpic(
          contextOf(request, 'ticketMember').ticket,
          request.params.uid,
          request.body.epic_key,
        ),
    );
  };
