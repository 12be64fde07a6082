import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  changePasswordSchema,
  emailSchema,
  forgotPasswordSchema,
  redirectPathSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@expertos/domain/auth.schema';
import { passkeySignInSchema } from '@expertos/domain/passkeys';
import { providerIdSchema } from '@expertos/domain/sign-in-providers.schema';
import {
  recoveryVerifySchema,
  totpVerifySchema,
  twoFactorDisableSchema,
  twoFactorPasswordSchema,
} from '@expertos/domain/two-factor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { deviceName } from '../../platform/device-name.js';
import { AppError } from '../../platform/errors.js';
import { mapIdentityError } from './auth.errors.js';
import { EMAIL_VERIFICATION_TTL_SECONDS, type IdentityService, recoveryCodeHash } from './auth.identity.js';
import { PASSKEY_SIGN_IN_OPTIONS_PATH, PASSKEY_SIGN_IN_PATH } from './passkey-sign-in.js';
import type { SecurityMail } from './security-mail.js';
import { SSO_COMPLETE_PATH } from './sso-sign-in.js';
import type { UsedCodes } from './used-codes.js';
import type { UsersRepository } from './users.repository.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The identity endpoints we use, each with the schema its body must pass before the
 * identity service sees it. Every other endpoint of the library stays closed (404), so its
 * surface is only what the product needs.
 */
const ENDPOINTS: Record<string, { method: 'GET' | 'POST'; body?: z.ZodType; limited?: boolean }> = {
  '/sign-up/email': {
    method: 'POST',
    body: signUpSchema.extend({ callbackURL: redirectPathSchema.optional() }),
    limited: true,
  },
  '/sign-in/email': {
    method: 'POST',
    body: signInSchema.extend({ rememberMe: z.boolean().optional() }),
    limited: true,
  },
  '/sign-out': { method: 'POST' },
  '/verify-email': { method: 'GET' },
  '/send-verification-email': {
    method: 'POST',
    body: z.object({ email: emailSchema, callbackURL: redirectPathSchema.optional() }),
    limited: true,
  },
  '/request-password-reset': {
    method: 'POST',
    body: forgotPasswordSchema.extend({ redirectTo: redirectPathSchema.optional() }),
    limited: true,
  },
  '/reset-password': { method: 'POST', body: resetPasswordSchema, limited: true },
  '/change-password': {
    method: 'POST',
    body: changePasswordSchema.extend({ revokeOtherSessions: z.boolean().optional() }),
    limited: true,
  },
  // Two-step verification (docs/product.md#two-step-verification).
  '/two-factor/enable': { method: 'POST', body: twoFactorPasswordSchema, limited: true },
  '/two-factor/verify-totp': { method: 'POST', body: totpVerifySchema },
  '/two-factor/verify-backup-code': { method: 'POST', body: recoveryVerifySchema },
  '/two-factor/disable': { method: 'POST', body: twoFactorDisableSchema, limited: true },
  '/two-factor/generate-backup-codes': { method: 'POST', body: twoFactorPasswordSchema, limited: true },
  // Passkeys (docs/product.md#passkeys): options for the browser, then its signed answer.
  [PASSKEY_SIGN_IN_OPTIONS_PATH]: { method: 'POST', limited: true },
  [PASSKEY_SIGN_IN_PATH]: { method: 'POST', body: passkeySignInSchema },
  // Google, Microsoft and other providers (docs/product.md#sign-in-with-a-provider): start a
  // sign-in or a link (the provider's address, then its callback), list and unlink.
  '/sign-in/social': {
    method: 'POST',
    body: z.object({
      provider: providerIdSchema,
      callbackURL: redirectPathSchema,
      errorCallbackURL: redirectPathSchema,
      newUserCallbackURL: redirectPathSchema.optional(),
      disableRedirect: z.literal(true),
    }),
    limited: true,
  },
  '/link-social': {
    method: 'POST',
    body: z.object({
      provider: providerIdSchema,
      callbackURL: redirectPathSchema,
      errorCallbackURL: redirectPathSchema,
      disableRedirect: z.literal(true),
    }),
    limited: true,
  },
  '/list-accounts': { method: 'GET' },
  '/unlink-account': { method: 'POST', body: z.object({ providerId: providerIdSchema }), limited: true },
  // The workspace's single sign-on (docs/product.md#single-sign-on): the browser lands here
  // with a one-time grant the sso module issued after checking the identity provider's answer.
  [SSO_COMPLETE_PATH]: { method: 'GET' },
  '/get-session': { method: 'GET' },
  '/token': { method: 'GET' },
  '/jwks': { method: 'GET' },
};

