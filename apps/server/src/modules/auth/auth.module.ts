import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import type { IdentityService } from './auth.identity.js';
import { authRoutes } from './auth.routes.js';
import type { AuthService } from './auth.service.js';
import type { UsersRepository } from './users.repository.js';

/** What only the API process builds: the identity service signs in, the worker never does. */
export interface IdentityDeps {
  identity: IdentityService;
  users: UsersRepository;
  /** Reads the signed-in person's account (profile, deletion). */
  authService: AuthService;
  secret: string;
  trustedOrigins: string[];
  /** How a slowed-down sign-in waits (auth.routes.ts); a timer unless a test records it. */
  signInWait?: (ms: number) => Promise<void>;
}

/** Sign-up, sign-in, confirmation and reset, served by the embedded identity service. */
export function authModule(
  { config }: ModuleDeps,
  { identity, users, secret, trustedOrigins, signInWait }: IdentityDeps,
): ServerModule {
  return {
    name: 'auth',
    routes: authRoutes({
      identity,
      users,
      publicUrl: config.publicUrl,
      trustedOrigins,
      secret,
      perAddressMax: config.authRateLimitMax,
      ...(signInWait ? { wait: signInWait } : {}),
    }),
  };
}
