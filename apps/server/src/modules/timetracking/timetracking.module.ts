import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import { timetrackingRoutes } from './timetracking.routes.js';
import { createTimeTrackingService } from './timetracking.service.js';

/** The header timer, time entries and the weekly report. */
export function timetrackingModule(
  { database, now }: ModuleDeps,
  { access }: { access: MemberAccess },
): ServerModule {
  return {
    name: 'timetracking',
    routes: timetrackingRoutes({ time: createTimeTrackingService({ db: database.db, access, now }) }),
  };
}
