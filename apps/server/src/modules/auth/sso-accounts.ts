import type { IdentityService } from './auth.identity.js';
import type { SignInGrants } from './sign-in-grants.js';

/**
 * What the sso module asks of the auth module when a workspace's identity provider vouched for
 * a person (docs/product.md#single-sign-on): their account (made, confirmed, when the address
 * has none; the domain is the workspace's, proven in DNS), and the one-time grant that becomes
 * their session at `/api/auth/sso/complete`.
 */
export function createSsoAccounts(identity: IdentityService, grants: SignInGrants) {
  return {
    async ensure(
      email: string,
      name: string | null,
      protocol: 'saml' | 'oidc',
      providerId: string,
    ): Promise<string> {
      const context = await identity.$context;
      const found = await context.internalAdapter.findUserByEmail(email);
      if (found) {
        if (!found.user.emailVerified)
          await context.internalAdapter.updateUser(found.user.id, { emailVerified: true });
        return found.user.id;
      }
      const made = await context.internalAdapter.createUser(
        {
          email,
          name: name ?? email.slice(0, email.indexOf('@')),
          emailVerified: true,
        },
        { method: protocol === 'saml' ? 'sso-saml' : 'sso-oidc', sso: { providerId } },
      );
      return made.id;
    },
    issueGrant: grants.issue,
  };
}
