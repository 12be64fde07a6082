import { recurringPreviewSchema, recurringSeriesSchema } from '@expertos/domain/recurring.schema';
import { ticketPageSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { RECURRING_MAKE_JOB } from './recurring.module.js';
import { RECURRING_PAUSED } from './recurring.service.js';

/** `days` after today (UTC, the brand's zone until its admins set one), as YYYY-MM-DD. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Recurring tickets (docs/product.md#recurring-tickets) through the API: the builder's preview,
 * the rules refused and why, a series making its next tickets once however often it runs, and
 * who may pause, resume or end it. Series start a month ahead, so what is due does not depend on
 * the hour the test runs.
 */
describe(`recurring series on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = () => `/api/projects/${world.a.projectId}/recurring`;
  const made = async (seriesTicket: string) =>
    ticketPageSchema
      .parse(
        (
          await t.call(
            'member',
            'GET',
            `/api/projects/${world.a.projectId}/tickets?q=${encodeURIComponent(seriesTicket)}&limit=100&sort=id&order=asc`,
          )
        ).json(),
      )
      .items.filter((item) => item.summary.startsWith(seriesTicket));
  async function start(body: object) {
    const res = await t.call('member', 'POST', base(), body);
    expect(res.statusCode, res.body).toBe(201);
    return recurringSeriesSchema.parse(res.json());
  }

  beforeAll(async () => {
    t = await createTicketsTestContext();
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('previews a rule’s next five dates and how many it makes, saving nothing', async () => {
    const res = await t.call('member', 'POST', `${base()}/preview`, {
      rule: 'RRULE:COUNT=10;FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2',
      start: { day: '2030-01-01', time: '10:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = recurringPreviewSchema.parse(res.json());
    expect(preview).toEqual({
      rule: 'FREQ=MONTHLY;BYDAY=TU;BYSETPOS=2;COUNT=10',
      next: [
        {
          index: 1,
          day: '2030-01-08',
          at: '2030-01-08T10:00:00.000Z',
          on: '2030-01-08',
          holiday: null,
          skipped: false,
        },
        {
          index: 2,
          day: '2030-02-12',
          at: '2030-02-12T10:00:00.000Z',
          on: '2030-02-12',
          holiday: null,
          skipped: false,
        },
        {
          index: 3,
          day: '2030-03-12',
          at: '2030-03-12T10:00:00.000Z',
          on: '2030-03-12',
          holiday: null,
          skipped: false,
        },
        {
          index: 4,
          day: '2030-04-09',
          at: '2030-04-09T10:00:00.000Z',
          on: '2030-04-09',
          holiday: null,
          skipped: false,
        },
        {
          index: 5,
          day: '2030-05-14',
          at: '2030-05-14T10:00:00.000Z',
          on: '2030-05-14',
          holiday: null,
          skipped: false,
        },
      ],
      total: 10,
    });
  });

  it('refuses a rule it cannot read, naming the part, and one past the limits', async () => {
    const cases = [
      ['FREQ=FORTNIGHTLY', 'invalid_recurrence', 'rule.FREQ'],
      ['FREQ=WEEKLY;BYDAY=TUESDAY', 'invalid_recurrence', 'rule.BYDAY'],
      ['FREQ=HOURLY', 'recurrence_limit', 'rule.FREQ'],
      ['FREQ=DAILY;COUNT=1001', 'recurrence_limit', 'rule.COUNT'],
      ['FREQ=WEEKLY;UNTIL=20360101', 'recurrence_limit', 'rule.UNTIL'],
    ];
    for (const [rule, code, path] of cases) {
      const res = await t.call('member', 'POST', base(), {
        rule,
        start: { day: '2030-01-01' },
        body: { summary: 'x' },
      });
      expect([res.statusCode, res.json().code, res.json().details?.[0]?.path], rule).toEqual([
        400,
        code,
        path,
      ]);
    }
    const both = await t.call('member', 'POST', base(), {
      rule: 'FREQ=DAILY',
      start: { day: '2030-01-01' },
    });
    expect(both.statusCode).toBe(400);
  });

  it('keeps to the brand’s closed days as to a holiday calendar, which its admins keep', async () => {
    const closed = `/api/projects/${world.a.projectId}/closed-days`;
    const items = [{ from: '2030-12-24', to: '2030-12-26', name: 'Office closed' }];
    const put = await t.call('admin', 'PUT', closed, { items });
    expect([put.statusCode, put.json()]).toEqual([200, { items }]);
    // Members read them (their series keep to them); only the brand's admins change them.
    expect((await t.call('member', 'GET', closed)).json()).toEqual({ items });
    expect((await t.call('member', 'PUT', closed, { items: [] })).statusCode).toBe(403);
    const backwards = await t.call('admin', 'PUT', closed, {
      items: [{ from: '2030-12-26', to: '2030-12-24', name: 'Backwards' }],
    });
    expect([backwards.statusCode, backwards.json().details?.[0]?.path]).toEqual([400, 'items.0.to']);

    const res = await t.call('member', 'POST', `${base()}/preview`, {
      rule: 'FREQ=DAILY;COUNT=5',
      start: { day: '2030-12-23', time: '09:00' },
      holidays: { mode: 'move', closed_days: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Tuesday to Thursday closed: each moves to Friday, the next working day.
    expect(recurringPreviewSchema.parse(res.json()).next.map((o) => [o.day, o.on, o.holiday])).toEqual([
      ['2030-12-23', '2030-12-23', null],
      ['2030-12-24', '2030-12-27', 'Office closed'],
      ['2030-12-25', '2030-12-27', 'Office closed'],
      ['2030-12-26', '2030-12-27', 'Office closed'],
      ['2030-12-27', '2030-12-27', null],
    ]);
    const neither = await t.call('member', 'POST', `${base()}/preview`, {
      rule: 'FREQ=DAILY',
      start: { day: '2030-12-23', time: '09:00' },
      holidays: { mode: 'skip' },
    });
    expect([neither.statusCode, neither.json().details?.[0]?.path]).toEqual([400, 'holidays.calendar']);
  });

  it('makes the next ten occurrences at once, each once however often it runs, numbered in the series', async () => {
    const first = dayFromToday(30);
    const series = await start({
      rule: 'FREQ=DAILY',
      start: { day: first, time: '08:00' },
      body: { summary: 'Daily stand-up #{n}', checklist: ['Blockers'], due: { days: 0 } },
    });
    expect(series).toMatchObject({ status: 'active', made: 10, total: null });
    const tickets = await made('Daily stand-up');
    expect(tickets.map((ticket) => [ticket.summary, ticket.due_date, ticket.checklist.total])).toEqual(
      Array.from({ length: 10 }, (_, i) => [`Daily stand-up #${i + 1}`, addDays(first, i), 1]),
    );
    // Made in one batch, each is still a ticket of its own: numbered in date order, its history
    // begun, its creator following it, and one live event each for the brand's open tabs.
    const numbers = tickets.map((ticket) => ticket.id);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0]! + i));
    for (const ticket of [tickets[0]!, tickets[9]!]) {
      const history = (await t.call('member', 'GET', `/api/tickets/${ticket.uid}/activity`)).json();
      expect(history.items.map((entry: { kind: string }) => entry.kind)).toEqual(['created']);
      expect((await t.call('member', 'GET', `/api/tickets/${ticket.uid}/follow`)).json()).toEqual({
        following: true,
      });
    }
    const live = await t.ctx.database.db
      .selectFrom('realtime_events')
      .select('data')
      .where('type', '=', 'ticket.created')
      .where('project_id', '=', world.a.projectId)
      .execute();
    expect(new Set(live.map((row) => JSON.parse(row.data).ticket_uid))).toEqual(
      new Set(tickets.map((ticket) => ticket.uid)),
    );

    // Again from every side at once: the daily job, and two resumes side by side.
    await background.platform.deps.queue.enqueue(RECURRING_MAKE_JOB, {}, {});
    await Promise.all([
      background.worker.runOnce(),
      t.call('member', 'PATCH', `${base()}/${series.uid}`, { status: 'active' }),
      t.call('member', 'PATCH', `${base()}/${series.uid}`, { status: 'active' }),
    ]);
    expect(await made('Daily stand-up')).toHaveLength(10);
  });

  it('ends a counted series once its last ticket is made', async () => {
    const series = await start({
      rule: 'FREQ=WEEKLY;COUNT=3',
      start: { day: dayFromToday(20), time: '09:00' },
      body: { summary: 'Weekly report {n}' },
    });
    expect(series).toMatchObject({ made: 3, total: 3, status: 'ended', next: [] });
    const again = await t.call('member', 'PATCH', `${base()}/${series.uid}`, { status: 'active' });
    expect(again.json().code).toBe('recurring_ended');
  });

  it('is paused, resumed and ended by its creator or a brand admin, and pauses itself when its creator leaves', async () => {
    const series = await start({
      rule: 'FREQ=WEEKLY',
      start: { day: dayFromToday(28), time: '09:00' },
      template: undefined,
      body: { summary: 'Tip Tuesday {n}' },
    });
    const paused = await t.call('member', 'PATCH', `${base()}/${series.uid}`, { status: 'paused' });
    expect(paused.json().status).toBe('paused');
    const byAdmin = await t.call('admin', 'PATCH', `${base()}/${series.uid}`, { status: 'active' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    // The admin resumed it: theirs now. A member who neither made it nor administers the brand may not.
    const other = await start({
      rule: 'FREQ=WEEKLY',
      start: { day: dayFromToday(29) },
      body: { summary: 'Admin series' },
    });
    const denied = await t.call('external', 'DELETE', `${base()}/${other.uid}`);
    expect(denied.statusCode).toBe(403);

    // Its creator no longer works on the brand's tickets: the next run pauses it and says why.
    const mine = await start({
      rule: 'FREQ=DAILY',
      start: { day: dayFromToday(40) },
      body: { summary: 'Orphan {n}' },
    });
    await t.ctx.database.db
      .updateTable('workspace_members')
      .set({ role: 'external' })
      .where('id', '=', world.a.memberIds.member ?? '')
      .execute();
    // The daily run, now (the one armed for tomorrow stays as it is).
    await background.platform.deps.queue.enqueue(RECURRING_MAKE_JOB, {}, {});
    while (await background.worker.runOnce()) {
      // every due job
    }
    const listed = recurringSeriesSchema.array().parse((await t.call('admin', 'GET', base())).json().items);
    expect(listed.find((item) => item.uid === mine.uid)).toMatchObject({
      status: 'paused',
      paused_reason: RECURRING_PAUSED.creatorGone,
    });
    const ended = await t.call('admin', 'DELETE', `${base()}/${mine.uid}`);
    expect(ended.statusCode).toBe(204);
  });
});
