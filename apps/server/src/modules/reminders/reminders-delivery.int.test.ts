import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { REMINDER_JOB } from './reminders.js';

/**
 * Reminders end to end with the parts a server really runs: the app's routes arm the job,
 * the background worker (reminder and mail handlers, the real notifier) fires it, and the
 * assignee finds one notification in the centre and one e-mail in the mailbox.
 */
describe(`reminder delivery on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let background: ReturnType<typeof createWorkerProcess>;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  async function drain() {
    while (await background.worker.runOnce()) {
      // one job at a time, until none is due
    }
  }

  async function reminderTicket(status: string) {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: `Send the invoice (${status} ${Math.random().toString(36).slice(2, 8)})`,
      ticket_type: 'reminder',
      status,
      assignee: world.a.memberIds.admin,
      // Already due: the job runs at once.
      remind_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    return ticketSchema.parse(res.json());
  }

  const remindersFor = async (ticketUid: string) => {
    const res = await call('admin', 'GET', '/api/notifications?limit=100');
    return (res.json().items as { kind: string; ticket: { uid: string } | null }[]).filter(
      (item) => item.kind === 'reminder' && item.ticket?.uid === ticketUid,
    );
  };
  const mailsAbout = async (summary: string) =>
    (await ctx.database.db.selectFrom('dev_mailbox').selectAll().execute()).filter(
      (row) => row.to === people.admin.email && row.subject.includes(summary),
    );

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  it('notifies the assignee of a To Do reminder once, in the centre and by e-mail, even when the job runs again', async () => {
    const ticket = await reminderTicket('todo');
    await drain();
    expect(await remindersFor(ticket.uid)).toHaveLength(1);
    expect(await mailsAbout(ticket.summary)).toHaveLength(1);
    const fired = ticketSchema.parse((await call('member', 'GET', `/api/tickets/${ticket.uid}`)).json());
    expect(fired.reminded_at).not.toBeNull();

    // At-least-once delivery: the same job again (a crashed worker's retry) changes nothing.
    await background.platform.deps.queue.enqueue(REMINDER_JOB, {
      ticketId: ticket.uid,
      remindAt: ticket.remind_at,
    });
    await drain();
    expect(await remindersFor(ticket.uid)).toHaveLength(1);
    expect(await mailsAbout(ticket.summary)).toHaveLength(1);
  });

  it('does not notify at all for a Done reminder', async () => {
    const ticket = await reminderTicket('done');
    await drain();
    expect(await remindersFor(ticket.uid)).toEqual([]);
    expect(await mailsAbout(ticket.summary)).toEqual([]);
  });

  it('keeps the in-app notification but sends no e-mail when the assignee turned reminder e-mails off', async () => {
    const off = await call('admin', 'PUT', '/api/notifications/settings', { email: { reminder: false } });
    expect(off.statusCode).toBe(200);
    const ticket = await reminderTicket('in_progress');
    await drain();
    expect(await remindersFor(ticket.uid)).toHaveLength(1);
    expect(await mailsAbout(ticket.summary)).toEqual([]);
    await call('admin', 'PUT', '/api/notifications/settings', { email: { reminder: true } });
  });
});
