import { passkeySignInSchema } from '@expertos/domain/passkeys';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { PasskeysService } from './passkeys.service.js';

/** The path of the sign-in endpoint, below /api/auth: sessions it makes are `hwk` (auth.identity.ts). */
export const PASSKEY_SIGN_IN_PATH = '/passkey/sign-in';
export const PASSKEY_SIGN_IN_OPTIONS_PATH = '/passkey/sign-in-options';

const failed = () =>
  APIError.from('UNAUTHORIZED', { code: 'PASSKEY_FAILED', message: 'The passkey could not sign in.' });

/**
 * Signing in with a passkey, as endpoints of the identity service itself, so the session and
 * its cookie are made exactly as a password sign-in makes them (and the session hooks mark
 * how). The checking is ours (passkeys.service.ts, on `@simplewebauthn/server`): the
 * identity library's passkey plugin does not install beside the release we run
 * (docs/architecture.md#identity).
 */
export function passkeySignIn(passkeys: PasskeysService): BetterAuthPlugin {
  return {
    id: 'expertos-passkey-sign-in',
    endpoints: {
      passkeySignInOptions: createAuthEndpoint(
        PASSKEY_SIGN_IN_OPTIONS_PATH,
        { method: 'POST' },
        async (ctx) => ctx.json(await passkeys.signInOptions()),
      ),
      passkeySignIn: createAuthEndpoint(
        PASSKEY_SIGN_IN_PATH,
        { method: 'POST', body: passkeySignInSchema },
        async (ctx) => {
          const proven = await passkeys.verifySignIn(ctx.body.response);
          if (!proven) throw failed();
          const user = await ctx.context.internalAdapter.findUserById(proven.userId);
          if (!user?.emailVerified) throw failed();
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw failed();
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
    },
  };
}
