import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  createProjectSchema,
  PROJECT_COVER_MAX_BYTES,
  projectDeletedSchema,
  projectListSchema,
  projectSchema,
  updateProjectSchema,
} from '@expertos/domain/project.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { readUploadedFile } from '../../platform/storage/upload.js';
import { projectUsersRoutes } from './project-users.routes.js';
import type { ProjectUsersService } from './project-users.service.js';
import { errors, projectParams, slugParams, workspaceParams } from './projects.params.js';
import type { ProjectsService } from './projects.service.js';

export interface ProjectsRoutesDeps {
  projects: ProjectsService;
  projectUsers: ProjectUsersService;
  /** `/projects/:projectId/closed-days` (closed-days.routes.ts). */
  closedDays: FastifyPluginAsyncZod;
}

const tags = ['projects'];

/**
 * Brands (projects) of a workspace: `/workspaces/:workspaceId/projects…`
 * (docs/product.md#brands). Routes only read the request and the guard's findings
 * (`contextOf(request, level)`); the services decide.
 */
export const projectsRoutes =
  ({ projects: service, projectUsers, closedDays }: ProjectsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { fileSize: PROJECT_COVER_MAX_BYTES, files: 1, fields: 0 } });

    app.get(
      '/workspaces/:workspaceId/projects',
      {
        config: { access: 'workspaceMember', scope: 'brands:read' },
        schema: {
          tags,
          summary: 'Brands the caller may see (has_permission)',
          params: workspaceParams,
          response: { 200: projectListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceMember');
        return service.list(membership);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/all',
      {
        config: { access: 'notExternal', scope: 'brands:read' },
        schema: {
          tags,
          summary: 'Every brand of the workspace, with has_permission and access_requested',
          params: workspaceParams,
          response: { 200: projectListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return service.listAll(membership);
      },
    );

    app.post(
      '/workspaces/:workspaceId/projects',
      {
        config: { access: 'notExternal', scope: 'brands:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Create a brand; the caller becomes its owner and project admin',
          params: workspaceParams,
          body: createProjectSchema,
          response: { 201: projectSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, membership } = contextOf(request, 'notExternal');
        const project = await service.create(membership, user.id, request.body);
        return reply.code(201).send(project);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/by-slug/:slug',
      {
        config: { access: 'workspaceMember', scope: 'brands:read' },
        schema: {
          tags,
          summary: 'A brand by its slug (the web routes /brand/{projectSlug}/…)',
          params: slugParams,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'workspaceMember');
        return service.getBySlug(membership, request.params.slug);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/:projectId',
      {
        config: { access: 'projectMember', scope: 'brands:read' },
        schema: {
          tags,
          summary: 'A brand',
          params: projectParams,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => service.get(request.params.projectId),
    );

    app.put(
      '/workspaces/:workspaceId/projects/:projectId',
      {
        config: { access: 'projectAdmin', scope: 'brands:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Update the brand profile (project admins)',
          params: projectParams,
          body: updateProjectSchema,
          response: { 200: projectSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return service.update(project, request.body);
      },
    );

    app.delete(
      '/workspaces/:workspaceId/projects/:projectId',
      {
        config: { access: 'projectMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Delete a brand (workspace admins and the brand owner)',
          params: projectParams,
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'projectMember');
        await service.delete(membership, user.id, request.params.projectId);
        return { ok: true as const };
      },
    );

    app.post(
      '/workspaces/:workspaceId/projects/:projectId/cover',
      {
        config: { access: 'projectAdmin', scope: 'brands:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Upload the brand cover (multipart field "file", an image of at most 5 MB; project admins)',
          consumes: ['multipart/form-data'],
          params: projectParams,
          response: { 200: projectSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        // Refused before the upload is read: a non-admin's file is never buffered.
        service.assertProjectAdmin(project);
        return service.setCover(project, await readUploadedFile(request, PROJECT_COVER_MAX_BYTES));
      },
    );

    await app.register(projectUsersRoutes(projectUsers));
    await app.register(closedDays);
  };
