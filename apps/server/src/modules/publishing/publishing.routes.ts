import { apiErrorSchema } from '@expertos/domain/errors';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import {
  connectBlueskySchema,
  publishingChannelListSchema,
  publishingChannelSchema,
} from '@expertos/domain/publishing/channel.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { ChannelsService } from './channels.service.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** Connecting: the account is taken already (409), the network refused it (422) or did not answer (502). */
const connectErrors = { ...errors, 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };
const channelParams = projectParams.extend({ channelId: idParam });

/**
 * A brand's publishing channels (docs/product.md#publishing): the brand's members who open
 * tasks see them; brand admins connect and disconnect them. Credentials go in and never out.
 */
export const publishingRoutes =
  ({ channels }: { channels: ChannelsService }): FastifyPluginAsyncZod =>
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
  };
