import { isoWeekStart } from '@expertos/domain/timetracking.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { createTimeTestContext } from './timetracking.fixtures.js';
import { REPORT_MAX_WEEKS, weeksOf } from './timetracking.report.js';

type Context = Awaited<ReturnType<typeof createTimeTestContext>>;

describe(`the time report on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let shared: string;
  let hidden: string;
  const JANUARY = '?from=2024-01-01&to=2024-01-28';

  beforeAll(async () => {
    t = await createTimeTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    shared = (await t.createTicket('member', world.a.projectId, { summary: 'Shared brand' })).uid;
    hidden = (await t.createTicket('owner', world.hiddenProjectId, { summary: 'Hidden brand' })).uid;
    // Four weeks of January 2024 (Mondays 1, 8, 15, 22) and time around them.
    await t.time.added('member', shared, { started_at: '2024-01-02T09:00:00Z', seconds: 3600 });
    await t.time.added('admin', shared, { started_at: '2024-01-03T09:00:00Z', seconds: 1800 });
    await t.time.added('owner', hidden, { started_at: '2024-01-16T09:00:00Z', seconds: 600 });
    // The first and the last instants of the range are in it; the next day is not.
    await t.time.added('member', shared, { started_at: '2024-01-01T00:00:00Z', seconds: 60 });
    await t.time.added('member', shared, { started_at: '2024-01-28T23:59:59Z', seconds: 120 });
    await t.time.added('member', shared, { started_at: '2024-01-29T00:00:00Z', seconds: 7200 });
    await t.time.added('member', shared, { started_at: '2023-12-31T23:59:59Z', seconds: 7200 });
    // A running timer is not time spent yet.
    await t.time.started('admin', shared);
  });
  afterAll(() => t.ctx.close());

  it('adds up an admin’s view by brand, person and week, with the empty weeks', async () => {
    const report = await t.time.report('admin', world.a.id, JANUARY);
    expect(report).toMatchObject({
      from: '2024-01-01',
      to: '2024-01-28',
      total_seconds: 3600 + 1800 + 600 + 180,
    });
    expect(report.by_project.map((p) => [p.project.uid, p.seconds])).toEqual([
      [world.a.projectId, 3600 + 1800 + 180],
      [world.hiddenProjectId, 600],
    ]);
    expect(report.by_project[0]?.project).toEqual({
      uid: world.a.projectId,
      name: world.a.projectSlug,
      slug: world.a.projectSlug,
    });
    expect(report.by_person.map((p) => [p.person.uid, p.seconds])).toEqual([
      [world.a.memberIds.member, 3780],
      [world.a.memberIds.admin, 1800],
      [world.a.memberIds.owner, 600],
    ]);
    expect(report.by_person[0]?.person.email).toBe(t.people.member.email);
    expect(report.by_week).toEqual([
      { week: '2024-01-01', seconds: 3600 + 1800 + 60 },
      { week: '2024-01-08', seconds: 0 },
      { week: '2024-01-15', seconds: 600 },
      { week: '2024-01-22', seconds: 120 },
    ]);
    const cell = (week: string, project: string, person: string | undefined) =>
      report.rows.find((r) => r.week === week && r.project_uid === project && r.person_uid === person)
        ?.seconds;
    expect(report.rows).toHaveLength(4);
    expect(cell('2024-01-01', world.a.projectId, world.a.memberIds.member)).toBe(3660);
    expect(cell('2024-01-01', world.a.projectId, world.a.memberIds.admin)).toBe(1800);
    expect(cell('2024-01-15', world.hiddenProjectId, world.a.memberIds.owner)).toBe(600);
    expect(cell('2024-01-22', world.a.projectId, world.a.memberIds.member)).toBe(120);
  });

  it('shows a member only their own hours (on the brands they see), never a teammate’s', async () => {
    const report = await t.time.report('member', world.a.id, JANUARY);
    expect(report.total_seconds).toBe(3600 + 180);
    expect(report.by_project.map((p) => p.project.uid)).toEqual([world.a.projectId]);
    expect(report.by_person.map((p) => p.person.uid)).toEqual([world.a.memberIds.member]);
    expect(report.by_week.map((w) => w.seconds)).toEqual([3660, 0, 0, 120]);
    expect(report.rows.every((r) => r.person_uid === world.a.memberIds.member)).toBe(true);
  });

  it('filters by a brand the caller sees; 403 for one they do not, 404 for another workspace’s', async () => {
    const onlyHidden = await t.time.report(
      'admin',
      world.a.id,
      `${JANUARY}&project=${world.hiddenProjectId}`,
    );
    expect(onlyHidden.total_seconds).toBe(600);
    expect(onlyHidden.by_project.map((p) => p.project.uid)).toEqual([world.hiddenProjectId]);
    const onlyShared = await t.time.report('member', world.a.id, `${JANUARY}&project=${world.a.projectId}`);
    // Their own hours on it (the admin's 1800 s there are not theirs to see).
    expect(onlyShared.total_seconds).toBe(3780);

    const url = (project: string) =>
      `/api/workspaces/${world.a.id}/timetracking/report${JANUARY}&project=${project}`;
    expect((await t.call('member', 'GET', url(world.hiddenProjectId))).statusCode).toBe(403);
    expect((await t.call('admin', 'GET', url(world.b.projectId))).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', url('no-such-brand'))).statusCode).toBe(404);
  });

  it('counts the viewer’s days in their zone: an entry late on Sunday in New York is that week’s', async () => {
    // 2023-12-31T23:59:59Z is New Year's Eve at 18:59 in New York (UTC−5): outside January.
    // 2024-01-29T00:00:00Z is Sunday 28 January, 19:00 there: the last week's.
    // 2024-01-01T00:00:00Z is still 31 December there: outside.
    const newYork = await t.time.report('member', world.a.id, `${JANUARY}&time_zone=America/New_York`);
    expect(newYork.by_week.map((w) => [w.week, w.seconds])).toEqual([
      ['2024-01-01', 3600],
      ['2024-01-08', 0],
      ['2024-01-15', 0],
      ['2024-01-22', 120 + 7200],
    ]);
    // In Kiritimati (UTC+14) 2024-01-28T23:59:59Z is already Monday 29: outside; the first
    // entry of 31 December at 23:59:59 UTC is 1 January there: in the first week.
    const kiritimati = await t.time.report('member', world.a.id, `${JANUARY}&time_zone=Pacific/Kiritimati`);
    expect(kiritimati.by_week.map((w) => w.seconds)).toEqual([7200 + 60 + 3600, 0, 0, 0]);

    for (const zone of ['Mars/Base', '+05:00', "UTC'--"]) {
      const refused = await t.call(
        'member',
        'GET',
        `/api/workspaces/${world.a.id}/timetracking/report${JANUARY}&time_zone=${encodeURIComponent(zone)}`,
      );
      expect(refused.statusCode, zone).toBe(400);
      expect(refused.json().code, zone).toBe('invalid_time_zone');
    }
  });

  it('defaults to the last 8 weeks, this one included, up to today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await t.time.report('admin', world.a.id);
    expect(report.to).toBe(today);
    expect(isoWeekStart(report.from)).toBe(report.from);
    expect(report.by_week).toHaveLength(8);
    expect(report.by_week[7]?.week).toBe(isoWeekStart(today));
    expect(report.by_week[0]?.week).toBe(report.from);
    expect(report.total_seconds).toBe(0);
  });

  it('refuses a range that ends before it starts, is longer than 366 days or names no real day (400)', async () => {
    for (const query of [
      '?from=2024-02-01&to=2024-01-31',
      '?from=2023-01-01&to=2024-01-02',
      '?from=2024-02-30&to=2024-03-01',
      '?from=2024-01-01&to=2024-13-01',
      '?from=yesterday',
    ]) {
      const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/timetracking/report${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('validation_error');
    }
    // A whole leap year is fine.
    const year = await t.time.report('admin', world.a.id, '?from=2024-01-01&to=2024-12-31');
    expect(year.by_week[0]?.week).toBe('2024-01-01');
    expect(year.by_week.at(-1)?.week).toBe('2024-12-30');
    expect(year.by_week).toHaveLength(53);
  });

  it('refuses far-off years at once and keeps serving (to=9999-12-31 used to spin forever)', async () => {
    for (const query of [
      '?to=9999-12-31',
      '?from=9999-12-01&to=9999-12-31',
      '?from=0000-01-01&to=0000-01-31',
      '?from=1899-12-01&to=1899-12-31',
      '?from=3000-01-01',
    ]) {
      const started = Date.now();
      const res = await t.call('member', 'GET', `/api/workspaces/${world.a.id}/timetracking/report${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('validation_error');
      expect(Date.now() - started, query).toBeLessThan(2_000);
    }
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('lists weeks by count, never more than a report can span, whatever the range', () => {
    expect(weeksOf('2024-01-01', '2024-01-14')).toEqual(['2024-01-01', '2024-01-08']);
    expect(weeksOf('9999-11-01', '9999-12-31').length).toBeLessThanOrEqual(REPORT_MAX_WEEKS);
    expect(weeksOf('1970-01-01', '9999-12-31')).toHaveLength(REPORT_MAX_WEEKS);
    expect(weeksOf('2024-02-01', '2024-01-01')).toEqual([]);
    expect(weeksOf('nonsense', '2024-01-01')).toEqual([]);
  });
});
