import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import type { TicketTimeTotal } from '../tickets/ticket-time.js';
import { createTicketTitles } from '../tickets/ticket-titles.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { timetrackingRoutes } from './timetracking.routes.js';
import { createTimeTrackingService } from './timetracking.service.js';

/** The header timer, time entries and the weekly report. */
export function timetrackingModule(
  { database, realtime, now }: ModuleDeps,
  {
    access,
    people,
    ticketTime,
  }: { access: MemberAccess; people: PeopleService; ticketTime: TicketTimeTotal },
): ServerModule {
  return {
    name: 'timetracking',
    routes: timetrackingRoutes({
      time: createTimeTrackingService({
        db: database.db,
        access,
        people,
        now,
        realtime,
        ticketTime,
        tickets: createTicketTitles(database.db),
        brands: createBrandFacts(database.db, database.dialect),
      }),
    }),
  };
}
