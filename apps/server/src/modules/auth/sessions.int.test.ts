import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, idToken, mailCollector, ORIGIN, signUpAndConfirm } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, signUpPeople } from '../../test/world.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions at /api/me/sessions', { timeout: 30_000 }, () => {
  let ctx: TestContext;
  const mail = mailCollector();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
  });
  afterAll(() => ctx.close());

  /** Signs in from another "browser" (its own user agent) and returns that session's ID token. */
  async function signInFrom(email: string, password: string, agent: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      headers: { origin: ORIGIN, 'user-agent': agent },
    });
    expect(response.statusCode).toBe(200);
    return idToken(ctx.app, cookiesOf(response));
  }

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, origin: ORIGIN } });

  const claims = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;

  it('lists where you are signed in, ends one, then all but this one', async () => {
    const ada = await signUpAndConfirm(ctx.app, mail, 'ada-sessions@example.com');
    const firefox = await signInFrom('ada-sessions@example.com', ada.password, FIREFOX);
    const phone = await signInFrom('ada-sessions@example.com', ada.password, IPHONE);
    // Every ID token says how its session was signed in to.
    expect(claims(firefox).amr).toEqual(['pwd']);

    const listed = await call(ada.token, 'GET', '/api/me/sessions');
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as {
      id: string;
      device: string;
      current: boolean;
      methods: string[];
    }[];
    expect(items).toHaveLength(3);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.map((item) => item.device)).toEqual(
      expect.arrayContaining(['Firefox on Linux', 'Safari on iOS']),
    );
    expect(items.every((item) => item.methods.join() === 'pwd')).toBe(true);
    expect(JSON.stringify(listed.json())).not.toMatch(/token/i);
    // Asked in German (as the app asks in the language it shows), the devices are named in it.
    const german = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { authorization: `Bearer ${ada.token}`, origin: ORIGIN, 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect((german.json().items as { device: string }[]).map((item) => item.device)).toEqual(
      expect.arrayContaining(['Firefox unter Linux', 'Safari unter iOS']),
    );

    // Ending the Firefox session: its very next call is refused.
    const firefoxId = claims(firefox).sid as string;
    expect((await call(firefox, 'GET', '/api/me/sessions')).statusCode).toBe(200);
    const ended = await call(ada.token, 'DELETE', `/api/me/sessions/${firefoxId}`);
    expect(ended.json()).toEqual({ revoked: 1 });
    expect((await call(firefox, 'GET', '/api/me/sessions')).statusCode).toBe(401);
    expect((await call(ada.token, 'DELETE', `/api/me/sessions/${firefoxId}`)).statusCode).toBe(404);

    // All but this one: the phone is signed out, this browser stays.
    const others = await call(ada.token, 'POST', '/api/me/sessions/revoke-others');
    expect(others.json()).toEqual({ revoked: 1 });
    expect((await call(phone, 'GET', '/api/me/sessions')).statusCode).toBe(401);
    const left = await call(ada.token, 'GET', '/api/me/sessions');
    expect(left.json().items).toEqual([expect.objectContaining({ current: true })]);
  });

  it("never ends someone else's session", async () => {
    const ada = await signUpAndConfirm(ctx.app, mail, 'ada-own@example.com');
    const bob = await signUpAndConfirm(ctx.app, mail, 'bob-own@example.com');
    const bobSession = claims(bob.token).sid as string;
    expect((await call(ada.token, 'DELETE', `/api/me/sessions/${bobSession}`)).statusCode).toBe(404);
    expect((await call(bob.token, 'GET', '/api/me/sessions')).statusCode).toBe(200);
  });

  it('notes when a session was last used', async () => {
    const ada = await signUpAndConfirm(ctx.app, mail, 'ada-seen@example.com');
    // Each call uses the session; the note is written beside the request, so it is polled for.
    await expect
      .poll(async () => {
        const listed = await call(ada.token, 'GET', '/api/me/sessions');
        return (listed.json().items[0] as { last_seen_at: string | null }).last_seen_at;
      })
      .toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a workspace admin signs a member out everywhere, never the owner', async () => {
    const people = await signUpPeople(ctx.app, mail);
    const world = await buildWorld(ctx.database.db, people);
    const signOut = (as: 'admin' | 'member' | 'owner', member: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/workspaces/${world.a.id}/users/${member}/sign-out`,
        headers: people[as].headers,
      });
    const memberId = world.a.memberIds.member!;
    expect((await signOut('member', world.a.memberIds.external!)).statusCode).toBe(403);
    expect((await signOut('admin', world.a.memberIds.owner!)).json()).toMatchObject({
      code: 'workspace_edit_user_failure',
    });
    expect((await signOut('admin', 'no-such-member')).statusCode).toBe(404);

    const done = await signOut('admin', memberId);
    expect(done.json()).toEqual({ revoked: 1 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: people.member.headers,
    });
    expect(after.statusCode).toBe(401);
    // The admin and the owner are still signed in.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me/sessions', headers: people.admin.headers }))
        .statusCode,
    ).toBe(200);
  });
});
