import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
type Feed = { uid: string; kind: string; url: string; project_uid: string | null };

/** A date `days` from today, as the ticket fields take it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(`calendar feeds on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  const feedsOf = (workspaceId: string) => `/api/workspaces/${workspaceId}/calendar-feeds`;
  /** Fetches a feed's address as a calendar app would: no token, just the address. */
  const fetchFeed = (url: string) => t.ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
  const eventsOf = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it("gives a person a secret address of their tickets' dates, which any calendar app reads", async () => {
    const mine = world.a.memberIds.member!;
    const shoot = await t.createTicket('member', world.a.projectId, {
      summary: 'Shoot, the autumn reel',
      ticket_type: 'post',
      assignee: mine,
      film_date: inDays(3),
      posted_date: inDays(10),
    });
    const call = await t.createTicket('member', world.a.projectId, {
      summary: 'Call the client',
      ticket_type: 'reminder',
      assignee: mine,
      remind_at: `${inDays(2)}T09:15:00.000Z`,
    });
    await t.createTicket('member', world.a.projectId, { summary: 'Not mine', due_date: inDays(4) });
    await t.createTicket('member', world.a.projectId, { summary: 'Mine but undated', assignee: mine });

    const opened = await t.call('member', 'POST', feedsOf(world.a.id), { project_uid: null });
    expect(opened.statusCode).toBe(200);
    const feed = opened.json() as Feed;
    expect(feed).toMatchObject({ kind: 'person', project_uid: null });
    expect(feed.url).toMatch(
      /^http:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/calendar\.ics$/,
    );
    // Asking again gives the same address.
    expect((await t.call('member', 'POST', feedsOf(world.a.id), { project_uid: null })).json()).toEqual(feed);

    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(res.body);
    expect(events.map((e) => e.summary).sort()).toEqual([
      `Film: #${shoot.id} Shoot, the autumn reel`,
      `Post: #${shoot.id} Shoot, the autumn reel`,
      `Reminder: #${call.id} Call the client`,
    ]);
    const film = events.find((e) => e.summary.startsWith('Film'))!;
    expect(film.uid).toBe(`${shoot.uid}-film_date@localhost:3000`);
    expect(film.startDate.isDate).toBe(true);
    expect(film.startDate.toString()).toBe(inDays(3));
    const reminder = events.find((e) => e.summary.startsWith('Reminder'))!;
    expect(reminder.startDate.toJSDate().toISOString()).toBe(`${inDays(2)}T09:15:00.000Z`);
    // The same UIDs on every fetch: a calendar app updates its events instead of adding more.
    expect(
      eventsOf((await fetchFeed(feed.url)).body)
        .map((e) => e.uid)
        .sort(),
    ).toEqual(events.map((e) => e.uid).sort());
  });

  it("writes its owner's language, and their reminders on their clock with the zone's rules", async () => {
    const set = await t.call('member', 'PUT', '/api/me', { language: 'de', time_zone: 'Europe/Berlin' });
    expect(set.statusCode).toBe(200);
    const feed = (await t.call('member', 'POST', feedsOf(world.a.id), { project_uid: null })).json() as Feed;
    const text = (await fetchFeed(feed.url)).body;
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('name')).toMatch(/^Meine Aufgaben · /);
    const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(vtimezone.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
    try {
      const events = eventsOf(text);
      expect(events.map((e) => e.summary.split(':')[0]).sort()).toEqual(['Beitrag', 'Dreh', 'Erinnerung']);
      const reminder = events.find((e) => e.summary.startsWith('Erinnerung'))!;
      // Written as Berlin's wall clock, read back as the same instant.
      expect(text).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T1[01]1500\r\n/);
      expect(reminder.startDate.zone?.tzid).toBe('Europe/Berlin');
      expect(reminder.startDate.toJSDate().toISOString()).toBe(`${inDays(2)}T09:15:00.000Z`);
      expect(reminder.description).toContain(' · ');
    } finally {
      ICAL.TimezoneService.remove('Europe/Berlin');
      await t.call('member', 'PUT', '/api/me', { language: null, time_zone: null });
    }
  });

  it("gives a brand's address to those who see the brand, and none to externals", async () => {
    await t.createTicket('admin', world.a.projectId, { summary: 'Brand deadline', due_date: inDays(5) });
    const brand = (
      await t.call('member', 'POST', feedsOf(world.a.id), { project_uid: world.a.projectId })
    ).json() as Feed;
    expect(brand.kind).toBe('brand');
    const summaries = eventsOf((await fetchFeed(brand.url)).body).map((e) => e.summary);
    expect(summaries.some((s) => s.endsWith('Brand deadline'))).toBe(true);
    expect(summaries.some((s) => s.endsWith('Not mine'))).toBe(true);

    const hidden = await t.call('member', 'POST', feedsOf(world.a.id), {
      project_uid: world.hiddenProjectId,
    });
    expect(hidden.statusCode).toBe(404);
    const external = await t.call('external', 'POST', feedsOf(world.a.id), { project_uid: null });
    expect(external.statusCode).toBe(403);
    const outsider = await t.call('outsider', 'POST', feedsOf(world.a.id), { project_uid: null });
    expect(outsider.statusCode).toBe(403);
  });

  it('stops working once revoked, or once its owner no longer sees the brand', async () => {
    const list = (await t.call('member', 'GET', feedsOf(world.a.id))).json() as { items: Feed[] };
    const person = list.items.find((f) => f.kind === 'person')!;
    const brand = list.items.find((f) => f.kind === 'brand')!;

    await t.ctx.database.db
      .deleteFrom('project_members')
      .where('project_id', '=', world.a.projectId)
      .where('member_id', '=', world.a.memberIds.member!)
      .execute();
    const gone = await fetchFeed(brand.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'calendar_feed_not_found' });
    // The person's own feed still works, without the brand they lost.
    const own = await fetchFeed(person.url);
    expect(own.statusCode).toBe(200);
    expect(eventsOf(own.body)).toEqual([]);

    expect((await t.call('admin', 'DELETE', `${feedsOf(world.a.id)}/${person.uid}`)).statusCode).toBe(404);
    expect((await t.call('member', 'DELETE', `${feedsOf(world.a.id)}/${person.uid}`)).statusCode).toBe(200);
    expect((await fetchFeed(person.url)).statusCode).toBe(404);
    const after = (await t.call('member', 'GET', feedsOf(world.a.id))).json() as { items: Feed[] };
    expect(after.items.map((f) => f.uid)).not.toContain(person.uid);
    // A new one has a new address.
    const fresh = (await t.call('member', 'POST', feedsOf(world.a.id), { project_uid: null })).json() as Feed;
    expect(fresh.url).not.toBe(person.url);
  });

  it('answers a made-up address with not found', async () => {
    for (const token of ['x'.repeat(43), 'short'])
      expect(
        (await t.ctx.app.inject({ method: 'GET', url: `/api/calendar-feeds/${token}/calendar.ics` }))
          .statusCode,
      ).toBe(404);
  });
});
