import {
  holidayCalendarListSchema,
  recurringGhostListSchema,
  recurringPreviewSchema,
  recurringSeriesSchema,
} from '@expertos/domain/recurring.schema';
import { ticketPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { RECURRING_MAKE_JOB } from './recurring.module.js';

const DAY_MS = 86_400_000;
/** `days` after today (UTC, the brand's zone until its admins set one), as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Recurring tickets' edits (docs/product.md#recurring-tickets): holidays skipped or moved past,
 * "only this" for an occurrence not made yet, "this and following" splitting a series, the
 * calendar's ghosts, and each ticket's place in its series.
 */
describe(`recurring series' edits on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = () => `/api/projects/${world.a.projectId}/recurring`;
  async function start(body: object, persona: 'member' | 'admin' = 'member') {
    const res = await t.call(persona, 'POST', base(), body);
    expect(res.statusCode, res.body).toBe(201);
    return recurringSeriesSchema.parse(res.json());
  }
  async function listed(uid: string) {
    const items = recurringSeriesSchema.array().parse((await t.call('member', 'GET', base())).json().items);
    return items.find((item) => item.uid === uid);
  }
  async function ticketsOf(prefix: string) {
    const res = await t.call(
      'member',
      'GET',
      `/api/projects/${world.a.projectId}/tickets?q=${encodeURIComponent(prefix)}&limit=100&sort=id&order=asc`,
    );
    return ticketPageSchema.parse(res.json()).items.filter((item) => item.summary.startsWith(prefix));
  }
  async function ghosts(from: string, to: string) {
    const res = await t.call('member', 'GET', `${base()}/ghosts?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return recurringGhostListSchema.parse(res.json()).items;
  }
  async function runDailyJob() {
    await background.platform.deps.queue.enqueue(RECURRING_MAKE_JOB, {}, {});
    while (await background.worker.runOnce()) {
      // every due job
    }
  }

  beforeAll(async () => {
    t = await createTicketsTestContext();
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('skips a holiday or moves past it to the next working day, from a country’s region calendar', async () => {
    // Bavaria, Christmas 2030: Wednesday the 25th and Thursday the 26th are public holidays.
    const rule = { rule: 'FREQ=DAILY;COUNT=5', start: { day: '2030-12-24', time: '09:00' } };
    const moved = await t.call('member', 'POST', `${base()}/preview`, {
      ...rule,
      holidays: { mode: 'move', calendar: 'DE-BY' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      recurringPreviewSchema
        .parse(moved.json())
        .next.map((o) => [o.day, o.on, o.holiday !== null, o.skipped]),
    ).toEqual([
      ['2030-12-24', '2030-12-24', false, false],
      ['2030-12-25', '2030-12-27', true, false],
      ['2030-12-26', '2030-12-27', true, false],
      ['2030-12-27', '2030-12-27', false, false],
      // A Saturday is not a holiday: a move only passes over holidays' days.
      ['2030-12-28', '2030-12-28', false, false],
    ]);
    const skipped = await t.call('member', 'POST', `${base()}/preview`, {
      ...rule,
      holidays: { mode: 'skip', calendar: 'DE-BY' },
    });
    expect(
      recurringPreviewSchema
        .parse(skipped.json())
        .next.filter((o) => o.skipped)
        .map((o) => o.day),
    ).toEqual(['2030-12-25', '2030-12-26']);

    // Kept on a series: the ghosts show where its tickets go, and one made now is anchored there.
    const series = await start({
      ...rule,
      holidays: { mode: 'move', calendar: 'DE-BY' },
      body: { summary: 'Xmas post {n}', due: { days: 0 } },
    });
    expect(series.holidays).toEqual({ mode: 'move', calendar: 'DE-BY', closed_days: false });
    expect((await ghosts('2030-12-20', '2031-01-10')).map((g) => [g.index, g.on])).toEqual([
      [1, '2030-12-24'],
      [2, '2030-12-27'],
      [3, '2030-12-27'],
      [4, '2030-12-27'],
      [5, '2030-12-28'],
    ]);
    const made = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: '2030-12-25',
      action: 'make',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(ticketSchema.parse(made.json().ticket)).toMatchObject({
      summary: 'Xmas post 2',
      due_date: '2030-12-27',
      recurring: { series: series.uid, position: 2 },
    });

    // A calendar the holiday data does not have is refused when the series is made.
    const unknown = await t.call('member', 'POST', base(), {
      ...rule,
      holidays: { mode: 'skip', calendar: 'DE-ZZ' },
      body: { summary: 'Nowhere' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ path: 'holidays.calendar' })]);
  });

  it('lists the holiday calendars by name, countries and their regions', async () => {
    const res = await t.call('member', 'GET', '/api/holiday-calendars');
    expect(res.statusCode).toBe(200);
    const { items } = holidayCalendarListSchema.parse(res.json());
    expect(items).toEqual(
      expect.arrayContaining([
        { code: 'DE', name: 'Germany' },
        { code: 'DE-BY', name: expect.stringContaining('Germany') },
        { code: 'US-NY', name: expect.stringContaining('New York') },
      ]),
    );
    expect((await t.call('anonymous', 'GET', '/api/holiday-calendars')).statusCode).toBe(401);
  });

  it('“only this”: skips an occurrence not made yet for good, or makes its ticket now', async () => {
    const first = dayFromToday(80);
    const series = await start({
      rule: 'FREQ=DAILY;COUNT=5',
      start: { day: first, time: '08:00' },
      body: { summary: 'Later post {n}' },
    });
    expect(series.made).toBe(0);
    const skip = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: addDays(first, 1),
      action: 'skip',
    });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json()).toEqual({ ticket: null });
    const again = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: addDays(first, 1),
      action: 'make',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'occurrence_made']);
    const notOne = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: addDays(first, 10),
      action: 'skip',
    });
    expect([notOne.statusCode, notOne.json().code]).toEqual([400, 'not_an_occurrence']);

    const make = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: addDays(first, 2),
      action: 'make',
    });
    expect(make.statusCode, make.body).toBe(200);
    expect(make.json().ticket).toMatchObject({ summary: 'Later post 3' });
    // The list's rows carry their place too (the table's repeat mark).
    expect((await ticketsOf('Later post')).map((item) => item.recurring)).toEqual([
      { series: series.uid, position: 3 },
    ]);
    expect((await ghosts(first, addDays(first, 10))).map((g) => g.index)).toEqual([1, 4, 5]);
    expect(await listed(series.uid)).toMatchObject({ made: 2, total: 5 });
  });

  it('“this and following”: the series ends before the day, a new one goes on counting from there', async () => {
    // Weekly, ten times from two weeks on: the first seven (within 60 days) are made at once.
    const first = dayFromToday(14);
    const series = await start({
      rule: 'FREQ=WEEKLY;COUNT=10',
      start: { day: first, time: '09:00' },
      body: { summary: 'Newsletter {n}' },
    });
    expect(series.made).toBe(7);

    // From the ninth on (not made yet): a new summary.
    const ninth = addDays(first, 56);
    const split = await t.call('member', 'POST', `${base()}/${series.uid}/split`, {
      from: ninth,
      body: { summary: 'Digest {n}' },
    });
    expect(split.statusCode, split.body).toBe(201);
    const following = recurringSeriesSchema.parse(split.json());
    expect(following).toMatchObject({ split_from: series.uid, total: 10, status: 'active' });
    expect(following.next.map((o) => [o.index, o.day])).toEqual([
      [9, ninth],
      [10, addDays(first, 63)],
    ]);
    expect(await listed(series.uid)).toMatchObject({ total: 8, status: 'active' });
    expect((await ghosts(addDays(first, 49), addDays(first, 63))).map((g) => [g.index, g.summary])).toEqual([
      [8, 'Newsletter 8'],
      [9, 'Digest 9'],
      [10, 'Digest 10'],
    ]);

    // From the fourth on (already made): its ticket stays, and no day is made twice.
    const fourth = addDays(first, 21);
    const fromMade = await t.call('member', 'POST', `${base()}/${series.uid}/split`, {
      from: fourth,
      time: '11:00',
    });
    expect(fromMade.statusCode, fromMade.body).toBe(201);
    expect(recurringSeriesSchema.parse(fromMade.json())).toMatchObject({ made: 4, total: 8 });
    expect(await listed(series.uid)).toMatchObject({ total: 3, status: 'ended' });
    await runDailyJob();
    const tickets = await ticketsOf('Newsletter');
    expect(tickets.map((item) => item.recurring?.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    // A day the series does not repeat on, and someone who may not change it.
    const wrongDay = await t.call('member', 'POST', `${base()}/${following.uid}/split`, {
      from: addDays(ninth, 1),
    });
    expect([wrongDay.statusCode, wrongDay.json().code]).toEqual([400, 'not_an_occurrence']);
    const adminSeries = await start(
      { rule: 'FREQ=WEEKLY', start: { day: dayFromToday(90) }, body: { summary: 'Admin {n}' } },
      'admin',
    );
    const denied = await t.call('member', 'POST', `${base()}/${adminSeries.uid}/split`, {
      from: dayFromToday(97),
    });
    expect(denied.statusCode).toBe(403);
  });

  it('shows the workspace calendar the ghosts of the brands whose tickets each person may list', async () => {
    const first = dayFromToday(80);
    const rule = { rule: 'FREQ=WEEKLY;COUNT=2', start: { day: first, time: '09:00' } };
    await start({ ...rule, body: { summary: 'Shared {n}' } });
    // A brand only the owner works on.
    const hidden = await t.call('owner', 'POST', `/api/projects/${world.hiddenProjectId}/recurring`, {
      ...rule,
      body: { summary: 'Hidden {n}' },
    });
    expect(hidden.statusCode, hidden.body).toBe(201);
    const workspaceGhosts = async (persona: 'owner' | 'member', to = addDays(first, 20)) => {
      const res = await t.call(
        persona,
        'GET',
        `/api/workspaces/${world.a.id}/recurring/ghosts?from=${first}&to=${to}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return recurringGhostListSchema
        .parse(res.json())
        .items.map((g) => [g.summary, g.on, g.project_uid, g.project_slug]);
    };
    const shared = [
      ['Shared 1', first, world.a.projectId, world.a.projectSlug],
      ['Shared 2', addDays(first, 7), world.a.projectId, world.a.projectSlug],
    ];
    const hiddenOnes = [
      ['Hidden 1', first, world.hiddenProjectId, world.hiddenProjectSlug],
      ['Hidden 2', addDays(first, 7), world.hiddenProjectId, world.hiddenProjectSlug],
    ];
    expect(await workspaceGhosts('member')).toEqual(shared);
    expect(await workspaceGhosts('owner')).toEqual([hiddenOnes[0], shared[0], hiddenOnes[1], shared[1]]);
    // Externals list no workspace tickets, nor their ghosts; another workspace's people neither.
    const external = await t.call(
      'external',
      'GET',
      `/api/workspaces/${world.a.id}/recurring/ghosts?from=${first}&to=${first}`,
    );
    expect(external.statusCode).toBe(403);
    const outsider = await t.call(
      'outsider',
      'GET',
      `/api/workspaces/${world.a.id}/recurring/ghosts?from=${first}&to=${first}`,
    );
    expect([403, 404]).toContain(outsider.statusCode);
    const tooLong = await t.call(
      'owner',
      'GET',
      `/api/workspaces/${world.a.id}/recurring/ghosts?from=${first}&to=${addDays(first, 90)}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('changes the whole series for what is not made yet, and keeps the ghosts’ range short', async () => {
    const first = dayFromToday(70);
    const series = await start({
      rule: 'FREQ=WEEKLY;COUNT=4',
      start: { day: first, time: '09:00' },
      body: { summary: 'Old name {n}' },
    });
    const changed = await t.call('member', 'PATCH', `${base()}/${series.uid}`, {
      body: { summary: 'New name {n}' },
      time: '14:30',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(recurringSeriesSchema.parse(changed.json())).toMatchObject({
      start: { day: first, time: '14:30' },
      body: { summary: 'New name {n}' },
    });
    expect((await ghosts(first, addDays(first, 30))).map((g) => g.summary)).toEqual([
      'New name 1',
      'New name 2',
      'New name 3',
      'New name 4',
    ]);
    const tooLong = await t.call('member', 'GET', `${base()}/ghosts?from=${first}&to=${addDays(first, 90)}`);
    expect(tooLong.statusCode).toBe(400);
    const backwards = await t.call(
      'member',
      'GET',
      `${base()}/ghosts?from=${first}&to=${addDays(first, -1)}`,
    );
    expect(backwards.statusCode).toBe(400);

    // Far days are not walked to: none to show, none to split at or skip, a start long ago refused.
    expect(await ghosts('2999-01-01', '2999-02-01')).toEqual([]);
    const farSplit = await t.call('member', 'POST', `${base()}/${series.uid}/split`, { from: '2999-01-01' });
    expect([farSplit.statusCode, farSplit.json().code]).toEqual([400, 'not_an_occurrence']);
    const farSkip = await t.call('member', 'POST', `${base()}/${series.uid}/occurrences`, {
      day: '2999-01-01',
      action: 'skip',
    });
    expect(farSkip.statusCode).toBe(400);
    const longAgo = await t.call('member', 'POST', `${base()}/preview`, {
      rule: 'FREQ=DAILY',
      start: { day: '1950-01-01', time: '09:00' },
    });
    expect(longAgo.statusCode).toBe(400);
    expect(longAgo.json().details).toEqual([expect.objectContaining({ path: 'start.day' })]);
  });
});
