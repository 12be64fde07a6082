import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { jobsRoutes } from './jobs.routes.js';

/** A workspace's background jobs: progress for members, dead jobs for admins. */
export function jobsModule({ queue }: ModuleDeps): ServerModule {
  return { name: 'jobs', routes: jobsRoutes({ queue }) };
}
