import { mondayOptionsQuerySchema, mondayOptionsSchema } from '@expertos/domain/integration.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../../../platform/access.js';
import type { IntegrationsService } from '../../integrations.service.js';
import { integrationParams, jiraErrors, tags } from '../../route-parts.js';

/** monday.com's pickers (docs/product.md#integrations): the boards, and a board's groups and columns. */
export const mondayRoutes =
  ({ integrations }: { integrations: IntegrationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/projects/:projectId/integrations';

    app.get(
      `${base}/:uid/monday-options`,
      {
        config: { access: 'projectAdmin', scope: 'session' },
        schema: {
          tags,
          summary:
            "A monday.com integration's boards, and the chosen board's groups and columns (project admins)",
          params: integrationParams,
          querystring: mondayOptionsQuerySchema,
          response: { 200: mondayOptionsSchema, ...jiraErrors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return integrations.mondayOptions(
          project.projectId,
          request.params.uid,
          request.query.board_id ?? null,
        );
      },
    );
  };
