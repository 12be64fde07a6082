import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { systemRoutes } from './system.routes.js';

/** Liveness and readiness. */
export function systemModule({ database, config }: ModuleDeps): ServerModule {
  return { name: 'system', routes: systemRoutes({ database, version: config.version }) };
}
