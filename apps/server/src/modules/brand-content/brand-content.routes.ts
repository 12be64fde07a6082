import {
  brandOverviewSchema,
  feedPageSchema,
  feedQuerySchema,
  libraryPageSchema,
  libraryQuerySchema,
  overviewQuerySchema,
} from '@expertos/domain/brand.schema';
import { apiErrorSchema } from '@expertos/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { workspaceProjectParams } from '../../platform/params.js';
import type { BrandContentService } from './brand-content.service.js';

const tags = ['brand'];

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
 * (`projectTickets`); the Feed and the Library are theirs to see too (`projectMember`).
 */
export const brandContentRoutes =
  ({ content }: { content: BrandContentService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/projects/:projectId/overview',
      {
        config: { access: 'projectTickets' },
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
        config: { access: 'projectMember' },
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
        return content.feed(project.projectId, request.query);
      },
    );

    app.get(
      '/workspaces/:workspaceId/projects/:projectId/library',
      {
        config: { access: 'projectMember' },
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
        return content.library(project.projectId, request.query);
      },
    );
  };
