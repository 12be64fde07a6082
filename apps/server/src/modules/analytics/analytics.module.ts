import type { SlateWeek } from '@expertos/domain/brand.schema';
import { createAiPort } from '../../platform/ai/openai-ai.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { AiUsageService } from '../ai/ai-usage.js';
import type { Notifier } from '../notifications/notifier.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { PostInsightsReader } from '../publishing/post-insights.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import { registerAnalyticsPolicies } from './analytics.policies.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsJobs, armPoll, type FiguresReader } from './collect.js';
import { createLearnRepository } from './learn.repository.js';
import { createLearnService } from './learn.service.js';
import { createPostTexts, type ImportedTexts } from './post-texts.js';
import { createReportRepository } from './report.repository.js';
import {
  type AccountNames,
  createReportService,
  type ImportedLabels,
  type PostLabels,
} from './report.service.js';
import { createReportCache } from './report-cache.js';
import { anyToReview, armReviewPoll, reviewJobs } from './review.jobs.js';
import { createReviewRepository } from './review.repository.js';
import { reviewRoutes } from './review.routes.js';
import { createReviewService, type ReviewServiceDeps } from './review.service.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results (docs/product.md#analytics): every published or imported post's figures come back on
 * a schedule after it went out, read through the narrow reader of the module that holds the
 * account (publishing for channels, social for imported posts' connections; the credentials
 * never leave them), and a weekly review of each brand's week. The module owns the
 * `analytics_*` tables and decides the `projectResults` level (the page, and the brand's
 * externals when it shares its results).
 */
export function analyticsModule(
  { config, database, queue, events, now }: ModuleDeps,
  {
    insights,
    labels,
    listVersion,
    texts,
    imported,
    slateWeek,
    slateWeeks,
    notifier,
    usage,
  }: {
    insights: PostInsightsReader;
    labels: PostLabels;
    /** The workspace's ticket list version: the tickets' labels changed when it moved. */
    listVersion: TicketLookups['listVersion'];
    /** Posts' text for the AI's examples: post tickets' captions, imported posts' own. */
    texts: { tickets: Pick<TicketLookups, 'post'>; imported?: ImportedTexts };
    /** The social module's reader and labels of imported posts. */
    imported: { insights: FiguresReader; labels: ImportedLabels & { accounts: AccountNames } };
    slateWeek: ReviewServiceDeps['slateWeek'];
    /** The slate of many weeks in one read (brand-content), for the page's weeks. */
    slateWeeks: (projectId: string, weekStarts: readonly string[]) => Promise<SlateWeek[]>;
    notifier: Notifier;
    usage: AiUsageService;
  },
) {
  const posts = createTrackedPostsRepository(database.db);
  const brands = createBrandFacts(database.db, database.dialect);
  registerTracking(events, posts, queue, now);
  const report = createReportRepository(database.db);
  const reports = createReportService({
    report,
    posts,
    labels,
    imported: imported.labels,
    accounts: async (projectId) => [
      ...(await insights.accounts(projectId)),
      ...(await imported.labels.accounts(projectId)),
    ],
    pillars: (projectId) => brands.pillars(projectId),
    slateWeeks,
    timeZone: insights.timeZone,
    version: async (projectId) => {
      const brand = await brands.one(projectId);
      const tickets = brand ? await listVersion(brand.workspaceId) : '-';
      return `${await report.version(projectId)}.${tickets}`;
    },
    cache: createReportCache(),
    now,
  });
  const learn = createLearnService({
    posts: createLearnRepository(database.db),
    report,
    texts: createPostTexts(texts),
    timeZone: insights.timeZone,
    now,
  });
  const reviewRows = createReviewRepository(database.db);
  const reviews = createReviewService({
    db: database.db,
    reviews: reviewRows,
    posts: reports.postsBetween,
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
    policies: (app) => registerAnalyticsPolicies(app, brands),
    routes: async (app, options) => {
      await analyticsRoutes({
        reports,
        learn,
        brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
      })(app, options);
      await reviewRoutes({ reviews, brands, timeZone: insights.timeZone, now })(app, options);
    },
    jobs: {
      ...analyticsJobs({ posts, insights, imported: imported.insights, queue, now }),
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
      if (await anyToReview(reviewRows, brands)) await armReviewPoll(queue, now());
    },
    // `topPostsFor`: the brand's best posts as the AI's examples (the ai module).
    services: { posts, topPostsFor: learn.topPostsFor, ticketRates: learn.ticketRates, reports },
  } satisfies ServerModule & { services: unknown };
}
