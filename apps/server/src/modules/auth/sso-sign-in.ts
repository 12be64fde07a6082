import { timingSafeEqual } from 'node:crypto';
import type { SsoSignInError } from '@expertos/domain/sso';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { cookieValue } from '../../platform/http/cookie-value.js';
import { browserHashOf, type SignInGrants, SSO_BROWSER_COOKIE } from './sign-in-grants.js';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Below /api/auth: the browser lands here from a checked single sign-on (auth.identity.ts marks it `sso`). */
export const SSO_COMPLETE_PATH = '/sso/complete';

export const ssoCompleteQuerySchema = z.object({ grant: z.string().min(20).max(100) });

/** Where a failed single sign-on sends the browser: the sign-in page, saying why. */
export const ssoErrorPath = (error: SsoSignInError) => `/signin?sso_error=${error}`;

/**
 * The session of a single sign-on, made by the identity service itself (as every session is,
 * with its cookie and hooks) from a grant the sso module issued (sign-in-grants.ts).
 */
export function ssoSignIn(grants: SignInGrants): BetterAuthPlugin {
  return {
    id: 'expertos-sso-sign-in',
    endpoints: {
      ssoComplete: createAuthEndpoint(
        SSO_COMPLETE_PATH,
        { method: 'GET', query: ssoCompleteQuerySchema },
        async (ctx) => {
          const grant = await grants.take(ctx.query.grant);
          if (!grant) throw ctx.redirect(ssoErrorPath('expired'));
          // Only in the browser that started it (its cookie), which then no longer needs it.
          const held = cookieValue(ctx.headers?.get('cookie') ?? undefined, SSO_BROWSER_COOKIE);
          if (!held || !sameHash(browserHashOf(held), grant.browserHash))
            throw ctx.redirect(ssoErrorPath('failed'));
          ctx.setCookie(SSO_BROWSER_COOKIE, '', { path: '/api', maxAge: 0 });
          const user = await ctx.context.internalAdapter.findUserById(grant.userId);
          if (!user) throw ctx.redirect(ssoErrorPath('failed'));
          const made = await ctx.context.internalAdapter.createSession(user.id);
          if (!made) throw ctx.redirect(ssoErrorPath('failed'));
          // The hook marked it `sso`; an identity provider that vouches for MFA adds `mfa`.
          const session =
            grant.amr === 'sso'
              ? made
              : ((await ctx.context.internalAdapter.updateSession(made.token, { amr: grant.amr })) ?? made);
          await setSessionCookie(ctx, { session, user });
          throw ctx.redirect(grant.redirect ?? '/');
        },
      ),
    },
  };
}
