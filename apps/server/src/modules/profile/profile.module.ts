import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { IdentityDeps } from '../auth/auth.module.js';
import { createProfileRepository } from './profile.repository.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The signed-in person's own profile and avatar (`/me`). */
export function profileModule(
  { database, storage }: ModuleDeps,
  { authService }: IdentityDeps,
): ServerModule {
  const profiles = createProfileRepository(database.db);
  return {
    name: 'profile',
    routes: profileRoutes(createProfileService({ profiles, auth: authService, storage })),
  };
}
