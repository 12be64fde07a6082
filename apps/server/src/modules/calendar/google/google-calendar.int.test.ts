import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  GOOGLE_CALENDAR_TICKET_KEY,
  type GoogleCalendarConfig,
  type GoogleCalendarSecret,
} from '@expertos/domain/google-calendar.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch, type GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import {
  backendErrorBody,
  type FakeGoogle,
  googleErrorBody,
  rateLimitBody,
  startFakeGoogle,
} from '../../../test/google-calendar-server.js';
import { type CalendarTicket, ticketEventId } from './calendar-event.js';
import { createGoogleCalendarClient } from './google-calendar-client.js';
import { syncTicketEvent } from './google-calendar-sync.js';
import { exchangeGoogleCode, GoogleCalendarError } from './google-oauth.js';

/**
 * The Google Calendar integration against a local Google (test/google-calendar-server.ts): the
 * real `@googleapis/calendar` client, its requests and our token calls sent through the real
 * egress guard, opened to 127.0.0.1 only. Covers the life of a ticket's event (created, moved,
 * date removed, ticket deleted), token renewal, and how failures come out.
 */

const REDIRECT = 'http://localhost:3000/api/integrations/google-calendar/callback';
const guarded = createGuardedFetch({ allowAddresses: ['127.0.0.1'] });
let google: FakeGoogle;
let secret: GoogleCalendarSecret;
let stored: GoogleCalendarSecret[];

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
beforeEach(async () => {
  google.reset();
  const connection = await exchangeGoogleCode(guarded, google.oauth, {
    code: google.issueCode(REDIRECT),
    redirectUri: REDIRECT,
  });
  secret = connection.secret;
  stored = [];
  google.requests.length = 0;
});

const client = (overrides: { secret?: GoogleCalendarSecret; fetch?: GuardedFetch; now?: () => Date } = {}) =>
  createGoogleCalendarClient({
    fetch: overrides.fetch ?? guarded,
    app: google.oauth,
    secret: overrides.secret ?? secret,
    onTokens: (fresh) => {
      stored.push(fresh);
    },
    apiRootUrl: google.apiRootUrl,
    timeoutMs: 5_000,
    ...(overrides.now ? { now: overrides.now } : {}),
  });

const config: GoogleCalendarConfig = {
  calendar_id: 'primary',
  account_email: 'creator@example.test',
  time_zone: 'Europe/Berlin',
};
const ticket = (overrides: Partial<CalendarTicket> = {}): CalendarTicket => ({
  uid: '0b6f7a52-6a8e-4c1b-9a53-3f0a8c7e2d11',
  number: 12,
  summary: 'Spring reel',
  status: 'todo',
  ticket_type: 'task',
  due_date: '2026-11-24',
  assignee: null,
  caption: null,
  project: { uid: 'p_1', name: 'Acme', slug: 'acme' },
  url: 'http://localhost:3000/brand/acme/tasks?task=0b6f7a52-6a8e-4c1b-9a53-3f0a8c7e2d11',
  updated_at: '2026-11-01T09:00:00.000Z',
  ...overrides,
});
const EVENTS_PATH = /^\/calendar\/v3\/calendars\/[^/]+\/events/;
const calendarCalls = () => google.requests.filter((r) => r.path.startsWith('/calendar/v3/'));
const writes = () => calendarCalls().filter((r) => r.method !== 'GET');

const fail = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as GoogleCalendarError,
  );

