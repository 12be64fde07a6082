import { devMailboxResponseSchema } from '@expertos/domain/devmail.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/mailer.js';
import { verifyEmail } from '../../platform/mail/templates.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';

describe('GET /api/dev/mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });

  it('answers an empty page when no mail was kept', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], next_cursor: null });
  });

  it('lists the mail the dev mailbox kept, newest first, a page at a time', async () => {
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'Expertos <no-reply@localhost>' },
      { database: ctx.database, logger: createTestLogger().logger },
    );
    for (const name of ['Ana', 'Ben', 'Cai']) {
      const url = `http://localhost:3000/confirm-email?token=${name}`;
      await mailer.send({ to: `${name.toLowerCase()}@example.com`, ...verifyEmail({ name, url }) });
      // Distinct timestamps, so "newest first" is not decided by the tie-breaker alone.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    const first = devMailboxResponseSchema.parse((await get('?limit=2')).json());
    expect(first.items.map((m) => m.to)).toEqual(['cai@example.com', 'ben@example.com']);
    expect(first.items[0]).toMatchObject({
      subject: 'Confirm your e-mail address for Expertos',
      text: expect.stringContaining('http://localhost:3000/confirm-email?token=Cai'),
      html: expect.stringContaining('href="http://localhost:3000/confirm-email?token=Cai"'),
    });
    expect(Object.keys(first.items[0]!).sort()).toEqual([
      'created_at',
      'html',
      'id',
      'subject',
      'text',
      'to',
    ]);
    expect(first.next_cursor).toEqual(expect.any(String));

    const second = devMailboxResponseSchema.parse((await get(`?limit=2&cursor=${first.next_cursor}`)).json());
    expect(second.items.map((m) => m.to)).toEqual(['ana@example.com']);
    expect(second.next_cursor).toBeNull();
  });

  it('refuses a limit above 100 and a cursor that is not one of ours', async () => {
    const tooMany = await get('?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'validation_error' });

    const badCursor = await get('?cursor=garbage');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toMatchObject({
      code: 'validation_error',
      details: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  });
});

describe('GET /api/dev/mailbox in production', () => {
  it('does not exist: kept e-mails hold sign-in links', async () => {
    const ctx = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});

describe('GET /api/dev/mailbox beyond loopback', () => {
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
    it(`does not exist when HOST=${host}: anyone on the network could read sign-in links`, async () => {
      const ctx = await createTestContext({ env: { HOST: host } });
      try {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        expect(res.statusCode).toBe(404);
      } finally {
        await ctx.close();
      }
    });
  }

  for (const host of ['localhost', '::1']) {
    it(`exists when HOST=${host}`, async () => {
      const ctx = await createTestContext({ env: { HOST: host } });
      try {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
        expect(res.statusCode).toBe(200);
      } finally {
        await ctx.close();
      }
    });
  }
});
