import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkedRoutes } from '../../platform/access.js';
import { testDialect } from '../../test/context.js';
import type { Persona } from '../../test/world.js';
import type { Method, TicketWorld } from '../tickets/tickets.fixtures.js';
import { createTimeTestContext } from './timetracking.fixtures.js';
import { createTimeTrackingRepository } from './timetracking.repository.js';

type Context = Awaited<ReturnType<typeof createTimeTestContext>>;

const NO_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 3600;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe(`time entries on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: string;
  let other: string;
  const db = () => t.ctx.database.db;

  beforeAll(async () => {
    t = await createTimeTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = (await t.createTicket('member', world.a.projectId, { summary: 'Write the script' })).uid;
    other = (await t.createTicket('member', world.a.projectId, { summary: 'Another' })).uid;
    await db().deleteFrom('time_entries').execute();
  });
  afterAll(() => t.ctx.close());

  describe('manual entries', () => {
    it('adds one: 201, manual, ended by its length; the total follows', async () => {
      const startedAt = ago(3 * HOUR);
      const res = await t.time.add('member', ticket, {
        started_at: startedAt,
        seconds: HOUR,
        note: ' Draft ',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        started_at: startedAt,
        ended_at: new Date(Date.parse(startedAt) + HOUR * 1000).toISOString(),
        seconds: HOUR,
        note: 'Draft',
        manual: true,
        running: false,
        can_edit: true,
        person: { uid: world.a.memberIds.member },
      });
      await t.time.added('admin', ticket, { started_at: ago(HOUR), seconds: 600 });
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(HOUR + 600);
      expect((await t.time.ticketTime('member', ticket)).total_spent).toBe(HOUR + 600);
      // The header poll of who added it lists it; a manual entry runs no timer.
      const state = await t.time.state('member', world.a.id);
      expect(state.hasTimeTracking).toBe(false);
      expect(state.entries.map((e) => e.seconds)).toEqual([HOUR]);
    });

    it('keeps a start with an offset as UTC', async () => {
      const entry = await t.time.added('member', ticket, {
        started_at: '2024-03-04T10:00:00+02:00',
        seconds: 60,
      });
      expect(entry.started_at).toBe('2024-03-04T08:00:00.000Z');
    });

    it('refuses a start in the future and lengths outside a minute to a day (400)', async () => {
      const future = await t.time.add('member', ticket, {
        started_at: new Date(Date.now() + 3_600_000).toISOString(),
        seconds: 60,
      });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'started_at' }] });
      for (const seconds of [59, 86_401, 1.5]) {
        const res = await t.time.add('member', ticket, { started_at: ago(HOUR), seconds });
        expect(res.statusCode, String(seconds)).toBe(400);
      }
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(0);
    });

    it('edits an own entry: length, start and note; the total follows', async () => {
      const entry = await t.time.added('member', ticket, { started_at: ago(5 * HOUR), seconds: HOUR });
      const startedAt = ago(2 * HOUR);
      const res = await t.time.edit('member', ticket, entry.uid, {
        started_at: startedAt,
        seconds: 1800,
        note: 'Shorter',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        uid: entry.uid,
        started_at: startedAt,
        ended_at: new Date(Date.parse(startedAt) + 1800_000).toISOString(),
        seconds: 1800,
        note: 'Shorter',
      });
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(1800);
      // Only what is given changes.
      const noteOnly = await t.time.edit('member', ticket, entry.uid, { note: null });
      expect(noteOnly.json()).toMatchObject({ seconds: 1800, started_at: startedAt, note: null });
    });

    it('lets only the author or a workspace admin edit or delete an entry (403 otherwise)', async () => {
      const entry = await t.time.added('admin', ticket, { started_at: ago(HOUR), seconds: 900 });
      const seen = (await t.time.ticketTime('member', ticket)).entries[0];
      expect(seen?.can_edit).toBe(false);
      expect((await t.time.ticketTime('owner', ticket)).entries[0]?.can_edit).toBe(true);

      const edit = await t.time.edit('member', ticket, entry.uid, { seconds: 60 });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().code).toBe('forbidden');
      expect((await t.time.remove('member', ticket, entry.uid)).statusCode).toBe(403);

      const mine = await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 300 });
      const byOwner = await t.time.edit('owner', ticket, mine.uid, { seconds: 600 });
      expect(byOwner.statusCode).toBe(200);
      // The admin is not the author, and may still edit; the reply says so.
      expect(byOwner.json()).toMatchObject({
        seconds: 600,
        can_edit: true,
        person: { uid: world.a.memberIds.member },
      });
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(900 + 600);
    });

    it('deletes an entry: { ok: true }, and the total follows', async () => {
      const one = await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 600 });
      await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 120 });
      const res = await t.time.remove('member', ticket, one.uid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(120);
      expect((await t.time.remove('member', ticket, one.uid)).statusCode).toBe(404);
      // An admin deletes anyone's entry.
      const last = (await t.time.ticketTime('admin', ticket)).entries[0]!;
      expect((await t.time.remove('admin', ticket, last.uid)).statusCode).toBe(200);
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(0);
    });

    it('refuses to edit or delete a running entry (409 time_entry_running)', async () => {
      const running = await t.time.started('member', ticket);
      for (const res of [
        await t.time.edit('member', ticket, running.uid, { seconds: 600 }),
        await t.time.remove('member', ticket, running.uid),
        await t.time.edit('admin', ticket, running.uid, { seconds: 600 }),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('time_entry_running');
      }
      expect((await t.time.state('member', world.a.id)).hasTimeTracking).toBe(true);
    });

    it('answers 404 for an entry that is not on the ticket in the path', async () => {
      const entry = await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 600 });
      expect((await t.time.edit('member', other, entry.uid, { seconds: 60 })).statusCode).toBe(404);
      expect((await t.time.remove('admin', other, entry.uid)).statusCode).toBe(404);
      expect((await t.time.edit('member', ticket, NO_ID, { seconds: 60 })).statusCode).toBe(404);
      expect((await t.time.ticket('member', ticket)).total_spent).toBe(600);
    });

    it('lists everyone’s entries on a ticket, newest first', async () => {
      const older = await t.time.added('admin', ticket, { started_at: ago(5 * HOUR), seconds: 60 });
      const newer = await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 60 });
      await t.time.added('member', other, { started_at: ago(HOUR), seconds: 60 });
      const list = await t.time.ticketTime('member', ticket);
      expect(list.entries.map((e) => e.uid)).toEqual([newer.uid, older.uid]);
      expect(list.total_spent).toBe(120);
    });
  });

  describe('the header poll', () => {
    it('lists at most 20 of the caller’s entries: the running one first, then the most recent', async () => {
      for (let i = 0; i < 22; i += 1)
        await t.time.added('member', ticket, { started_at: ago((i + 2) * HOUR), seconds: 60 });
      const running = await t.time.started('member', other);
      const state = await t.time.state('member', world.a.id);
      expect(state.hasTimeTracking).toBe(true);
      expect(state.entries).toHaveLength(20);
      expect(state.entries[0]?.uid).toBe(running.uid);
      const starts = state.entries.slice(1).map((e) => e.started_at);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it('leaves out entries on brands the caller can no longer see', async () => {
      await t.time.added('member', ticket, { started_at: ago(HOUR), seconds: 60 });
      await db()
        .deleteFrom('project_members')
        .where('project_id', '=', world.a.projectId)
        .where('member_id', '=', world.a.memberIds.member!)
        .execute();
      expect((await t.time.state('member', world.a.id)).entries).toEqual([]);
    });
  });

  it('lets the database keep one running entry per person (ON CONFLICT on the partial index)', async () => {
    const repo = createTimeTrackingRepository(db());
    const row = (ticketId: string, endedAt: string | null) => ({
      id: randomUUID(),
      workspace_id: world.a.id,
      project_id: world.a.projectId,
      ticket_id: ticketId,
      member_id: world.a.memberIds.member!,
      user_id: t.people.member.id,
      started_at: ago(60),
      ended_at: endedAt,
      seconds: endedAt ? 60 : 0,
      note: null,
      manual: 0,
      created_at: ago(0),
      updated_at: ago(0),
    });
    await repo.transaction(async (trx) => {
      expect(await repo.insert(row(ticket, null), trx)).toBe(true);
      expect(await repo.insert(row(other, null), trx)).toBe(false);
      // Finished entries are not limited.
      expect(await repo.insert(row(other, ago(0)), trx)).toBe(true);
      expect(await repo.insert(row(other, ago(0)), trx)).toBe(true);
    });
    const running = await db()
      .selectFrom('time_entries')
      .select('ticket_id')
      .where('ended_at', 'is', null)
      .execute();
    expect(running).toEqual([{ ticket_id: ticket }]);
  });

  describe('who may use the time routes', () => {
    const timeRoutes = () =>
      checkedRoutes(t.ctx.app.routeDeclarations)
        .filter(({ url }) => url.includes('/timetracking'))
        .map(({ method, url }) => ({ method: method as Method, url }));

    const callAll = async (
      persona: Persona | 'anonymous',
      place: { workspaceId: string; ticketId: string },
    ) => {
      const answers: string[] = [];
      for (const { method, url } of timeRoutes()) {
        const filled = url
          .replace(':ticketId', place.ticketId)
          .replace(':entryId', NO_ID)
          .replace(':workspaceId', place.workspaceId);
        const body =
          method === 'POST' || method === 'PATCH' ? { started_at: ago(HOUR), seconds: 60 } : undefined;
        const res = await t.call(persona, method, filled, body);
        answers.push(`${method} ${url} → ${res.statusCode} ${res.json().code ?? ''}`);
      }
      return answers;
    };

    it('has the routes of the contract (api-client/src/timetracking.ts)', () => {
      expect(
        timeRoutes()
          .map(({ method, url }) => `${method} ${url}`)
          .sort(),
      ).toEqual(
        [
          'GET /api/workspaces/:workspaceId/timetracking/entries',
          'GET /api/workspaces/:workspaceId/timetracking/report',
          'GET /api/tickets/:ticketId/timetracking/entries',
          'POST /api/tickets/:ticketId/timetracking/start',
          'POST /api/tickets/:ticketId/timetracking/stop',
          'POST /api/tickets/:ticketId/timetracking/entries',
          'PATCH /api/tickets/:ticketId/timetracking/entries/:entryId',
          'DELETE /api/tickets/:ticketId/timetracking/entries/:entryId',
        ].sort(),
      );
    });

    it('refuses external users (though given the brand) and other workspaces’ members on every route (403)', async () => {
      for (const persona of ['external', 'outsider'] as const) {
        const answers = await callAll(persona, { workspaceId: world.a.id, ticketId: ticket });
        expect(answers).toHaveLength(8);
        expect(answers.filter((line) => !line.endsWith('→ 403 forbidden'))).toEqual([]);
      }
      expect(await db().selectFrom('time_entries').selectAll().execute()).toEqual([]);
    });

    it('refuses a member on a ticket of a brand they were not given (403)', async () => {
      const hidden = (await t.createTicket('owner', world.hiddenProjectId, { summary: 'hidden' })).uid;
      const answers = await callAll('member', { workspaceId: world.a.id, ticketId: hidden });
      const ticketRoutes = answers.filter((line) => line.includes('/tickets/'));
      expect(ticketRoutes).toHaveLength(6);
      expect(ticketRoutes.filter((line) => !line.endsWith('→ 403 forbidden'))).toEqual([]);
    });

    it('asks anonymous callers to sign in (401)', async () => {
      const answers = await callAll('anonymous', { workspaceId: world.a.id, ticketId: ticket });
      expect(answers.filter((line) => !line.includes('→ 401'))).toEqual([]);
    });
  });
});
