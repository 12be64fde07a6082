import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  GOOGLE_CALENDAR_CALLBACK_PATH,
  GOOGLE_CALENDAR_TICKET_KEY,
  googleCalendarConnectStartedSchema,
  googleCalendarStatusSchema,
} from '@expertos/domain/google-calendar.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { backendErrorBody, type FakeGoogle, startFakeGoogle } from '../../test/google-calendar-server.js';
import { createTestLogger } from '../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

/**
 * Google Calendar per person, end to end (docs/product.md#integrations): the connect flow
 * through a local Google (test/google-calendar-server.ts), whose consent page stands in for the
 * person's click; ticket changes enqueue jobs that the real worker runs, with the real
 * `@googleapis/calendar` client writing to the stand-in. The browser is played by hand: its
 * cookie jar is the `cookie` each step passes on.
 */
describe(`Google Calendar on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let google: FakeGoogle;
  let background: ReturnType<typeof createWorkerProcess>;

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job
    }
  }

  /** Presses Connect; answers Google's consent page and the browser's cookie. */
  async function start(persona: Persona = 'member') {
    const res = await call(persona, 'POST', '/api/me/google-calendar/connect');
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    return {
      authorizeUrl: new URL(googleCalendarConnectStartedSchema.parse(res.json()).authorize_url),
      cookie: setCookie.split(';')[0]!,
    };
  }

  /** Google's consent page: where it sends the browser back. */
  async function consent(url: URL): Promise<URL> {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  /** The browser follows Google's redirect to our callback; answers the profile page's query. */
  async function callback(back: URL, cookie: string | undefined) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(303);
    const landed = new URL(String(res.headers.location));
    expect(landed.origin + landed.pathname).toBe('http://localhost:3000/profile');
    return Object.fromEntries(landed.searchParams);
  }

  async function connect(persona: Persona = 'member') {
    const started = await start(persona);
    expect(await callback(await consent(started.authorizeUrl), started.cookie)).toEqual({
      google_calendar: 'ok',
    });
    await drain();
  }

  async function status(persona: Persona = 'member') {
    const res = await call(persona, 'GET', '/api/me/google-calendar');
    expect(res.statusCode, res.body).toBe(200);
    return googleCalendarStatusSchema.parse(res.json());
  }

  async function newTicket(fields: object) {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Spring reel',
      assignee: world.a.memberIds.member,
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uid: string; id: number };
  }

  const patch = (ticketId: string, body: object, persona: Persona = 'member') =>
    call(persona, 'PATCH', `/api/tickets/${ticketId}`, body);

  const eventsOf = (ticketId: string) =>
    google
      .liveEvents()
      .filter(
        (e) =>
          (e.extendedProperties as { private?: Record<string, string> } | undefined)?.private?.[
            GOOGLE_CALENDAR_TICKET_KEY
          ] === ticketId,
      );

  beforeAll(async () => {
    google = await startFakeGoogle();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        GOOGLE_CLIENT_ID: google.oauth.clientId,
        GOOGLE_CLIENT_SECRET: google.oauth.clientSecret,
        GOOGLE_AUTHORIZE_URL: google.oauth.authorizeUrl,
        GOOGLE_TOKEN_URL: google.oauth.tokenUrl,
        GOOGLE_REVOKE_URL: google.oauth.revokeUrl,
        GOOGLE_API_URL: google.apiRootUrl,
      },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    await ctx.database.db.deleteFrom('google_calendar_connections').execute();
    google.reset();
  });
  afterAll(async () => {
    await ctx.close();
    await google.close();
  });

  describe('connecting', () => {
    it('connects the person’s own Google account with offline access, shown with its e-mail', async () => {
      expect(await status()).toEqual({ available: true, connection: null });
      const started = await start();
      expect(Object.fromEntries(started.authorizeUrl.searchParams)).toMatchObject({
        client_id: google.oauth.clientId,
        access_type: 'offline',
        prompt: 'consent',
        redirect_uri: `http://localhost:3000${GOOGLE_CALENDAR_CALLBACK_PATH}`,
      });
      const back = await consent(started.authorizeUrl);
      expect(await callback(back, started.cookie)).toEqual({ google_calendar: 'ok' });
      expect((await status()).connection).toMatchObject({
        account_email: google.account.email,
        calendar_id: 'primary',
        state: 'connected',
        last_error: null,
      });
      // Nobody else is connected by it.
      expect((await status('admin')).connection).toBeNull();
      // The state works once.
      expect(await callback(back, started.cookie)).toEqual({
        google_calendar: 'error',
        reason: 'integration_state_invalid',
      });
    });

    it('says so when the person does not allow access on Google', async () => {
      const started = await start();
      google.deny();
      expect(await callback(await consent(started.authorizeUrl), started.cookie)).toEqual({
        google_calendar: 'error',
        reason: 'google_calendar_denied',
      });
      expect((await status()).connection).toBeNull();
    });

    it('refuses the callback in another browser, and a state it never made', async () => {
      const started = await start();
      const back = await consent(started.authorizeUrl);
      const other = await start('admin');
      expect(await callback(back, other.cookie)).toMatchObject({ reason: 'integration_state_invalid' });
      expect(await callback(back, undefined)).toMatchObject({ reason: 'integration_state_invalid' });
      const forged = new URL(back);
      forged.searchParams.set('state', 'made-up');
      expect(await callback(forged, started.cookie)).toMatchObject({ reason: 'integration_state_invalid' });
      expect((await status()).connection).toBeNull();
      expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(0);
    });

    it('connects a person removed from their workspace meanwhile: the connection is theirs, not a brand’s', async () => {
      // Its start asks only that the person is signed in (no workspace, brand or plan), so the
      // callback has nothing more to ask again; a deleted account takes its state with it.
      const started = await start();
      const back = await consent(started.authorizeUrl);
      const removed = await call(
        'owner',
        'DELETE',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await callback(back, started.cookie)).toEqual({ google_calendar: 'ok' });
      expect((await status()).connection?.state).toBe('connected');
    });

    it('refuses a grant without the calendar scopes', async () => {
      const started = await start();
      google.grantOnly(['openid', 'email']);
      expect(await callback(await consent(started.authorizeUrl), started.cookie)).toMatchObject({
        reason: 'google_calendar_scopes_missing',
      });
      expect((await status()).connection).toBeNull();
    });

    it('lists the writable calendars and moves the person’s events to the one picked', async () => {
      await connect();
      const team = google.addCalendar({ summary: 'Content team', accessRole: 'writer' });
      google.addCalendar({ summary: 'Holidays', accessRole: 'reader' });
      const list = await call('member', 'GET', '/api/me/google-calendar/calendars');
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as { items: { summary: string }[] }).items.map((c) => c.summary)).toEqual([
        google.account.email,
        'Content team',
      ]);
      const ticket = await newTicket({ due_date: '2026-12-01' });
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(1);

      const refused = await call('member', 'PUT', '/api/me/google-calendar', { calendar_id: 'nope' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('google_calendar_calendar_not_writable');
      const chosen = await call('member', 'PUT', '/api/me/google-calendar', { calendar_id: team });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(chosen.json().connection).toMatchObject({ calendar_id: team, calendar_name: 'Content team' });
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
      expect(google.liveEvents(team).map((e) => e.summary)).toContain(`#${ticket.id} Spring reel`);
    });

    it('a calendar list Google cannot give is google_calendar_load_error', async () => {
      await connect();
      google.script({ path: '/calendar/v3/users/me/calendarList', status: 500 });
      const res = await call('member', 'GET', '/api/me/google-calendar/calendars');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'google_calendar_load_error',
        message: ERROR_CATALOGUE.google_calendar_load_error.message,
      });
    });

    it('disconnecting revokes the grant at Google and forgets the connection', async () => {
      await connect();
      const res = await call('member', 'DELETE', '/api/me/google-calendar');
      expect(res.statusCode, res.body).toBe(200);
      expect(google.requests.filter((r) => r.path === '/revoke')).toHaveLength(1);
      expect((await status()).connection).toBeNull();
    });
  });

  describe('ticket events', () => {
    it('follows the assigned ticket: created, moved, removed with its date, and with the ticket', async () => {
      await connect();
      const ticket = await newTicket({ due_date: '2026-11-24' });
      expect(eventsOf(ticket.uid)).toHaveLength(0); // not in the request: a job does it
      await drain();
      expect(eventsOf(ticket.uid)).toMatchObject([
        { start: { date: '2026-11-24' }, end: { date: '2026-11-25' } },
      ]);

      expect((await patch(ticket.uid, { due_date: '2026-12-02' })).statusCode).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toMatchObject([{ start: { date: '2026-12-02' } }]);

      expect((await patch(ticket.uid, { due_date: null })).statusCode).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);

      expect((await patch(ticket.uid, { due_date: '2026-12-03' })).statusCode).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(1);

      expect((await call('member', 'DELETE', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
    });

    it('puts a post on its film date', async () => {
      await connect();
      const ticket = await newTicket({ ticket_type: 'post', film_date: '2026-12-10' });
      await drain();
      expect(eventsOf(ticket.uid)).toMatchObject([{ start: { date: '2026-12-10' } }]);
    });

    it('catches up the tickets already assigned when the person connects', async () => {
      const ticket = await newTicket({ due_date: '2026-11-30' });
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
      await connect();
      expect(eventsOf(ticket.uid)).toHaveLength(1);
    });

    it('a failed update shows on the person’s card and is retried; the next success clears it', async () => {
      await connect();
      google.script({
        path: /^\/calendar\/v3\/calendars\/[^/]+\/events$/,
        method: 'POST',
        status: 500,
        body: backendErrorBody(),
      });
      const failing = await newTicket({ due_date: '2026-11-24' });
      await drain();
      expect(eventsOf(failing.uid)).toHaveLength(0);
      const { connection } = await status();
      expect(connection).toMatchObject({
        state: 'connected',
        last_error: { code: 'calendar_update_failed' },
      });
      expect(connection?.last_error?.message).toMatch(/HTTP 500/);
      const [job] = await ctx.database.db
        .selectFrom('jobs')
        .select(['status', 'payload'])
        .where('type', '=', 'google-calendar.sync-ticket')
        .where('payload', 'like', `%${failing.uid}%`)
        .execute();
      expect(job?.status).toBe('pending'); // waiting for its next attempt

      const working = await newTicket({ due_date: '2026-11-25' });
      await drain();
      expect(eventsOf(working.uid)).toHaveLength(1);
      expect((await status()).connection?.last_error).toBeNull();
    });

    it('takes the events out of the calendar of a member who is removed from the workspace', async () => {
      await connect();
      const ticket = await newTicket({ due_date: '2026-11-24' });
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(1);
      const removed = await call(
        'owner',
        'DELETE',
        `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
      );
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
    });

    it('renews an expired access token and keeps the new one', async () => {
      google.setAccessTokenLifetime(1);
      await connect();
      const ticket = await newTicket({ due_date: '2026-11-24' });
      await drain();
      const refreshes = google.requests.filter(
        (r) => r.path === '/token' && (r.body as { grant_type?: string }).grant_type === 'refresh_token',
      );
      expect(refreshes.length).toBeGreaterThan(0);
      expect(eventsOf(ticket.uid)).toHaveLength(1);
      expect((await status()).connection?.state).toBe('connected');
    });

    it('a revoked grant (invalid_grant) breaks the connection, and the card says why', async () => {
      google.setAccessTokenLifetime(1);
      await connect();
      await newTicket({ due_date: '2026-11-24' });
      await drain();
      const refresh = google.requests.find(
        (r) => r.path === '/token' && (r.body as { grant_type?: string }).grant_type === 'refresh_token',
      );
      google.revokeRefreshToken((refresh!.body as { refresh_token: string }).refresh_token);
      const late = await newTicket({ due_date: '2026-11-25' });
      await drain();
      const { connection } = await status();
      expect(connection).toMatchObject({
        state: 'broken',
        last_error: { code: 'calendar_update_failed' },
      });
      expect(connection?.last_error?.message).toContain(ERROR_CATALOGUE.calendar_update_failed.message);
      const jobs = await ctx.database.db
        .selectFrom('jobs')
        .select(['status', 'payload'])
        .where('type', '=', 'google-calendar.sync-ticket')
        .execute();
      // Not retried: only connecting again helps.
      expect(jobs.filter((job) => String(job.payload).includes(late.uid)).map((job) => job.status)).toEqual([
        'dead',
      ]);
      // Connecting again mends it.
      google.setAccessTokenLifetime(3599);
      await connect();
      expect((await status()).connection).toMatchObject({ state: 'connected', last_error: null });
      expect(eventsOf(late.uid)).toHaveLength(1);
    });
  });

  describe('reassigning', () => {
    it('is refused while the event is in the assignee’s calendar, and works after "Remove from calendar"', async () => {
      await connect();
      const ticket = await newTicket({ due_date: '2026-11-24' });
      await drain();
      const shown = await call('admin', 'GET', `/api/tickets/${ticket.uid}/calendar-event`);
      expect(shown.json()).toMatchObject({ event: { account_email: google.account.email } });

      const refused = await patch(ticket.uid, { assignee: world.a.memberIds.admin }, 'admin');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        code: 'cant_change_assignee_with_existing_calendar_event',
        message: ERROR_CATALOGUE.cant_change_assignee_with_existing_calendar_event.message,
      });
      // Other changes still go through.
      expect((await patch(ticket.uid, { summary: 'Spring reel v2' }, 'admin')).statusCode).toBe(200);

      // A bulk change of assignee is all or nothing: refused as a whole, nothing changes.
      const other = await newTicket({ summary: 'No date' });
      const bulk = await call('admin', 'POST', `/api/workspaces/${world.a.id}/tickets/bulk`, {
        uids: [other.uid, ticket.uid],
        changes: { assignee: world.a.memberIds.admin },
      });
      expect(bulk.statusCode, bulk.body).toBe(409);
      expect(bulk.json().code).toBe('cant_change_assignee_with_existing_calendar_event');
      const untouched = await call('admin', 'GET', `/api/tickets/${other.uid}`);
      expect(untouched.json().assignee?.uid).not.toBe(world.a.memberIds.admin);

      const removed = await call('admin', 'DELETE', `/api/tickets/${ticket.uid}/calendar-event`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await call('admin', 'GET', `/api/tickets/${ticket.uid}/calendar-event`)).json()).toEqual({
        event: null,
      });
      const moved = await patch(ticket.uid, { assignee: world.a.memberIds.admin }, 'admin');
      expect(moved.statusCode, moved.body).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
    });

    it('is allowed while the event is not written yet (the job then follows the new assignee)', async () => {
      await connect();
      const ticket = await newTicket({ due_date: '2026-11-24' });
      expect((await patch(ticket.uid, { assignee: world.a.memberIds.admin }, 'admin')).statusCode).toBe(200);
      await drain();
      expect(eventsOf(ticket.uid)).toHaveLength(0);
    });
  });
});
