import type { ServerModule } from '../../platform/module.js';
import { bootstrapRoutes } from './bootstrap.routes.js';
import { type BootstrapUses, createBootstrapService } from './bootstrap.service.js';

/**
 * `GET /api/bootstrap`: what a signed-in page load shows first, gathered from the modules that
 * own it (profile, roles, workspaces, invites, projects) through their services. It owns no
 * table and runs only in API processes (it needs the profile, which needs the identity service).
 */
export function bootstrapModule(uses: BootstrapUses): ServerModule {
  return { name: 'bootstrap', routes: bootstrapRoutes(createBootstrapService(uses)) };
}
