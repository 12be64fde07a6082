import { randomBytes } from 'node:crypto';
import { SSO_REQUEST_TTL_MINUTES } from '@expertos/domain/sso';
import type { IdentityService } from './auth.identity.js';
import { browserHashOf, type SignInGrants, SSO_BROWSER_COOKIE } from './sign-in-grants.js';

/**
 * What the sso module asks of the auth module when a workspace's identity provider vouched for
 * a person (docs/product.md#single-sign-on): their account (made, confirmed, when the address
 * has none; the domain is the workspace's, proven in DNS), and the one-time grant that becomes
 * their session at `/api/auth/sso/complete`.
 */
export function createSsoAccounts(identity: IdentityService, grants: SignInGrants, publicUrl: string) {
  const secure = publicUrl.startsWith('https://');
  return {
    /**
     * A new browser binding for a sign-in being started: the cookie to set (httpOnly, Lax: the
     * way back from the provider is a top-level navigation) and the hash the sign-in keeps.
     */
    browserBinding(): { setCookie: string; hash: string } {
      const value = randomBytes(24).toString('base64url');
      const cookie = [
        `${SSO_BROWSER_COOKIE}=${value}`,
        'Path=/api',
        `Max-Age=${SSO_REQUEST_TTL_MINUTES * 60}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
      return { setCookie: cookie, hash: browserHashOf(value) };
    },
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
