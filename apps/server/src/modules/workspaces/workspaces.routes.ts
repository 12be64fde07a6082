import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { sessionsRevokedSchema } from '@expertos/domain/sessions';
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
import { contextOf } from '../../platform/access.js';
import { idParam, workspaceParams } from '../../platform/params.js';
import type { WorkspacesService } from './workspaces.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const okSchema = z.object({ ok: z.literal(true) });
const memberParams = workspaceParams.extend({ memberUid: idParam });
const tags = ['workspaces'];

/**
 * Workspaces and their team (docs/product.md#workspaces-and-members): /workspaces,
 * /workspaces/{workspaceId}, /workspaces/{workspaceId}/users/all.
 */
export const workspacesRoutes =
  (
    service: WorkspacesService,
    /** Ends a person's sessions (the auth module's); asked only when a route runs, in the API process. */
    signOut: () => (userId: string) => Promise<number>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces',
      {
        config: { access: 'signedIn', scope: 'brands:read' },
        schema: {
          tags,
          summary: "The caller's workspaces",
          response: { 200: workspaceListSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        return service.list(user.id);
      },
    );

    app.post(
      '/workspaces',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Create a workspace (the caller becomes owner and admin)',
          body: createWorkspaceSchema,
          response: { 201: workspaceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        return reply.status(201).send(await service.create(user.id, user.email, request.body));
      },
    );

    app.get(
      '/workspaces/:workspaceId',
      {
        config: { access: 'workspaceMember', scope: 'brands:read' },
        schema: {
          tags,
          summary: 'A workspace',
          params: workspaceParams,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceMember');
        return service.get(membership);
      },
    );

    app.put(
      '/workspaces/:workspaceId',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Rename a workspace',
          params: workspaceParams,
          body: updateWorkspaceSchema,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceAdmin');
        return service.update(membership, request.body);
      },
    );

    app.delete(
      '/workspaces/:workspaceId',
      {
        config: { access: 'workspaceMember', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Delete a workspace you own (never your only one)',
          params: workspaceParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceMember');
        await service.remove(membership, user.id);
        return { ok: true as const };
      },
    );

    app.get(
      '/workspaces/:workspaceId/users/all',
      {
        config: { access: 'workspaceMember', scope: 'members:read' },
        schema: {
          tags,
          summary: 'The team: members and open invites, with seat counters',
          params: workspaceParams,
          querystring: teamQuerySchema,
          response: { 200: teamListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceMember');
        return service.team(request.params.workspaceId, request.query, membership);
      },
    );

    app.put(
      '/workspaces/:workspaceId/users/:memberUid',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: "Change a member's role and brand access",
          params: memberParams,
          body: updateMemberSchema,
          response: { 200: teamMemberSchema, ...errors },
        },
      },
      async (request) =>
        service.updateMember(request.params.workspaceId, request.params.memberUid, request.body),
    );

    app.post(
      '/workspaces/:workspaceId/users/:memberUid/sign-out',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Sign a member out everywhere',
          description:
            "Ends every session of the member's (in this workspace and any other): their next call answers 401 and they sign in again. The owner is signed out only by themselves (400 `workspace_edit_user_failure`). Answers how many sessions ended.",
          params: memberParams,
          response: { 200: sessionsRevokedSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'workspaceAdmin');
        const { workspaceId, memberUid } = request.params;
        return {
          revoked: await service.signOutMember(workspaceId, memberUid, { userId: user.id }, signOut()),
        };
      },
    );

    app.delete(
      '/workspaces/:workspaceId/users/:memberUid',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Remove a member',
          params: memberParams,
          response: { 200: okSchema, ...errors },
        },
      },
      async (request) => {
        await service.removeMember(request.params.workspaceId, request.params.memberUid);
        return { ok: true as const };
      },
    );
  };
