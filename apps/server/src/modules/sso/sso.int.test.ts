import { SSO_DOMAIN_CHECK_ATTEMPTS, SSO_DOMAIN_CHECK_EVERY_MINUTES } from '@expertos/domain/sso';
import { URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../background.js';
import {
  type CookieJar,
  claimsOf,
  cookieJar,
  idToken,
  mailCollector,
  ORIGIN,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type DnsServer, startDnsServer } from '../../test/dns-server.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createTestLogger } from '../../test/logger.js';
import { type OidcServer, startOidcServer } from '../../test/oidc-server.js';
import { createTestIdp, type TestIdp } from '../../test/saml-idp.js';
import { type FakeStripe, startFakeStripe } from '../../test/stripe-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { STRIPE_TEST_ENV } from '../billing/billing.fixtures.js';
import { buildModules } from '../index.js';

/**
 * A workspace's single sign-on (docs/product.md#single-sign-on): SAML against samlify's own
 * identity provider with a test key, OIDC against `oidc-provider`, domains proven through a
 * local DNS server, and the seat limit of a real billing set-up (the Stripe stand-in).
 */
describe('workspace single sign-on', { timeout: 90_000 }, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let dns: DnsServer;
  let stripe: FakeStripe;
  let idp: TestIdp;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    dns = await startDnsServer();
    stripe = await startFakeStripe({ webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET });
    idp = createTestIdp();
    ctx = await createTestContext({
      env: {
        ...STRIPE_TEST_ENV,
        STRIPE_API_BASE: stripe.url,
        SSO_DNS_SERVERS: dns.address,
        ALLOW_PRIVATE_TARGETS: 'true',
        RATE_LIMIT_MAX: '100000',
      },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => {
    await ctx.close();
    await dns.close();
    await stripe.close();
  });

  const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const ssoUrl = () => `/api/workspaces/${world.a.id}/sso`;
  const admin = () => people.admin.token;
  /** Our side of the connection, as the settings show it once set up. */
  let sp: { metadata_url: string; acs_url: string; oidc_redirect_url: string };

  async function verifyDomain(domain: string) {
    const added = await call(admin(), 'POST', `${ssoUrl()}/domains`, { domain });
    expect(added.statusCode, added.body).toBe(201);
    const { id, record_name, record_value } = added.json();
    dns.setTxt(record_name, [record_value]);
    const checked = await call(admin(), 'POST', `${ssoUrl()}/domains/${id}/check`);
    expect(checked.json().status).toBe('verified');
    return id as string;
  }

  /** The browser's trip: start by address, the IdP answers, the ACS checks it, the grant becomes a session. */
  async function samlTrip(email: string, how: { as?: string; signWith?: 'other' } = {}) {
    const started = await ctx.app.inject({ method: 'POST', url: '/api/sso/start', payload: { email } });
    expect(started.statusCode, started.body).toBe(200);
    // The browser that started keeps the binding cookie; only it can finish.
    const browser = cookieJar();
    browser.take(started);
    const metadata = await ctx.app.inject({ method: 'GET', url: sp.metadata_url });
    const form = await idp.answer(started.json().url, metadata.body, { email: how.as ?? email }, how);
    return { form, acsPath: new URL(sp.acs_url).pathname, browser };
  }
  const postForm = (path: string, form: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.example.test' },
      payload: new URLSearchParams(form).toString(),
    });
  /** Lands the browser where the ACS sent it; the session's ID token when it signed in. */
  async function land(location: string, browser: CookieJar) {
    const done = await ctx.app.inject({ method: 'GET', url: location, headers: { cookie: browser.header } });
    browser.take(done);
    return { done, token: browser.has('session_token') ? await idToken(ctx.app, browser.header) : null };
  }

  it('admins set up SAML from pasted metadata; a bad one is 400 naming the field; members may not', async () => {
    expect((await call(people.member.token, 'GET', ssoUrl())).statusCode).toBe(403);
    const before = await call(admin(), 'GET', ssoUrl());
    expect(before.json()).toMatchObject({ protocol: null, domains: [] });
    const bad = await call(admin(), 'PUT', ssoUrl(), { protocol: 'saml', metadata_xml: '<not-metadata/>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'sso_config_invalid', details: [{ path: 'metadata_xml' }] });
    const noSource = await call(admin(), 'PUT', ssoUrl(), { protocol: 'saml' });
    expect(noSource.statusCode).toBe(400);

    const set = await call(admin(), 'PUT', ssoUrl(), {
      protocol: 'saml',
      metadata_xml: idp.metadata(),
      join_role: 'member',
      join_brand_ids: [world.a.projectId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      protocol: 'saml',
      enabled: true,
      saml: { idp_entity_id: idp.entityId, idp_sso_url: idp.ssoUrl },
      require_sso: false,
    });
    const { service_provider } = set.json();
    sp = service_provider;
    // The addresses were the same before anything was saved: the workspace's own.
    expect(before.json().service_provider).toEqual(service_provider);
    // Saved again without metadata, the metadata saved before is kept.
    const kept = await call(admin(), 'PUT', ssoUrl(), {
      protocol: 'saml',
      join_role: 'member',
      join_brand_ids: [world.a.projectId],
    });
    expect(kept.json().saml).toEqual(set.json().saml);
    expect(service_provider.acs_url).toMatch(/^http:\/\/localhost:3000\/api\/sso\/[0-9a-f-]{36}\/saml\/acs$/);
    const metadata = await ctx.app.inject({ method: 'GET', url: service_provider.metadata_url });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers['content-type']).toContain('xml');
    expect(metadata.body).toContain(service_provider.acs_url);
  });

  it('a domain verifies once its TXT record holds the value; before that its addresses cannot start', async () => {
    const added = await call(admin(), 'POST', `${ssoUrl()}/domains`, { domain: 'Acme.TEST.' });
    expect(added.statusCode).toBe(201);
    const domain = added.json();
    expect(domain).toMatchObject({
      domain: 'acme.test',
      status: 'pending',
      record_name: '_expertos-verification.acme.test',
    });
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'ann@acme.test' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('domain_not_verified');
    // Where to land afterwards is a path of this app, never another site.
    for (const redirect of ['//evil.example', '/\\evil.example', 'https://evil.example/'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/sso/start',
            payload: { email: 'ann@acme.test', redirect },
          })
        ).statusCode,
      ).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'ann@nobody.test' },
    });
    expect(unknown.json().code).toBe('sso_not_configured');

    dns.setTxt(domain.record_name, ['some-other-verification=1']);
    const wrong = await call(admin(), 'POST', `${ssoUrl()}/domains/${domain.id}/check`);
    expect(wrong.json()).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('does not hold'),
    });
    dns.setTxt(domain.record_name, ['some-other-verification=1', domain.record_value]);
    const right = await call(admin(), 'POST', `${ssoUrl()}/domains/${domain.id}/check`);
    expect(right.json()).toMatchObject({ status: 'verified', last_error: null });

    // Another workspace cannot claim it now.
    const taken = await call(people.outsider.token, 'POST', `/api/workspaces/${world.b.id}/sso/domains`, {
      domain: 'acme.test',
    });
    expect(taken.json().code).toBe('sso_domain_taken');
  });

  it('records a domain verified once when two checks find the record at the same time', async () => {
    const added = await call(admin(), 'POST', `${ssoUrl()}/domains`, { domain: 'twice.test' });
    expect(added.statusCode, added.body).toBe(201);
    const { id, record_name, record_value } = added.json();
    dns.setTxt(record_name, [record_value]);
    // "Check now" clicked while another check (the worker's, a second tab) is on its way.
    const checks = await Promise.all(
      [1, 2, 3].map(() => call(admin(), 'POST', `${ssoUrl()}/domains/${id}/check`)),
    );
    expect(checks.map((reply) => reply.json().status)).toEqual(['verified', 'verified', 'verified']);
    const entries = await ctx.database.db
      .selectFrom('audit_entries')
      .select(['target_name', 'details'])
      .where('workspace_id', '=', world.a.id)
      .where('action', '=', 'sso_domain.verified')
      .execute();
    // This domain's entries (the workspace verified others before).
    expect(
      entries.filter((entry) => `${entry.target_name} ${entry.details}`.includes('twice.test')),
    ).toHaveLength(1);
  });

  it('a first sign-in joins the workspace (seats permitting) and its session is `sso`; a replay, a forgery and an unsigned answer are refused', async () => {
    // The trial's seats are all taken (four members and an open invite).
    const full = await samlTrip('ann@acme.test');
    const refused = await postForm(full.acsPath, full.form);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/signin?sso_error=seat_limit_reached');
    await call(people.owner.token, 'DELETE', `/api/workspaces/${world.a.id}/invites/${world.a.inviteId}`);

    const trip = await samlTrip('ann@acme.test');
    const answered = await postForm(trip.acsPath, trip.form);
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toMatch(/^\/api\/auth\/sso\/complete\?grant=/);
    // Sent to another browser (a link someone forwards, a login CSRF), the grant signs nobody in.
    const grantLink = String(answered.headers.location);
    expect((await land(grantLink, cookieJar())).done.headers.location).toBe('/signin?sso_error=failed');
    // It was spent by that try: the starting browser goes through again.
    const retry = await samlTrip('ann@acme.test');
    const retried = await postForm(retry.acsPath, retry.form);
    const { done, token } = await land(String(retried.headers.location), retry.browser);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    expect(token).not.toBeNull();
    expect(claimsOf(token!)).toMatchObject({ email: 'ann@acme.test', amr: ['sso'] });
    // Joined with the configured role and brand.
    const team = await call(token!, 'GET', `/api/workspaces/${world.a.id}/projects`);
    expect(team.statusCode).toBe(200);
    expect(team.json().map((p: { uid: string }) => p.uid)).toEqual([world.a.projectId]);
    // The grant is spent: the same landing again is refused.
    expect((await land(String(retried.headers.location), retry.browser)).done.headers.location).toBe(
      '/signin?sso_error=expired',
    );
    // The same answer again (its request is answered): refused.
    expect((await postForm(trip.acsPath, trip.form)).headers.location).toBe('/signin?sso_error=expired');

    const forged = await samlTrip('ann@acme.test', { signWith: 'other' });
    expect((await postForm(forged.acsPath, forged.form)).headers.location).toBe('/signin?sso_error=failed');
    const unsigned = await samlTrip('ann@acme.test');
    const xml = Buffer.from(unsigned.form.SAMLResponse, 'base64').toString('utf8');
    const stripped = xml.replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
    expect(stripped).not.toBe(xml);
    const answer = { ...unsigned.form, SAMLResponse: Buffer.from(stripped).toString('base64') };
    expect((await postForm(unsigned.acsPath, answer)).headers.location).toBe('/signin?sso_error=failed');
    // A signed answer edited after signing (another person) fails its signature.
    const edited = await samlTrip('ann@acme.test');
    const swapped = Buffer.from(edited.form.SAMLResponse, 'base64')
      .toString('utf8')
      .replaceAll('ann@acme.test', 'boss@acme.test');
    const editedAnswer = { ...edited.form, SAMLResponse: Buffer.from(swapped).toString('base64') };
    expect((await postForm(edited.acsPath, editedAnswer)).headers.location).toBe('/signin?sso_error=failed');

    // An IdP vouching for an address outside the verified domains signs nobody in.
    const elsewhere = await samlTrip('ann@acme.test', { as: 'ceo@bigcorp.test' });
    expect((await postForm(elsewhere.acsPath, elsewhere.form)).headers.location).toBe(
      '/signin?sso_error=domain_not_verified',
    );

    const log = (await call(admin(), 'GET', `/api/workspaces/${world.a.id}/audit-log`)).json();
    const actions = log.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['workspace.sso_configured', 'sso_domain.verified', 'member.joined']),
    );
    expect(log.items.find((e: { action: string }) => e.action === 'member.joined').details).toMatchObject({
      via: 'sso',
    });
  });

  it('"require SSO" refuses a password session of the domain’s members; the owner keeps a password with a second factor', async () => {
    // example.com is the personas' domain: claim and verify it too, then require it.
    await verifyDomain('example.com');
    const pending = await call(admin(), 'POST', `${ssoUrl()}/domains`, { domain: 'later.test' });
    expect(pending.json().status).toBe('pending');
    const on = await call(admin(), 'PUT', `${ssoUrl()}/policy`, { require_sso: true });
    expect(on.json().require_sso).toBe(true);

    const brands = (token: string) => call(token, 'GET', `/api/workspaces/${world.a.id}/projects`);
    const refused = await brands(people.member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('sso_required');
    // The admin who turned it on too, and the owner's password alone; their own pages stay open.
    expect((await brands(admin())).json().code).toBe('sso_required');
    expect((await brands(people.owner.token)).json().code).toBe('sso_required');
    expect((await call(people.member.token, 'GET', '/api/me/sessions')).statusCode).toBe(200);
    // Another workspace's policy does not reach its own members.
    expect(
      (await call(people.outsider.token, 'GET', `/api/workspaces/${world.b.id}/projects`)).statusCode,
    ).toBe(200);

    // Signed in through the provider, the member is back in.
    const trip = await samlTrip(people.member.email);
    const { token } = await land(
      String((await postForm(trip.acsPath, trip.form)).headers.location),
      trip.browser,
    );
    expect(claimsOf(token!).amr).toEqual(['sso']);
    expect((await brands(token!)).statusCode).toBe(200);

    // Break-glass: the owner with two-step verification on signs in with password and code.
    const owner = cookieJar(people.owner.cookie);
    const auth = (path: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/auth${path}`,
        payload,
        headers: { origin: ORIGIN, cookie: owner.header },
      });
    const enabled = await auth('/two-factor/enable', { password: people.owner.password });
    owner.take(enabled);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const confirmed = await auth('/two-factor/verify-totp', {
      code: URI.parse(enabled.json().totpURI).generate(),
    });
    owner.take(confirmed);
    const ownerToken = await idToken(ctx.app, owner.header);
    expect(claimsOf(ownerToken).amr).toEqual(['pwd', 'otp']);
    expect((await brands(ownerToken)).statusCode).toBe(200);
    // A member with a second factor is still refused: only the owner has the way around it.
    const off = await call(ownerToken, 'PUT', `${ssoUrl()}/policy`, { require_sso: false });
    expect(off.json().require_sso).toBe(false);
    expect((await brands(people.member.token)).statusCode).toBe(200);
  });

  it('the worker looks a pending domain up again on its schedule until the record is there', async () => {
    let ahead = 0;
    const now = () => new Date(Date.now() + ahead);
    const platform = createPlatform(ctx.config, ctx.database, createTestLogger().logger, {
      runsWorker: true,
      now,
    });
    const worker = createTestWorker(ctx.database, {
      now,
      maxAttempts: SSO_DOMAIN_CHECK_ATTEMPTS,
      handlers: Object.assign({}, ...buildModules(platform.deps).map((module) => module.jobs ?? {})),
    });
    const added = await call(admin(), 'POST', `${ssoUrl()}/domains`, { domain: 'jobs.test' });
    expect(added.statusCode, added.body).toBe(201);
    const domain = added.json();
    const row = () =>
      call(admin(), 'GET', ssoUrl()).then((r) =>
        r.json().domains.find((d: { id: string }) => d.id === domain.id),
      );

    while (await worker.runOnce()) {}
    expect(await row()).toMatchObject({
      status: 'pending',
      last_error: expect.stringContaining('No TXT record'),
    });
    // The next look is SSO_DOMAIN_CHECK_EVERY_MINUTES later: not before.
    dns.setTxt(domain.record_name, [domain.record_value]);
    ahead = (SSO_DOMAIN_CHECK_EVERY_MINUTES - 1) * 60_000;
    while (await worker.runOnce()) {}
    expect((await row()).status).toBe('pending');
    ahead = (SSO_DOMAIN_CHECK_EVERY_MINUTES + 1) * 60_000;
    while (await worker.runOnce()) {}
    expect(await row()).toMatchObject({ status: 'verified', last_error: null });
  });

  it('OpenID Connect: a provider checked at set-up, a sign-in through its code flow, its MFA setting', async () => {
    const redirect = sp.oidc_redirect_url;
    const provider: OidcServer = await startOidcServer({
      publicUrl: ORIGIN,
      providerId: 'workspace',
      redirectUris: [redirect],
    });
    try {
      const adminSso = admin();
      const missing = await call(adminSso, 'PUT', ssoUrl(), {
        protocol: 'oidc',
        issuer: provider.issuer,
        client_id: provider.clientId,
      });
      expect(missing.json()).toMatchObject({
        code: 'sso_config_invalid',
        details: [{ path: 'client_secret' }],
      });
      const unreachable = await call(adminSso, 'PUT', ssoUrl(), {
        protocol: 'oidc',
        issuer: 'http://127.0.0.1:9/nothing',
        client_id: 'x',
        client_secret: 'y',
      });
      expect(unreachable.json()).toMatchObject({ code: 'sso_config_invalid', details: [{ path: 'issuer' }] });
      const set = await call(adminSso, 'PUT', ssoUrl(), {
        protocol: 'oidc',
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        idp_enforces_mfa: true,
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().oidc).toEqual({ issuer: provider.issuer, client_id: provider.clientId });
      expect(set.body).not.toContain(provider.clientSecret);

      // A member already (the trial's seats are full): no seat is needed.
      const email = people.member.email;
      provider.signInAs({ sub: 'member-1', email, email_verified: true, name: 'Member' });
      const started = await ctx.app.inject({ method: 'POST', url: '/api/sso/start', payload: { email } });
      const browser = cookieJar();
      browser.take(started);
      let next = started.json().url as string;
      const cookies = new Map<string, string>();
      let back: URL | null = null;
      for (let hop = 0; hop < 12 && !back; hop++) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        const target = new URL(response.headers.get('location') ?? '', next);
        if (target.origin === ORIGIN) back = target;
        else next = target.toString();
      }
      expect(back?.pathname).toBe(new URL(redirect).pathname);
      const callback = await ctx.app.inject({ method: 'GET', url: `${back!.pathname}${back!.search}` });
      expect(callback.statusCode).toBe(303);
      expect(callback.headers.location, `${back}`).toMatch(/^\/api\/auth\/sso\/complete/);
      const { token } = await land(String(callback.headers.location), browser);
      expect(claimsOf(token!)).toMatchObject({ email, amr: ['sso', 'mfa'] });
      // The same code again is refused (its state is spent).
      const again = await ctx.app.inject({ method: 'GET', url: `${back!.pathname}${back!.search}` });
      expect(again.headers.location).toBe('/signin?sso_error=expired');
    } finally {
      await provider.close();
    }
  });
});
