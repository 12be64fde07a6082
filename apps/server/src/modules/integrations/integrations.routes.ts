import {
  createProjectIntegrationSchema,
  integrationDeliverySchema,
  projectIntegrationListSchema,
  projectIntegrationSchema,
  sendTicketByEmailSchema,
  updateProjectIntegrationSchema,
  webhookSecretRevealSchema,
} from '@expertos/domain/integration.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams, ticketParams } from '../../platform/params.js';
import type { IntegrationsService } from './integrations.service.js';
import { errors, integrationParams, jiraErrors, tags } from './route-parts.js';

// Jira people (jira-people.routes.ts) answer with the same errors as the pickers.
export { jiraErrors } from './route-parts.js';

const deliveryParams = projectParams.extend({ deliveryId: idParam });
const deliveryListSchema = z.array(integrationDeliverySchema);
/** A created integration: a webhook's signing secret comes with it, this once. */
const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: webhookSecretRevealSchema.shape.signing_secret.nullable(),
});
const sentSchema = z.object({ ok: z.boolean(), delivery: integrationDeliverySchema });

/**
 * A brand's integrations (docs/product.md#integrations): members of the brand see them and their
 * deliveries; project admins connect, change, test, rotate and retry. A ticket's members send
 * it by hand and see where it went. Secrets go in and never come out.
 */
export const integrationsRoutes =
  ({ integrations }: { integrations: IntegrationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/integrations';

    app.get(
      base,
      {
        config: { access: 'projectMember', scope: 'session' },
        schema: {
          tags,
          summary: "The brand's integrations with their state (never a secret)",
          description:
            "A webhook's or Slack incoming webhook's URL is a credential: brand admins see its mask (`https://host/…abcd`), everyone else `url_mask: null`.",
          params: projectParams,
          response: { 200: projectIntegrationListSchema, ...errors },
        },
      },
      async (request) => {
        const { project, membership } = contextOf(request, 'projectMember');
        // The projectAdmin level's rule: a brand admin who is not external sees a secret URL's mask.
        const admin = project.role === 'admin' && membership.role !== 'external';
        return integrations.list(project.projectId, { admin });
      },
    );

    app.post(
      base,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Connect an integration: e-mail, webhook or Slack (project admins)',
          description:
            "A webhook's signing secret (`whsec_…`) is in this reply only: the receiver needs it to verify signatures.",
          params: projectParams,
          body: createProjectIntegrationSchema,
          response: { 201: createdSchema, ...jiraErrors },
        },
      },
      async (request, reply) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        const created = await integrations.create(project, membership.memberId, request.body);
        return reply
          .code(201)
          .send({ integration: created.integration, signing_secret: created.signingSecret });
      },
    );

    app.put(
      `${base}/:uid`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Change an integration: the fields sent; a secret left out is kept (project admins)',
          params: integrationParams,
          body: updateProjectIntegrationSchema,
          response: { 200: projectIntegrationSchema, ...jiraErrors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return integrations.update(project.projectId, request.params.uid, request.body);
      },
    );

    app.delete(
      `${base}/:uid`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Disconnect an integration and drop its delivery log (project admins)',
          params: integrationParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await integrations.remove(contextOf(request, 'projectAdmin').project.projectId, request.params.uid);
        return { ok: true as const };
      },
    );

    app.post(
      `${base}/:uid/test`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Send a test message; it shows in the delivery log (project admins)',
          description:
            "A target the egress guard refuses (an address, or a host name resolving into the server's network) answers 400 `integration_target_refused` at once.",
          params: integrationParams,
          response: { 202: integrationDeliverySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { project, user } = contextOf(request, 'projectAdmin');
        return reply
          .code(202)
          .send(await integrations.test(project.projectId, request.params.uid, { userId: user.id }));
      },
    );

    app.post(
      `${base}/:uid/rotate-secret`,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: "A webhook's new signing secret; the old one stays valid for 24 hours (project admins)",
          params: integrationParams,
          response: { 200: webhookSecretRevealSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        const rotated = await integrations.rotateSecret(project.projectId, request.params.uid);
        return { integration: rotated.integration, signing_secret: rotated.signingSecret };
      },
    );

    app.get(
      `${base}/:uid/deliveries`,
      {
        config: { access: 'projectMember', scope: 'session' },
        schema: {
          tags,
          summary: "An integration's recent deliveries, newest first (at most 50)",
          description:
            "`failure_reason` says why the last attempt failed (a refused target with the guard's reason, a timeout, TLS, a refused connection, DNS, an HTTP status…).",
          params: integrationParams,
          response: { 200: deliveryListSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectMember');
        return integrations.deliveries(project.projectId, request.params.uid);
      },
    );

    app.post(
      '/projects/:projectId/integration-deliveries/:deliveryId/retry',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Retry a failed delivery now: the same message, fresh attempts (project admins)',
          description:
            "An e-mail integration's delivery is sent again, so its e-mails count against the outbound-mail limits as the caller's: 429 `mail_recipient_limit`, `mail_workspace_limit` or `mail_sender_limit` past one, and nothing is queued.",
          params: deliveryParams,
          response: { 200: integrationDeliverySchema, ...errors },
        },
      },
      async (request) => {
        const { project, user } = contextOf(request, 'projectAdmin');
        return integrations.retry(project.projectId, request.params.deliveryId, { userId: user.id });
      },
    );

    app.get(
      '/tickets/:ticketId/deliveries',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: 'Where the ticket was sent: its deliveries, newest first',
          params: ticketParams,
          response: { 200: deliveryListSchema, ...errors },
        },
      },
      async (request) => integrations.ticketDeliveries(contextOf(request, 'ticketMember').ticket.ticketId),
    );

    app.post(
      '/tickets/:ticketId/send',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Send the ticket now through one of its brand's integrations (e-mail: to the addresses given)",
          description:
            'Sent at once; `ok` says whether it arrived (the dialog shows the matching message). A failure is logged and not retried on its own.',
          params: ticketParams,
          body: sendTicketByEmailSchema,
          response: { 200: sentSchema, ...jiraErrors },
        },
      },
      async (request) => {
        const { ticket, user } = contextOf(request, 'ticketMember');
        const sent = await integrations.sendTicket(ticket, request.body, { userId: user.id });
        return { ok: sent.ok, delivery: sent.delivery };
      },
    );
  };
