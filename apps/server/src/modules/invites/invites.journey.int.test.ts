import { inviteListSchema, inviteSchema } from '@expertos/domain/invite.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, idToken, mailCollector, ORIGIN, post, tokenOf } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { parseMail } from '../../test/mime.js';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.js';
import { until } from '../../test/until.js';
import { insertWorkspace, signUpPerson, type TestPerson } from '../../test/workspace-fixtures.js';

describe('a new person registers from the invite page and joins', () => {
  let ctx: TestContext;
  const mail = mailCollector();
  let admin: TestPerson;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
  });
  afterAll(() => ctx.close());

  it('invite → sign-up with the invite page as callback → confirm → accept → member', async () => {
    const workspace = await insertWorkspace(ctx.database.db, admin, 'Night Studio');
    const email = 'newbie@example.com';
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invites`,
      headers: admin.headers,
      payload: { email, role: 'member' },
    });
    const { uid } = inviteSchema.parse(created.json());

    // The invite page, before the person has an account: it offers to register.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/invites/${uid}` });
    expect(page.json()).toMatchObject({ workspace_name: 'Night Studio', email, has_account: false });

    const signUp = await post(ctx.app, '/api/auth/sign-up/email', {
      name: 'New Person',
      email,
      password: 'correct horse battery',
      callbackURL: `/invite/${uid}`,
    });
    expect(signUp.statusCode).toBe(200);

    // The confirmation link brings them back to the invite page.
    const link = mail.last(email, 'verify-email');
    expect(new URL(link!.url).searchParams.get('redirect')).toBe(`/invite/${uid}`);
    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${encodeURIComponent(tokenOf(link!.url))}`,
      // The same browser that signed up (its sign-up cookie): the link signs it in.
      headers: { origin: ORIGIN, cookie: cookiesOf(signUp) },
    });
    expect(verify.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${await idToken(ctx.app, cookiesOf(verify))}` };

    const again = await ctx.app.inject({ method: 'GET', url: `/api/invites/${uid}` });
    expect(again.json().has_account).toBe(true);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/me/invites', headers });
    expect(inviteListSchema.parse(mine.json()).map((item) => item.uid)).toEqual([uid]);

    const accept = await ctx.app.inject({ method: 'POST', url: `/api/invites/${uid}/accept`, headers });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toEqual({ workspace_uid: workspace.id });

    const row = await ctx.database.db
      .selectFrom('workspace_members as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select(['m.role', 'm.status', 'u.email'])
      .where('m.workspace_id', '=', workspace.id)
      .where('u.email', '=', email)
      .executeTakeFirst();
    expect(row).toEqual({ role: 'member', status: 'joined', email });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/workspaces', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        workspaces: expect.objectContaining({ uid: workspace.id, name: 'Night Studio' }),
        role: 'member',
        status: 'joined',
      }),
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me/invites', headers })).json()).toEqual([]);
  });
});

describe('the invite e-mail over SMTP', () => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  const mail = mailCollector();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestContext({
      env: {
        RUN_WORKER: 'true',
        SMTP_URL: smtp.url,
        JOBS_POLL_MS: '10',
        MAIL_FROM: 'Expertos <no-reply@expertos.test>',
      },
      deps: { sendAccountMail: mail.send },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('is delivered by the worker with the invite link', async () => {
    const admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
    const workspace = await insertWorkspace(ctx.database.db, admin, 'Night <Studio>');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invites`,
      headers: admin.headers,
      payload: { email: 'guest@example.com', role: 'member' },
    });
    const { uid } = inviteSchema.parse(res.json());

    await until(() => smtp.received.some((m) => m.to.includes('guest@example.com')));
    const received = smtp.received.find((m) => m.to.includes('guest@example.com'))!;
    const parsed = parseMail(received.raw);
    const link = `http://localhost:3000/invite/${uid}`;
    expect(parsed.subject).toBe('Ada Lovelace invited you to Night <Studio> on Expertos');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.html).toContain('Night &lt;Studio&gt;');
  });

  it('is written in its inviter’s language', async () => {
    const admin = await signUpPerson(ctx.app, mail, 'admin-de@example.com');
    const german = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me',
      headers: admin.headers,
      payload: { language: 'de' },
    });
    expect(german.statusCode, german.body).toBe(200);
    const workspace = await insertWorkspace(ctx.database.db, admin, 'Nachtstudio');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invites`,
      headers: admin.headers,
      payload: { email: 'gast@example.com', role: 'member' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await until(() => smtp.received.some((m) => m.to.includes('gast@example.com')));
    const parsed = parseMail(smtp.received.find((m) => m.to.includes('gast@example.com'))!.raw);
    expect(parsed.subject).toBe('Ada Lovelace hat Sie zu Nachtstudio auf Expertos eingeladen');
  });
});
