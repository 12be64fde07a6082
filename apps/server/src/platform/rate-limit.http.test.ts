import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, ORIGIN, signUpAndConfirm } from '../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { signUpPerson } from '../test/workspace-fixtures.js';
import { PAGE_LOADS } from './page-loads.fixtures.js';

describe('rate limits', () => {
  it('answers 429 with the catalogue message and retry-after once the limit is used up', async () => {
    const ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await ctx.app.inject({ method: 'GET', url: '/api/roles' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const limited = await ctx.app.inject({ method: 'GET', url: '/api/roles' });
      expect(limited.json()).toEqual({
        code: 'rate_limited',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });

  it('tells every reply its allowance in the standard fields: r falls by one a call, and a 429 waits t seconds', async () => {
    const mail = mailCollector();
    const ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '20', RATE_LIMIT_ROUTE_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' },
      deps: { sendAccountMail: mail.send },
    });
    try {
      const remaining: number[] = [];
      for (let i = 0; i <= 20; i++) {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/roles', remoteAddress: '10.9.9.9' });
        expect(res.headers['ratelimit-policy']).toBe('"address";q=20;w=60');
        // The plugin's own headers are replaced, not sent beside them.
        expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
        const state = /^"address";r=(\d+);t=(\d+)$/.exec(String(res.headers.ratelimit));
        expect(state).not.toBeNull();
        remaining.push(Number(state?.[1]));
        if (i < 20) expect(res.statusCode).toBe(200);
        else {
          expect(res.statusCode).toBe(429);
          expect(Number(state?.[2])).toBeGreaterThan(0);
          expect(res.headers['retry-after']).toBe(state?.[2]);
        }
      }
      expect(remaining).toEqual([...Array.from({ length: 20 }, (_, i) => 19 - i), 0]);

      // A signed-in person: their own allowance, and the one on the route beside it.
      const ada = await signUpPerson(ctx.app, mail, `ada-${randomUUID()}@example.com`);
      const get = () => ctx.app.inject({ method: 'GET', url: '/api/workspaces', headers: ada.headers });
      const first = await get();
      expect(first.headers['ratelimit-policy']).toBe('"user";q=20;w=60, "route";q=2;w=60');
      expect(first.headers.ratelimit).toMatch(/^"user";r=\d+;t=\d+, "route";r=1;t=\d+$/);
      await get();
      const third = await get();
      expect(third.statusCode).toBe(429);
      const route = /"route";r=0;t=(\d+)$/.exec(String(third.headers.ratelimit));
      expect(route).not.toBeNull();
      expect(third.headers['retry-after']).toBe(route?.[1]);
    } finally {
      await ctx.close();
    }
  });

  it('gives each signed-in person an allowance of their own, apart from the office address they share', async () => {
    const mail = mailCollector();
    const ctx = await createTestContext({
      // The per-route allowance as large as the person's: this is about the person's own.
      env: { RATE_LIMIT_MAX: '10', RATE_LIMIT_ROUTE_MAX: '10', RATE_LIMIT_WINDOW_MS: '60000' },
      deps: { sendAccountMail: mail.send },
    });
    try {
      const [ada, bob] = [
        await signUpPerson(ctx.app, mail, `ada-${randomUUID()}@example.com`),
        await signUpPerson(ctx.app, mail, `bob-${randomUUID()}@example.com`),
      ];
      const office = '10.20.30.40';
      const get = (url: string, headers: Record<string, string> = {}) =>
        ctx.app.inject({ method: 'GET', url, headers, remoteAddress: office });
      const codes = async (n: number, headers: Record<string, string>) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await get('/api/workspaces', headers)).statusCode);
        return out;
      };

      // Sixteen signed-in requests from one address whose own limit is ten: none refused.
      expect(await codes(8, ada.headers)).toEqual(Array(8).fill(200));
      expect(await codes(8, bob.headers)).toEqual(Array(8).fill(200));
      // The address's own allowance is untouched by them.
      expect((await get('/api/roles')).statusCode).toBe(200);
      // Each person's allowance still runs out.
      expect(await codes(3, ada.headers)).toContain(429);

      // Calls without a signed-in person still share the address's allowance.
      const anonymous: number[] = [];
      for (let i = 0; i < 10; i++) anonymous.push((await get('/api/roles')).statusCode);
      expect(anonymous).toContain(429);
    } finally {
      await ctx.close();
    }
  });

  describe('as configured by default (RATE_LIMIT_MAX unset, no limit per route)', () => {
    const mail = mailCollector();
    let ctx: TestContext;
    let person: { cookie: string; headers: { authorization: string } };
    let ids: { W: string; P: string };

    beforeAll(async () => {
      ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
      const { cookie, token } = await signUpAndConfirm(ctx.app, mail, `pages-${randomUUID()}@example.com`);
      person = { cookie, headers: { authorization: `Bearer ${token}` } };
      const workspace = await ctx.app.inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: person.headers,
        payload: { name: 'Busy Studio' },
      });
      const brand = await ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/${workspace.json().uid}/projects`,
        headers: person.headers,
        payload: { name: 'Busy Coffee' },
      });
      expect(brand.statusCode, brand.body).toBe(201);
      ids = { W: workspace.json().uid, P: brand.json().uid };
    });
    afterAll(() => ctx.close());

    /** One full page load as the browser makes it: get-session, then the page's calls with its token. */
    async function loadPage(calls: string[]): Promise<number[]> {
      const session = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: person.cookie, origin: ORIGIN },
      });
      const token = session.headers['set-auth-jwt'];
      expect(typeof token, session.body).toBe('string');
      const statuses = [session.statusCode];
      for (const call of calls) {
        const url = call
          .replace(/\/W(?=\/|$)/g, `/${ids.W}`)
          .replace(/=W$/, `=${ids.W}`)
          .replace(/\/P(?=\/|$)/g, `/${ids.P}`);
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    }

    it('lets a person open 20 pages in a row (the 13 setup steps and 7 others), each with its real calls, without a 429', async () => {
      const pages = Object.entries(PAGE_LOADS);
      expect(pages).toHaveLength(20);
      const limited: string[] = [];
      let calls = 0;
      for (const [page, pageCalls] of pages) {
        const statuses = await loadPage(pageCalls);
        calls += statuses.length;
        if (statuses.some((status) => status === 429 || status >= 500)) limited.push(`${page}: ${statuses}`);
      }
      expect(limited).toEqual([]);
      // What the budget was sized on: well under the person's allowance for the minute.
      expect(calls).toBeLessThan(ctx.config.rateLimit.max / 2);
    });

    it("stops a script repeating one route at the person's allowance, with Retry-After", async () => {
      const url = `/api/workspaces/${ids.W}/timetracking/entries`;
      let first429: { at: number; retryAfter: number; code: string } | null = null;
      for (let i = 1; i <= ctx.config.rateLimit.max + 1 && !first429; i++) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: person.headers });
        if (res.statusCode === 429) {
          first429 = { at: i, retryAfter: Number(res.headers['retry-after']), code: res.json().code };
        }
      }
      expect(first429).not.toBeNull();
      expect(first429!.code).toBe('rate_limited');
      expect(first429!.retryAfter).toBeGreaterThan(0);
      // The page loads above spent part of the same minute's allowance.
      expect(first429!.at).toBeLessThanOrEqual(ctx.config.rateLimit.max);
    });
  });

  it("with RATE_LIMIT_ROUTE_MAX, stops a script repeating one route there while the person's other calls go on", async () => {
    const mail = mailCollector();
    const ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '50', RATE_LIMIT_ROUTE_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000' },
      deps: { sendAccountMail: mail.send },
    });
    try {
      const { headers } = await signUpPerson(ctx.app, mail, `script-${randomUUID()}@example.com`);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await ctx.app.inject({ method: 'GET', url: '/api/workspaces', headers })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/roles', headers })).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('never limits the health check', async () => {
    const ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
    } finally {
      await ctx.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)(
    'shares counters between processes through Redis, and both say the same allowance',
    async () => {
      // Two app instances stand for two API processes behind a load balancer; a unique
      // client address keeps this run's counter apart from any other run's.
      const env = { RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl!, RATE_LIMIT_WINDOW_MS: '60000' };
      const a = await createTestContext({ env });
      const b = await createTestContext({ env });
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const tag = randomUUID();
      try {
        const codes: number[] = [];
        const left: string[] = [];
        for (let i = 0; i < 6; i++) {
          const app = i % 2 === 0 ? a.app : b.app;
          const res = await app.inject({ method: 'GET', url: `/api/roles?run=${tag}`, remoteAddress });
          codes.push(res.statusCode);
          left.push(/;r=(\d+)/.exec(String(res.headers.ratelimit))?.[1] ?? '');
        }
        expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
        // Both processes report the one shared count.
        expect(left).toEqual(['3', '2', '1', '0', '0', '0']);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );

  it.runIf(redisUrl)(
    'shares failed sign-in counts between processes through Redis',
    { timeout: 60_000 },
    async () => {
      const env = { REDIS_URL: redisUrl!, RATE_LIMIT_MAX: '1000' };
      const a = await createTestContext({ env });
      const b = await createTestContext({ env });
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const email = `${randomUUID()}@example.com`;
      try {
        const codes: number[] = [];
        for (let i = 0; i < 6; i++) {
          const app = i % 2 === 0 ? a.app : b.app;
          const res = await app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            payload: { email, password: `guess-${i}-xx` },
            headers: { origin: 'http://localhost:3000' },
            remoteAddress,
          });
          codes.push(res.statusCode);
        }
        // Five failures for this e-mail from this address, split over both processes.
        expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
