import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { personLanguages } from '../profile/profile.module.js';
import type { IdentityService } from './auth.identity.js';
import { authRoutes } from './auth.routes.js';
import type { AuthService } from './auth.service.js';
import { passkeysRoutes } from './passkeys.routes.js';
import type { PasskeysService } from './passkeys.service.js';
import { createSecurityMail } from './security-mail.js';
import { sessionsRoutes } from './sessions.routes.js';
import type { SessionsService } from './sessions.service.js';
import type { SignInGrants } from './sign-in-grants.js';
import { signInProvidersRoutes } from './sign-in-providers.routes.js';
import { createUsedCodes } from './used-codes.js';
import type { UsersRepository } from './users.repository.js';

/** What only the API process builds: the identity service signs in, the worker never does. */
export interface IdentityDeps {
  identity: IdentityService;
  users: UsersRepository;
  /** Reads the signed-in person's account (profile, deletion). */
  authService: AuthService;
  /** A person's sign-ins: listed and ended on the sessions page, or by a workspace admin. */
  sessions: SessionsService;
  /** The person's passkeys: added and removed on the security page, signing in through the identity service. */
  passkeys: PasskeysService;
  /** Single sign-ons checked by the sso module, handed to the identity service for a session. */
  signInGrants: SignInGrants;
  secret: string;
  trustedOrigins: string[];
  /** How a slowed-down sign-in waits (auth.routes.ts); a timer unless a test records it. */
  signInWait?: (ms: number) => Promise<void>;
}

/** Sign-up, sign-in, confirmation and reset, served by the embedded identity service. */
export function authModule(
  { config, database, now, events, queue }: ModuleDeps,
  { identity, users, authService, sessions, passkeys, secret, trustedOrigins, signInWait }: IdentityDeps,
): ServerModule {
  const security = createSecurityMail({
    db: database.db,
    events,
    queue,
    publicUrl: config.publicUrl,
    secret,
    now,
    // In the recipient's language: the profile module's narrow read.
    languageOf: personLanguages({ database }),
  });
  const identityRoutes = authRoutes({
    security,
    identity,
    users,
    publicUrl: config.publicUrl,
    trustedOrigins,
    secret,
    perAddressMax: config.authRateLimitMax,
    ...(signInWait ? { wait: signInWait } : {}),
    usedCodes: createUsedCodes(database.db, secret, now),
  });
  return {
    name: 'auth',
    routes: async (app) => {
      await app.register(identityRoutes);
      await app.register(sessionsRoutes({ sessions }));
      await app.register(signInProvidersRoutes(config.auth.providers));
      await app.register(
        passkeysRoutes({
          passkeys,
          security,
          nameOf: async (userId) => (await authService.findUser(userId))?.name ?? null,
        }),
      );
    },
  };
}