/** A provider's callback (`/callback/google`): the browser comes back here from the provider. */
const PROVIDER_CALLBACK: (typeof ENDPOINTS)[string] = { method: 'GET' };
const PROVIDER_CALLBACK_PATH = /^\/callback\/[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Limits of the sensitive endpoints (windows in milliseconds).
 *
 * - Calls of sign-up, e-mail confirmation resends, reset and change are counted per client
 *   address (`perAddress`) and, where the body names an e-mail, per e-mail (`perEmail`).
 * - Sign-in counts only failures: per client address and per e-mail + address pair, each
 *   answering 429 once used up; a successful sign-in clears the e-mail's counters. Failures
 *   for one e-mail from every address together only slow its replies down (a delay that
 *   doubles from `emailSlowdown.baseMs` up to `maxMs` after `free` failures), so nobody can
 *   lock a colleague out by guessing wrong.
 * - A password-reset request is never blocked by failed sign-ins; its own limits only stop
 *   sending e-mail, and the reply is the same success either way.
 */
export const AUTH_LIMITS = {
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
  perEmail: { max: 5, timeWindow: 15 * 60_000 },
  signInFailures: {
    perAddress: { max: 30, timeWindow: 15 * 60_000 },
    perEmailAndAddress: { max: 5, timeWindow: 15 * 60_000 },
  },
  emailSlowdown: { free: 5, baseMs: 500, maxMs: 10_000, timeWindow: 15 * 60_000 },
  resetMail: {
    perAddress: { max: 10, timeWindow: 15 * 60_000 },
    perEmail: { max: 3, timeWindow: 15 * 60_000 },
  },
};

/** The endpoints that check a second-factor code or a passkey: failures count like failed sign-ins. */
const CODE_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  PASSKEY_SIGN_IN_PATH,
]);

/** The sign-in endpoints, and how each proves the person, as the new-sign-in e-mail says it. */
const SIGN_IN_AMR: Record<string, string[]> = {
  '/sign-in/email': ['pwd'],
  '/two-factor/verify-totp': ['pwd', 'otp'],
  '/two-factor/verify-backup-code': ['pwd', 'otp'],
  [PASSKEY_SIGN_IN_PATH]: ['hwk'],
};

const SIGN_IN_METHODS: Record<string, string> = {
  '/sign-in/email': 'your password',
  '/two-factor/verify-totp': 'your password and an authenticator code',
  '/two-factor/verify-backup-code': 'your password and a recovery code',
  [PASSKEY_SIGN_IN_PATH]: 'a passkey',
};

/** Changes made with a signed-in session that e-mail the person (turning two-step on is a code sent while signed in). */
const SESSION_CHANGES = new Set(['/two-factor/verify-totp', '/two-factor/disable', '/change-password']);

/** What the identity service answers to every password-reset request (known address or not). */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const HOP_BY_HOP = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
  'content-encoding',
]);

/**
 * Login CSRF: a confirmation link signs in only the browser that signed up (or asked for the
 * link again). That browser holds the sign-up cookie, an HMAC of the address under the auth
 * secret; the link opened anywhere else still confirms the address, without a session.
 */
const SIGN_UP_COOKIE = 'expertos.sign_up';

