import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimsOf,
  cookiesOf,
  idToken,
  mailCollector,
  ORIGIN,
  post,
  signUpAndConfirm,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { softAuthenticator } from '../../test/soft-authenticator.js';

describe('passkeys', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  const mail = mailCollector();
  // The app's clock, moved on to outlive a challenge.
  let ahead = 0;

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send, now: () => new Date(Date.now() + ahead) },
    });
  });
  afterAll(() => ctx.close());

  const me = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/me/passkeys${url}`,
      headers: { authorization: `Bearer ${token}`, 'user-agent': 'Mozilla/5.0 (Macintosh) Chrome/131.0' },
      ...(payload ? { payload } : {}),
    });

  /** A new account with one passkey on a software authenticator. */
  async function personWithPasskey(email: string) {
    const person = await signUpAndConfirm(ctx.app, mail, email);
    const device = softAuthenticator(ORIGIN);
    const options = (await me(person.token, 'POST', '/options')).json();
    const added = await me(person.token, 'POST', '', { response: device.create(options) });
    expect(added.statusCode).toBe(201);
    return { ...person, device, passkey: added.json() as { id: string; name: string } };
  }

  const signInOptions = async () => (await post(ctx.app, '/api/auth/passkey/sign-in-options', {})).json();

  it('is added with the device’s name, listed, renamed and removed by its owner only', async () => {
    const ada = await personWithPasskey('pk-owner@example.com');
    expect(ada.passkey.name).toBe('Chrome on macOS');
    const listed = (await me(ada.token, 'GET', '')).json().items;
    expect(listed).toEqual([
      expect.objectContaining({ id: ada.passkey.id, name: 'Chrome on macOS', last_used_at: null }),
    ]);

    const other = await signUpAndConfirm(ctx.app, mail, 'pk-other@example.com');
    expect((await me(other.token, 'GET', '')).json().items).toEqual([]);
    const foreignRename = await me(other.token, 'PATCH', `/${ada.passkey.id}`, { name: 'Mine now' });
    expect(foreignRename.statusCode).toBe(404);
    expect((await me(other.token, 'DELETE', `/${ada.passkey.id}`)).statusCode).toBe(404);

    const renamed = await me(ada.token, 'PATCH', `/${ada.passkey.id}`, { name: '  Work laptop ' });
    expect(renamed.json()).toMatchObject({ name: 'Work laptop' });
    expect((await me(ada.token, 'PATCH', `/${ada.passkey.id}`, { name: '' })).statusCode).toBe(400);

    expect((await me(ada.token, 'DELETE', `/${ada.passkey.id}`)).statusCode).toBe(204);
    expect((await me(ada.token, 'GET', '')).json().items).toEqual([]);
    // A removed passkey no longer signs in.
    const refused = await post(ctx.app, '/api/auth/passkey/sign-in', {
      response: ada.device.get(await signInOptions()),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('auth/passkey-failed');
  });

  it('refuses a replayed, foreign, unverified or late registration', async () => {
    const person = await signUpAndConfirm(ctx.app, mail, 'pk-refused@example.com');
    const device = softAuthenticator(ORIGIN);

    const options = (await me(person.token, 'POST', '/options')).json();
    const answer = device.create(options);
    expect((await me(person.token, 'POST', '', { response: answer, name: 'Key' })).statusCode).toBe(201);
    // The same answer again: its challenge is spent.
    const replay = await me(person.token, 'POST', '', { response: answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('passkey_invalid');

    const phished = device.create((await me(person.token, 'POST', '/options')).json(), {
      origin: 'https://expert0s.example',
    });
    expect((await me(person.token, 'POST', '', { response: phished })).json().code).toBe('passkey_invalid');

    const unverified = device.create((await me(person.token, 'POST', '/options')).json(), {
      verified: false,
    });
    expect((await me(person.token, 'POST', '', { response: unverified })).json().code).toBe(
      'passkey_invalid',
    );

    // Another person's challenge is not this person's.
    const other = await signUpAndConfirm(ctx.app, mail, 'pk-refused-2@example.com');
    const theirs = device.create((await me(other.token, 'POST', '/options')).json());
    expect((await me(person.token, 'POST', '', { response: theirs })).json().code).toBe('passkey_invalid');

    // Too late: the challenge lived five minutes.
    const late = device.create((await me(person.token, 'POST', '/options')).json());
    ahead = 6 * 60_000;
    expect((await me(person.token, 'POST', '', { response: late })).json().code).toBe('passkey_invalid');
    ahead = 0;

    expect((await me(person.token, 'GET', '')).json().items).toHaveLength(1);
    const malformed = await me(person.token, 'POST', '', { response: { id: 'x', type: 'password' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('validation_error');
  });

  it('signs in without a password, once per answer, as a hardware key', async () => {
    const ada = await personWithPasskey('pk-signin@example.com');
    const answer = ada.device.get(await signInOptions());
    const signedIn = await post(ctx.app, '/api/auth/passkey/sign-in', { response: answer });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'pk-signin@example.com' });
    const token = await idToken(ctx.app, cookiesOf(signedIn));
    expect(claimsOf(token)).toMatchObject({ email: 'pk-signin@example.com', amr: ['hwk'] });
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/sessions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sessions.json().items.find((s: { current: boolean }) => s.current).methods).toEqual(['hwk']);
    expect((await me(ada.token, 'GET', '')).json().items[0].last_used_at).not.toBeNull();

    // The same answer again: its challenge is spent.
    const replay = await post(ctx.app, '/api/auth/passkey/sign-in', { response: answer });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('auth/passkey-failed');
    expect(replay.cookies).toEqual([]);
  });

  it('refuses a cloned key, a foreign origin, an unverified user and a made-up challenge', async () => {
    const ada = await personWithPasskey('pk-clone@example.com');
    const first = await post(ctx.app, '/api/auth/passkey/sign-in', {
      response: ada.device.get(await signInOptions(), { counter: 5 }),
    });
    expect(first.statusCode).toBe(200);
    const attempts = [
      // A counter that went back: a copy of the key signed.
      ada.device.get(await signInOptions(), { counter: 3 }),
      ada.device.get(await signInOptions(), { origin: 'https://expert0s.example' }),
      ada.device.get(await signInOptions(), { verified: false }),
      ada.device.get({ challenge: 'bm90LWlzc3VlZC1ieS11cw' }),
    ];
    for (const response of attempts) {
      const refused = await post(ctx.app, '/api/auth/passkey/sign-in', { response });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('auth/passkey-failed');
    }
    const malformed = await post(ctx.app, '/api/auth/passkey/sign-in', { response: { id: '' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('needs a trusted origin to start or finish a sign-in', async () => {
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/sign-in-options',
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
