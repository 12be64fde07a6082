import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { TemplatesService } from '../templates/templates.service.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { createHolidayCalendars } from './holiday-calendars.js';
import { recurringRoutes } from './recurring.routes.js';
import { createRecurringService, type RecurringDeps } from './recurring.service.js';

export const RECURRING_MAKE_JOB = 'recurring.make-ahead';
const DAY_MS = 86_400_000;

/** Arms tomorrow's run (00:20 UTC), once however many processes start. */
async function armMakeAhead(queue: Pick<JobQueue, 'enqueue'>, at: Date): Promise<void> {
  const next = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS + 20 * 60_000);
  await queue.enqueue(
    RECURRING_MAKE_JOB,
    {},
    { runAt: next, dedupeKey: `${RECURRING_MAKE_JOB}:${next.toISOString()}` },
  );
}

/**
 * Recurring tickets (docs/product.md#recurring-tickets): its own tables; tickets are made by the
 * templates module's `make` (itself through the tickets module), so a series makes exactly what
 * its template would. A daily job makes each active series' occurrences ahead.
 */
export function recurringModule(
  deps: ModuleDeps,
  {
    templates,
    closedDays,
    tickets,
    access,
    people,
    membershipOf,
  }: {
    templates: Pick<TemplatesService, 'make' | 'makeMany' | 'brandNow' | 'usableBody' | 'summaryFor'>;
    closedDays: RecurringDeps['closedDays'];
    tickets: Pick<TicketsService, 'get'>;
    access: MemberAccess;
    people: Pick<PeopleService, 'refs'>;
    membershipOf: (workspaceId: string, userId: string) => Promise<Membership | null>;
  },
) {
  const holidays = createHolidayCalendars();
  const recurring = createRecurringService({
    db: deps.database.db,
    templates,
    holidays,
    closedDays,
    access,
    membershipOf,
    people,
    now: deps.now,
  });
  return {
    name: 'recurring',
    routes: recurringRoutes({ recurring, holidays, tickets, access }),
    start: () => armMakeAhead(deps.queue, deps.now()),
    jobs: {
      [RECURRING_MAKE_JOB]: {
        async run() {
          try {
            await recurring.makeAllAhead();
          } finally {
            await armMakeAhead(deps.queue, deps.now());
          }
        },
      },
    },
    services: { recurring },
  } satisfies ServerModule & { services: object };
}