describe('listCalendars', () => {
  it('offers the calendars the account may write to, by the name the person sees', async () => {
    const team = google.addCalendar({
      summary: 'Team',
      summaryOverride: 'Content team',
      accessRole: 'writer',
    });
    google.addCalendar({ summary: 'Holidays', accessRole: 'reader' });
    google.addCalendar({ summary: 'Hidden', accessRole: 'owner', hidden: true });
    const calendars = await client().listCalendars();
    expect(calendars).toEqual([
      {
        id: google.account.email,
        summary: google.account.email,
        primary: true,
        access_role: 'owner',
        time_zone: 'Europe/Berlin',
        background_color: '#9fe1e7',
      },
      {
        id: team,
        summary: 'Content team',
        primary: false,
        access_role: 'writer',
        time_zone: 'Europe/Berlin',
        background_color: '#f83a22',
      },
    ]);
    const [request] = calendarCalls();
    expect(request?.path).toBe('/calendar/v3/users/me/calendarList');
    expect(request?.query.get('minAccessRole')).toBe('writer');
    expect(request?.authorization).toBe(`Bearer ${secret.access_token}`);
    // The guard hands bodies on as they came: nothing may ask for them compressed.
    expect(request?.headers['accept-encoding']).toBeUndefined();
    expect(request?.headers['user-agent']).toMatch(/google-api-nodejs-client/);
  });

  it('a failure to list is google_calendar_load_error', async () => {
    google.script({ path: '/calendar/v3/users/me/calendarList', status: 500, body: backendErrorBody() });
    const error = await fail(client().listCalendars());
    expect(error).toBeInstanceOf(GoogleCalendarError);
    expect(error).toMatchObject({
      code: 'google_calendar_load_error',
      details: { status: 500, reason: 'backendError', transient: true, tokenError: false },
    });
    expect(ERROR_CATALOGUE[error.code].message).toBe('Google Calendar could not be loaded.');
  });
});

