import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { templateNoticeIn } from '@expertos/domain/template-notices';
import {
  createTemplateSchema,
  templateFromTicketSchema,
  templateListSchema,
  templateSchema,
  updateTemplateSchema,
  useTemplateSchema,
} from '@expertos/domain/templates';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams, workspaceParams } from '../../platform/params.js';
import { requestLanguage } from '../../platform/reply-language.js';
import type { TemplatesService } from './templates.service.js';

const tags = ['templates'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...errors, 409: apiErrorSchema };
const brandTemplateParams = projectParams.extend({ templateId: idParam });
const workspaceTemplateParams = workspaceParams.extend({ templateId: idParam });
const madeSchema = z.object({
  ticket: ticketSchema,
  /** What could not be done as the template asked (an assignee who lost access: left unassigned), in the asker's language. */
  notices: z.array(z.string()),
});

/**
 * Ticket templates (docs/product.md#templates). A brand's templates are managed by its admins,
 * the workspace's by workspace admins; whoever may create the brand's tickets lists and uses
 * both. An id of another brand's or workspace's template is 404.
 */
export const templatesRoutes =
  ({ templates }: { templates: TemplatesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/templates',
      {
        config: { access: 'projectTickets', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "Templates usable on the brand: its own and its workspace's, by name",
          params: projectParams,
          response: { 200: templateListSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectTickets');
        return { items: await templates.usableOn(project.workspaceId, project.projectId) };
      },
    );

    app.post(
      '/projects/:projectId/templates/:templateId/tickets',
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Makes a ticket from a template, with its checklist and subtasks, all or none',
          description:
            '`anchor` is the day dates count from (today in the brand’s zone when absent); `page` fills `{title}` and `{url}`. A refused field (a pillar the brand no longer has) is a 400 and nothing is made.',
          params: brandTemplateParams,
          body: useTemplateSchema,
          response: { 201: madeSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership, project } = contextOf(request, 'projectTickets');
        const made = await templates.use(
          membership,
          project.projectId,
          request.params.templateId,
          request.body,
        );
        // Said in the asker's language, as errors are.
        const language = requestLanguage(request);
        return reply
          .code(201)
          .send({ ...made, notices: made.notices.map((notice) => templateNoticeIn(notice, language)) });
      },
    );

    app.post(
      '/projects/:projectId/templates',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Keeps a brand template (brand admins); 409 for a name already used, or past 200',
          params: projectParams,
          body: createTemplateSchema,
          response: { 201: templateSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        const place = { workspaceId: project.workspaceId, projectId: project.projectId };
        return reply.code(201).send(await templates.create(place, membership, request.body));
      },
    );

    app.post(
      '/projects/:projectId/templates/from-ticket',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Save as template: one of the brand's tickets, with its checklist and subtasks (brand admins)",
          params: projectParams,
          body: templateFromTicketSchema,
          response: { 201: templateSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        const place = { workspaceId: project.workspaceId, projectId: project.projectId };
        return reply.code(201).send(await templates.fromTicket(place, membership, request.body));
      },
    );

    app.patch(
      '/projects/:projectId/templates/:templateId',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Renames a brand template or changes what it makes (tickets made before stay as they are)',
          params: brandTemplateParams,
          body: updateTemplateSchema,
          response: { 200: templateSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        const place = { workspaceId: project.workspaceId, projectId: project.projectId };
        return templates.update(place, request.params.templateId, request.body);
      },
    );

    app.delete(
      '/projects/:projectId/templates/:templateId',
      {
        config: { access: 'projectAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Deletes a brand template (tickets made from it stay)',
          params: brandTemplateParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { project } = contextOf(request, 'projectAdmin');
        await templates.remove(
          { workspaceId: project.workspaceId, projectId: project.projectId },
          request.params.templateId,
        );
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/workspaces/:workspaceId/templates',
      {
        config: { access: 'notExternal', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The workspace's own templates, usable on every brand",
          params: workspaceParams,
          response: { 200: templateListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return { items: await templates.at({ workspaceId: membership.workspaceId, projectId: null }) };
      },
    );

    app.post(
      '/workspaces/:workspaceId/templates',
      {
        config: { access: 'workspaceAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Keeps a workspace template (workspace admins)',
          params: workspaceParams,
          body: createTemplateSchema,
          response: { 201: templateSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        const place = { workspaceId: membership.workspaceId, projectId: null };
        return reply.code(201).send(await templates.create(place, membership, request.body));
      },
    );

    app.post(
      '/workspaces/:workspaceId/templates/from-ticket',
      {
        config: { access: 'workspaceAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Save as a workspace template: a ticket of the workspace (workspace admins)',
          params: workspaceParams,
          body: templateFromTicketSchema,
          response: { 201: templateSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        const place = { workspaceId: membership.workspaceId, projectId: null };
        return reply.code(201).send(await templates.fromTicket(place, membership, request.body));
      },
    );

    app.patch(
      '/workspaces/:workspaceId/templates/:templateId',
      {
        config: { access: 'workspaceAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Renames a workspace template or changes what it makes',
          params: workspaceTemplateParams,
          body: updateTemplateSchema,
          response: { 200: templateSchema, ...writeErrors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        return templates.update(
          { workspaceId: membership.workspaceId, projectId: null },
          request.params.templateId,
          request.body,
        );
      },
    );

    app.delete(
      '/workspaces/:workspaceId/templates/:templateId',
      {
        config: { access: 'workspaceAdmin', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Deletes a workspace template (tickets made from it stay)',
          params: workspaceTemplateParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        await templates.remove(
          { workspaceId: membership.workspaceId, projectId: null },
          request.params.templateId,
        );
        return reply.code(204).send(null);
      },
    );
  };
