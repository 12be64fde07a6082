import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { createTestContext, openTestDatabase, type TestContext } from '../test/context.js';
import {
  ACCESS_LEVELS,
  type Access,
  type Authenticator,
  type AuthUser,
  checkedRoutes,
  contextOf,
  undeclaredRoutes,
} from './access.js';

const USER: AuthUser = { id: 'user-1', email: 'ada@example.com', emailVerified: true };
// Stands in for the identity service: one known token is a signed-in user, anything else is not.
const testAuthenticator: Authenticator = async (request) =>
  request.headers.authorization === 'Bearer valid-test-token' ? USER : null;

type Caller = 'anonymous' | 'forged' | 'signedIn';
const CALLERS: Record<Caller, Record<string, string>> = {
  anonymous: {},
  forged: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  signedIn: { authorization: 'Bearer valid-test-token' },
};

// What each caller gets, per access level. 'pass' = the guard lets the request through.
// Membership levels refuse a signed-in user who is not a member (no policy grants them yet).
// A ticket uid that names no ticket is 404: it is gone (or never was), so no workspace to refuse.
const EXPECTED: Record<Access, Record<Caller, 401 | 403 | 404 | 'pass'>> = {
  public: { anonymous: 'pass', forged: 'pass', signedIn: 'pass' },
  signedIn: { anonymous: 401, forged: 401, signedIn: 'pass' },
  workspaceMember: { anonymous: 401, forged: 401, signedIn: 403 },
  workspaceAdmin: { anonymous: 401, forged: 401, signedIn: 403 },
  projectMember: { anonymous: 401, forged: 401, signedIn: 403 },
  projectAdmin: { anonymous: 401, forged: 401, signedIn: 403 },
  notExternal: { anonymous: 401, forged: 401, signedIn: 403 },
  projectTickets: { anonymous: 401, forged: 401, signedIn: 403 },
  projectResults: { anonymous: 401, forged: 401, signedIn: 403 },
  ticketMember: { anonymous: 401, forged: 401, signedIn: 404 },
};

const CODES = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' } as const;

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'index.html');
}

describe('route declarations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Three callers × every route, all from one address: more than a minute's allowance.
    ctx = await createTestContext({
      deps: { authenticate: testAuthenticator },
      env: { RATE_LIMIT_MAX: '100000' },
    });
  });
  afterAll(() => ctx.close());

  it('every registered route declares who may call it and its response schema', () => {
    expect(ctx.app.routeDeclarations.length).toBeGreaterThan(5);
    expect(undeclaredRoutes(ctx.app.routeDeclarations)).toEqual([]);
  });

  it('every declared access level is a known one', () => {
    for (const { options } of checkedRoutes(ctx.app.routeDeclarations)) {
      expect(ACCESS_LEVELS).toContain(options.config?.access);
    }
  });

  describe('authorization matrix: every route × every caller', () => {
    it.each(Object.keys(CALLERS) as Caller[])(
      'as %s',
      async (caller) => {
        const routes = checkedRoutes(ctx.app.routeDeclarations);
        for (const { method, url, options } of routes) {
          const access = options.config!.access!;
          const response = await ctx.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: { origin: 'http://localhost:3000', ...CALLERS[caller] },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const expected = EXPECTED[access][caller];
          const label = `${caller} ${method} ${url} (${access}) → ${response.statusCode}`;
          if (expected === 'pass') {
            expect([401, 403], label).not.toContain(response.statusCode);
          } else {
            expect(response.statusCode, label).toBe(expected);
            // A HEAD answer has no body: its status says it all.
            if (method !== 'HEAD') expect(response.json().code, label).toBe(CODES[expected]);
          }
        }
        // It walks every route one after another, so it grows with the API; not a speed test.
      },
      30_000,
    );
  });
});

describe('access guard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { authenticate: testAuthenticator },
      beforeReady: (app) => {
        const ok = { 200: z.object({ ok: z.boolean() }) };
        app.get(
          '/api/test/signed-in',
          { config: { access: 'signedIn', scope: 'session' }, schema: { response: ok } },
          async () => ({ ok: true }),
        );
        app.get(
          '/api/test/admin',
          { config: { access: 'workspaceAdmin', scope: 'session' }, schema: { response: ok } },
          async () => ({ ok: true }),
        );
        app.post(
          '/api/test/validated',
          {
            config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
            schema: { body: z.object({ name: z.string().min(1) }), response: ok },
          },
          async () => ({ ok: true }),
        );
        app.get(
          '/api/test/whoami',
          {
            config: { access: 'signedIn', scope: 'session' },
            schema: { response: { 200: z.object({ email: z.string() }) } },
          },
          async (request) => ({ email: contextOf(request, 'signedIn').user.email }),
        );
        // A handler that reads another level than its route declares: a wiring mistake.
        app.get(
          '/api/test/misread',
          { config: { access: 'signedIn', scope: 'session' }, schema: { response: ok } },
          async (request) => ({ ok: contextOf(request, 'workspaceMember').membership.role === 'admin' }),
        );
        app.accessPolicies.set('workspaceMember', async (_request, user) => user.id === USER.id);
        app.get(
          '/api/test/member',
          { config: { access: 'workspaceMember', scope: 'session' }, schema: { response: ok } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(() => ctx.close());

  it('answers 401 with the catalogue message when no token is sent', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/signed-in' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'unauthorized',
      message: 'You are not authorized to access this resource.',
    });
  });

  it('lets a verified user through', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/signed-in',
      headers: CALLERS.signedIn,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an anonymous caller before looking at the body (401, not 400)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/validated', payload: { name: '' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a membership level that no policy grants (fail closed)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/admin', headers: CALLERS.signedIn });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it("hands the handler the caller its route's level established", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/whoami', headers: CALLERS.signedIn });
    expect(res.json()).toEqual({ email: USER.email });
  });

  it('fails loudly, without details, when a handler reads a level its route does not declare', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/misread', headers: CALLERS.signedIn });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_error');
    expect(res.body).not.toContain('workspaceMember');
  });

  it('lets a membership level through when its policy grants it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/member', headers: CALLERS.signedIn });
    expect(res.statusCode).toBe(200);
  });
});

describe('a route without declarations', () => {
  async function buildWith(register: (app: FastifyInstance) => void) {
    const { database, dispose, serializeDdl } = await openTestDatabase();
    const { loadConfig } = await import('../config.js');
    // buildApp migrates: under the DDL lock the test processes share (test/context.ts).
    const app = await serializeDdl(() =>
      buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), {
        database,
      }),
    );
    register(app);
    try {
      await app.ready();
      return null;
    } catch (error) {
      return error as Error;
    } finally {
      await app.close();
      await dispose();
    }
  }

  it('stops the start-up when the access level is missing', async () => {
    const error = await buildWith((app) => {
      app.get('/api/test/open', { schema: { response: { 200: z.object({}) } } }, async () => ({}));
    });
    expect(error?.message).toMatch(/GET \/api\/test\/open \(config\.access\)/);
  });

  it('stops the start-up when the response schema is missing', async () => {
    const error = await buildWith((app) => {
      app.get('/api/test/leaky', { config: { access: 'public' } }, async () => ({ secret: 'x' }));
    });
    expect(error?.message).toMatch(/GET \/api\/test\/leaky \(schema\.response\)/);
  });
});