describe('syncTicketEvent', () => {
  it('creates one all-day event tagged with the ticket, found by the tag before inserting', async () => {
    const outcome = await syncTicketEvent(client(), config, ticket());
    const [event] = google.liveEvents();
    expect(google.liveEvents()).toHaveLength(1);
    expect(outcome).toEqual({
      action: 'created',
      eventId: ticketEventId(ticket().uid),
      htmlLink: event?.htmlLink,
    });
    expect(event).toMatchObject({
      id: ticketEventId(ticket().uid),
      status: 'confirmed',
      summary: '#12 Spring reel',
      start: { date: '2026-11-24' },
      end: { date: '2026-11-25' },
      transparency: 'transparent',
      source: { url: ticket().url },
      extendedProperties: { private: { [GOOGLE_CALENDAR_TICKET_KEY]: ticket().uid } },
    });
    expect(String(event?.description)).toContain(ticket().url);
    const [find, insert] = calendarCalls();
    expect(find?.method).toBe('GET');
    expect(find?.path).toBe('/calendar/v3/calendars/primary/events');
    expect(find?.query.getAll('privateExtendedProperty')).toEqual([
      `${GOOGLE_CALENDAR_TICKET_KEY}=${ticket().uid}`,
    ]);
    expect(insert?.method).toBe('POST');
    expect(insert?.query.get('sendUpdates')).toBe('none');
  });

  it('writes nothing when the event already shows the ticket', async () => {
    await syncTicketEvent(client(), config, ticket());
    google.requests.length = 0;
    const outcome = await syncTicketEvent(client(), config, ticket());
    expect(outcome.action).toBe('unchanged');
    expect(writes()).toHaveLength(0);
  });

  it('moves the same event to the new date and keeps what the person added in Google', async () => {
    const c = client();
    await syncTicketEvent(c, config, ticket());
    const id = ticketEventId(ticket().uid);
    await c.patchEvent('primary', id, {
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 5 }] },
    });
    const outcome = await syncTicketEvent(
      c,
      config,
      ticket({ due_date: '2026-12-31', summary: 'Spring reel v2' }),
    );
    expect(outcome).toMatchObject({ action: 'updated', eventId: id });
    expect(google.liveEvents()).toHaveLength(1);
    expect(google.liveEvents()[0]).toMatchObject({
      summary: '#12 Spring reel v2',
      start: { date: '2026-12-31' },
      end: { date: '2027-01-01' },
      sequence: 1,
      reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 5 }] },
    });
    expect(writes().at(-1)?.method).toBe('PATCH');
  });

  it('turns an event a person gave a time in Google back into an all-day one', async () => {
    const c = client();
    await syncTicketEvent(c, config, ticket());
    const id = ticketEventId(ticket().uid);
    await c.patchEvent('primary', id, {
      start: { date: null, dateTime: '2026-11-24T10:00:00+01:00' },
      end: { date: null, dateTime: '2026-11-24T11:00:00+01:00' },
    });
    await syncTicketEvent(c, config, ticket());
    const [event] = google.liveEvents();
    expect(event?.start).toEqual({ date: '2026-11-24', timeZone: 'Europe/Berlin' });
    expect(event?.end).toEqual({ date: '2026-11-25', timeZone: 'Europe/Berlin' });
  });

  it('deletes the event when the ticket loses its date, and again is fine', async () => {
    await syncTicketEvent(client(), config, ticket());
    const id = ticketEventId(ticket().uid);
    expect(await syncTicketEvent(client(), config, ticket({ due_date: null }))).toEqual({
      action: 'deleted',
      eventIds: [id],
    });
    expect(google.liveEvents()).toHaveLength(0);
    expect(google.events()[0]?.status).toBe('cancelled');
    expect(await syncTicketEvent(client(), config, ticket({ due_date: null }))).toEqual({
      action: 'deleted',
      eventIds: [],
    });
  });

  it('brings the same event back when the date returns (its id is taken by the cancelled one)', async () => {
    await syncTicketEvent(client(), config, ticket());
    await syncTicketEvent(client(), config, ticket({ due_date: null }));
    google.requests.length = 0;
    const outcome = await syncTicketEvent(client(), config, ticket({ due_date: '2027-01-15' }));
    expect(outcome).toMatchObject({ action: 'created', eventId: ticketEventId(ticket().uid) });
    expect(google.events()).toHaveLength(1);
    expect(google.liveEvents()[0]).toMatchObject({ status: 'confirmed', start: { date: '2027-01-15' } });
    expect(writes().map((r) => r.method)).toEqual(['POST', 'PATCH']);
  });

  it('deletes the event of a deleted ticket', async () => {
    await syncTicketEvent(client(), config, ticket());
    const outcome = await syncTicketEvent(client(), config, { deleted: true, uid: ticket().uid });
    expect(outcome).toEqual({ action: 'deleted', eventIds: [ticketEventId(ticket().uid)] });
    expect(google.liveEvents()).toHaveLength(0);
  });

  it('writes to the chosen calendar, and leaves one event when a ticket had several', async () => {
    const team = google.addCalendar({ summary: 'Team', accessRole: 'writer' });
    const c = client();
    const tag = { extendedProperties: { private: { [GOOGLE_CALENDAR_TICKET_KEY]: ticket().uid } } };
    for (const day of ['2026-11-01', '2026-11-02'])
      await c.insertEvent(team, {
        summary: 'old copy',
        start: { date: day },
        end: { date: '2026-11-03' },
        ...tag,
      });
    const outcome = await syncTicketEvent(c, { ...config, calendar_id: team }, ticket());
    expect(outcome.action).toBe('updated');
    expect(google.liveEvents(team)).toHaveLength(1);
    expect(google.liveEvents(team)[0]).toMatchObject({
      summary: '#12 Spring reel',
      start: { date: '2026-11-24' },
    });
    expect(google.liveEvents()).toHaveLength(0);
  });
});

