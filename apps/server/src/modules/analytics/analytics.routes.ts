import { Readable } from 'node:stream';
import { analyticsQuerySchema } from '@expertos/domain/analytics/analytics.schema';
import { analyticsExportFilename } from '@expertos/domain/analytics/export';
import { bestTimesQuerySchema, bestTimesSchema } from '@expertos/domain/analytics/learn';
import { analyticsPostSchema, analyticsReportSchema } from '@expertos/domain/analytics/report.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, projectParams } from '../../platform/params.js';
import { csvReply } from '../../platform/replies.js';
import type { LearnService } from './learn.service.js';
import type { ReportService } from './report.service.js';

const tags = ['analytics'];

/** A streamed CSV download (the same headers as the ticket export). */
function sendCsv(reply: FastifyReply, filename: string, rows: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(rows));
}
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The brand's results (docs/product.md#analytics), for the members who work on its tickets; the
 * page and a post's curve also for its externals when a brand admin shares the results with them
 * (`projectResults`), the export only for the members. Every filter and group name is checked against a fixed list and the zone against the IANA
 * list before anything is read.
 */
export const analyticsRoutes =
  ({
    reports,
    learn,
    brandSlug,
  }: {
    reports: ReportService;
    learn: LearnService;
    brandSlug: (projectId: string) => Promise<string | null>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/analytics/export',
      {
        config: { access: 'projectTickets', scope: 'analytics:read' },
        schema: {
          tags,
          summary: "The brand's filtered posts of a range with every snapshot, as a CSV file",
          description:
            'A `text/csv` file (the 200 reply is not JSON): the same query as the page, one row per snapshot (a post not read yet has one row without figures); a figure not given says why (`not yet`, `not offered`, `unavailable`), never 0. UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, formula-like text escaped; streamed.',
          params: projectParams,
          querystring: analyticsQuerySchema,
          response: { 200: csvReply('The snapshots, one row each'), ...errors },
        },
      },
      async (request, reply) => {
        const { projectId } = contextOf(request, 'projectTickets').project;
        // Checked before the first byte: a bad range is a 400, not a broken download.
        const { from, to } = await reports.range(projectId, request.query);
        const slug = (await brandSlug(projectId)) ?? 'brand';
        return sendCsv(
          reply,
          analyticsExportFilename(slug, from, to),
          reports.exportCsv(projectId, request.query),
        );
      },
    );

    app.get(
      '/projects/:projectId/analytics',
      {
        config: { access: 'projectResults', scope: 'analytics:read' },
        schema: {
          tags,
          summary:
            "The brand's results for a range (at most 400 days): headline figures against the period before, a breakdown, posting times, the top and bottom posts, the slate against the posts per week, and followers and reach per day",
          params: projectParams,
          querystring: analyticsQuerySchema,
          response: { 200: analyticsReportSchema, ...errors },
        },
      },
      async (request) => {
        const { project, membership } = contextOf(request, 'projectResults');
        // The slate is the team's plan: an external reading shared results is not shown it.
        return reports.report(project.projectId, request.query, { slate: membership.role !== 'external' });
      },
    );

    app.get(
      '/projects/:projectId/analytics/posts/:postId',
      {
        config: { access: 'projectResults', scope: 'analytics:read' },
        schema: {
          tags,
          summary: "One post's figures over time: each snapshot, oldest first",
          params: projectParams.extend({ postId: idParam }),
          response: { 200: analyticsPostSchema, ...errors },
        },
      },
      async (request) =>
        reports.post(contextOf(request, 'projectResults').project.projectId, request.params.postId),
    );

    app.get(
      '/projects/:projectId/analytics/best-times',
      {
        config: { access: 'projectTickets', scope: 'analytics:read' },
        schema: {
          tags,
          summary:
            "The brand's best weekdays and hours to post, per platform: each slot's median engagement rate in the brand's zone, or not enough data yet",
          description:
            'From the posts of the last year: a platform with fewer than `min_posts` rated posts answers `enough: false` and no slots (not an error); a slot needs `min_per_slot` posts. Without `network`, each platform the brand has posts on.',
          params: projectParams,
          querystring: bestTimesQuerySchema,
          response: { 200: bestTimesSchema, ...errors },
        },
      },
      async (request) =>
        learn.bestTimes(contextOf(request, 'projectTickets').project.projectId, request.query.network),
    );
  };
