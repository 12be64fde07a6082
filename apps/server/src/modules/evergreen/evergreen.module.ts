import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { evergreenRoutes } from './evergreen.routes.js';
import type { EvergreenDeps } from './evergreen.service.js';
import { createEvergreenService } from './evergreen.service.js';

export const EVERGREEN_FILL_JOB = 'evergreen.fill';
const DAY_MS = 86_400_000;

/** Arms tomorrow's run (00:40 UTC), once however many processes start. */
async function armFill(queue: Pick<JobQueue, 'enqueue'>, at: Date): Promise<void> {
  const next = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS + 40 * 60_000);
  await queue.enqueue(
    EVERGREEN_FILL_JOB,
    {},
    { runAt: next, dedupeKey: `${EVERGREEN_FILL_JOB}:${next.toISOString()}` },
  );
}

/**
 * The evergreen queue (docs/product.md#evergreen): its own tables; a post's content is read and
 * its copy made through the tickets module, the empty slot asked of publishing, the approval
 * rule of approvals. A daily job fills each brand's empty slots of the week ahead.
 */
export function evergreenModule(deps: ModuleDeps, services: Omit<EvergreenDeps, 'db' | 'now'>) {
  const evergreen = createEvergreenService({ ...services, db: deps.database.db, now: deps.now });
  return {
    name: 'evergreen',
    routes: evergreenRoutes({ evergreen }),
    start: () => armFill(deps.queue, deps.now()),
    jobs: {
      [EVERGREEN_FILL_JOB]: {
        async run() {
          try {
            await evergreen.fillAll();
          } finally {
            await armFill(deps.queue, deps.now());
          }
        },
      },
    },
    services: { evergreen },
  } satisfies ServerModule & { services: object };
}
