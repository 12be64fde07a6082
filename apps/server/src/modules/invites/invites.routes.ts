import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  acceptInviteResultSchema,
  createInviteSchema,
  inviteListSchema,
  inviteOkSchema,
  inviteSchema,
  workspaceInviteListSchema,
} from '@expertos/domain/invite.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { capabilityIdParam, workspaceParams } from '../../platform/params.js';
import type { InvitesService } from './invites.service.js';

const workspaceInviteParams = workspaceParams.extend({ inviteUid: capabilityIdParam });
const inviteParams = z.object({ inviteUid: capabilityIdParam });

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const inviteErrors = { ...errors, 404: apiErrorSchema, 410: apiErrorSchema };

/**
 * Invites: admins invite an address into their workspace (`/workspaces/:workspaceId/invites`); the
 * addressee reads the invite on the public invite page and, signed in with that address,
 * accepts or declines it (`/invites/:inviteUid`); `/me/invites` lists their open ones.
 */
export const invitesRoutes =
  (service: InvitesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/workspaces/:workspaceId/invites',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags: ['invites'],
          summary: 'Invite an e-mail address with a role and brands; the invite is e-mailed',
          params: workspaceParams,
          body: createInviteSchema,
          response: { 201: inviteSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { user, membership } = contextOf(request, 'workspaceAdmin');
        const created = await service.create(membership.workspaceId, user.id, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/workspaces/:workspaceId/invites',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags: ['invites'],
          summary: 'Open invites of the workspace',
          params: workspaceParams,
          response: { 200: workspaceInviteListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        return service.listWorkspaceInvites(membership.workspaceId);
      },
    );

    app.delete(
      '/workspaces/:workspaceId/invites/:inviteUid',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags: ['invites'],
          summary: 'Revoke an invite',
          params: workspaceInviteParams,
          response: { 200: inviteOkSchema, ...inviteErrors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        await service.revoke(membership.workspaceId, request.params.inviteUid);
        return { ok: true as const };
      },
    );

    app.get(
      '/invites/:inviteUid',
      {
        // The invite page is public: whoever holds the (unguessable) link may see the invite.
        config: { access: 'public' },
        schema: {
          tags: ['invites'],
          summary: 'An open invite, for the invite page',
          params: inviteParams,
          response: { 200: inviteSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
        },
      },
      async (request) => service.get(request.params.inviteUid),
    );

    app.post(
      '/invites/:inviteUid/accept',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags: ['invites'],
          summary: 'Accept an invite addressed to the caller: join its workspace',
          params: inviteParams,
          response: { 200: acceptInviteResultSchema, ...inviteErrors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.accept(request.params.inviteUid, user);
      },
    );

    app.post(
      '/invites/:inviteUid/decline',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags: ['invites'],
          summary: 'Decline an invite addressed to the caller',
          params: inviteParams,
          response: { 200: inviteOkSchema, ...inviteErrors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        await service.decline(request.params.inviteUid, user);
        return { ok: true as const };
      },
    );

    app.get(
      '/me/invites',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags: ['invites'],
          summary: 'Open invites to the confirmed e-mail address of the caller',
          response: { 200: inviteListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.listMine(user);
      },
    );
  };
