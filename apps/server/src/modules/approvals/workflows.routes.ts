import {
  approvalContactInputSchema,
  approvalContactPatchSchema,
  approvalContactSchema,
} from '@expertos/domain/approvals/contacts';
import { approvalWorkflowInputSchema, approvalWorkflowSchema } from '@expertos/domain/approvals/workflow';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { WorkflowsService } from './workflows.service.js';

const tags = ['approvals'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const contactParams = projectParams.extend({ contactId: idParam });

/**
 * A brand's approval workflow and client contacts (docs/product.md#approvals): brand admins set
 * them; the members who work on the brand's tickets read the workflow (who a post will wait on).
 * Contacts, with their e-mail addresses, are the brand admins' alone.
 */
export const workflowsRoutes =
  ({ workflows }: { workflows: WorkflowsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/approval-workflow',
      {
        config: { access: 'projectTickets', scope: 'approvals:read' },
        schema: {
          tags,
          summary:
            "The brand's approval workflow: its mode, steps with their approvers by name, due and expiry days",
          params: projectParams,
          response: { 200: approvalWorkflowSchema, ...errors },
        },
      },
      async (request) => workflows.view(contextOf(request, 'projectTickets').project),
    );

    app.put(
      '/projects/:projectId/approval-workflow',
      {
        config: { access: 'projectAdmin', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: "Set the brand's approval workflow (replaced whole)",
          description:
            'Modes: `none`, `optional`, `required` (one step), `multi_step` (1 to 5 steps). An internal step names members who work on the brand’s tasks, or any brand admin; a client step names the brand’s contacts. A refused approver is a 400 naming its place (`steps.0.approvers.1`), and nothing is saved.',
          params: projectParams,
          body: approvalWorkflowInputSchema,
          response: { 200: approvalWorkflowSchema, ...errors },
        },
      },
      async (request) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        return workflows.put(project, request.body, membership.memberId);
      },
    );

    app.get(
      '/projects/:projectId/approval-contacts',
      {
        config: { access: 'projectAdmin', scope: 'approvals:read' },
        schema: {
          tags,
          summary: "The brand's client contacts, by name",
          params: projectParams,
          response: { 200: z.array(approvalContactSchema), ...errors },
        },
      },
      async (request) => workflows.contacts(contextOf(request, 'projectAdmin').project.projectId),
    );

    app.post(
      '/projects/:projectId/approval-contacts',
      {
        config: { access: 'projectAdmin', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Add a client contact to the brand',
          description: '409 `approval_contacts_full` past 200 contacts.',
          params: projectParams,
          body: approvalContactInputSchema,
          response: { 201: approvalContactSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await workflows.addContact(contextOf(request, 'projectAdmin').project, request.body)),
    );

    app.patch(
      '/projects/:projectId/approval-contacts/:contactId',
      {
        config: { access: 'projectAdmin', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: "Change a client contact's name, address or company",
          params: contactParams,
          body: approvalContactPatchSchema,
          response: { 200: approvalContactSchema, ...errors },
        },
      },
      async (request) =>
        workflows.updateContact(
          contextOf(request, 'projectAdmin').project.projectId,
          request.params.contactId,
          request.body,
        ),
    );

    app.delete(
      '/projects/:projectId/approval-contacts/:contactId',
      {
        config: { access: 'projectAdmin', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Remove a client contact',
          description: '409 `approval_contact_in_use` while a step of the workflow names them.',
          params: contactParams,
          response: { 204: z.null(), 409: apiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        await workflows.removeContact(
          contextOf(request, 'projectAdmin').project.projectId,
          request.params.contactId,
        );
        return reply.code(204).send(null);
      },
    );
  };
