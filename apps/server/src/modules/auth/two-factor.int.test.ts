import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  claimsOf,
  cookieJar,
  mailCollector,
  ORIGIN,
  signUpAndConfirm,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

describe('two-step verification at /api/auth/two-factor', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  const mail = mailCollector();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
  });
  afterAll(() => ctx.close());

  async function post(browser: CookieJar, path: string, payload: object) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      payload,
      headers: { origin: ORIGIN, cookie: browser.header },
    });
    browser.take(response);
    return response;
  }

  async function tokenOf(browser: CookieJar) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { origin: ORIGIN, cookie: browser.header },
    });
    return response.statusCode === 200 ? (response.json().token as string) : null;
  }

  /** Turns it on for a new account; answers the app's code maker and the recovery codes. */
  async function enrolled(email: string) {
    const person = await signUpAndConfirm(ctx.app, mail, email);
    const browser = cookieJar(person.cookie);
    const wrongPassword = await post(browser, '/two-factor/enable', { password: 'not the password' });
    expect(wrongPassword.json().code).toBe('auth/wrong-password');
    const enabled = await post(browser, '/two-factor/enable', { password: person.password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const app = URI.parse(totpURI);
    // Not on until a first code confirms it: signing in still needs only the password.
    const confirmCode = app.generate();
    const confirmed = await post(browser, '/two-factor/verify-totp', { code: confirmCode });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).not.toHaveProperty('token');
    return { ...person, app, backupCodes, browser, confirmCode };
  }

  /** Signs in with the password in a new browser: the code step is asked for. */
  async function passwordStep(email: string, password: string, browser = cookieJar()) {
    const response = await post(browser, '/sign-in/email', { email, password });
    expect(response.statusCode).toBe(200);
    return { browser, answer: response.json() as { twoFactorRedirect?: boolean } };
  }

  it('asks for a code after the password; a wrong or replayed code is refused, the next one signs in', async () => {
    const ada = await enrolled('ada-2fa@example.com');
    expect(ada.backupCodes).toHaveLength(10);
    // The session that confirmed it says a second factor was used.
    expect(claimsOf((await tokenOf(ada.browser))!).amr).toEqual(['pwd', 'otp']);

    const first = await passwordStep('ada-2fa@example.com', ada.password);
    expect(first.answer.twoFactorRedirect).toBe(true);
    expect(await tokenOf(first.browser)).toBeNull();
    const wrong = await post(first.browser, '/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('auth/invalid-code');

    // The code that confirmed the set-up, sent again within its window: refused, no session. The
    // very code, not the app's code of the moment: a 30-second step may have begun since, and
    // the new step's code is no replay.
    const replayed = await post(first.browser, '/two-factor/verify-totp', { code: ada.confirmCode });
    expect(replayed.json().code).toBe('auth/invalid-code');
    expect(await tokenOf(first.browser)).toBeNull();

    const second = await passwordStep('ada-2fa@example.com', ada.password);
    const next = ada.app.generate({ timestamp: Date.now() + 30_000 });
    const signedIn = await post(second.browser, '/two-factor/verify-totp', { code: next });
    expect(signedIn.statusCode).toBe(200);
    expect(claimsOf((await tokenOf(second.browser))!).amr).toEqual(['pwd', 'otp']);
  });

  it('takes each recovery code once, stored only as a hash', async () => {
    const bob = await enrolled('bob-2fa@example.com');
    const code = bob.backupCodes[0]!;
    const stored = await ctx.database.db
      .selectFrom('twoFactor' as never)
      .select('backupCodes' as never)
      .executeTakeFirst();
    expect(JSON.stringify(stored)).not.toContain(code);

    const first = await passwordStep('bob-2fa@example.com', bob.password);
    // Typed without its dash and in spaces, it still counts.
    const used = await post(first.browser, '/two-factor/verify-backup-code', {
      code: ` ${code.replace('-', '')} `,
    });
    expect(used.statusCode).toBe(200);
    expect(claimsOf((await tokenOf(first.browser))!).amr).toEqual(['pwd', 'otp']);

    const again = await passwordStep('bob-2fa@example.com', bob.password);
    const reused = await post(again.browser, '/two-factor/verify-backup-code', { code });
    expect(reused.json().code).toBe('auth/invalid-code');
    expect(await tokenOf(again.browser)).toBeNull();
  });

  it('trusts a device for 30 days when asked, and its sign-ins still count as two-step', async () => {
    const cy = await enrolled('cy-2fa@example.com');
    const first = await passwordStep('cy-2fa@example.com', cy.password);
    const next = cy.app.generate({ timestamp: Date.now() + 30_000 });
    expect(
      (await post(first.browser, '/two-factor/verify-totp', { code: next, trustDevice: true })).statusCode,
    ).toBe(200);
    expect(first.browser.has('trust_device')).toBe(true);
    await post(first.browser, '/sign-out', {});
    const again = await passwordStep('cy-2fa@example.com', cy.password, first.browser);
    expect(again.answer.twoFactorRedirect).toBeUndefined();
    expect(claimsOf((await tokenOf(again.browser))!).amr).toEqual(['pwd', 'otp']);
  });

  it('turns off only with the password and a code', async () => {
    const dee = await enrolled('dee-2fa@example.com');
    const noCode = await post(dee.browser, '/two-factor/disable', { password: dee.password });
    expect(noCode.json().code).toBe('validation_error');
    const wrongCode = await post(dee.browser, '/two-factor/disable', {
      password: dee.password,
      code: '000000',
    });
    expect(wrongCode.json().code).toBe('auth/invalid-code');
    const off = await post(dee.browser, '/two-factor/disable', {
      password: dee.password,
      code: dee.backupCodes[1]!,
    });
    expect(off.statusCode).toBe(200);
    const signIn = await passwordStep('dee-2fa@example.com', dee.password);
    expect(signIn.answer.twoFactorRedirect).toBeUndefined();
  });
});
