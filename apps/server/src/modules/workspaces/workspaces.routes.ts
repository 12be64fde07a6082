import { apiErrorSchema } from '@expertos/domain/errors';
import {
  createWorkspaceSchema,
  teamListSchema,
  teamMemberSchema,
  teamQuerySchema,
  updateMemberSchema,
  updateWorkspaceSchema,
  workspaceListSchema,
  workspaceSchema,
} from '@expertos/domain/workspace.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WorkspacesService } from './workspaces.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const okSchema = z.object({ ok: z.literal(true) });
const workspaceParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), memberUid: z.string() });
const tags = ['workspaces'];

/** Workspaces and their team (spec §7: /workspaces, /workspaces/{id}, /workspaces/{id}/users/all). */
export const workspacesRoutes =
  (service: WorkspacesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The caller's workspaces",
          response: { 200: workspaceListSchema, ...errors },
        },
      },
      async (request) => service.list(request.user!.id),
    );

    app.post(
      '/workspaces',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Create a workspace (the caller becomes owner and admin)',
          body: createWorkspaceSchema,
          response: { 201: workspaceSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.user!.id, request.user!.email, request.body)),
    );

    app.get(
      '/workspaces/:id',
      {
        config: { access: 'workspaceMember' },
        schema: {
          tags,
          summary: 'A workspace',
          params: workspaceParams,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => service.get(request.membership!),
    );

    app.put(
      '/workspaces/:id',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags,
          summary: 'Rename a workspace',
          params: workspaceParams,
          body: updateWorkspaceSchema,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => service.update(request.membership!, request.body),
    );

    app.delete(
      '/workspaces/:id',
      {
        config: { access: 'workspaceMember' },
        schema: {
          tags,
          summary: 'Delete a workspace you own (never your only one)',
          params: workspaceParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await service.remove(request.membership!, request.user!.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/workspaces/:id/users/all',
      {
        config: { access: 'workspaceMember' },
        schema: {
          tags,
          summary: 'The team: members and open invites, with seat counters',
          params: workspaceParams,
          querystring: teamQuerySchema,
          response: { 200: teamListSchema, ...errors },
        },
      },
      async (request) => service.team(request.params.id, request.query, request.membership),
    );

    app.put(
      '/workspaces/:id/users/:memberUid',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags,
          summary: "Change a member's role and brand access",
          params: memberParams,
          body: updateMemberSchema,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) => service.updateMember(request.params.id, request.params.memberUid, request.body),
    );

    app.delete(
      '/workspaces/:id/users/:memberUid',
      {
        config: { access: 'workspaceAdmin' },
        schema: {
          tags,
          summary: 'Remove a member',
          params: memberParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await service.removeMember(request.params.id, request.params.memberUid);
        return { ok: true as const };
      },
    );
  };
