import { apiErrorSchema } from '@expertos/domain/errors';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import {
  connectBlueskySchema,
  publishingChannelListSchema,
  publishingChannelSchema,
} from '@expertos/domain/publishing/channel.schema';
import {
  publicationListSchema,
  reschedulePostSchema,
  schedulePostSchema,
  unscheduleQuerySchema,
} from '@expertos/domain/publishing/publication.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams, ticketParams } from '../../platform/params.js';
import type { ChannelsService } from './channels.service.js';
import type { PublishingService } from './publishing.service.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Connecting: the account is taken already (409), the network refused it (422) or did not answer (502). */
const connectErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };
const channelParams = projectParams.extend({ channelId: idParam });
const publicationParams = ticketParams.extend({ publicationId: idParam });

/**
 * A brand's publishing channels (docs/product.md#publishing): the brand's members who open
 * tasks see them; brand admins connect and disconnect them. Credentials go in and never out.
 */
export const publishingRoutes =
  ({
    channels,
    publishing,
  }: {
    channels: ChannelsService;
    publishing: PublishingService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/publishing/channels';

    app.get(
      base,
      {
        config: { access: 'projectTickets' },
        schema: {
          tags,
          summary: "The brand's publishing channels: each account and whether it needs reconnecting",
          params: projectParams,
          response: { 200: publishingChannelListSchema, ...errors },
        },
      },
      async (request) => channels.list(contextOf(request, 'projectTickets').project.projectId),
    );

    app.post(
      `${base}/bluesky`,
      {
        config: { access: 'projectAdmin', plan: 'required' },
        schema: {
          tags,
          summary: 'Connect a Bluesky account with its handle and an app password (brand admins)',
          description:
            'The app password is checked with the account’s server, sealed, and never answered. An account password is refused: Bluesky’s app passwords can be revoked on their own.',
          params: projectParams,
          body: connectBlueskySchema,
          response: { 201: publishingChannelSchema, ...connectErrors },
        },
      },
      async (request, reply) => {
        const { project, membership } = contextOf(request, 'projectAdmin');
        const channel = await channels.connectBluesky(
          { workspaceId: project.workspaceId, projectId: project.projectId, memberId: membership.memberId },
          request.body,
        );
        return reply.code(201).send(channel);
      },
    );

    app.delete(
      `${base}/:channelId`,
      {
        config: { access: 'projectAdmin', plan: 'required' },
        schema: {
          tags,
          summary: 'Disconnect a channel; its scheduled posts go with it (brand admins)',
          params: channelParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await channels.remove(contextOf(request, 'projectAdmin').project.projectId, request.params.channelId);
        return { ok: true as const };
      },
    );

    // A post ticket's publications: the ticket's members schedule, move and take them off.
    const publications = '/tickets/:ticketId/publications';

    app.get(
      publications,
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: "The ticket's publications: each channel's state, link and timeline",
          params: ticketParams,
          response: { 200: publicationListSchema, ...errors },
        },
      },
      async (request) => publishing.forTicket(contextOf(request, 'ticketMember').ticket.ticketId),
    );

    app.post(
      publications,
      {
        config: { access: 'ticketMember', plan: 'required' },
        schema: {
          tags,
          summary: 'Publish a post ticket now or schedule it, one variant per channel',
          description:
            'Each variant is checked against its network’s rules first (a 400 names the rule that fails, per variant). `due_at` null publishes now.',
          params: ticketParams,
          body: schedulePostSchema,
          response: { 201: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        const created = await publishing.scheduleTicket(
          {
            workspaceId: ticket.workspaceId,
            projectId: ticket.projectId,
            ticketId: ticket.ticketId,
            memberId: membership.memberId,
          },
          request.body,
        );
        return reply.code(201).send(created);
      },
    );

    app.patch(
      `${publications}/:publicationId`,
      {
        config: { access: 'ticketMember', plan: 'required' },
        schema: {
          tags,
          summary: 'Move a publication to another time (on the copy seen: `version`)',
          params: publicationParams,
          body: reschedulePostSchema,
          response: { 200: publicationListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        const { publicationId } = request.params;
        await publishing.rescheduleTicket(
          ticket.ticketId,
          publicationId,
          request.body.due_at,
          request.body.version,
          membership.memberId,
        );
        return publishing.forTicket(ticket.ticketId);
      },
    );

    app.delete(
      `${publications}/:publicationId`,
      {
        config: { access: 'ticketMember', plan: 'required' },
        schema: {
          tags,
          summary: 'Take a publication off the schedule before it goes out',
          params: publicationParams,
          querystring: unscheduleQuerySchema,
          response: { 200: projectDeletedSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        await publishing.unscheduleTicket(
          ticket.ticketId,
          request.params.publicationId,
          request.query.version,
        );
        return { ok: true as const };
      },
    );
  };
