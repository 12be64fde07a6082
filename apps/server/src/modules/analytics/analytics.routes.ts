import { analyticsQuerySchema } from '@expertos/domain/analytics/analytics.schema';
import { analyticsPostSchema, analyticsReportSchema } from '@expertos/domain/analytics/report.schema';
import { apiErrorSchema } from '@expertos/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { ReportService } from './report.service.js';

const tags = ['analytics'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The brand's results (docs/product.md#analytics), for the members who work on its tickets.
 * Every filter and group name is checked against a fixed list and the zone against the IANA
 * list before anything is read.
 */
export const analyticsRoutes =
  ({ reports }: { reports: ReportService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/analytics',
      {
        config: { access: 'projectTickets' },
        schema: {
          tags,
          summary:
            "The brand's results for a range (at most 400 days): headline figures against the period before, a breakdown, posting times and the top and bottom posts",
          params: projectParams,
          querystring: analyticsQuerySchema,
          response: { 200: analyticsReportSchema, ...errors },
        },
      },
      async (request) =>
        reports.report(contextOf(request, 'projectTickets').project.projectId, request.query),
    );

    app.get(
      '/projects/:projectId/analytics/posts/:postId',
      {
        config: { access: 'projectTickets' },
        schema: {
          tags,
          summary: "One post's figures over time: each snapshot, oldest first",
          params: projectParams.extend({ postId: idParam }),
          response: { 200: analyticsPostSchema, ...errors },
        },
      },
      async (request) =>
        reports.post(contextOf(request, 'projectTickets').project.projectId, request.params.postId),
    );
  };
