import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailCollector } from '../test/auth-helpers.js';
import { createTestContext } from '../test/context.js';
import { signUpPerson } from '../test/workspace-fixtures.js';

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

  it('gives each signed-in person an allowance of their own, apart from the office address they share', async () => {
    const mail = mailCollector();
    const ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '10', RATE_LIMIT_WINDOW_MS: '60000' },
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
  it.runIf(redisUrl)('shares counters between processes through Redis', async () => {
    // Two app instances stand for two API processes behind a load balancer; a unique
    // client address keeps this run's counter apart from any other run's.
    const env = { RATE_LIMIT_MAX: '4', REDIS_URL: redisUrl!, RATE_LIMIT_WINDOW_MS: '60000' };
    const a = await createTestContext({ env });
    const b = await createTestContext({ env });
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const tag = randomUUID();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        const res = await app.inject({ method: 'GET', url: `/api/roles?run=${tag}`, remoteAddress });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });

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
