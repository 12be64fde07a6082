import { apiErrorSchema } from '@expertos/domain/errors';
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
import type { InvitesService } from './invites.service.js';

const id = z.string().min(1).max(64);
const workspaceParams = z.object({ id });
const workspaceInviteParams = z.object({ id, inviteUid: id });
const inviteParams = z.object({ inviteUid: id });

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const inviteErrors = { ...errors, 404: apiErrorSchema, 410: apiErrorSchema };

/**
 * Invites: admins invite an address into their workspace (`/workspaces/:id/invites`); the
 * addressee reads the invite on the public invite page and, signed in with that address,
 * accepts or declines it (`/invites/:inviteUid`); `/me/invites` lists their open ones.
 */
export const invitesRoutes =
  (service: InvitesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/workspaces/:id/invites',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags: ['invites'],
          summary: 'Invite an e-mail address with a role and brands; the invite is e-mailed',
          params: workspaceParams,
          body: createInviteSchema,
          response: { 201: inviteSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const created = await service.create(request.membership!.workspaceId, request.user!.id, request.body);
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/workspaces/:id/invites',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags: ['invites'],
          summary: 'Open invites of the workspace',
          params: workspaceParams,
          response: { 200: workspaceInviteListSchema, ...errors },
        },
      },
      async (request) => service.listWorkspaceInvites(request.membership!.workspaceId),
    );

    app.delete(
      '/workspaces/:id/invites/:inviteUid',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags: ['invites'],
          summary: 'Revoke an invite',
          params: workspaceInviteParams,
          response: { 200: inviteOkSchema, ...inviteErrors },
        },
      },
      async (request) => {
        await service.revoke(request.membership!.workspaceId, request.params.inviteUid);
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
        config: { access: 'signedIn' },
        schema: {
          tags: ['invites'],
          summary: 'Accept an invite addressed to the caller: join its workspace',
          params: inviteParams,
          response: { 200: acceptInviteResultSchema, ...inviteErrors, 409: apiErrorSchema },
        },
      },
      async (request) => service.accept(request.params.inviteUid, request.user!),
    );

    app.post(
      '/invites/:inviteUid/decline',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['invites'],
          summary: 'Decline an invite addressed to the caller',
          params: inviteParams,
          response: { 200: inviteOkSchema, ...inviteErrors },
        },
      },
      async (request) => {
        await service.decline(request.params.inviteUid, request.user!);
        return { ok: true as const };
      },
    );

    app.get(
      '/me/invites',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['invites'],
          summary: 'Open invites to the confirmed e-mail address of the caller',
          response: { 200: inviteListSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.listMine(request.user!),
    );
  };
