import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { timetrackingRoutes } from './timetracking.routes.js';
import { createTimeTrackingService } from './timetracking.service.js';

/** The header timer, time entries and the weekly report. */
export function timetrackingModule({ database, now }: ModuleDeps): ServerModule {
  return {
    name: 'timetracking',
    routes: timetrackingRoutes({ time: createTimeTrackingService({ db: database.db, now }) }),
  };
}
