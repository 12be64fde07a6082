import { GOOGLE_CALENDAR_SCOPES } from '@expertos/domain/google-calendar.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EgressRefusedError } from '../../../platform/http/egress-errors.js';
import { createGuardedFetch } from '../../../platform/http/guarded-fetch.js';
import { type FakeGoogle, startFakeGoogle } from '../../../test/google-calendar-server.js';
import {
  exchangeGoogleCode,
  GoogleCalendarError,
  type GoogleOAuthApp,
  googleAuthorizeUrl,
  refreshGoogleToken,
  revokeGoogleToken,
} from './google-oauth.js';

/**
 * Google's OAuth web-server flow against the local stand-in (test/google-calendar-server.ts),
 * every call through the real egress guard opened to 127.0.0.1 only: the consent address, the
 * code exchange, refreshes that keep (or replace) the refresh token, and a revoked grant.
 */

const REDIRECT = 'http://localhost:3000/api/integrations/google-calendar/callback';
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let google: FakeGoogle;
let app: GoogleOAuthApp;

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
beforeEach(() => {
  google.reset();
  app = google.oauth;
});

const fail = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

describe('googleAuthorizeUrl', () => {
  it('asks for offline access, the consent screen, our scopes and the state', () => {
    const url = new URL(
      googleAuthorizeUrl({ clientId: 'abc.apps.googleusercontent.com' }, REDIRECT, 'st4te'),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'abc.apps.googleusercontent.com',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: GOOGLE_CALENDAR_SCOPES.join(' '),
      access_type: 'offline',
      prompt: 'consent',
      state: 'st4te',
    });
  });

  it('leads through the consent page back to the redirect with a code that connects', async () => {
    const consent = await guarded(googleAuthorizeUrl(app, REDIRECT, 'st4te'));
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st4te');
    const started = Date.now();
    const connection = await exchangeGoogleCode(guarded, app, {
      code: back.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
    });
    expect(connection.secret.refresh_token).toMatch(/^1\/\//);
    expect(Date.parse(connection.secret.expires_at ?? '') - started).toBeGreaterThan(3_500_000);
    expect(connection.accountEmail).toBe(google.account.email);
    expect(connection.missingScopes).toEqual([]);
    const exchange = google.requests.find((r) => r.path === '/token');
    expect(exchange?.contentType).toBe('application/x-www-form-urlencoded');
    expect(exchange?.body).toEqual({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      redirect_uri: REDIRECT,
      client_id: app.clientId,
      client_secret: app.clientSecret,
    });
  });

  it('brings back access_denied when the person refuses', async () => {
    google.deny();
    const consent = await guarded(googleAuthorizeUrl(app, REDIRECT, 'st4te'));
    const back = new URL(consent.headers.get('location') ?? '');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'access_denied', state: 'st4te' });
  });
});