function signUpProof(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`sign-up-proof:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

/** One cookie's value from a Cookie request header (undefined when absent). */
function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The address a confirmation token names. Only its payload is read: the identity service
 * verifies the token's signature and expiry itself.
 */
function tokenEmail(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { email } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

function sameProof(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function toFieldErrors(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export interface AuthRoutesDeps {
  identity: IdentityService;
  users: UsersRepository;
  publicUrl: string;
  /** Browser origins allowed to POST here (the app's own and the extension's). */
  trustedOrigins: string[];
  /** The identity service's secret: the key of the sign-up cookie's HMAC. */
  secret: string;
  /** Account requests per client address per window (AUTH_RATE_LIMIT_MAX; AUTH_LIMITS.perAddress.max). */
  perAddressMax?: number;
  /** How a slowed-down sign-in waits (a timer); tests record the delays instead of sitting them out. */
  wait?: (ms: number) => Promise<void>;
  /** Authenticator codes used lately: a replay is refused. */
  usedCodes: UsedCodes;
  /** Security e-mails and the browsers each person signs in from. */
  security: SecurityMail;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function authRoutes({
  identity,
  users,
  publicUrl,
  trustedOrigins,
  secret,
  perAddressMax = AUTH_LIMITS.perAddress.max,
  wait = sleep,
  usedCodes,
  security,
}: AuthRoutesDeps) {
  const trusted = new Set(trustedOrigins);
  const https = publicUrl.startsWith('https://');
  const signUpCookieName = https ? `__Secure-${SIGN_UP_COOKIE}` : SIGN_UP_COOKIE;
  const signUpCookie = (value: string, maxAge: number) =>
    `${signUpCookieName}=${value}; Max-Age=${maxAge}; Path=/api/auth; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
  return async (app: FastifyInstance) => {
    const perAddress: Limiter = app.createRateLimit({
      ...AUTH_LIMITS.perAddress,
      max: perAddressMax,
      keyGenerator: (request) => `auth-ip:${request.ip}`,
    });
    const perEmail: Limiter = app.createRateLimit({
      ...AUTH_LIMITS.perEmail,
      keyGenerator: (request) =>
        `auth-email:${request.url.split('?')[0]}:${(request.body as { email?: string }).email ?? ''}`,
    });
    const counters = app.attemptCounters;
    // A counter store outage must not take sign-in down with it (as the limiter skips on error).
    const safely = async <T>(work: Promise<T>, fallback: T): Promise<T> => {
      try {
        return await work;
      } catch (err) {
        app.log.warn({ err }, 'attempt counters unavailable');
        return fallback;
      }
    };
    const failKeys = (ip: string, email: string) => ({
      ip: `signin-fail-ip:${ip}`,
      pair: `signin-fail-pair:${email}|${ip}`,
      email: `signin-fail-email:${email}`,
    });

    function tooMany(retryAfter: number): never {
      const error = new AppError('auth/too-many-attempts') as AppError & { retryAfter?: number };
      error.retryAfter = retryAfter;
      throw error;
    }

    async function enforceLimits(request: FastifyRequest, path: string) {
      const checks = [perAddress(request)];
      const email = (request.body as { email?: unknown } | undefined)?.email;
      // Per e-mail only where the body names one (sign-up, confirmation resends).
      if (typeof email === 'string' && path !== '/change-password') checks.push(perEmail(request));
      for (const result of await Promise.all(checks)) {
        if (!result.isAllowed && result.isExceeded) tooMany(result.ttlInSeconds);
      }
    }

    /** Before a sign-in: refuse a used-up address or pair, and slow down a much-guessed e-mail. */
    async function beforeSignIn(request: FastifyRequest, email: string) {
      const keys = failKeys(request.ip, email);
      const limits = AUTH_LIMITS.signInFailures;
      const [byIp, byPair, byEmail] = await Promise.all([
        safely(counters.count(keys.ip), 0),
        safely(counters.count(keys.pair), 0),
        safely(counters.count(keys.email), 0),
      ]);
      if (byIp >= limits.perAddress.max) tooMany(Math.ceil(limits.perAddress.timeWindow / 1000));
      if (byPair >= limits.perEmailAndAddress.max)
        tooMany(Math.ceil(limits.perEmailAndAddress.timeWindow / 1000));
      const slow = AUTH_LIMITS.emailSlowdown;
      if (byEmail >= slow.free) {
        const delay = Math.min(slow.maxMs, slow.baseMs * 2 ** (byEmail - slow.free));
        await wait(delay);
      }
    }

    async function afterSignIn(request: FastifyRequest, email: string, status: number) {
      const keys = failKeys(request.ip, email);
      if (status === 401) {
        // A wrong password for an account: its workspaces' audit logs say so.
        const user = await users.findByEmail(email).catch(() => null);
        if (user) await safely(security.signedIn(user.id, ['pwd'], false), undefined);
        const limits = AUTH_LIMITS.signInFailures;
        await Promise.all([
          safely(counters.hit(keys.ip, limits.perAddress.timeWindow), 0),
          safely(counters.hit(keys.pair, limits.perEmailAndAddress.timeWindow), 0),
          safely(counters.hit(keys.email, AUTH_LIMITS.emailSlowdown.timeWindow), 0),
        ]);
      } else if (status < 400) {
        // The person got in: their e-mail's failures no longer slow anyone down.
        await Promise.all([
          safely(counters.clear(keys.pair), undefined),
          safely(counters.clear(keys.email), undefined),
        ]);
      }
    }

    /** Whether this reset request may send an e-mail (its own limits, per address and per e-mail). */
    async function resetMailAllowed(request: FastifyRequest, email: string): Promise<boolean> {
      const limits = AUTH_LIMITS.resetMail;
      const [byIp, byEmail] = await Promise.all([
        safely(counters.hit(`reset-ip:${request.ip}`, limits.perAddress.timeWindow), 0),
        safely(counters.hit(`reset-email:${email}`, limits.perEmail.timeWindow), 0),
      ]);
      return byIp <= limits.perAddress.max && byEmail <= limits.perEmail.max;
    }

    /** Before a second-factor code is checked: refuse a used-up address, slow down after a few misses. */
    async function beforeCode(request: FastifyRequest) {
      const failures = await safely(counters.count(`code-fail-ip:${request.ip}`), 0);
      const limit = AUTH_LIMITS.signInFailures.perAddress;
      if (failures >= limit.max) tooMany(Math.ceil(limit.timeWindow / 1000));
      const slow = AUTH_LIMITS.emailSlowdown;
      if (failures >= slow.free) await wait(Math.min(slow.maxMs, slow.baseMs * 2 ** (failures - slow.free)));
    }

    async function codeFailed(request: FastifyRequest) {
      const limit = AUTH_LIMITS.signInFailures.perAddress;
      await safely(counters.hit(`code-fail-ip:${request.ip}`, limit.timeWindow), 0);
    }

    /** The identity service's answer at `path` for this caller (their cookies), as JSON. */
    async function ask(path: string, headers: Headers, body: object) {
      const response = await identity.handler(
        new Request(new URL(`/api/auth${path}`, publicUrl), {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        }),
      );
      const json = (await response.json().catch(() => ({}))) as { user?: { id?: string } };
      return { ok: response.status === 200, userId: json.user?.id };
    }

    /**
     * Whether `code` is right for the signed-in caller: an authenticator code (never one used
     * lately) or a recovery code, which is then spent. Turning two-step verification off asks it.
     */
    async function codeHolds(headers: Headers, code: string): Promise<boolean> {
      if (code.includes('-'))
        return (
          await ask('/two-factor/verify-backup-code', headers, { code: recoveryCodeHash(secret, code) })
        ).ok;
      const answer = await ask('/two-factor/verify-totp', headers, { code });
      return answer.ok && answer.userId !== undefined && (await usedCodes.claim(answer.userId, code));
    }

    /**
     * A sign-in that skipped the code on a trusted device (its person has two-step verification
     * on) proved a second factor within TRUST_DEVICE_DAYS: its session says so too.
     */
    async function markTrustedSignIn(text: string) {
      const answer = JSON.parse(text) as {
        token?: string;
        twoFactorRedirect?: boolean;
        user?: { twoFactorEnabled?: boolean };
      };
      if (answer.twoFactorRedirect || !answer.user?.twoFactorEnabled || !answer.token) return;
      const context = await identity.$context;
      await context.internalAdapter.updateSession(answer.token, { amr: 'pwd otp' });
    }

    /** The browser that signed up and confirmed: known from its first session, without an e-mail. */
    async function signUpBrowser(request: FastifyRequest, url: URL): Promise<string[]> {
      const email = tokenEmail(url.searchParams.get('token'));
      const user = email ? await users.findByEmail(email) : null;
      if (!user) return [];
      return [
        (await security.signedInFrom(user.id, cookieValue(request.headers.cookie, security.cookieName)))
          .cookie,
      ];
    }

    /** Whose password a reset token resets (the identity service keeps it as a verification value). */
    async function resetRequester({ token }: { token: string }): Promise<string | null> {
      try {
        const context = await identity.$context;
        return (
          (await context.internalAdapter.findVerificationValue(`reset-password:${token}`))?.value ?? null
        );
      } catch {
        return null;
      }
    }

    /** The person signed in to by this request's session cookie, before it is forwarded. */
    async function sessionUser(headers: Headers) {
      const found = await identity.api.getSession({ headers }).catch(() => null);
      if (!found) return null;
      const { twoFactorEnabled } = found.user as { twoFactorEnabled?: boolean | null };
      return { id: found.user.id, twoFactorEnabled: twoFactorEnabled === true };
    }

    /**
     * After a successful request: the security e-mails it calls for (docs/product.md#security-e-mails)
     * and, for a sign-in, the browser's id cookie. A failure here is logged, never the request's.
     */
    async function afterSuccess(
      request: FastifyRequest,
      path: string,
      text: string,
      before: { id: string; twoFactorEnabled: boolean } | null,
      resetUserId: string | null,
    ): Promise<string[]> {
      try {
        const answer = (JSON.parse(text || 'null') ?? {}) as {
          user?: { id?: string; twoFactorEnabled?: boolean };
          twoFactorRedirect?: boolean;
        };
        const where = {
          device: deviceName(request.headers['user-agent'] ?? null),
          address: request.ip,
        };
        const signIn = SIGN_IN_METHODS[path];
        const userId = answer.user?.id;
        if (
          signIn &&
          userId &&
          !answer.twoFactorRedirect &&
          !(path === '/two-factor/verify-totp' && before)
        ) {
          const device = await security.signedInFrom(
            userId,
            cookieValue(request.headers.cookie, security.cookieName),
          );
          const trusted = path === '/sign-in/email' && answer.user?.twoFactorEnabled === true;
          const method = trusted ? 'your password on a trusted browser' : signIn;
          await security.signedIn(userId, trusted ? ['pwd', 'otp'] : (SIGN_IN_AMR[path] ?? []), true);
          if (path === '/two-factor/verify-backup-code')
            await security.changed(userId, 'recovery_code_used', where);
          else if (device.isNew) await security.changed(userId, 'new_sign_in', { ...where, method });
          return [device.cookie];
        }
        if (path === '/two-factor/verify-totp' && before && !before.twoFactorEnabled)
          await security.changed(before.id, 'two_factor_on', where);
        if (path === '/two-factor/disable' && before)
          await security.changed(before.id, 'two_factor_off', where);
        if (path === '/change-password' && before)
          await security.changed(before.id, 'password_changed', where);
        if (path === '/reset-password' && resetUserId)
          await security.changed(resetUserId, 'password_changed', where);
      } catch (err) {
        request.log.error({ err, path }, 'security e-mail failed');
      }
      return [];
    }

    /**
     * The person a provider's callback signed in: the session its cookie names, when this browser
     * did not hold it already (a link's callback keeps the session it had).
     */
    async function providerSignIn(request: FastifyRequest, setCookies: string[]): Promise<string | null> {
      const context = await identity.$context;
      const name = context.authCookies.sessionToken.name;
      const held = cookieValue(request.headers.cookie, name);
      for (const cookie of setCookies) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
        const value = decodeURIComponent(pair.slice(at + 1).trim());
        if (!value || value === held) return null;
        const found = await context.internalAdapter.findSession(value.slice(0, value.lastIndexOf('.')));
        return found?.user.id ?? null;
      }
      return null;
    }

    /**
     * After a provider's callback or a single sign-on's landing: the same e-mail and log
     * entries as any sign-in.
     */
    async function afterRedirectSignIn(
      request: FastifyRequest,
      path: string,
      setCookies: string[],
    ): Promise<string[]> {
      const sso = path === SSO_COMPLETE_PATH;
      try {
        const userId = await providerSignIn(request, setCookies);
        if (!userId) return [];
        const device = await security.signedInFrom(
          userId,
          cookieValue(request.headers.cookie, security.cookieName),
        );
        await security.signedIn(userId, [sso ? 'sso' : 'fed'], true);
        if (device.isNew)
          await security.changed(userId, 'new_sign_in', {
            device: deviceName(request.headers['user-agent'] ?? null),
            address: request.ip,
            method: sso
              ? 'your workspace’s single sign-on'
              : `your ${path.slice('/callback/'.length)} account`,
          });
        return [device.cookie];
      } catch (err) {
        request.log.error({ err, path }, 'sign-in follow-up failed');
        return [];
      }
    }

    /** Whether this browser holds the sign-up cookie of the address the confirmation token names. */
    function signedUpHere(request: FastifyRequest, url: URL): boolean {
      const email = tokenEmail(url.searchParams.get('token'));
      const held = cookieValue(request.headers.cookie, signUpCookieName);
      return email !== null && held !== undefined && sameProof(held, signUpProof(secret, email));
    }

    /**
     * Ends the sessions the identity service opened for a confirmation link followed in another
     * browser (their cookies are not passed on), keeping one this browser already had.
     */
    async function revokeNewSessions(request: FastifyRequest, setCookies: string[]) {
      try {
        const context = await identity.$context;
        const name = context.authCookies.sessionToken.name;
        const current = cookieValue(request.headers.cookie, name);
        for (const cookie of setCookies) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          if (at <= 0 || pair.slice(0, at).trim() !== name) continue;
          const value = decodeURIComponent(pair.slice(at + 1).trim());
          // The signed cookie is `<token>.<signature>`.
          const token = value.slice(0, value.lastIndexOf('.'));
          if (token && value !== current) await context.internalAdapter.deleteSession(token);
        }
      } catch (err) {
        request.log.warn({ err }, 'could not revoke the session of a confirmation link');
      }
    }

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, publicUrl);
      const path = url.pathname.slice('/api/auth'.length) || '/';
      const endpoint = ENDPOINTS[path] ?? (PROVIDER_CALLBACK_PATH.test(path) ? PROVIDER_CALLBACK : undefined);
      if (!endpoint || endpoint.method !== request.method) throw new AppError('not_found');
      // Every state-changing call must come from one of our pages: browsers always send
      // Origin on POST, so a missing or foreign one is a forged cross-site request.
      if (request.method === 'POST' && !trusted.has(String(request.headers.origin ?? ''))) {
        throw new AppError('forbidden');
      }

      let body: unknown;
      if (endpoint.body) {
        const parsed = endpoint.body.safeParse(request.body ?? {});
        if (!parsed.success) throw new AppError('validation_error', { details: toFieldErrors(parsed.error) });
        body = parsed.data;
        // A password change ends every session (and so every ID token issued for them);
        // the identity service opens a new one for the caller.
        if (path === '/change-password') body = { ...(body as object), revokeOtherSessions: true };
        // Recovery codes are stored as HMACs: the typed one is compared the same way.
        if (path === '/two-factor/verify-backup-code') {
          const typed = body as { code: string };
          body = { ...typed, code: recoveryCodeHash(secret, typed.code) };
        }
        // Counted after validation on the normalised body (e-mail trimmed and lower-cased).
        request.body = body;
      }
      const email = (body as { email?: unknown } | undefined)?.email;
      if (path === '/sign-in/email') await beforeSignIn(request, email as string);
      else if (path === '/request-password-reset') {
        // Never refused: past its limits the same success is answered and no e-mail is sent.
        if (!(await resetMailAllowed(request, email as string))) return reply.send(RESET_REQUESTED);
      } else if (endpoint.limited) await enforceLimits(request, path);
      if (CODE_PATHS.has(path) || path === '/two-factor/disable') await beforeCode(request);
      // Sign-up says 'already in use' (docs/product.md#accounts-and-limits); the library would
      // answer a silent success.
      if (path === '/sign-up/email' && (await users.findByEmail((body as { email: string }).email))) {
        throw new AppError('auth/email-already-in-use');
      }

      const signedUp = path === '/verify-email' && signedUpHere(request, url);

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'content-length' || name === 'host') continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // The client address as Fastify resolved it (honouring TRUST_PROXY), for session records.
      headers.set('x-forwarded-for', request.ip);
      if (body !== undefined) headers.set('content-type', 'application/json');

      // Who the session is, for the security e-mail of a change made with it.
      const before = SESSION_CHANGES.has(path) ? await sessionUser(headers) : null;
      const resetUserId = path === '/reset-password' ? await resetRequester(body as { token: string }) : null;

      // Turning two-step verification off needs a code as well as the password.
      if (path === '/two-factor/disable') {
        const { code, password } = body as { code: string; password: string };
        if (!(await codeHolds(headers, code))) {
          await codeFailed(request);
          throw new AppError('auth/invalid-code');
        }
        body = { password };
      }

      const response = await identity.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      );

      let text = await response.text();
      if (path === '/sign-in/email') await afterSignIn(request, email as string, response.status);
      if (path === '/sign-in/email' && response.status === 200) await markTrustedSignIn(text);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) reply.header(name, value);
      });
      let cookies = response.headers.getSetCookie();
      if (path === '/verify-email') {
        if (signedUp) {
          // Confirmed in the browser that signed up: signed in, and the proof is spent (not on
          // a failure, so a forged token naming the address cannot throw it away).
          if (response.status < 400)
            cookies = [...cookies, signUpCookie('', 0), ...(await signUpBrowser(request, url))];
        } else {
          // Another browser: the address is confirmed, but no session comes with it.
          await revokeNewSessions(request, cookies);
          cookies = [];
        }
      } else if (
        (path === '/sign-up/email' || path === '/send-verification-email') &&
        response.status === 200
      ) {
        cookies = [
          ...cookies,
          signUpCookie(signUpProof(secret, email as string), EMAIL_VERIFICATION_TTL_SECONDS),
        ];
      }
      if (CODE_PATHS.has(path) && response.status === 401) await codeFailed(request);
      if (path === '/two-factor/verify-totp' && response.status === 200) {
        // A code already used lately is refused, and the session it just opened ended.
        const userId = (JSON.parse(text) as { user?: { id?: string } }).user?.id;
        const { code } = body as { code: string };
        if (!userId || !(await usedCodes.claim(userId, code))) {
          await revokeNewSessions(request, cookies);
          await codeFailed(request);
          throw new AppError('auth/invalid-code');
        }
      }
      // The session's token is the cookie's secret: it stays in the httpOnly cookie.
      if ((path.startsWith('/two-factor/') || path === '/sign-in/email') && response.status === 200) {
        const { token: _token, ...rest } = JSON.parse(text) as Record<string, unknown>;
        text = JSON.stringify(rest);
      }
      if (
        response.status === 200 &&
        (SIGN_IN_AMR[path] || SESSION_CHANGES.has(path) || path === '/reset-password')
      )
        cookies = [...cookies, ...(await afterSuccess(request, path, text, before, resetUserId))];
      if ((PROVIDER_CALLBACK_PATH.test(path) || path === SSO_COMPLETE_PATH) && response.status < 400)
        cookies = [...cookies, ...(await afterRedirectSignIn(request, path, cookies))];
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      if (response.status >= 400) {
        let serviceCode: string | undefined;
        try {
          serviceCode = (JSON.parse(text) as { code?: string }).code;
        } catch {
          serviceCode = undefined;
        }
        const code = mapIdentityError(path, response.status, serviceCode);
        if (code === 'internal_error')
          request.log.error({ path, status: response.status, body: text }, 'identity service failed');
        throw new AppError(code);
      }
      return reply.type(response.headers.get('content-type') ?? 'application/json').send(text);
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/auth/*',
      // Public by nature (sign-up, sign-in); each endpoint checks its own session cookie.
      // Raw: the identity service writes its own replies, one shape per endpoint.
      config: { access: 'public', raw: true },
      schema: { hide: true },
      handler: forward,
    });
  };
}
