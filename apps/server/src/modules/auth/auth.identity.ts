import { createHmac, randomUUID } from 'node:crypto';
import { ID_TOKEN_TTL_SECONDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@expertos/domain/auth';
import { acceptedLanguages, bestLanguage, type Language } from '@expertos/domain/languages';
import { PRODUCT_NAME } from '@expertos/domain/product';
import { type AuthMethod, authMethodsOf } from '@expertos/domain/sessions';
import {
  RECOVERY_CODES_COUNT,
  TRUST_DEVICE_DAYS,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from '@expertos/domain/two-factor';
import { betterAuth } from 'better-auth';
import { genericOAuth, jwt, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { SignInProviderConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { PASSKEY_SIGN_IN_PATH, passkeySignIn } from './passkey-sign-in.js';
import type { PasskeysService } from './passkeys.service.js';
import type { SignInGrants } from './sign-in-grants.js';
import { SSO_COMPLETE_PATH, ssoSignIn } from './sso-sign-in.js';

/** What the identity service asks the mail side to send (through the jobs queue). */
export interface AccountMail {
  kind: 'verify-email' | 'reset-password';
  to: string;
  name: string;
  /** The link in the e-mail: a page of the SPA carrying the one-time token. */
  url: string;
  /** Whose account it is, for the language of their profile (docs/product.md#languages). */
  userId?: string;
  /**
   * The language of the request that caused it (its `Accept-Language`), for a person who chose
   * none on their profile; absent when the identity service had no request.
   */
  requestLanguage?: Language;
}

/** The language an `Accept-Language` header asks for, if there was a request with one. */
function requestLanguageOf(request: Request | undefined): { requestLanguage?: Language } {
  const header = request?.headers.get('accept-language');
  return header ? { requestLanguage: bestLanguage(acceptedLanguages(header)) } : {};
}

export interface IdentityOptions {
  database: Database;
  publicUrl: string;
  secret: string;
  trustedOrigins: string[];
  sendAccountMail: (mail: AccountMail) => Promise<void>;
  /**
   * How passwords are hashed and checked; by default Better Auth's own (scrypt, N=16384, about
   * 140 ms of CPU on this machine). Only the test suite sets it, to a cheaper cost of the same
   * algorithm (test/password-hashing.ts): thousands of sign-ups made the hash a large share of
   * the API tier's time.
   */
  passwordHashing?: PasswordHashing;
  /** Passkeys, for signing in with one (passkey-sign-in.ts). */
  passkeys?: PasskeysService;
  /** Google, Microsoft and other OpenID Connect providers people may sign in with. */
  providers?: SignInProviderConfig[];
  /** Single sign-ons the sso module checked, to become sessions (sso-sign-in.ts). */
  signInGrants?: SignInGrants;
  /** Where the library's own warnings and errors go (the app's log, with its redaction and level). */
  logger?: FastifyBaseLogger;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** How long an e-mailed confirmation link works (and the sign-up cookie that goes with it). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** The claims our ID tokens carry besides the registered ones. */
export const ID_TOKEN_USE = 'id';

/** The ID tokens' issuer and audience: the app's own address and its API. */
export function embeddedIssuer(publicUrl: string) {
  return { issuer: publicUrl, audience: `${publicUrl}/api` };
}

/**
 * Builds the path back into the app from the link the identity service made, keeping only
 * a same-app path (never an external URL) as the place to land after confirming.
 */
function callbackPath(serviceUrl: string): string | null {
  const callback = new URL(serviceUrl).searchParams.get('callbackURL');
  return callback?.startsWith('/') && !callback.startsWith('//') ? callback : null;
}

/**
 * A sign-in provider as the identity service's generic OAuth plugin takes it: discovered from
 * its issuer, with PKCE, and the ID token's signature, issuer and audience checked against the
 * discovered keys (a provider whose discovery fails is skipped and retried on next use).
 */
function providerOptions(provider: SignInProviderConfig) {
  return {
    providerId: provider.id,
    name: provider.name,
    discoveryUrl: `${provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    requireIdTokenVerification: true,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    ...(provider.trustEmail ? { mapProfileToUser: () => ({ emailVerified: true }) } : {}),
  };
}

/** The library's log lines as ours: its message, and a short text of what it adds (never whole objects). */
function identityLogger(logger: FastifyBaseLogger) {
  return {
    level: 'warn' as const,
    log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) => {
      const detail = args.map((arg) => (arg instanceof Error ? arg.message : String(arg)).slice(0, 300));
      logger[level]({ source: 'identity', ...(detail.length > 0 ? { detail } : {}) }, message);
    },
  };
}

/** The methods an ID token names (`amr`), from its session's column. */
const amrOf = (stored: string | null | undefined): AuthMethod[] => authMethodsOf(stored);

/**
 * How a new session was signed in to, from the endpoint making it: a second factor adds `otp`
 * to the password; a password change keeps what the session it replaces had proved.
 */
export function sessionAmr(path: string | undefined, current: object | undefined): string {
  if (path === '/two-factor/verify-totp' || path === '/two-factor/verify-backup-code') return 'pwd otp';
  // A passkey signs in with user verification (a PIN or biometric): a hardware-bound key.
  if (path === PASSKEY_SIGN_IN_PATH) return 'hwk';
  // Through the workspace's identity provider (`mfa` is added when it vouches for one).
  if (path === SSO_COMPLETE_PATH) return 'sso';
  // Back from Google, Microsoft or another provider.
  if (path?.startsWith('/callback/')) return 'fed';
  const kept = (current as { amr?: unknown } | undefined)?.amr;
  if (path === '/change-password' && typeof kept === 'string') return authMethodsOf(kept).join(' ');
  return 'pwd';
}

/**
 * Recovery codes are kept as HMACs under the auth secret, never as text: the plugin stores
 * what `encrypt` gives and compares a typed code with what `decrypt` gives, so the route
 * hashes a typed code the same way before it reaches the plugin (auth.routes.ts). A code
 * already hashed (64 hex digits, as the plugin hands back the rest after one is used) is kept.
 */
export function recoveryCodeHash(secret: string, code: string): string {
  return /^[0-9a-f]{64}$/.test(code)
    ? code
    : createHmac('sha256', secret).update(`recovery:${code}`).digest('hex');
}

/** The plugins decide the identity service's tables too, so the migrations use the same list. */
function identityPlugins(
  issuer: string,
  audience: string,
  secret = 'schema-only',
  passkeys?: PasskeysService,
  providers: SignInProviderConfig[] = [],
  signInGrants?: SignInGrants,
) {
  return [
    // These add endpoints only, no tables: the schema is the same with or without them.
    ...(passkeys ? [passkeySignIn(passkeys)] : []),
    ...(signInGrants ? [ssoSignIn(signInGrants)] : []),
    ...(providers.length > 0 ? [genericOAuth({ config: providers.map(providerOptions) })] : []),
    twoFactor({
      issuer: PRODUCT_NAME,
      // A wrong code counts in our own limiter (auth.routes.ts): it slows down, never locks out.
      accountLockout: { enabled: false },
      trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
      twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_MINUTES * 60,
      backupCodeOptions: {
        amount: RECOVERY_CODES_COUNT,
        storeBackupCodes: {
          encrypt: async (json: string) =>
            JSON.stringify((JSON.parse(json) as string[]).map((code) => recoveryCodeHash(secret, code))),
          decrypt: async (stored: string) => stored,
        },
      },
    }),
    jwt({
      jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
      jwt: {
        issuer,
        audience,
        // A string is a span from now (a number would be an absolute exp claim).
        expirationTime: `${ID_TOKEN_TTL_SECONDS}s`,
        definePayload: ({ user, session }) => ({
          token_use: ID_TOKEN_USE,
          // The session it was issued for: signing out or a password change ends the token.
          sid: session.id,
          // How that session was signed in to (RFC 8176): policies read it from the token.
          amr: amrOf((session as { amr?: string | null }).amr),
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
        }),
      },
    }),
  ];
}

/**
 * Columns of ours on the identity service's session rows (docs/architecture.md#identity): how
 * it was signed in to, and when it was last used.
 */
const SESSION_FIELDS = {
  amr: { type: 'string', required: false, input: false },
  lastSeenAt: { type: 'date', required: false, input: false },
} as const;

/**
 * What the identity service's table layout depends on: the database and the plugins. Used by
 * the migrations, which run before any service exists (and need no secret).
 */
export function identitySchemaOptions(database: Database) {
  return {
    database: { db: database.db, type: database.dialect },
    emailAndPassword: { enabled: true },
    session: { additionalFields: SESSION_FIELDS },
    plugins: identityPlugins('http://schema.invalid', 'http://schema.invalid'),
  };
}

/**
 * The embedded identity service (Better Auth) at /api/auth: e-mail + password accounts,
 * e-mail verification, password reset and change, sessions in httpOnly cookies, and
 * short-lived EdDSA-signed ID tokens (JWT plugin) with their JWKS.
 */
export function createIdentityService(options: IdentityOptions) {
  const { publicUrl } = options;
  const { issuer, audience } = embeddedIssuer(publicUrl);
  const https = publicUrl.startsWith('https://');
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: { db: options.database.db, type: options.database.dialect },
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    // Its messages go to our log (structured, at our level), not to the console.
    ...(options.logger ? { logger: identityLogger(options.logger) } : {}),
    // Our own limiter (per address and per e-mail, Redis-backed when configured) runs first.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(options.passwordHashing ? { password: options.passwordHashing } : {}),
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        await options.sendAccountMail({
          kind: 'reset-password',
          to: user.email,
          name: user.name,
          url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          userId: user.id,
          ...requestLanguageOf(request),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // Signs in only the browser that signed up: the forwarding route (auth.routes.ts) drops
      // and revokes the session when the link is opened without that browser's sign-up cookie.
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const link = new URL('/confirm-email', publicUrl);
        link.searchParams.set('token', token);
        const redirect = callbackPath(url);
        if (redirect) link.searchParams.set('redirect', redirect);
        await options.sendAccountMail({
          kind: 'verify-email',
          to: user.email,
          name: user.name,
          url: link.toString(),
          userId: user.id,
          ...requestLanguageOf(request),
        });
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      additionalFields: SESSION_FIELDS,
    },
    account: {
      // A provider's account joins an existing one only when the person, signed in to it, asks
      // (`/link-social`), and the provider says the address is verified and the same: never
      // on its own at sign-in (docs/product.md#sign-in-with-a-provider).
      accountLinking: { enabled: true, disableImplicitLinking: true, allowDifferentEmails: false },
      encryptOAuthTokens: true,
    },
    databaseHooks: {
      user: {
        create: {
          // A new account from a provider needs an address the provider verified.
          before: async (user, context) => {
            if (context?.path?.startsWith('/callback/') && !user.emailVerified) return false;
            return { data: user };
          },
        },
      },
      session: {
        create: {
          // Every new session records how it was signed in to, from the endpoint that made it.
          before: async (session, context) => ({
            data: { ...session, amr: sessionAmr(context?.path, context?.context.session?.session) },
          }),
        },
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'expertos',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      database: { generateId: () => randomUUID() },
    },
    plugins: identityPlugins(
      issuer,
      audience,
      options.secret,
      options.passkeys,
      options.providers,
      options.signInGrants,
    ),
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
