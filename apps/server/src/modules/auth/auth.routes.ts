import {
  changePasswordSchema,
  emailSchema,
  forgotPasswordSchema,
  redirectPathSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@expertos/domain/auth.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { mapIdentityError } from './auth.errors.js';
import type { IdentityService } from './auth.identity.js';
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
  '/get-session': { method: 'GET' },
  '/token': { method: 'GET' },
  '/jwks': { method: 'GET' },
};

/** Attempts allowed on the sensitive endpoints, per client address and per e-mail address. */
export const AUTH_LIMITS = {
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
  perEmail: { max: 5, timeWindow: 15 * 60_000 },
};

const HOP_BY_HOP = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
  'content-encoding',
]);

function toFieldErrors(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export interface AuthRoutesDeps {
  identity: IdentityService;
  users: UsersRepository;
  publicUrl: string;
  /** Browser origins allowed to POST here (the app's own and the extension's). */
  trustedOrigins: string[];
}

export function authRoutes({ identity, users, publicUrl, trustedOrigins }: AuthRoutesDeps) {
  const trusted = new Set(trustedOrigins);
  return async (app: FastifyInstance) => {
    const perAddress: Limiter = app.createRateLimit({
      ...AUTH_LIMITS.perAddress,
      keyGenerator: (request) => `auth-ip:${request.ip}`,
    });
    const perEmail: Limiter = app.createRateLimit({
      ...AUTH_LIMITS.perEmail,
      keyGenerator: (request) => `auth-email:${(request.body as { email?: string }).email ?? ''}`,
    });

    async function enforceLimits(request: FastifyRequest, path: string) {
      const checks = [perAddress(request)];
      const email = (request.body as { email?: unknown } | undefined)?.email;
      // Per e-mail only where the body names one (sign-in, sign-up, reset requests).
      if (typeof email === 'string' && path !== '/change-password') checks.push(perEmail(request));
      for (const result of await Promise.all(checks)) {
        if (!result.isAllowed && result.isExceeded) {
          const error = new AppError('auth/too-many-attempts') as AppError & { retryAfter?: number };
          error.retryAfter = result.ttlInSeconds;
          throw error;
        }
      }
    }

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, publicUrl);
      const path = url.pathname.slice('/api/auth'.length) || '/';
      const endpoint = ENDPOINTS[path];
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
        // Counted after validation on the normalised body (e-mail trimmed and lower-cased).
        request.body = body;
      }
      if (endpoint.limited) await enforceLimits(request, path);
      // The spec shows 'already in use' on sign-up (the library would answer a silent success).
      if (path === '/sign-up/email' && (await users.findByEmail((body as { email: string }).email))) {
        throw new AppError('auth/email-already-in-use');
      }

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === 'content-length' || name === 'host') continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      // The client address as Fastify resolved it (honouring TRUST_PROXY), for session records.
      headers.set('x-forwarded-for', request.ip);
      if (body !== undefined) headers.set('content-type', 'application/json');

      const response = await identity.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      );

      const text = await response.text();
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
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
