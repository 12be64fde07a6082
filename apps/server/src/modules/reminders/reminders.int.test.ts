import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { testDialect } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import {
  createRestartableApp,
  drain,
  movableClock,
  recordingNotifier,
  reminderNotifications,
  reminderWorker,
} from './reminders.fixtures.js';
import { REMINDER_JOB, reminderKey } from './reminders.js';

/**
 * Reminders end to end: armed through the tickets API, fired by the real job queue and
 * worker on a clock the test moves. The notifier here records calls and writes the rows the
 * real one writes (see reminders.fixtures.ts); the assertions read the `notifications` table
 * and the ticket's 'reminded' marker.
 */
describe(`reminders on ${testDialect}`, () => {
  let server: Awaited<ReturnType<typeof createRestartableApp>>;
  let people: Record<Persona, Person>;
  let world: World;
  const HOUR = 3_600_000;

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  async function createTicket(body: object): Promise<Ticket> {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, body);
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return ticketSchema.parse(res.json());
  }
  async function patch(ticketId: string, body: object): Promise<Ticket> {
    const res = await call('member', 'PATCH', `/api/tickets/${ticketId}`, body);
    if (res.statusCode !== 200) throw new Error(`patch failed: ${res.statusCode} ${res.body}`);
    return ticketSchema.parse(res.json());
  }
  const getTicket = async (ticketId: string) =>
    ticketSchema.parse((await call('member', 'GET', `/api/tickets/${ticketId}`)).json());
  const reminderJobs = (database: Database) =>
    database.db.selectFrom('jobs').selectAll().where('type', '=', REMINDER_JOB).execute();

  /** A reminder time in whole seconds, `ms` from now. */
  const inFuture = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000).toISOString();
  const after = (iso: string, ms = 1000) => new Date(Date.parse(iso) + ms);

  beforeAll(async () => {
    server = await createRestartableApp();
    people = await signUpPeople(server.app, server.mail);
  });
  beforeEach(async () => {
    world = await buildWorld(server.database.db, people);
    await server.database.db.deleteFrom('jobs').execute();
  });
  afterAll(() => server.close());

  it('arms a job when remind_at is set, and fires once for a To Do ticket: to the assignee', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const ticket = await createTicket({ summary: 'Post the teaser', assignee: world.a.memberIds.admin });
    expect(await reminderJobs(server.database)).toEqual([]);

    const remindAt = inFuture(HOUR);
    await patch(ticket.uid, { remind_at: remindAt });
    const jobs = await reminderJobs(server.database);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: 'pending',
      run_at: remindAt,
      dedupe_key: reminderKey({ ticketId: ticket.uid, remindAt }),
    });
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ ticketId: ticket.uid, remindAt });

    // Not before its time.
    expect(await drain(worker)).toBe(0);
    clock.set(after(remindAt));
    expect(await drain(worker)).toBe(1);

    const rows = await reminderNotifications(server.database.db, ticket.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: people.admin.id,
      workspace_id: world.a.id,
      excerpt: 'Post the teaser',
      actor_id: null,
      dedupe_key: `reminder:${ticket.uid}:${remindAt}`,
    });
    expect(notifier.calls).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        recipientMemberId: world.a.memberIds.admin,
        ticketId: ticket.uid,
      }),
    ]);
    const fired = await getTicket(ticket.uid);
    expect(fired.reminded_at).toBe(clock.now().toISOString());

    // The worker again, the same job again (deduplicated), and a second delivery of it.
    expect(await drain(worker)).toBe(0);
    const queue = createJobQueue({ database: server.database, now: clock.now });
    const payload = { ticketId: ticket.uid, remindAt };
    expect((await queue.enqueue(REMINDER_JOB, payload, { dedupeKey: reminderKey(payload) })).created).toBe(
      false,
    );
    await queue.enqueue(REMINDER_JOB, payload);
    expect(await drain(worker)).toBe(1);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toHaveLength(1);
    expect(notifier.calls).toHaveLength(1);
    expect((await getTicket(ticket.uid)).reminded_at).toBe(fired.reminded_at);
  });

  it('reminds the reporter of an unassigned ticket, and an In Progress one', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const remindAt = inFuture(HOUR);
    // Armed at creation.
    const ticket = await createTicket({ summary: 'Edit', status: 'in_progress', remind_at: remindAt });
    expect(await reminderJobs(server.database)).toHaveLength(1);
    clock.set(after(remindAt));
    await drain(worker);
    const rows = await reminderNotifications(server.database.db, ticket.uid);
    expect(rows.map((r) => r.user_id)).toEqual([people.member.id]);
    expect(notifier.calls[0]).toMatchObject({
      recipientMemberId: world.a.memberIds.member,
      status: 'in_progress',
    });
  });

  it('does not remind at all for a Done ticket, but marks the reminder handled', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const ticket = await createTicket({ summary: 'Finished', assignee: world.a.memberIds.admin });
    const remindAt = inFuture(HOUR);
    await patch(ticket.uid, { status: 'done', remind_at: remindAt });
    clock.set(after(remindAt));
    expect(await drain(worker)).toBe(1);

    expect(notifier.calls).toEqual([]);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toEqual([]);
    expect((await getTicket(ticket.uid)).reminded_at).toBe(clock.now().toISOString());
    // Reopened afterwards: this reminder was handled; it does not fire late.
    await patch(ticket.uid, { status: 'todo' });
    await server.database.db
      .updateTable('jobs')
      .set({ status: 'pending', run_at: clock.now().toISOString() })
      .execute();
    expect(await drain(worker)).toBe(1);
    expect(notifier.calls).toEqual([]);
  });

  it('fires a reminder time in the past at once', async () => {
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, () => new Date());
    const ticket = await createTicket({ summary: 'Late' });
    await patch(ticket.uid, { remind_at: inFuture(-HOUR) });
    expect(await drain(worker)).toBe(1);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toHaveLength(1);
  });

  it('fires only the latest time when remind_at changes before the first', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const ticket = await createTicket({ summary: 'Moved', assignee: world.a.memberIds.admin });
    const first = inFuture(HOUR);
    const second = inFuture(2 * HOUR);
    await patch(ticket.uid, { remind_at: first });
    await patch(ticket.uid, { remind_at: second });
    expect(await reminderJobs(server.database)).toHaveLength(2);

    clock.set(after(first));
    expect(await drain(worker)).toBe(1);
    expect(notifier.calls).toEqual([]);
    expect((await getTicket(ticket.uid)).reminded_at).toBeNull();

    clock.set(after(second));
    expect(await drain(worker)).toBe(1);
    const rows = await reminderNotifications(server.database.db, ticket.uid);
    expect(rows.map((r) => r.dedupe_key)).toEqual([`reminder:${ticket.uid}:${second}`]);
    expect((await getTicket(ticket.uid)).reminded_at).not.toBeNull();
  });

  it('fires a time set again after it was moved away and its first job had run (A → B → A)', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const ticket = await createTicket({ summary: 'Back and forth' });
    const a = inFuture(HOUR);
    await patch(ticket.uid, { remind_at: a });
    await patch(ticket.uid, { remind_at: inFuture(5 * HOUR) });
    clock.set(after(a));
    await drain(worker);
    expect(notifier.calls).toEqual([]);

    // Back to A, now past: reminds at once, once.
    await patch(ticket.uid, { remind_at: a });
    await drain(worker);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toHaveLength(1);
    clock.set(after(a, 10 * HOUR));
    await drain(worker);
    expect(notifier.calls).toHaveLength(1);
  });

  it('does nothing for a cleared reminder or a deleted ticket', async () => {
    const clock = movableClock();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    const cleared = await createTicket({ summary: 'Cleared', remind_at: inFuture(HOUR) });
    await patch(cleared.uid, { remind_at: null });
    const deleted = await createTicket({ summary: 'Deleted', remind_at: inFuture(HOUR) });
    expect((await call('member', 'DELETE', `/api/tickets/${deleted.uid}`)).statusCode).toBe(200);

    clock.set(after(inFuture(HOUR), 60_000));
    expect(await drain(worker)).toBe(2);
    expect(notifier.calls).toEqual([]);
    expect((await reminderJobs(server.database)).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('reminds once when two workers run the same due reminder at once', async () => {
    const notifier = recordingNotifier();
    const now = () => new Date();
    const ticket = await createTicket({ summary: 'Raced', assignee: world.a.memberIds.admin });
    const remindAt = inFuture(-1000);
    await patch(ticket.uid, { remind_at: remindAt });
    // At-least-once delivery: the same reminder twice more, as a crashed worker would leave it.
    const queue = createJobQueue({ database: server.database });
    await queue.enqueue(REMINDER_JOB, { ticketId: ticket.uid, remindAt });
    await queue.enqueue(REMINDER_JOB, { ticketId: ticket.uid, remindAt });

    // PostgreSQL: two connection pools, as two processes. SQLite: one connection, since a
    // second one in the same process would block the event loop while it waits for the lock.
    const second = testDialect === 'postgres' ? await server.openConnection() : server.database;
    const a = reminderWorker(server.database, notifier, now, 'worker-a');
    const b = reminderWorker(second, notifier, now, 'worker-b');
    const ran = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(ran.filter(Boolean)).toHaveLength(3);
    expect(notifier.calls).toHaveLength(1);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toHaveLength(1);
    expect((await reminderJobs(server.database)).map((j) => j.status)).toEqual(['done', 'done', 'done']);
  });

  it('reminds once only across a restart', async () => {
    const clock = movableClock();
    const ticket = await createTicket({ summary: 'Survives', assignee: world.a.memberIds.admin });
    const remindAt = inFuture(HOUR);
    await patch(ticket.uid, { remind_at: remindAt });
    clock.set(after(remindAt));
    const before = recordingNotifier();
    expect(await drain(reminderWorker(server.database, before, clock.now))).toBe(1);
    expect(before.calls).toHaveLength(1);

    // A new server on a new connection: new app, queue, worker and notifier.
    await server.restart();
    const notifier = recordingNotifier();
    const worker = reminderWorker(server.database, notifier, clock.now);
    // Nothing is reminded again. Counted by the reminders sent, not the jobs run: the new app
    // plans its daily jobs from the real time, and an hour ahead of it can be past midnight.
    await drain(worker);
    expect(notifier.calls).toEqual([]);
    const queue = createJobQueue({ database: server.database, now: clock.now });
    const payload = { ticketId: ticket.uid, remindAt };
    expect((await queue.enqueue(REMINDER_JOB, payload, { dedupeKey: reminderKey(payload) })).created).toBe(
      false,
    );
    await queue.enqueue(REMINDER_JOB, payload);
    expect(await drain(worker)).toBe(1);

    expect(notifier.calls).toEqual([]);
    expect(await reminderNotifications(server.database.db, ticket.uid)).toHaveLength(1);
    // The API of the new server reads the same marker.
    expect((await getTicket(ticket.uid)).reminded_at).not.toBeNull();
  });
});
