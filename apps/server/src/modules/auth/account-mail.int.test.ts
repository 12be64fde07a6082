import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cookiesOf, idToken, ORIGIN, post } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { until } from '../../test/until.js';

/**
 * The whole account journey with real parts: the mail queue and its worker, nodemailer, and a
 * real SMTP server receiving the confirmation e-mail whose link the test then follows.
 */
describe('sign-up with e-mail over SMTP', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Expertos <hello@expertos.test>',
        RUN_WORKER: 'true',
        JOBS_POLL_MS: '50',
        LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
      },
      beforeReady: (app) => {
        app.get(
          '/api/test/whoami',
          {
            config: { access: 'signedIn', scope: 'session' },
            schema: { response: { 200: z.object({ email: z.string() }) } },
          },
          async (request) => ({ email: request.user!.email }),
        );
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('mails a confirmation link that confirms, signs in and unlocks the API', async () => {
    const email = 'hopper@example.com';
    const signUp = await post(ctx.app, '/api/auth/sign-up/email', {
      name: 'Grace <Hopper>',
      email,
      password: 'correct horse battery',
      callbackURL: '/tasks',
    });
    expect(signUp.statusCode).toBe(200);

    await until(() => smtp.received.some((m) => m.to.includes(email)));
    const received = smtp.received.find((m) => m.to.includes(email))!;
    expect(received.from).toBe('hello@expertos.test');
    const message = parseMail(received.raw);
    expect(message.subject).toMatch(/Expertos/);
    expect(message.html).toContain('Grace &lt;Hopper&gt;');
    const link = /http:\/\/localhost:3000\/confirm-email\?[^\s"<]+/.exec(message.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(message.html).toContain(link!.replaceAll('&', '&amp;'));
    const url = new URL(link!);
    expect(url.searchParams.get('redirect')).toBe('/tasks');

    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(url.searchParams.get('token')!)}`,
      // The same browser that signed up (its sign-up cookie): the link signs it in.
      headers: { origin: ORIGIN, cookie: cookiesOf(signUp) },
    });
    expect(verify.statusCode).toBe(200);
    const token = await idToken(ctx.app, cookiesOf(verify));
    const whoami = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoami.json()).toEqual({ email });
  });
});
