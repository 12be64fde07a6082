import { nextReviewMoment } from '@expertos/domain/analytics/review';
import {
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSchema,
} from '@expertos/domain/analytics/review.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { idParam, projectParams } from '../../platform/params.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { ReviewService } from './review.service.js';

const tags = ['analytics'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The brand's weekly reviews (docs/product.md#analytics), for the members who see its results:
 * the past weeks, newest first, and one week's review.
 */
export const reviewRoutes =
  ({
    reviews,
    brands,
    timeZone,
    now,
  }: {
    reviews: ReviewService;
    brands: Pick<BrandFacts, 'reviewSchedule'>;
    timeZone: (projectId: string) => Promise<string>;
    now: () => Date;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/projects/:projectId/analytics/reviews',
      {
        config: { access: 'projectTickets', scope: 'analytics:read' },
        schema: {
          tags,
          summary: "The brand's weekly reviews, newest week first, and when the next one is written",
          params: projectParams,
          querystring: reviewListQuerySchema,
          response: { 200: reviewPageSchema, ...errors },
        },
      },
      async (request) => {
        const { projectId } = contextOf(request, 'projectTickets').project;
        const schedule = await brands.reviewSchedule(projectId);
        if (!schedule) throw new AppError('not_found');
        const zone = await timeZone(projectId);
        const page = await reviews.page(projectId, request.query.limit, request.query.offset);
        return {
          ...page,
          next_at: nextReviewMoment(now(), zone, schedule.day, schedule.hour).at.toISOString(),
          schedule: { day: schedule.day, hour: schedule.hour, time_zone: zone },
        };
      },
    );

    app.get(
      '/projects/:projectId/analytics/reviews/:reviewId',
      {
        config: { access: 'projectTickets', scope: 'analytics:read' },
        schema: {
          tags,
          summary:
            "One week's review: the slate, how posts did against the 12-week median, what to plan next",
          params: projectParams.extend({ reviewId: idParam }),
          response: { 200: reviewSchema, ...errors },
        },
      },
      async (request) =>
        reviews.one(contextOf(request, 'projectTickets').project.projectId, request.params.reviewId),
    );
  };
