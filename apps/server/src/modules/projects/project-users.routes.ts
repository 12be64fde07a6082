import {
  accessRequestedSchema,
  addProjectUserSchema,
  projectDeletedSchema,
  projectUserListSchema,
  projectUserSchema,
} from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProjectUsersService } from './project-users.service.js';
import { errors, projectParams, projectUserParams } from './projects.params.js';

const tags = ['projects'];

/** `/workspaces/:id/projects/:projectId/users…` (the /brand/{projectSlug}/users screens) and access requests. */
export const projectUsersRoutes =
  (service: ProjectUsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:id/projects/:projectId/users',
      {
        config: { access: 'projectMember' },
        schema: {
          tags,
          summary: 'People on the brand: with access and asking for it',
          params: projectParams,
          response: { 200: projectUserListSchema, ...errors },
        },
      },
      async (request) => service.list(request.params.projectId, request.membership),
    );

    app.post(
      '/workspaces/:id/projects/:projectId/users',
      {
        config: { access: 'projectAdmin' },
        schema: {
          tags,
          summary: 'Give a workspace member access to the brand (project admins)',
          params: projectParams,
          body: addProjectUserSchema,
          response: { 200: projectUserSchema, ...errors },
        },
      },
      async (request) => service.add(request.projectAccess, request.body),
    );

    app.delete(
      '/workspaces/:id/projects/:projectId/users/:memberUid',
      {
        config: { access: 'projectAdmin' },
        schema: {
          tags,
          summary: 'Take a member off the brand (project admins)',
          params: projectUserParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await service.remove(request.projectAccess, request.params.memberUid);
        return { ok: true as const };
      },
    );

    app.post(
      '/workspaces/:id/projects/:projectId/users/:memberUid/grant',
      {
        config: { access: 'projectAdmin' },
        schema: {
          tags,
          summary: "Grant a member's access request (project admins)",
          params: projectUserParams,
          response: { 200: projectUserSchema, ...errors },
        },
      },
      async (request) => service.grant(request.projectAccess, request.params.memberUid),
    );

    app.post(
      '/workspaces/:id/projects/:projectId/access-requests',
      {
        // The caller has no access yet, so projectMember would refuse them: the workspace is
        // checked here and the brand by the service. External users only see brands they are
        // given and cannot list the others, so they do not ask.
        config: { access: 'notExternal' },
        schema: {
          tags,
          summary: 'Ask the project admins for access to a brand',
          params: projectParams,
          response: { 200: accessRequestedSchema, ...errors },
        },
      },
      async (request) => service.requestAccess(request.membership!, request.params.projectId),
    );
  };
