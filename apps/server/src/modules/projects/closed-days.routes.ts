import { closedDaysSchema } from '@expertos/domain/closed-days';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { projectParams } from '../../platform/params.js';
import type { createBrandFacts } from './brand-facts.js';

const tags = ['projects'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A brand's closed days (docs/product.md#closed-days): read by whoever works on its tickets (a
 * series' holidays show them), kept by its admins, the whole list at once.
 */
export const closedDaysRoutes =
  (
    brands: Pick<ReturnType<typeof createBrandFacts>, 'closedDays' | 'saveClosedDays'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/closed-days',
      {
        config: { access: 'projectTickets', scope: 'brands:read' },
        schema: {
          tags,
          summary: "The brand's closed days: named ranges of days its team does not work",
          params: projectParams,
          response: { 200: closedDaysSchema, ...errors },
        },
      },
      async (request) => ({
        items: await brands.closedDays(contextOf(request, 'projectTickets').project.projectId),
      }),
    );

    app.put(
      '/projects/:projectId/closed-days',
      {
        config: { access: 'projectAdmin', scope: 'brands:write', plan: 'required' },
        schema: {
          tags,
          summary: "Keeps the brand's closed days, the whole list at once (brand admins)",
          params: projectParams,
          body: closedDaysSchema,
          response: { 200: closedDaysSchema, ...errors },
        },
      },
      async (request) => {
        const { projectId } = contextOf(request, 'projectAdmin').project;
        await brands.saveClosedDays(projectId, request.body.items);
        return { items: await brands.closedDays(projectId) };
      },
    );
  };
