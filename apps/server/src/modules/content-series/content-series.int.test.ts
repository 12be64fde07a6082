import { addDays } from '@expertos/domain/analytics/schedule';
import {
  contentSeriesListSchema,
  contentSeriesPageSchema,
  contentSeriesSchema,
  ticketContentSeriesSchema,
} from '@expertos/domain/content-series';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { CONTENT_SERIES_CADENCE_JOB } from './content-series.module.js';

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Content series (docs/product.md#content-series) through the API: posts numbered by place,
 * renumbered when added, moved or taken out (those out keep their name), the next post made from
 * the series, a ticket in one series at most, a name once per brand, and a cadence that makes
 * its posts ahead of their days, each day's once.
 */
describe(`content series on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let background: ReturnType<typeof createWorkerProcess>;
  const base = () => `/api/projects/${world.a.projectId}/content-series`;
  async function series(body: object) {
    const res = await t.call('member', 'POST', base(), body);
    expect(res.statusCode, res.body).toBe(201);
    return contentSeriesSchema.parse(res.json());
  }
  const post = (summary: string, status = 'todo') =>
    t.createTicket('member', world.a.projectId, { summary, ticket_type: 'post', status });
  async function add(seriesUid: string, ticketUid: string) {
    const res = await t.call('member', 'POST', `${base()}/${seriesUid}/posts`, { ticket: ticketUid });
    expect(res.statusCode, res.body).toBe(201);
    return contentSeriesPageSchema.parse(res.json());
  }
  const summaries = (page: { posts: { ticket: { summary: string } }[] }) =>
    page.posts.map((p) => p.ticket.summary);

  beforeAll(async () => {
    t = await createTicketsTestContext();
    background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('numbers its posts by place, renumbering those not out when they move, and makes the next one', async () => {
    const tips = await series({
      name: 'Tip Tuesday',
      pattern: 'Tip Tuesday #{n}',
      fields: { post_platform: 'instagram', checklist: ['Draft', 'Design'] },
    });
    const out = await post('Our first tip', 'published');
    const second = await post('Something');
    const third = await post('Something else');
    await add(tips.uid, out.uid);
    await add(tips.uid, second.uid);
    const page = await add(tips.uid, third.uid);
    // The post that is out keeps its name; the others take their number.
    expect(summaries(page)).toEqual(['Our first tip', 'Tip Tuesday #2', 'Tip Tuesday #3']);
    expect(page).toMatchObject({ planned: 3, published: 1 });

    const moved = await t.call('member', 'PUT', `${base()}/${tips.uid}/order`, {
      tickets: [third.uid, out.uid, second.uid],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(summaries(contentSeriesPageSchema.parse(moved.json()))).toEqual([
      'Tip Tuesday #1',
      'Our first tip',
      'Tip Tuesday #3',
    ]);
    // The rename is an ordinary edit of the ticket: in its history.
    const history = (await t.call('member', 'GET', `/api/tickets/${third.uid}/activity`)).json();
    expect(JSON.stringify(history)).toContain('Tip Tuesday #1');

    const next = await t.call('member', 'POST', `${base()}/${tips.uid}/next`);
    expect(next.statusCode, next.body).toBe(201);
    expect(ticketSchema.parse(next.json().ticket)).toMatchObject({
      summary: 'Tip Tuesday #4',
      ticket_type: 'post',
      post_platform: 'instagram',
      checklist: { done: 0, total: 2 },
    });
    expect(
      ticketContentSeriesSchema.parse(
        (await t.call('member', 'GET', `/api/tickets/${next.json().ticket.uid}/content-series`)).json(),
      ),
    ).toEqual({ series: { uid: tips.uid, name: 'Tip Tuesday', position: 4, planned: 4 } });

    // Taken out: the rest close up.
    expect((await t.call('member', 'DELETE', `${base()}/${tips.uid}/posts/${third.uid}`)).statusCode).toBe(
      204,
    );
    const after = contentSeriesPageSchema.parse(
      (await t.call('member', 'GET', `${base()}/${tips.uid}`)).json(),
    );
    expect(summaries(after)).toEqual(['Our first tip', 'Tip Tuesday #2', 'Tip Tuesday #3']);
    expect(after.posts.map((p) => p.position)).toEqual([1, 2, 3]);

    // A new pattern renames the posts not out.
    const renamed = await t.call('member', 'PATCH', `${base()}/${tips.uid}`, { pattern: 'Tuesday tip {n}' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = contentSeriesPageSchema.parse(
      (await t.call('member', 'GET', `${base()}/${tips.uid}`)).json(),
    );
    expect(summaries(again)).toEqual(['Our first tip', 'Tuesday tip 2', 'Tuesday tip 3']);
  });

  it('keeps a ticket in one series, a name once per brand, and an order that names every post once', async () => {
    const a = await series({ name: 'Behind the scenes', pattern: 'BTS {n}' });
    const b = await series({ name: 'Myths', pattern: 'Myth {n}' });
    const taken = await t.call('member', 'POST', base(), { name: 'behind THE scenes', pattern: 'x {n}' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'content_series_name_taken']);

    const ticket = await post('Studio tour');
    await add(a.uid, ticket.uid);
    const twice = await t.call('member', 'POST', `${base()}/${b.uid}/posts`, { ticket: ticket.uid });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ticket_in_series']);
    const elsewhere = await t.createTicket('owner', world.hiddenProjectId, { summary: 'Another brand’s' });
    const other = await t.call('member', 'POST', `${base()}/${b.uid}/posts`, { ticket: elsewhere.uid });
    expect(other.statusCode).toBe(404);

    const wrong = await t.call('member', 'PUT', `${base()}/${a.uid}/order`, {
      tickets: [ticket.uid, ticket.uid],
    });
    expect(wrong.statusCode).toBe(400);

    const list = contentSeriesListSchema.parse((await t.call('member', 'GET', base())).json());
    expect(list.items.map((item) => [item.name, item.planned])).toEqual([
      ['Behind the scenes', 1],
      ['Myths', 0],
    ]);
    // Externals never reach a brand's series.
    expect((await t.call('external', 'GET', base())).statusCode).toBe(403);
    // Deleting a series keeps its tickets.
    expect((await t.call('member', 'DELETE', `${base()}/${a.uid}`)).statusCode).toBe(204);
    expect((await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
    expect((await t.call('member', 'GET', `/api/tickets/${ticket.uid}/content-series`)).json()).toEqual({
      series: null,
    });
  });

  it('makes its cadence’s posts ahead of their days, each day’s once however often it runs', async () => {
    // Weekly from three days on: the posts of the next 14 days are made at once, due on their day.
    const first = dayFromToday(3);
    const cadence = { rule: 'FREQ=DAILY;INTERVAL=7', start: first };
    const tips = await series({ name: 'Weekly tip', pattern: 'Weekly tip #{n}', cadence });
    expect(tips.cadence).toEqual({ ...cadence, next: addDays(first, 14) });
    const page = async () =>
      contentSeriesPageSchema.parse((await t.call('member', 'GET', `${base()}/${tips.uid}`)).json());
    expect((await page()).posts.map((p) => [p.ticket.summary, p.day])).toEqual([
      ['Weekly tip #1', first],
      ['Weekly tip #2', addDays(first, 7)],
    ]);

    // The daily job and the cadence set again, side by side: still one post a day.
    await background.platform.deps.queue.enqueue(CONTENT_SERIES_CADENCE_JOB, {}, {});
    await Promise.all([
      background.worker.runOnce(),
      t.call('member', 'PATCH', `${base()}/${tips.uid}`, { cadence }),
    ]);
    const [one, two] = (await page()).posts;
    expect((await page()).posts).toHaveLength(2);

    // A day's post taken out of the series is not made again; the rest close up.
    expect(
      (await t.call('member', 'DELETE', `${base()}/${tips.uid}/posts/${one?.ticket.uid}`)).statusCode,
    ).toBe(204);
    await background.platform.deps.queue.enqueue(CONTENT_SERIES_CADENCE_JOB, {}, {});
    while (await background.worker.runOnce()) {
      // every due job
    }
    expect((await page()).posts.map((p) => [p.ticket.uid, p.ticket.summary])).toEqual([
      [two?.ticket.uid, 'Weekly tip #1'],
    ]);

    // No cadence: nothing more is made.
    const cleared = await t.call('member', 'PATCH', `${base()}/${tips.uid}`, { cadence: null });
    expect(contentSeriesSchema.parse(cleared.json()).cadence).toBeNull();
  });

  it('refuses a cadence it cannot keep, naming the part', async () => {
    const cases: [object, string, string][] = [
      [{ rule: 'FREQ=HOURLY' }, 'recurrence_limit', 'cadence.rule.FREQ'],
      [{ rule: 'FREQ=WEEKLY;BYDAY=TUESDAY' }, 'invalid_recurrence', 'cadence.rule.BYDAY'],
      [{ rule: 'FREQ=WEEKLY', start: dayFromToday(-400) }, 'validation_error', 'cadence.start'],
    ];
    for (const [cadence, code, path] of cases) {
      const res = await t.call('member', 'POST', base(), { name: `Bad ${path}`, pattern: 'x {n}', cadence });
      expect(
        [res.statusCode, res.json().code, res.json().details?.[0]?.path],
        JSON.stringify(cadence),
      ).toEqual([400, code, path]);
    }
    const list = contentSeriesListSchema.parse((await t.call('member', 'GET', base())).json());
    expect(list.items).toEqual([]);
  });
});
