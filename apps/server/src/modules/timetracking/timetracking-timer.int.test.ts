import { TIME_ENTRY_MAX_SECONDS } from '@expertos/domain/timetracking.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { insertMember, insertProjectMember } from '../../test/workspace-fixtures.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { backdate, createTimeTestContext, runningEntries } from './timetracking.fixtures.js';

type Context = Awaited<ReturnType<typeof createTimeTestContext>>;

describe(`the timer on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let first: string;
  let second: string;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTimeTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    first = (await t.createTicket('member', world.a.projectId, { summary: 'Film the intro' })).uid;
    second = (await t.createTicket('member', world.a.projectId, { summary: 'Cut the intro' })).uid;
    // Every test starts with nobody's timer running (the people live across tests).
    await db().deleteFrom('time_entries').execute();
  });
  afterAll(() => t.ctx.close());

  it('starts a timer: 201, running, and the header poll shows it', async () => {
    const res = await t.time.start('member', first);
    expect(res.statusCode).toBe(201);
    const entry = res.json();
    expect(entry).toMatchObject({
      ticket: { uid: first, summary: 'Film the intro', project: { uid: world.a.projectId } },
      workspace_uid: world.a.id,
      person: { uid: world.a.memberIds.member, email: t.people.member.email },
      ended_at: null,
      manual: false,
      running: true,
      can_edit: true,
      note: null,
    });
    expect(entry.seconds).toBeGreaterThanOrEqual(0);

    const state = await t.time.state('member', world.a.id);
    expect(state.hasTimeTracking).toBe(true);
    expect(state.entries.map((e) => e.uid)).toEqual([entry.uid]);
    // Another member's poll knows nothing of it.
    expect(await t.time.state('admin', world.a.id)).toEqual({ hasTimeTracking: false, entries: [] });

    const ticketTime = await t.time.ticketTime('admin', first);
    expect(ticketTime.total_spent).toBe(0);
    expect(ticketTime.entries).toHaveLength(1);
    expect(ticketTime.entries[0]).toMatchObject({ uid: entry.uid, running: true, can_edit: true });
  });

  it('answers the running entry unchanged (200) when started twice on the same ticket', async () => {
    const one = await t.time.start('member', first);
    const two = await t.time.start('member', first);
    expect(one.statusCode).toBe(201);
    expect(two.statusCode).toBe(200);
    expect(two.json().uid).toBe(one.json().uid);
    expect(two.json().started_at).toBe(one.json().started_at);
    expect(await runningEntries(db(), t.people.member.id)).toHaveLength(1);
  });

  it('stops the running timer when one starts on another ticket, recording its time', async () => {
    const one = await t.time.started('member', first);
    await backdate(db(), one.uid, 90);
    const two = await t.time.started('member', second);

    const running = await runningEntries(db(), t.people.member.id);
    expect(running.map((e) => e.id)).toEqual([two.uid]);
    const ticketTime = await t.time.ticketTime('member', first);
    const stopped = ticketTime.entries.find((e) => e.uid === one.uid)!;
    expect(stopped.running).toBe(false);
    expect(stopped.seconds).toBeGreaterThanOrEqual(90);
    expect(stopped.seconds).toBeLessThan(120);
    expect(ticketTime.total_spent).toBe(stopped.seconds);
    expect((await t.time.ticket('member', first)).total_spent).toBe(stopped.seconds);

    const state = await t.time.state('member', world.a.id);
    expect(state.entries.map((e) => [e.uid, e.running])).toEqual([
      [two.uid, true],
      [one.uid, false],
    ]);
  });

  it('keeps one timer per person across workspaces', async () => {
    // The member joins the other workspace too, with its brand.
    const memberInB = await insertMember(db(), world.b.id, t.people.member, 'member');
    await insertProjectMember(db(), world.b.projectId, memberInB, 'member');
    const ticketB = (await t.createTicket('member', world.b.projectId, { summary: 'Elsewhere' })).uid;

    const here = await t.time.started('member', first);
    expect((await t.time.state('member', world.a.id)).hasTimeTracking).toBe(true);
    const there = await t.time.started('member', ticketB);
    expect(there.workspace_uid).toBe(world.b.id);

    expect((await runningEntries(db(), t.people.member.id)).map((e) => e.id)).toEqual([there.uid]);
    expect((await t.time.state('member', world.a.id)).hasTimeTracking).toBe(false);
    expect((await t.time.state('member', world.b.id)).hasTimeTracking).toBe(true);
    const stopped = (await t.time.ticketTime('member', first)).entries.find((e) => e.uid === here.uid);
    expect(stopped?.running).toBe(false);
  });

  it('refuses to stop when no timer runs on the ticket (409 timer_not_running)', async () => {
    const none = await t.time.stop('member', first);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('timer_not_running');

    await t.time.started('member', second);
    const elsewhere = await t.time.stop('member', first);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('timer_not_running');
    // Another person's timer on this ticket is not the caller's to stop.
    const notMine = await t.time.stop('admin', second);
    expect(notMine.json().code).toBe('timer_not_running');
  });

  it('stops: whole seconds are recorded, the ticket total follows, its updated time does not', async () => {
    const before = await t.time.ticket('member', first);
    const entry = await t.time.started('member', first);
    await backdate(db(), entry.uid, 125);

    const res = await t.time.stop('member', first);
    expect(res.statusCode).toBe(200);
    const stopped = res.json();
    expect(stopped).toMatchObject({ uid: entry.uid, running: false });
    expect(Number.isInteger(stopped.seconds)).toBe(true);
    expect(stopped.seconds).toBeGreaterThanOrEqual(125);
    expect(Date.parse(stopped.ended_at) - Date.parse(stopped.started_at)).toBeGreaterThanOrEqual(
      stopped.seconds * 1000,
    );

    const after = await t.time.ticket('member', first);
    expect(after.total_spent).toBe(stopped.seconds);
    expect(after.updated).toBe(before.updated);
    expect((await t.time.state('member', world.a.id)).hasTimeTracking).toBe(false);

    // Stopping again: nothing runs any more.
    expect((await t.time.stop('member', first)).json().code).toBe('timer_not_running');
  });

  it('keeps an entry stopped within a second, at 0 s', async () => {
    await t.time.started('member', first);
    const stopped = (await t.time.stop('member', first)).json();
    expect(stopped.seconds).toBe(0);
    expect((await t.time.ticketTime('member', first)).entries.map((e) => e.uid)).toEqual([stopped.uid]);
  });

  it('records at most 24 hours for a timer left running for days', async () => {
    const entry = await t.time.started('member', first);
    const startedAt = await backdate(db(), entry.uid, 3 * 86_400);
    const stopped = (await t.time.stop('member', first)).json();
    expect(stopped.seconds).toBe(TIME_ENTRY_MAX_SECONDS);
    expect(stopped.ended_at).toBe(
      new Date(Date.parse(startedAt) + TIME_ENTRY_MAX_SECONDS * 1000).toISOString(),
    );
    expect((await t.time.ticket('member', first)).total_spent).toBe(TIME_ENTRY_MAX_SECONDS);
  });

  it('never runs two timers for one person, whatever arrives at once', async () => {
    const same = await Promise.all([1, 2, 3].map(() => t.time.start('member', first)));
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(same.map((r) => r.json().uid)).size).toBe(1);
    expect(await runningEntries(db(), t.people.member.id)).toHaveLength(1);

    const mixed = await Promise.all(
      [first, second, first, second].map((ticket) => t.time.start('member', ticket)),
    );
    for (const res of mixed) expect([200, 201, 409]).toContain(res.statusCode);
    expect(await runningEntries(db(), t.people.member.id)).toHaveLength(1);
    // Every stopped entry was added to its ticket's total.
    for (const ticket of [first, second]) {
      const time = await t.time.ticketTime('member', ticket);
      const finished = time.entries.filter((e) => !e.running).reduce((sum, e) => sum + e.seconds, 0);
      expect(time.total_spent).toBe(finished);
    }
  });
});
