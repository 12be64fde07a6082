import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  cookieJar,
  cookiesOf,
  idToken,
  mailCollector,
  ORIGIN,
  signUpAndConfirm,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { softAuthenticator } from '../../test/soft-authenticator.js';
import { until } from '../../test/until.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Security e-mails over a real SMTP server: each change to how an account signs in reaches the
 * account's own address with a link to its sessions page; a known browser signs in quietly.
 */
describe('security e-mails', { timeout: 60_000 }, () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  const accountMail = mailCollector();

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
      deps: { sendAccountMail: accountMail.send },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));

  /** Waits for the `n`th e-mail to `email` and answers it. */
  async function nth(email: string, n: number) {
    await until(() => mailsTo(email).length >= n);
    return mailsTo(email)[n - 1]!;
  }

  async function call(browser: CookieJar, path: string, payload: object, agent = FIREFOX) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      payload,
      headers: { origin: ORIGIN, cookie: browser.header, 'user-agent': agent },
    });
    browser.take(response);
    return response;
  }

  it('tells of a sign-in from a new browser once, never from the browser that signed up', async () => {
    const email = 'sec-newdevice@example.com';
    const person = await signUpAndConfirm(ctx.app, accountMail, email);
    const home = cookieJar(person.cookie);
    // The sign-up browser signs in again: it is known.
    expect((await call(home, '/sign-in/email', { email, password: person.password })).statusCode).toBe(200);

    const elsewhere = cookieJar();
    expect((await call(elsewhere, '/sign-in/email', { email, password: person.password })).statusCode).toBe(
      200,
    );
    const mail = await nth(email, 1);
    expect(mail.subject).toBe('New sign-in to your Expertos account');
    expect(mail.text).toContain('on Firefox on Linux from 127.0.0.1 with your password');
    expect(mail.text).toContain('http://localhost:3000/account/security');
    expect(mail.text).toMatch(/If it was not you/);

    // That browser is known now; a wrong password mails nothing.
    expect((await call(elsewhere, '/sign-in/email', { email, password: person.password })).statusCode).toBe(
      200,
    );
    expect(
      (await call(cookieJar(), '/sign-in/email', { email, password: 'not the password' })).statusCode,
    ).toBe(401);
    // Give the worker time to send anything else queued: nothing was.
    await call(home, '/change-password', {
      currentPassword: person.password,
      newPassword: 'another long secret',
    });
    const changed = await nth(email, 2);
    expect(changed.subject).toBe('Your Expertos password was changed');
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('writes in the language of the person’s profile', async () => {
    const email = 'sec-french@example.com';
    const person = await signUpAndConfirm(ctx.app, accountMail, email);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: { authorization: `Bearer ${person.token}` },
      payload: { language: 'fr' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await call(cookieJar(person.cookie), '/change-password', {
      currentPassword: person.password,
      newPassword: 'un autre long secret',
    });
    const mail = await nth(email, 1);
    expect(mail.subject).toBe('Le mot de passe de votre compte Expertos a été modifié');
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.text).toContain('http://localhost:3000/account/security');
  });

  it('tells of two-step verification turned on and off, a recovery code used, a passkey and an API key', async () => {
    const email = 'sec-factors@example.com';
    const person = await signUpAndConfirm(ctx.app, accountMail, email);
    const home = cookieJar(person.cookie);
    const enabled = await call(home, '/two-factor/enable', { password: person.password });
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const app = URI.parse(totpURI);
    expect((await call(home, '/two-factor/verify-totp', { code: app.generate() })).statusCode).toBe(200);
    expect((await nth(email, 1)).subject).toBe('Two-step verification is on');

    const laptop = cookieJar();
    const step = await call(laptop, '/sign-in/email', { email, password: person.password });
    expect(step.json()).toMatchObject({ twoFactorRedirect: true });
    const recovered = await call(laptop, '/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(recovered.statusCode).toBe(200);
    const recovery = await nth(email, 2);
    expect(recovery.subject).toBe('A recovery code was used to sign in');
    expect(recovery.text).toContain('on Firefox on Linux from 127.0.0.1');

    const off = await call(home, '/two-factor/disable', { password: person.password, code: backupCodes[1] });
    expect(off.statusCode).toBe(200);
    expect((await nth(email, 3)).subject).toBe('Two-step verification was turned off');

    // Turning two-step verification on replaced the session: this browser's token now.
    const bearer = { authorization: `Bearer ${await idToken(ctx.app, home.header)}` };
    const device = softAuthenticator(ORIGIN);
    const options = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/passkeys/options',
      headers: bearer,
    });
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/passkeys',
      headers: bearer,
      payload: { response: device.create(options.json()), name: 'Studio <iMac>' },
    });
    expect(added.statusCode).toBe(201);
    const addedMail = await nth(email, 4);
    expect(addedMail.subject).toBe('A passkey was added to your account');
    expect(addedMail.html).toContain('Studio &lt;iMac&gt;');
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/me/passkeys/${added.json().id}`,
      headers: bearer,
    });
    expect(removed.statusCode).toBe(204);
    expect((await nth(email, 5)).subject).toBe('A passkey was removed from your account');

    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/api-keys',
      headers: bearer,
      payload: { name: 'Zapier', scopes: ['tickets:read'] },
    });
    expect(key.statusCode).toBe(201);
    const keyMail = await nth(email, 6);
    expect(keyMail.subject).toBe('A new API key was made on your account');
    expect(keyMail.text).toContain('“Zapier”');
    expect(keyMail.text).not.toContain(key.json().secret);
  });

  it('tells of a password reset, and signs the browser that confirmed the sign-up in quietly', async () => {
    const email = 'sec-reset@example.com';
    const person = await signUpAndConfirm(ctx.app, accountMail, email);
    const browser = cookieJar(person.cookie);
    expect(browser.header).toContain('expertos.device=');
    await call(cookieJar(), '/request-password-reset', { email, redirectTo: '/reset-password' });
    const link = accountMail.last(email, 'reset-password');
    const token = new URL(link!.url).searchParams.get('token')!;
    const reset = await call(cookieJar(), '/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    const mail = await nth(email, 1);
    expect(mail.subject).toBe('Your Expertos password was changed');
    expect(cookiesOf(reset)).not.toContain('expertos.device');
  });
});
