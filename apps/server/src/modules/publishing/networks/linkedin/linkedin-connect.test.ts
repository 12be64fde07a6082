import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeLinkedIn, startFakeLinkedIn } from '../../../../test/linkedin-server.js';
import { networkFailure } from '../network.fixtures.js';
import type { OAuthConnector } from '../network.js';
import { guarded, linkedInChannel, linkedInFor, NOW } from './linkedin.fixtures.js';
import { LINKEDIN_VERSION } from './linkedin-api.js';
import { LINKEDIN_HOST, LINKEDIN_REFRESH_TOKEN, LINKEDIN_TOKEN } from './linkedin-oauth.js';

/**
 * Connecting LinkedIn against the stand-in (test/linkedin-server.ts): the approval page, the
 * code traded for a token, the member and their pages; renewing and checking the sign-in.
 */

const REDIRECT = 'https://app.example.com/api/publishing/oauth/linkedin/callback';
const DAY_MS = 24 * 3600_000;

let server: FakeLinkedIn;
beforeAll(async () => {
  server = await startFakeLinkedIn();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The person approves at LinkedIn: the address the browser is sent back to. */
async function approve(oauth: OAuthConnector, state = 'state-1'): Promise<URL> {
  const answer = await guarded(oauth.authorizeUrl({ redirectUri: REDIRECT, state }));
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('connect', () => {
  it('asks for the member’s and the pages’ scopes, and answers the member and each page they administer', async () => {
    const oauth = linkedInFor(server).oauth as OAuthConnector;
    expect(oauth.pkce).toBe(false);
    const authorize = new URL(oauth.authorizeUrl({ redirectUri: REDIRECT, state: 's' }));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${server.origin}/oauth/v2/authorization`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: server.clientId,
      redirect_uri: REDIRECT,
      state: 's',
      scope:
        'openid profile w_member_social w_organization_social r_organization_social rw_organization_admin r_member_postAnalytics',
    });

    const back = await approve(oauth, 'state-1');
    expect(back.searchParams.get('state')).toBe('state-1');
    const accounts = await oauth.accounts({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
    });
    const sixtyDays = new Date(NOW.getTime() + 60 * DAY_MS).toISOString();
    expect(accounts.map((a) => [a.accountId, a.handle, a.displayName])).toEqual([
      [server.member.urn, 'Anna Berg', 'Anna Berg'],
      ['urn:li:organization:5515715', 'linkedin.com/company/acme-studio', 'Acme Studio'],
      ['urn:li:organization:2414183', 'linkedin.com/company/devtestco', 'Devtestco'],
    ]);
    expect(accounts[0]).toMatchObject({
      host: LINKEDIN_HOST,
      avatarUrl: server.member.picture,
      tokenExpiresAt: sixtyDays,
      // No refresh token: the sign-in can be renewed only by connecting again, by its end.
      renewableUntil: sixtyDays,
    });
    for (const account of accounts) {
      expect(Object.keys(account.credentials)).toEqual([LINKEDIN_TOKEN]);
      expect(account.credentials[LINKEDIN_TOKEN]).toBe(accounts[0]?.credentials[LINKEDIN_TOKEN]);
    }
    // The finder as LinkedIn documents it, with the version on every /rest/ call.
    const acl = server.requests.find((r) => r.path === '/rest/organizationAcls');
    expect(Object.fromEntries(acl?.query ?? [])).toMatchObject({
      q: 'roleAssignee',
      role: 'ADMINISTRATOR',
      state: 'APPROVED',
    });
    for (const request of server.requests.filter((r) => r.path.startsWith('/rest/')))
      expect(request.headers).toMatchObject({
        'linkedin-version': LINKEDIN_VERSION,
        'x-restli-protocol-version': '2.0.0',
      });
  });

  it('without the pages product, asks for the member’s scopes only and answers the member alone', async () => {
    const oauth = linkedInFor(server, {
      app: { clientId: server.clientId, clientSecret: server.clientSecret, organizations: false },
    }).oauth as OAuthConnector;
    const back = await approve(oauth);
    const scope = new URL(oauth.authorizeUrl({ redirectUri: REDIRECT, state: 's' })).searchParams.get(
      'scope',
    );
    expect(scope).toBe('openid profile w_member_social');
    const accounts = await oauth.accounts({
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
    });
    expect(accounts.map((a) => a.accountId)).toEqual([server.member.urn]);
    expect(server.requests.some((r) => r.path === '/rest/organizationAcls')).toBe(false);
  });

  it('the person cancelling comes back with LinkedIn’s error and the state', async () => {
    server.deny();
    const back = await approve(linkedInFor(server).oauth as OAuthConnector, 'state-2');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      error: 'user_cancelled_authorize',
      state: 'state-2',
    });
  });

  it('a code works once; the second time it is refused for good', async () => {
    const oauth = linkedInFor(server).oauth as OAuthConnector;
    const code = (await approve(oauth)).searchParams.get('code') ?? '';
    await oauth.accounts({ code, redirectUri: REDIRECT });
    const error = await networkFailure(oauth.accounts({ code, redirectUri: REDIRECT }));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'invalid_request' } });
    expect(error.message).toContain('authorization code not found');
  });

  it('a wrong app secret is said as a configuration fault', async () => {
    const oauth = linkedInFor(server, {
      app: { clientId: server.clientId, clientSecret: 'wrong', organizations: true },
    }).oauth as OAuthConnector;
    const code = (await approve(oauth)).searchParams.get('code') ?? '';
    const error = await networkFailure(oauth.accounts({ code, redirectUri: REDIRECT }));
    expect(error).toMatchObject({ kind: 'permanent', options: { code: 'invalid_client' } });
    expect(error.message).toContain('LINKEDIN_CLIENT_SECRET');
  });
});

describe('refresh', () => {
  it('with a refresh token (approved partners), renews the token and keeps renewing until the refresh token ends', async () => {
    server.issueRefreshTokens();
    const adapter = linkedInFor(server);
    const oauth = adapter.oauth as OAuthConnector;
    const code = (await approve(oauth)).searchParams.get('code') ?? '';
    const [member] = await oauth.accounts({ code, redirectUri: REDIRECT });
    expect(member?.credentials[LINKEDIN_REFRESH_TOKEN]).toBeTruthy();
    const renewable = Date.parse(member?.renewableUntil ?? '');
    expect(renewable - NOW.getTime()).toBeGreaterThan(364 * DAY_MS);

    const channel = { ...linkedInChannel(server), credentials: member?.credentials ?? {} };
    const renewed = await adapter.refresh?.(channel);
    expect(renewed?.credentials[LINKEDIN_TOKEN]).not.toBe(member?.credentials[LINKEDIN_TOKEN]);
    expect(renewed?.credentials[LINKEDIN_REFRESH_TOKEN]).toBe(member?.credentials[LINKEDIN_REFRESH_TOKEN]);
    expect(renewed?.tokenExpiresAt).toBe(new Date(NOW.getTime() + 60 * DAY_MS).toISOString());
    expect(Date.parse(renewed?.renewableUntil ?? '')).toBeLessThanOrEqual(renewable);
    await adapter.check?.({ ...channel, credentials: renewed?.credentials ?? {} });

    server.revoke();
    const error = await networkFailure(adapter.refresh?.(channel) ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'invalid_grant' } });
  });

  it('without a refresh token, asks for the account to be connected again', async () => {
    const adapter = linkedInFor(server);
    const error = await networkFailure(adapter.refresh?.(linkedInChannel(server)) ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'no_refresh_token' } });
    expect(error.message).toContain('connect the account again');
  });
});

describe('check', () => {
  it('passes while LinkedIn takes the token, and asks to reconnect once the member revoked it', async () => {
    const adapter = linkedInFor(server);
    const channel = linkedInChannel(server);
    await adapter.check?.(channel);
    server.revoke();
    const error = await networkFailure(adapter.check?.(channel) ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'REVOKED_ACCESS_TOKEN' } });
    expect(error.message).toContain('revoked');
  });

  it('a token LinkedIn does not know asks to reconnect too', async () => {
    const channel = { ...linkedInChannel(server), credentials: { [LINKEDIN_TOKEN]: 'unknown' } };
    const error = await networkFailure(linkedInFor(server).check?.(channel) ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'reconnect', options: { code: 'INVALID_ACCESS_TOKEN' } });
  });
});
