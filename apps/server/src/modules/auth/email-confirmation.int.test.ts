import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, mailCollector, ORIGIN, post, tokenOf } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const PASSWORD = 'correct horse battery';

function verify(app: FastifyInstance, token: string, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

async function sessionOf(app: FastifyInstance, cookie: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie, origin: ORIGIN },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { user: { email: string } } | null;
}

/**
 * Login CSRF: a confirmation link signs in only the browser that signed up (or asked for the
 * link again). Opened anywhere else it still confirms the address, without a session, so an
 * attacker's own link cannot sign a victim into the attacker's account.
 */
describe('e-mail confirmation signs in only the browser that signed up', { timeout: 30_000 }, () => {
  let ctx: TestContext;
  const mail = mailCollector();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
  });
  afterAll(() => ctx.close());

  async function signUp(email: string) {
    const res = await post(ctx.app, '/api/auth/sign-up/email', {
      name: 'Someone',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    return { cookie: cookiesOf(res), token: tokenOf(mail.last(email, 'verify-email')!.url) };
  }

  async function sessionRows(email: string) {
    return ctx.database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.id')
      .where('user.email', '=', email)
      .execute();
  }

  it('opened in another browser: confirms the address but signs nobody in', async () => {
    const email = 'mallory@example.com';
    const { cookie: signUpCookie, token } = await signUp(email);
    expect(signUpCookie).not.toBe('');

    const res = await verify(ctx.app, token);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name).filter((name) => name.includes('session'))).toEqual([]);
    expect(await sessionOf(ctx.app, cookiesOf(res))).toBeNull();
    // The session the identity service opened for the link is gone too.
    expect(await sessionRows(email)).toEqual([]);

    // The address is confirmed: the password now signs in.
    const signIn = await post(ctx.app, '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await sessionOf(ctx.app, cookiesOf(signIn)))?.user.email).toBe(email);
  });

  it('opened in a browser that signed up with another address: no session either', async () => {
    const victim = await signUp('victim@example.com');
    const attacker = await signUp('attacker@example.com');

    const res = await verify(ctx.app, attacker.token, victim.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.map((c) => c.name).filter((name) => name.includes('session'))).toEqual([]);
    expect(await sessionOf(ctx.app, [victim.cookie, cookiesOf(res)].filter(Boolean).join('; '))).toBeNull();
    expect(await sessionRows('attacker@example.com')).toEqual([]);
  });

  it('opened in the browser that signed up: signs in as before and drops the sign-up cookie', async () => {
    const email = 'ada@example.com';
    const { cookie, token } = await signUp(email);

    const res = await verify(ctx.app, token, cookie);
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name.endsWith('session_token'));
    expect(session?.value).toBeTruthy();
    expect((await sessionOf(ctx.app, cookiesOf(res)))?.user.email).toBe(email);
    const proof = res.cookies.find((c) => cookie.startsWith(`${c.name}=`));
    expect(proof?.maxAge).toBe(0);
  });

  it('the sign-up cookie is httpOnly, SameSite=Lax, scoped to /api/auth and lasts as long as the link', async () => {
    const res = await post(ctx.app, '/api/auth/sign-up/email', {
      name: 'Grace',
      email: 'grace@example.com',
      password: PASSWORD,
    });
    expect(res.cookies).toHaveLength(1);
    expect(res.cookies[0]).toMatchObject({ httpOnly: true, path: '/api/auth', maxAge: 24 * 60 * 60 });
    expect(res.cookies[0]!.sameSite?.toLowerCase()).toBe('lax');
    expect(res.cookies[0]!.value).not.toContain('grace');
  });

  it('a resent link signs in the browser that asked for it', async () => {
    const email = 'hopper@example.com';
    await signUp(email);
    const resend = await post(ctx.app, '/api/auth/send-verification-email', { email });
    expect(resend.statusCode).toBe(200);
    const token = tokenOf(mail.last(email, 'verify-email')!.url);

    const res = await verify(ctx.app, token, cookiesOf(resend));
    expect((await sessionOf(ctx.app, cookiesOf(res)))?.user.email).toBe(email);
  });
});
