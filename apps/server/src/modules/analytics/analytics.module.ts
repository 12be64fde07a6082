import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { PostInsightsReader } from '../publishing/post-insights.js';
import { registerAnalyticsPolicies } from './analytics.policies.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsJobs, armPoll } from './collect.js';
import { createReportRepository } from './report.repository.js';
import { createReportService, type PostLabels } from './report.service.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results (docs/product.md#analytics): every published post's figures come back on a schedule
 * after it went out, read through the publishing module's narrow reader (the channels'
 * credentials never leave it). The module owns the `analytics_*` tables and decides the
 * `projectResults` level (the page, and the brand's externals when it shares its results).
 */
export function analyticsModule(
  { database, queue, events, now }: ModuleDeps,
  { insights, labels }: { insights: PostInsightsReader; labels: PostLabels },
) {
  const posts = createTrackedPostsRepository(database.db);
  const brands = createBrandFacts(database.db, database.dialect);
  registerTracking(events, posts, queue, now);
  const reports = createReportService({
    report: createReportRepository(database.db),
    posts,
    labels,
    timeZone: insights.timeZone,
    now,
  });
  return {
    name: 'analytics',
    policies: (app) => registerAnalyticsPolicies(app, brands),
    routes: analyticsRoutes({
      reports,
      brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
    }),
    jobs: analyticsJobs({ posts, insights, queue, now }),
    // The poll re-arms itself while there are posts to follow; armed again here should a chain
    // ever have broken (once per slot across processes, by its dedupe key).
    start: async () => {
      if (await posts.anyToFollow()) await armPoll(queue, now());
    },
    services: { posts },
  } satisfies ServerModule & { services: unknown };
}
