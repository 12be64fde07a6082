import { mentionToken } from '@expertos/domain/comment.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, post } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { until } from '../../test/until.js';
import { type CommentsTestContext, createCommentsTestContext } from '../comments/comments.fixtures.js';

/**
 * E-mails in their recipient's language (docs/product.md#languages), through the mail queue,
 * its worker and a real SMTP server: a notification in the language of the person's profile,
 * and a password reset asked signed out in the language of the request that asked for it.
 */
describe('e-mails in the recipient’s language', { timeout: 60_000 }, () => {
  let smtp: TestSmtpServer;
  const env = () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Expertos <hello@expertos.test>',
    RUN_WORKER: 'true',
    JOBS_POLL_MS: '50',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
  });
  const mailsTo = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email)).map((m) => parseMail(m.raw));

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  describe('a notification', () => {
    let t: CommentsTestContext;
    beforeAll(async () => {
      t = await createCommentsTestContext({ env: env() });
    });
    afterAll(() => t?.ctx.close());

    it('reaches a person whose profile speaks German in German, and one who chose none in English', async () => {
      const world = await t.buildTicketWorld();
      const ids = world.a.memberIds as Record<'admin' | 'owner', string>;
      const chosen = await t.call('admin', 'PUT', '/api/me', { language: 'de' });
      expect(chosen.statusCode, chosen.body).toBe(200);

      const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Film the reel' });
      await t.comment('member', ticket.uid, {
        body: `${mentionToken({ uid: ids.admin, name: 'Ada', email: t.people.admin.email })} und ${mentionToken({ uid: ids.owner, name: 'Ada', email: t.people.owner.email })}: <schau> mal`,
      });

      await until(
        () => mailsTo(t.people.admin.email).length >= 1 && mailsTo(t.people.owner.email).length >= 1,
      );
      const [german] = mailsTo(t.people.admin.email);
      expect(german!.subject).toBe(`Ada Lovelace hat Sie in #${ticket.id} Film the reel erwähnt`);
      expect(german!.text).toContain('Hallo Ada Lovelace,');
      expect(german!.text).toContain('Aufgabe öffnen: http://localhost:3000/brand/');
      expect(german!.text).toContain('— Ihr Expertos-Team');
      expect(german!.html).toContain('<html lang="de">');
      expect(german!.html).toContain('&lt;schau&gt; mal');

      const [english] = mailsTo(t.people.owner.email);
      expect(english!.subject).toBe(`Ada Lovelace mentioned you on #${ticket.id} Film the reel`);
      expect(english!.html).toContain('<html lang="en">');
    });
  });

  describe('a password reset asked signed out', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ env: env() });
    });
    afterAll(() => ctx?.close());

    it('arrives in the language of the request when the person chose none', async () => {
      const email = 'reset-language@example.com';
      const signUp = await post(ctx.app, '/api/auth/sign-up/email', {
        name: 'Grace Hopper',
        email,
        password: 'correct horse battery',
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      // Asked without a language: the confirmation is in English.
      await until(() => mailsTo(email).length >= 1);
      expect(mailsTo(email)[0]!.subject).toBe('Confirm your e-mail address for Expertos');

      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
        headers: { origin: ORIGIN, 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      await until(() => mailsTo(email).length >= 2);
      const reset = mailsTo(email)[1]!;
      expect(reset.subject).toBe('Restablece tu contraseña de Expertos');
      expect(reset.text).toContain('Hola, Grace Hopper:');
      expect(reset.text).toMatch(
        /Elegir una contraseña nueva: http:\/\/localhost:3000\/reset-password\?token=/,
      );
      expect(reset.html).toContain('<html lang="es">');
    });
  });
});
