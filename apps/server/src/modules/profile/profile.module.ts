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
    // The narrow reads other modules use: a person's time zone (docs/product.md#time-zones) and
    // language (docs/product.md#languages).
    services: { profile, timeZoneOf: profiles.timeZoneOf, languageOf: profiles.languageOf },
  } satisfies ServerModule & { services: unknown };
}

/**
 * A person's language, for what is written to them outside a request (e-mails): the same
 * narrow read as the module's `languageOf`, for the worker process too, which builds no profile
 * module (modules/index.ts).
 */
export function personLanguages({ database }: Pick<ModuleDeps, 'database'>) {
  return createProfileRepository(database.db).languageOf;
}

/** A person's time zone, read as `personLanguages` reads their language (the calendar feeds). */
export function personTimeZones({ database }: Pick<ModuleDeps, 'database'>) {
  return createProfileRepository(database.db).timeZoneOf;
}
