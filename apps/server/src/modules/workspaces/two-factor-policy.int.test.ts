import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, idToken, mailCollector, ORIGIN, post } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { softAuthenticator } from '../../test/soft-authenticator.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

const DAY = 86_400_000;

/** "Require two-step verification" (docs/product.md#require-two-step-verification). */
describe('require two-step verification', { timeout: 60_000 }, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let ahead = 0;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send, now: () => new Date(Date.now() + ahead) },
    });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const brands = (token: string) => as(token, 'GET', `/api/workspaces/${world.a.id}/projects`);
  const security = () => `/api/workspaces/${world.a.id}/security`;

  /** Adds a passkey for the person (through their password session) and signs in with it: its token. */
  async function withPasskey(person: Person): Promise<string> {
    const device = softAuthenticator(ORIGIN);
    const headers = { authorization: `Bearer ${person.token}` };
    const options = await ctx.app.inject({ method: 'POST', url: '/api/me/passkeys/options', headers });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/me/passkeys',
      headers,
      payload: { response: device.create(options.json()) },
    });
    const challenge = (await post(ctx.app, '/api/auth/passkey/sign-in-options', {})).json();
    const signedIn = await post(ctx.app, '/api/auth/passkey/sign-in', { response: device.get(challenge) });
    return idToken(ctx.app, cookiesOf(signedIn));
  }

  it('refuses a password-only session on the workspace after 7 days, never the person’s own pages; a passkey passes', async () => {
    expect((await as(people.admin.token, 'GET', security())).json()).toEqual({
      require_two_factor: false,
      enforced_from: null,
    });
    expect((await as(people.member.token, 'PUT', security(), { require_two_factor: true })).statusCode).toBe(
      403,
    );
    const turnedOn = await as(people.admin.token, 'PUT', security(), { require_two_factor: true });
    expect(turnedOn.statusCode).toBe(200);
    const from = turnedOn.json().enforced_from as string;
    expect(Math.round((Date.parse(from) - Date.now()) / DAY)).toBe(7);

    // The grace period: nothing changes yet.
    expect((await brands(people.member.token)).statusCode).toBe(200);
    ahead = 8 * DAY;
    const refused = await brands(people.member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_required');
    // Other workspaces and the person's own pages stay open: they can set it up.
    expect(
      (await as(people.outsider.token, 'GET', `/api/workspaces/${world.b.id}/projects`)).statusCode,
    ).toBe(200);
    expect((await as(people.member.token, 'GET', '/api/me/sessions')).statusCode).toBe(200);

    // Signed in with a passkey (a second factor by itself), the member is back in.
    expect((await brands(await withPasskey(people.member))).statusCode).toBe(200);

    // Admins too: turning it off takes a session with a second factor. Then the password is
    // enough again; both changes are in the audit log.
    expect((await as(people.admin.token, 'PUT', security(), { require_two_factor: false })).statusCode).toBe(
      403,
    );
    const off = await as(await withPasskey(people.admin), 'PUT', security(), { require_two_factor: false });
    expect(off.json()).toEqual({ require_two_factor: false, enforced_from: null });
    expect((await brands(people.member.token)).statusCode).toBe(200);
    const log = await as(people.owner.token, 'GET', `/api/workspaces/${world.a.id}/audit-log?limit=200`);
    const actions = (log.json().items as { action: string }[]).map((entry) => entry.action);
    expect(actions).toContain('workspace.two_factor_required');
    expect(actions).toContain('workspace.two_factor_not_required');
    ahead = 0;
  });
});
