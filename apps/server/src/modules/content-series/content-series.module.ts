import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { contentSeriesRoutes } from './content-series.routes.js';
import { type ContentSeriesDeps, createContentSeriesService } from './content-series.service.js';

export const CONTENT_SERIES_CADENCE_JOB = 'content-series.cadence';
const DAY_MS = 86_400_000;

/** Arms tomorrow's run (00:50 UTC), once however many processes start. */
async function armCadence(queue: Pick<JobQueue, 'enqueue'>, at: Date): Promise<void> {
  const next = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS + 50 * 60_000);
  await queue.enqueue(
    CONTENT_SERIES_CADENCE_JOB,
    {},
    { runAt: next, dedupeKey: `${CONTENT_SERIES_CADENCE_JOB}:${next.toISOString()}` },
  );
}

/**
 * Content series (docs/product.md#content-series): its own tables; posts are read, renamed and
 * made through the tickets module. A daily job makes each cadence's posts of the days ahead.
 */
export function contentSeriesModule(deps: ModuleDeps, services: Omit<ContentSeriesDeps, 'db' | 'now'>) {
  const series = createContentSeriesService({ ...services, db: deps.database.db, now: deps.now });
  return {
    name: 'content-series',
    routes: contentSeriesRoutes({ series }),
    start: () => armCadence(deps.queue, deps.now()),
    jobs: {
      [CONTENT_SERIES_CADENCE_JOB]: {
        async run() {
          try {
            await series.cadenceAll();
          } finally {
            await armCadence(deps.queue, deps.now());
          }
        },
      },
    },
    services: { series },
  } satisfies ServerModule & { services: object };
}
