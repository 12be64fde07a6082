import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  claimsOf,
  cookieJar,
  idToken,
  mailCollector,
  ORIGIN,
  signUpAndConfirm,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type OidcAccount, type OidcServer, startOidcServer } from '../../test/oidc-server.js';

/**
 * Signing in with a provider (docs/product.md#sign-in-with-a-provider) against `oidc-provider`
 * standing in for Google: the whole redirect dance, the ID token checked against its keys.
 */
describe('sign in with Google or Microsoft (OpenID Connect stand-ins)', { timeout: 60_000 }, () => {
  let google: OidcServer;
  let microsoft: OidcServer;
  let ctx: TestContext;
  const mail = mailCollector();

  beforeAll(async () => {
    google = await startOidcServer({ publicUrl: ORIGIN, providerId: 'google' });
    microsoft = await startOidcServer({ publicUrl: ORIGIN, providerId: 'microsoft' });
    ctx = await createTestContext({
      env: {
        AUTH_GOOGLE_CLIENT_ID: google.clientId,
        AUTH_GOOGLE_CLIENT_SECRET: google.clientSecret,
        AUTH_GOOGLE_ISSUER: google.issuer,
        AUTH_MICROSOFT_CLIENT_ID: microsoft.clientId,
        AUTH_MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
        AUTH_MICROSOFT_TENANT: '72f988bf-86f1-41af-91ab-2d7cd011db47',
        AUTH_MICROSOFT_ISSUER: microsoft.issuer,
      },
      deps: { sendAccountMail: mail.send },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await google.close();
    await microsoft.close();
  });

  /** Follows the provider's redirects (its own cookies kept) until it sends the browser back to the app. */
  async function atProvider(url: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let next = url;
    for (let hop = 0; hop < 12; hop++) {
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`the provider stopped at ${next}: ${response.status} ${await response.text()}`);
      const target = new URL(location, next);
      if (target.origin === ORIGIN) return target;
      next = target.toString();
    }
    throw new Error('too many redirects at the provider');
  }

  /** Starts at the app (a sign-in or, signed in, a link), signs in at the provider as `account`, and comes back. */
  async function withProvider(
    browser: CookieJar,
    account: OidcAccount,
    start = '/sign-in/social',
    provider: 'google' | 'microsoft' = 'google',
  ) {
    (provider === 'google' ? google : microsoft).signInAs(account);
    const begun = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth${start}`,
      payload: {
        provider,
        callbackURL: '/dashboard',
        errorCallbackURL: '/signin',
        disableRedirect: true,
      },
      headers: { origin: ORIGIN, cookie: browser.header },
    });
    expect(begun.statusCode, begun.body).toBe(200);
    browser.take(begun);
    const back = await atProvider(begun.json().url as string);
    expect(back.pathname).toBe(`/api/auth/callback/${provider}`);
    const landed = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: browser.header, 'user-agent': 'Mozilla/5.0 (Macintosh) Chrome/131.0' },
    });
    browser.take(landed);
    expect(landed.statusCode).toBe(302);
    return new URL(landed.headers.location as string, ORIGIN);
  }

  const tokenOf = async (browser: CookieJar) => {
    try {
      return await idToken(ctx.app, browser.header);
    } catch {
      return null;
    }
  };

  it('offers the configured providers by name, never their secrets', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/sign-in-providers' });
    expect(listed.json()).toEqual({
      items: [
        { id: 'google', name: 'Google' },
        { id: 'microsoft', name: 'Microsoft' },
      ],
    });
    expect(listed.body).not.toContain(google.clientSecret);
    expect(listed.body).not.toContain(google.clientId);
  });

  it('makes an account for a verified address and signs it in, marked as federated', async () => {
    const browser = cookieJar();
    const landed = await withProvider(browser, {
      sub: 'g-new',
      email: 'new.person@example.com',
      email_verified: true,
      name: 'New Person',
    });
    expect(landed.pathname).toBe('/dashboard');
    const token = await tokenOf(browser);
    expect(claimsOf(token!)).toMatchObject({
      email: 'new.person@example.com',
      email_verified: true,
      amr: ['fed'],
    });
    // The next time, the same Google account is the same person.
    const again = cookieJar();
    await withProvider(again, {
      sub: 'g-new',
      email: 'new.person@example.com',
      email_verified: true,
      name: 'N',
    });
    expect(claimsOf((await tokenOf(again))!).sub).toBe(claimsOf(token!).sub);
  });

  it('makes no account for an address the provider did not verify', async () => {
    const browser = cookieJar();
    const landed = await withProvider(browser, {
      sub: 'g-unverified',
      email: 'unverified@example.com',
      email_verified: false,
      name: 'Un Verified',
    });
    expect(landed.pathname).toBe('/signin');
    expect(landed.searchParams.get('error')).toBe('unable_to_create_user');
    expect(await tokenOf(browser)).toBeNull();
  });

  it('never joins an existing account at sign-in; the person links it once signed in, with a verified, same address', async () => {
    const person = await signUpAndConfirm(ctx.app, mail, 'ada@example.com');
    const stranger = cookieJar();
    const refused = await withProvider(stranger, {
      sub: 'g-ada',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada',
    });
    expect(refused.searchParams.get('error')).toBe('account_not_linked');
    expect(await tokenOf(stranger)).toBeNull();

    // Signed in with the password, Ada connects her Google account: an unverified or another
    // address is refused.
    const home = cookieJar(person.cookie);
    const unverified = await withProvider(
      home,
      { sub: 'g-ada', email: 'ada@example.com', email_verified: false, name: 'Ada' },
      '/link-social',
    );
    expect(unverified.searchParams.get('error')).toBe('unable_to_link_account');
    const other = await withProvider(
      home,
      { sub: 'g-ada-2', email: 'someone.else@example.com', email_verified: true, name: 'Ada' },
      '/link-social',
    );
    expect(other.searchParams.get('error')).toBe('email_does_not_match');
    const linked = await withProvider(
      home,
      { sub: 'g-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' },
      '/link-social',
    );
    expect(linked.searchParams.get('error')).toBeNull();
    const accounts = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/list-accounts',
      headers: { cookie: home.header },
    });
    expect((accounts.json() as { providerId: string }[]).map((a) => a.providerId).sort()).toEqual([
      'credential',
      'google',
    ]);

    // From now on Google signs Ada in, to her own account.
    const laptop = cookieJar();
    await withProvider(laptop, { sub: 'g-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
    expect(claimsOf((await tokenOf(laptop))!).email).toBe('ada@example.com');
  });

  it('takes a Microsoft tenant’s addresses as verified, though its tokens carry no such claim', async () => {
    const browser = cookieJar();
    const landed = await withProvider(
      browser,
      { sub: 'm-1', email: 'worker@contoso.example', name: 'Wor Ker' },
      '/sign-in/social',
      'microsoft',
    );
    expect(landed.pathname).toBe('/dashboard');
    expect(claimsOf((await tokenOf(browser))!)).toMatchObject({
      email: 'worker@contoso.example',
      email_verified: true,
      amr: ['fed'],
    });
  });

  it('refuses a callback it did not start (a forged or replayed state)', async () => {
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/callback/google?code=made-up&state=made-up',
    });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toContain('error=');
    expect(forged.cookies.find((c) => c.name.includes('session_token') && c.value)).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/callback/Bad_Id' })).statusCode).toBe(404);
  });
});
