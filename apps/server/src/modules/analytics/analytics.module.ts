import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { PostInsightsReader } from '../publishing/post-insights.js';
import { analyticsRoutes } from './analytics.routes.js';
import { analyticsJobs, armPoll, type FiguresReader } from './collect.js';
import { createReportRepository } from './report.repository.js';
import {
  type AccountNames,
  createReportService,
  type ImportedLabels,
  type PostLabels,
} from './report.service.js';
import { createTrackedPostsRepository } from './tracked-posts.repository.js';
import { registerTracking } from './tracking.js';

/**
 * Results (docs/product.md#analytics): every published or imported post's figures come back on
 * a schedule after it went out, read through the narrow reader of the module that holds the
 * account (publishing for channels, social for imported posts' connections; the credentials
 * never leave them). The module owns the `analytics_*` tables.
 */
export function analyticsModule(
  { database, queue, events, now }: ModuleDeps,
  {
    insights,
    labels,
    imported,
  }: {
    insights: PostInsightsReader;
    labels: PostLabels;
    /** The social module's reader and labels of imported posts. */
    imported: { insights: FiguresReader; labels: ImportedLabels & { accounts: AccountNames } };
  },
) {
  const posts = createTrackedPostsRepository(database.db);
  const brands = createBrandFacts(database.db, database.dialect);
  registerTracking(events, posts, queue, now);
  const reports = createReportService({
    report: createReportRepository(database.db),
    posts,
    labels,
    imported: imported.labels,
    accounts: async (projectId) => [
      ...(await insights.accounts(projectId)),
      ...(await imported.labels.accounts(projectId)),
    ],
    pillars: (projectId) => brands.pillars(projectId),
    timeZone: insights.timeZone,
    now,
  });
  return {
    name: 'analytics',
    routes: analyticsRoutes({
      reports,
      brandSlug: async (projectId) => (await brands.one(projectId))?.slug ?? null,
    }),
    jobs: analyticsJobs({ posts, insights, imported: imported.insights, queue, now }),
    // The poll re-arms itself while there are posts to follow; armed again here should a chain
    // ever have broken (once per slot across processes, by its dedupe key).
    start: async () => {
      if (await posts.anyToFollow()) await armPoll(queue, now());
    },
    services: { posts },
  } satisfies ServerModule & { services: unknown };
}
