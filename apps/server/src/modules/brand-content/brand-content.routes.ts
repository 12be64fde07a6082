import {
  brandOverviewSchema,
  feedPageSchema,
  feedQuerySchema,
  libraryPageSchema,
  libraryQuerySchema,
  overviewQuerySchema,
} from '@expertos/domain/brand.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { workspaceProjectParams } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import type { BrandContentService } from './brand-content.service.js';

const tags = ['brand'];

/** A Library item's key (`image:<id>`, `file:<id>`). */
const libraryFileParams = workspaceProjectParams.extend({ key: z.string().min(1).max(80) });

/** A name safe inside a quoted header parameter (stored names are slugs already). */
const headerFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';

/** The error replies these reads may give. */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * A brand's overview (weekly slate), Feed and Library: `/workspaces/:workspaceId/projects/:projectId/…`
 * (docs/product.md#brand-profile). The overview lists tasks, so externals are refused it
 * (`projectTickets`); the Feed and the Library are theirs to see too (`projectMember`), and so
 * are the Library's files, served here by key (the tickets' file routes refuse externals).
 */
export const brandContentRoutes =
  ({ content }: { content: BrandContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/projects/:projectId/overview',
      {
        config: { access: 'projectTickets', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary:
            "The brand's weekly slate for the week starting week_start (the Monday of the caller's week; any day starts a 7-day week) and the next, its upcoming posts and open tasks",
          params: workspaceProjectParams,
          querystring: overviewQuerySchema,
          response: { 200: brandOverviewSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectTickets');
        return content.overview(project.projectId, request.query.week_start);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/:projectId/feed',
      {
        config: { access: 'projectMember', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary:
            "The brand's posted and published posts, newest posted first, `limit` at a time (`next_cursor` fetches older ones)",
          params: workspaceProjectParams,
          querystring: feedQuerySchema,
          response: { 200: feedPageSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectMember');
        return content.feed(project, request.query);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/:projectId/library',
      {
        config: { access: 'projectMember', scope: 'brand_profile:read' },
        schema: {
          tags,
          summary:
            "The brand's reference images, comment files, recordings and Drive links, newest first; `kind` filters, `search` matches the name or the ticket's summary",
          params: workspaceProjectParams,
          querystring: libraryQuerySchema,
          response: { 200: libraryPageSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectMember');
        return content.library(project, request.query);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/:projectId/library/files/:key',
      {
        // The file's bytes, not JSON.
        config: { access: 'projectMember', scope: 'brand_profile:read', raw: true },
        schema: {
          tags,
          summary:
            "A file of the brand's Library by its item key (send the bearer token): a reference image or a comment file of this brand, under a sandbox CSP; images and audio may show inline",
          params: libraryFileParams,
          // Sent as a stream, which Fastify never serializes: the schema only documents it.
          response: { 200: fileReply(['*/*'], "The file's bytes, in its own type"), ...errors },
        },
      },
      async (request, reply) => {
        const { project } = contextOf(request, 'projectMember');
        const file = await content.libraryFile(project, request.params.key);
        return (
          reply
            .type(file.contentType)
            .header(
              'content-disposition',
              `${file.inline ? 'inline' : 'attachment'}; filename="${headerFileName(file.name)}"`,
            )
            // Whatever the bytes are, they never run as a page of our origin (an SVG, an HTML file).
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('x-content-type-options', 'nosniff')
            // Access-checked per request: no shared cache may keep it, the browser asks again.
            .header('cache-control', 'private, max-age=0, must-revalidate')
            .send(file.stream)
        );
      },
    );
  };
