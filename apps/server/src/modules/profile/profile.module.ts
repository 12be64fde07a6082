import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { IdentityDeps } from '../auth/auth.module.js';
import { createProfileRepository } from './profile.repository.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The signed-in person's own profile and avatar (`/me`). */
export function profileModule({ database, storage }: ModuleDeps, { authService }: IdentityDeps) {
  const profiles = createProfileRepository(database.db);
  const profile = createProfileService({ profiles, auth: authService, storage });
  return {
    name: 'profile',
    routes: profileRoutes(profile),
    // The narrow read other modules use: a person's time zone (docs/product.md#time-zones).
    services: { profile, timeZoneOf: profiles.timeZoneOf },
  } satisfies ServerModule & { services: unknown };
}