describe('retries', () => {
  it('an insert whose answer was lost is not made twice when the delivery is retried', async () => {
    google.script({
      method: 'POST',
      path: EVENTS_PATH,
      status: 503,
      body: backendErrorBody(),
      afterApply: true,
    });
    const error = await fail(syncTicketEvent(client(), config, ticket()));
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: { status: 503, transient: true },
    });
    expect(google.liveEvents()).toHaveLength(1);
    expect(await syncTicketEvent(client(), config, ticket())).toMatchObject({ action: 'unchanged' });
    expect(google.liveEvents()).toHaveLength(1);
  });

  it('even when the lookup misses the event, the derived id keeps it to one (409, then patched)', async () => {
    google.script({
      method: 'POST',
      path: EVENTS_PATH,
      status: 503,
      body: backendErrorBody(),
      afterApply: true,
    });
    await fail(syncTicketEvent(client(), config, ticket()));
    google.script({
      method: 'GET',
      path: EVENTS_PATH,
      status: 200,
      body: { kind: 'calendar#events', items: [] },
    });
    const outcome = await syncTicketEvent(client(), config, ticket({ due_date: '2026-11-30' }));
    expect(outcome).toMatchObject({ action: 'created', eventId: ticketEventId(ticket().uid) });
    expect(google.events()).toHaveLength(1);
    expect(google.liveEvents()[0]).toMatchObject({ start: { date: '2026-11-30' } });
  });

  it('a delete whose lookup misses the event still removes it by its derived id', async () => {
    await syncTicketEvent(client(), config, ticket());
    google.script({
      method: 'GET',
      path: EVENTS_PATH,
      status: 200,
      body: { kind: 'calendar#events', items: [] },
    });
    const outcome = await syncTicketEvent(client(), config, { deleted: true, uid: ticket().uid });
    expect(outcome).toEqual({ action: 'deleted', eventIds: [ticketEventId(ticket().uid)] });
    expect(google.liveEvents()).toHaveLength(0);
  });

  it('the client itself never retries: one request per failure, the schedule is the job queue’s', async () => {
    google.script({ method: 'GET', path: EVENTS_PATH, status: 500, body: backendErrorBody() });
    await fail(syncTicketEvent(client(), config, ticket()));
    expect(calendarCalls()).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('renews a token that has run out before calling, keeps the refresh token, and hands over the new secret', async () => {
    const later = new Date(Date.parse(secret.expires_at ?? '') + 1000);
    const c = client({ now: () => later });
    await syncTicketEvent(c, config, ticket());
    expect(google.requests[0]?.path).toBe('/token');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.refresh_token).toBe(secret.refresh_token);
    expect(stored[0]?.access_token).not.toBe(secret.access_token);
    expect(calendarCalls().every((r) => r.authorization === `Bearer ${stored[0]?.access_token}`)).toBe(true);
    expect(c.secret()).toEqual(stored[0]);
  });

  it('renews once after a 401 and repeats the call', async () => {
    google.expireAccessToken(secret.access_token);
    const outcome = await syncTicketEvent(client(), config, ticket());
    expect(outcome.action).toBe('created');
    expect(google.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /calendar/v3/calendars/primary/events',
      'POST /token',
      'GET /calendar/v3/calendars/primary/events',
      'POST /calendar/v3/calendars/primary/events',
    ]);
    expect(stored).toHaveLength(1);
  });

  it('calls side by side share one renewal', async () => {
    google.expireAccessToken(secret.access_token);
    const c = client();
    await Promise.all([
      c.listCalendars(),
      c.findTicketEvents('primary', 'a'),
      c.findTicketEvents('primary', 'b'),
    ]);
    expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(1);
    expect(stored).toHaveLength(1);
  });

  it('stores a refresh token Google replaced', async () => {
    google.rotateRefreshTokens(true);
    google.expireAccessToken(secret.access_token);
    await client().listCalendars();
    expect(stored[0]?.refresh_token).not.toBe(secret.refresh_token);
    expect(stored[0]?.refresh_token).toMatch(/^1\/\//);
  });

  it('a revoked grant (invalid_grant) is a token error of the operation that needed it', async () => {
    google.expireAccessToken(secret.access_token);
    google.revokeRefreshToken(secret.refresh_token ?? '');
    const write = await fail(syncTicketEvent(client(), config, ticket()));
    expect(write).toMatchObject({
      code: 'calendar_update_failed',
      details: { reason: 'invalid_grant', tokenError: true, transient: false },
    });
    const read = await fail(client().listCalendars());
    expect(read).toMatchObject({ code: 'google_calendar_load_error', details: { tokenError: true } });
    expect(stored).toHaveLength(0);
  });

  it('a 401 after renewing is a token error, without a second renewal', async () => {
    const unauthorised = () =>
      googleErrorBody(401, 'authError', 'Invalid Credentials', {
        location: 'Authorization',
        locationType: 'header',
      });
    google.script(
      { path: '/calendar/v3/', status: 401, body: unauthorised() },
      { path: '/calendar/v3/', status: 401, body: unauthorised() },
    );
    const error = await fail(client().listCalendars());
    expect(error).toMatchObject({ details: { status: 401, reason: 'authError', tokenError: true } });
    expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(1);
  });

  it('a token without the calendar scopes is a token error (reconnect)', async () => {
    const narrow = google.addAccessToken(undefined, { scopes: ['openid', 'email'] });
    const error = await fail(client({ secret: { ...secret, access_token: narrow } }).listCalendars());
    expect(error).toMatchObject({
      details: { status: 403, reason: 'insufficientPermissions', tokenError: true, transient: false },
    });
  });

  it('an expired token with no refresh token is a token error', async () => {
    google.expireAccessToken(secret.access_token);
    const error = await fail(client({ secret: { ...secret, refresh_token: null } }).listCalendars());
    expect(error).toMatchObject({ details: { status: 401, tokenError: true } });
    expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(0);
  });
});