describe('exchangeGoogleCode', () => {
  it('names the calendar scopes a person unticked on the consent screen', async () => {
    google.grantOnly(['openid', 'email', 'https://www.googleapis.com/auth/calendar.events']);
    const consent = await guarded(googleAuthorizeUrl(app, REDIRECT, 's'));
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const connection = await exchangeGoogleCode(guarded, app, { code, redirectUri: REDIRECT });
    expect(connection.missingScopes).toEqual([
      'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    ]);
  });

  it('has no refresh token without offline access and no e-mail without openid', async () => {
    const code = google.issueCode(REDIRECT, {
      offline: false,
      scopes: ['https://www.googleapis.com/auth/calendar.events'],
    });
    const connection = await exchangeGoogleCode(guarded, app, { code, redirectUri: REDIRECT });
    expect(connection.secret.refresh_token).toBeNull();
    expect(connection.accountEmail).toBeNull();
  });

  it('refuses a code used twice, a wrong client secret and another redirect as token errors', async () => {
    const code = google.issueCode(REDIRECT);
    await exchangeGoogleCode(guarded, app, { code, redirectUri: REDIRECT });
    const again = await fail(exchangeGoogleCode(guarded, app, { code, redirectUri: REDIRECT }));
    expect(again).toBeInstanceOf(GoogleCalendarError);
    expect(again).toMatchObject({
      code: 'google_calendar_load_error',
      details: { status: 400, reason: 'invalid_grant', tokenError: true, transient: false },
    });
    const wrongSecret = await fail(
      exchangeGoogleCode(
        guarded,
        { ...app, clientSecret: 'GOCSPX-wrong' },
        {
          code: google.issueCode(REDIRECT),
          redirectUri: REDIRECT,
        },
      ),
    );
    expect(wrongSecret).toMatchObject({
      details: { status: 401, reason: 'invalid_client', tokenError: true },
    });
    const otherRedirect = await fail(
      exchangeGoogleCode(guarded, app, {
        code: google.issueCode(REDIRECT),
        redirectUri: 'http://evil.test/cb',
      }),
    );
    expect(otherRedirect).toMatchObject({ details: { status: 400, reason: 'redirect_uri_mismatch' } });
  });

  it('reports a Google outage as transient, with its Retry-After', async () => {
    google.script({
      path: '/token',
      status: 503,
      headers: { 'retry-after': '30' },
      body: { error: 'unavailable' },
    });
    const error = await fail(exchangeGoogleCode(guarded, app, { code: 'x', redirectUri: REDIRECT }));
    expect(error).toMatchObject({
      details: { status: 503, transient: true, tokenError: false, retryAfterMs: 30_000 },
    });
  });

  it('sends nothing to Google through a guard that was not opened to it', async () => {
    const closed = createGuardedFetch({});
    const error = await fail(exchangeGoogleCode(closed, app, { code: 'x', redirectUri: REDIRECT }));
    expect(error).toMatchObject({ details: { refused: true, transient: false } });
    expect((error as Error).cause).toBeInstanceOf(EgressRefusedError);
    expect(google.requests).toHaveLength(0);
  });
});

describe('refreshGoogleToken', () => {
  it('gets a new access token and keeps the refresh token when Google sends none', async () => {
    const refresh = google.addRefreshToken();
    const now = new Date();
    const fresh = await refreshGoogleToken(guarded, app, { refresh_token: refresh }, { now });
    expect(fresh.refresh_token).toBe(refresh);
    expect(fresh.access_token).toMatch(/^ya29\./);
    expect(fresh.expires_at).toBe(new Date(now.getTime() + 3599_000).toISOString());
    expect(google.requests[0]?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: refresh });
  });

  it('stores the new refresh token when Google replaces it', async () => {
    google.rotateRefreshTokens(true);
    const refresh = google.addRefreshToken();
    const fresh = await refreshGoogleToken(guarded, app, { refresh_token: refresh });
    expect(fresh.refresh_token).not.toBe(refresh);
    expect(await refreshGoogleToken(guarded, app, fresh)).toMatchObject({ access_token: expect.any(String) });
  });

  it('a revoked grant is invalid_grant: a token error only a new connection fixes', async () => {
    const refresh = google.addRefreshToken();
    await revokeGoogleToken(guarded, app, refresh);
    const error = await fail(refreshGoogleToken(guarded, app, { refresh_token: refresh }));
    expect(error).toMatchObject({
      code: 'google_calendar_load_error',
      details: { status: 400, reason: 'invalid_grant', tokenError: true, transient: false },
    });
    // Revoking a token Google no longer knows is as good as done.
    await expect(revokeGoogleToken(guarded, app, refresh)).resolves.toBeUndefined();
  });

  it('without a refresh token there is nothing to renew with', async () => {
    const error = await fail(refreshGoogleToken(guarded, app, { refresh_token: null }));
    expect(error).toMatchObject({ details: { tokenError: true } });
    expect(google.requests).toHaveLength(0);
  });
});
