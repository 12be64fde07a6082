import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/access.js';
import type { VerifiedToken } from '../../platform/auth/token-verifier.js';
import type { IdentityService } from './auth.identity.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export interface AuthServiceDeps {
  users: UsersRepository;
  identity: IdentityService;
  /** Tokens of this issuer name our own users by id; any other issuer is an external provider. */
  embeddedIssuer: string;
  logger: FastifyBaseLogger;
  /** Notes that a session was used (sessions.service.ts `seen`), for the sessions page. */
  sessionSeen?: (sessionId: string) => void;
}

const toAuthUser = (user: UserRow): AuthUser => ({
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
});

export function createAuthService({ users, identity, embeddedIssuer, logger, sessionSeen }: AuthServiceDeps) {
  /**
   * A person from an external OpenID Connect provider, identified by issuer + subject. The
   * first sign-in links to an existing account only through a verified e-mail address;
   * otherwise it creates a new account. An unverified address that matches an account is refused.
   */
  async function resolveExternal(token: VerifiedToken): Promise<AuthUser | null> {
    const found = await externalPerson(token);
    // The provider's own `amr` says how the person signed in there (policies read it).
    return found && token.amr ? { ...found, amr: token.amr } : found;
  }

  async function externalPerson(token: VerifiedToken): Promise<AuthUser | null> {
    const linkedId = await users.findIdentity(token.issuer, token.subject);
    if (linkedId) {
      const user = await users.findById(linkedId);
      return user ? toAuthUser(user) : null;
    }
    if (!token.email) return null;
    const existing = await users.findByEmail(token.email);
    if (existing) {
      if (!token.emailVerified) {
        logger.warn(
          { issuer: token.issuer },
          'external sign-in with an unverified e-mail that has an account: refused',
        );
        return null;
      }
      await users.linkIdentity(token.issuer, token.subject, existing.id);
      return toAuthUser(existing);
    }
    const context = await identity.$context;
    const created = await context.internalAdapter.createUser(
      {
        email: token.email.toLowerCase(),
        name: token.name ?? token.email,
        emailVerified: token.emailVerified,
      },
      { method: 'sso-oidc', sso: { providerId: token.issuer } },
    );
    await users.linkIdentity(token.issuer, token.subject, created.id);
    return { id: created.id, email: created.email, emailVerified: created.emailVerified };
  }

  /**
   * The people these tokens name, in their order (null for none): our own tokens' sessions
   * in one query, any other issuer's one by one. Every request asks it for its one token; the
   * live streams for all theirs before each batch of events. Our tokens end with their
   * session: signed out, or revoked by a password change or reset, the next request answers
   * 401 (checked on every request, past the token cache).
   */
  async function resolveUsers(tokens: VerifiedToken[]): Promise<(AuthUser | null)[]> {
    const ours = tokens.flatMap((token) =>
      token.issuer === embeddedIssuer && token.sessionId ? [token.sessionId] : [],
    );
    const live = await users.liveSessionUsers(ours);
    return Promise.all(
      tokens.map(async (token) => {
        if (token.issuer !== embeddedIssuer) return resolveExternal(token);
        const user = token.sessionId ? live.get(token.sessionId) : undefined;
        // The session must be the token's person's (a token names both).
        if (!user || user.id !== token.subject || !token.sessionId) return null;
        sessionSeen?.(token.sessionId);
        return { ...toAuthUser(user), sessionId: token.sessionId, amr: token.amr };
      }),
    );
  }

  return {
    findUser: (id: string) => users.findById(id),
    updateName: (id: string, name: string) => users.updateName(id, name),
    updateImage: (id: string, image: string | null) => users.updateImage(id, image),

    /** A person by id (an API key's owner): null once their account is gone. */
    async userById(id: string): Promise<AuthUser | null> {
      const user = await users.findById(id);
      return user ? toAuthUser(user) : null;
    },

    resolveUsers,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