describe('errors', () => {
  it('429 is transient with the wait Google asked for', async () => {
    google.script({
      path: EVENTS_PATH,
      status: 429,
      headers: { 'retry-after': '120' },
      body: rateLimitBody(429),
    });
    const error = await fail(syncTicketEvent(client(), config, ticket()));
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: {
        status: 429,
        reason: 'rateLimitExceeded',
        transient: true,
        tokenError: false,
        retryAfterMs: 120_000,
      },
    });
    expect(ERROR_CATALOGUE[error.code].message).toBe('The calendar event could not be updated.');
  });

  it.each(['rateLimitExceeded', 'userRateLimitExceeded'])('403 %s is transient', async (reason) => {
    google.script({ method: 'POST', path: EVENTS_PATH, status: 403, body: rateLimitBody(403, reason) });
    const error = await fail(syncTicketEvent(client(), config, ticket()));
    expect(error).toMatchObject({ details: { status: 403, reason, transient: true, tokenError: false } });
  });

  it('500 backendError is transient', async () => {
    google.script({ method: 'POST', path: EVENTS_PATH, status: 500, body: backendErrorBody() });
    const error = await fail(syncTicketEvent(client(), config, ticket()));
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: { status: 500, transient: true },
    });
  });

  it('a calendar the account may only read refuses for good (403 requiredAccessLevel)', async () => {
    const holidays = google.addCalendar({ summary: 'Holidays', accessRole: 'reader' });
    const error = await fail(syncTicketEvent(client(), { ...config, calendar_id: holidays }, ticket()));
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: { status: 403, reason: 'requiredAccessLevel', transient: false, tokenError: false },
    });
  });

  it('a calendar that no longer exists is calendar_update_failed (404), not retried', async () => {
    const error = await fail(
      syncTicketEvent(client(), { ...config, calendar_id: 'gone@group.calendar.google.com' }, ticket()),
    );
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: { status: 404, transient: false },
    });
  });

  it('no message carries a token', async () => {
    google.script({
      path: EVENTS_PATH,
      status: 400,
      body: googleErrorBody(400, 'invalid', `bad token ${secret.access_token}`),
    });
    const error = await fail(syncTicketEvent(client(), config, ticket()));
    expect(error.message).toContain('[redacted]');
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain(
      secret.access_token,
    );
  });

  it('a guard not opened to the address sends nothing (refused, permanent)', async () => {
    const error = await fail(syncTicketEvent(client({ fetch: createGuardedFetch({}) }), config, ticket()));
    expect(error).toMatchObject({
      code: 'calendar_update_failed',
      details: { refused: true, transient: false },
    });
    expect(google.requests).toHaveLength(0);
  });
});
