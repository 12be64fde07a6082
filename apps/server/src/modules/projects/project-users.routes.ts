import {
  accessRequestedSchema,
  addProjectUserSchema,
  projectDeletedSchema,
  projectUserListSchema,
  projectUserSchema,
} from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import type { ProjectUsersService } from './project-users.service.js';
import { errors, projectParams, projectUserParams } from './projects.params.js';

const tags = ['projects'];

/** `/workspaces/:workspaceId/projects/:projectId/users…` (the /brand/{projectSlug}/users screens) and access requests. */
export const projectUsersRoutes =
  (service: ProjectUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/projects/:projectId/users',
      {
        config: { access: 'projectMember', scope: 'members:read' },
        schema: {
          tags,
          summary: 'People on the brand: with access and asking for it',
          params: projectParams,
          response: { 200: projectUserListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'projectMember');
        return service.list(request.params.projectId, membership);
      },
    );

    app.post(
      '/workspaces/:workspaceId/projects/:projectId/users',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Give a workspace member access to the brand (project admins)',
          params: projectParams,
          body: addProjectUserSchema,
          response: { 200: projectUserSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return service.add(project, request.body);
      },
    );

    app.delete(
      '/workspaces/:workspaceId/projects/:projectId/users/:memberUid',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Take a member off the brand (project admins)',
          params: projectUserParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        await service.remove(project, request.params.memberUid);
        return { ok: true as const };
      },
    );

    app.post(
      '/workspaces/:workspaceId/projects/:projectId/users/:memberUid/grant',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: "Grant a member's access request (project admins)",
          params: projectUserParams,
          response: { 200: projectUserSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return service.grant(project, request.params.memberUid);
      },
    );

    app.post(
      '/workspaces/:workspaceId/projects/:projectId/access-requests',
      {
        // The caller has no access yet, so projectMember would refuse them: the workspace is
        // checked here and the brand by the service. External users only see brands they are
        // given and cannot list the others, so they do not ask.
        config: { access: 'notExternal', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Ask the project admins for access to a brand',
          params: projectParams,
          response: { 200: accessRequestedSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return service.requestAccess(membership, request.params.projectId);
      },
    );
  };
