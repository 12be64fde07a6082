import { createAiPort } from '../../platform/ai/openai-ai.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { AiUsageService } from '../ai/ai-usage.js';
import type { Notifier } from '../notifications/notifier.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { PostInsightsReader } from '../publishing/post-insights.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsJobs, armPoll } from './collect.js';
import { createReportRepository } from './report.repository.js';
import { createReportService, type PostLabels } from './report.service.js';
import { armReviewPoll, reviewJobs } from './review.jobs.js';
import { createReviewRepository } from './review.repository.js';
import { reviewRoutes } from './review.routes.js';
import { createReviewService, type ReviewServiceDeps } from './review.service.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results (docs/product.md#analytics): every published post's figures come back on a schedule
 * after it went out, read through the publishing module's narrow reader (the channels'
 * credentials never leave it), and a weekly review of each brand's week. The module owns the
 * `analytics_*` tables.
 */
export function analyticsModule(
  { config, database, queue, events, now }: ModuleDeps,
  {
    insights,
    labels,
    slateWeek,
    notifier,
    usage,
  }: {
    insights: PostInsightsReader;
    labels: PostLabels;
    slateWeek: ReviewServiceDeps['slateWeek'];
    notifier: Notifier;
    usage: AiUsageService;
  },
) {
  const posts = createTrackedPostsRepository(database.db);
  const brands = createBrandFacts(database.db, database.dialect);
  registerTracking(events, posts, queue, now);
  const report = createReportRepository(database.db);
  const reports = createReportService({ report, posts, labels, timeZone: insights.timeZone, now });
  const reviewRows = createReviewRepository(database.db);
  const reviews = createReviewService({
    db: database.db,
    reviews: reviewRows,
    report,
    labels,
    brands,
    timeZone: insights.timeZone,
    slateWeek,
    ai: { port: createAiPort(config.ai), usage },
    notifier,
    publicUrl: config.publicUrl,
    now,
  });
  return {
    name: 'analytics',
    routes: async (app, options) => {
      await analyticsRoutes({
        reports,
        brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
      })(app, options);
      await reviewRoutes({ reviews, brands, timeZone: insights.timeZone, now })(app, options);
    },
    jobs: {
      ...analyticsJobs({ posts, insights, queue, now }),
      ...reviewJobs({
        reviews: reviewRows,
        service: reviews,
        brands,
        timeZone: insights.timeZone,
        queue,
        now,
      }),
    },
    // The polls re-arm themselves while there are posts to follow; armed again here should a
    // chain ever have broken (once per slot across processes, by their dedupe keys).
    start: async () => {
      if (await posts.anyToFollow()) await armPoll(queue, now());
      if (await reviewRows.anyPosts()) await armReviewPoll(queue, now());
    },
    services: { posts },
  } satisfies ServerModule & { services: unknown };
}
