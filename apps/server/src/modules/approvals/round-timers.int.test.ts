import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTimersTestContext, type TimersTestContext } from './round-timers.fixtures.js';

/**
 * A round's step timers (docs/product.md#approvals) on a clock the test moves, with two workers
 * racing over every job: due at the end of its day in the brand's zone (Paris here), reminded
 * 24 h before, at due, then daily three times at most, and expired back to In Review with its
 * requester told. Every reminder reaches its approver once, in the app and by e-mail (SMTP).
 */
describe(`approval timers on ${testDialect}`, () => {
  let t: TimersTestContext;

  beforeAll(async () => {
    t = await createTimersTestContext();
  });
  beforeEach(() => t.reset());
  afterAll(() => t?.close());

  const reminders = async (ticket: string) =>
    (await t.notices('approval_reminder', ticket)).map((n) => n.excerpt);

  it('is due at the end of the day in the brand’s zone; reminds 24 h before, at due, then daily 3 times; then expires', async () => {
    await t.workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [t.world.a.memberIds.admin] }],
    });
    // Monday 4 May, noon in Paris; due in 3 days: the end of Thursday 7 May, Paris time.
    const ticket = await t.askedPost();
    expect(await t.timer(ticket)).toMatchObject({
      step: 0,
      opened_at: '2026-05-04T10:00:00.000Z',
      due_at: '2026-05-07T22:00:00.000Z',
      time_zone: 'Europe/Paris',
      done: 0,
      next_at: '2026-05-06T22:00:00.000Z',
    });
    // The approver was asked, once.
    expect(await t.notices('approval_requested', ticket)).toEqual([
      expect.objectContaining({ user_id: t.people.admin.id, status: 'needs_approval' }),
    ]);

    await t.at('2026-05-06T21:59:00Z');
    expect(await reminders(ticket)).toEqual([]);
    // 24 hours before due (the poll runs on the minute).
    await t.at('2026-05-06T22:01:00Z');
    expect(await reminders(ticket)).toEqual(['Due by the end of Thu 7 May.']);
    // Two polls due at once, one per worker: still one reminder.
    await t.armExtraPoll('extra-1');
    await t.armExtraPoll('extra-2');
    await t.drain();
    expect(await reminders(ticket)).toHaveLength(1);

    await t.at('2026-05-07T22:01:00Z');
    await t.at('2026-05-08T22:01:00Z');
    await t.at('2026-05-09T22:01:00Z');
    await t.at('2026-05-10T22:01:00Z');
    // Three overdue days at most: the fourth and later ones send nothing.
    await t.at('2026-05-11T22:01:00Z');
    await t.at('2026-05-13T22:01:00Z');
    expect(await reminders(ticket)).toEqual([
      'Due by the end of Thu 7 May.',
      'It was due by the end of Thu 7 May.',
      'Overdue since Thu 7 May: the request expires at the end of Thu 14 May unless someone decides.',
      'Overdue since Thu 7 May: the request expires at the end of Thu 14 May unless someone decides.',
      'Overdue since Thu 7 May: the request expires at the end of Thu 14 May unless someone decides.',
    ]);
    expect((await t.notices('approval_reminder', ticket)).every((n) => n.user_id === t.people.admin.id)).toBe(
      true,
    );
    expect(await t.status(ticket)).toBe('needs_approval');

    // Seven days after due: the round expired, the post is back In Review, the requester told.
    await t.at('2026-05-14T22:01:00Z');
    expect((await t.round(ticket)).status).toBe('expired');
    expect(await t.status(ticket)).toBe('in_review');
    expect(await t.notices('approval_expired', ticket)).toEqual([
      expect.objectContaining({ user_id: t.people.member.id, status: 'in_review' }),
    ]);
    expect(await t.timer(ticket)).toBeUndefined();
    const history = await t.call('member', 'GET', `/api/tickets/${ticket}/activity`);
    expect(history.json().items).toContainEqual(
      expect.objectContaining({
        kind: 'status',
        from: 'needs_approval',
        to: 'in_review',
        via: 'approvals',
        via_name: 'approval expired',
      }),
    );
    // Nothing more happens, however long the workers run.
    await t.at('2026-05-20T22:01:00Z');
    expect(await reminders(ticket)).toHaveLength(5);
    expect(await t.notices('approval_expired', ticket)).toHaveLength(1);

    // By e-mail too (both default on): the approver's five reminders, the requester's expiry.
    const adminMail = await t.mailsTo(t.people.admin.email);
    expect(adminMail.filter((m) => m.subject?.startsWith('Reminder:'))).toHaveLength(5);
    expect(adminMail.filter((m) => m.subject?.includes('asks for your approval'))).toHaveLength(1);
    const expired = (await t.mailsTo(t.people.member.email)).filter((m) =>
      m.subject?.startsWith('Approval expired'),
    );
    expect(expired).toHaveLength(1);
    expect(expired[0]!.text).toContain(`/brand/${t.world.a.projectSlug}/tasks/${ticket}`);
  });

  it('sends one reminder, not each it missed, when the workers were away; each step has its own due', async () => {
    await t.workflow({
      mode: 'multi_step',
      due_days: 1,
      expire_days: 5,
      steps: [
        { kind: 'internal', approvers: [t.world.a.memberIds.admin] },
        { kind: 'internal', approvers: [t.world.a.memberIds.owner] },
      ],
    });
    const ticket = await t.askedPost();
    // Due at the end of Tuesday 5 May (Paris); nobody ran the workers until Friday.
    await t.at('2026-05-08T08:00:00Z');
    expect(await reminders(ticket)).toEqual([
      'Overdue since Tue 5 May: the request expires at the end of Sun 10 May unless someone decides.',
    ]);
    // Step 1 approved on Friday: step 2 opens now, due at the end of Saturday 9 May.
    await t.decide('admin', ticket, 'approved');
    expect(await t.timer(ticket)).toMatchObject({
      step: 1,
      opened_at: '2026-05-08T08:00:00.000Z',
      due_at: '2026-05-09T22:00:00.000Z',
      done: 0,
    });
    expect(await t.notices('approval_requested', ticket)).toEqual([
      expect.objectContaining({ user_id: t.people.admin.id }),
      expect.objectContaining({ user_id: t.people.owner.id }),
    ]);
    await t.at('2026-05-08T22:01:00Z');
    const owners = (await t.notices('approval_reminder', ticket)).filter(
      (n) => n.user_id === t.people.owner.id,
    );
    expect(owners.map((n) => n.excerpt)).toEqual(['Due by the end of Sat 9 May.']);
  });

  it('schedules a timer whose listener never ran (the process died after the commit), and one from before timers', async () => {
    await t.workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [t.world.a.memberIds.admin] }],
    });
    const ticket = await t.askedPost();
    const round = await t.round(ticket);
    // As the round's transaction left it: the timer waiting to be scheduled, nobody told.
    await t.db
      .updateTable('approval_timers')
      .set({ step: null, opened_at: null, due_at: null, next_at: '2026-05-04T10:00:00.000Z' })
      .where('round_id', '=', round.uid)
      .execute();
    await t.db.deleteFrom('notifications').where('ticket_id', '=', ticket).execute();
    await t.at('2026-05-04T10:01:00Z');
    expect(await t.timer(ticket)).toMatchObject({ step: 0, due_at: '2026-05-07T22:00:00.000Z' });
    expect(await t.notices('approval_requested', ticket)).toHaveLength(1);

    // A round without any timer (opened before timers existed) gets one when the API starts.
    await t.db.deleteFrom('approval_timers').where('round_id', '=', round.uid).execute();
    await t.startApprovals();
    await t.at('2026-05-04T10:03:00Z');
    expect(await t.timer(ticket)).toMatchObject({ step: 0, due_at: '2026-05-07T22:00:00.000Z' });
    // Asked once: the notice's key keeps it so.
    expect(await t.notices('approval_requested', ticket)).toHaveLength(1);
  });

  it('is forgotten once the round ends, and an ended round sends nothing more', async () => {
    await t.workflow({
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [t.world.a.memberIds.admin] }],
    });
    const ticket = await t.askedPost();
    await t.decide('admin', ticket, 'approved');
    expect(await t.timer(ticket)).toBeUndefined();
    await t.at('2026-05-20T00:00:00Z');
    expect(await t.notices('approval_reminder', ticket)).toEqual([]);
    expect(await t.status(ticket)).toBe('approved');
    // Asking again replaces the round: the new one has its own timer, the old one none.
    const again = await t.call('member', 'POST', `/api/tickets/${ticket}/approval`);
    expect(again.statusCode, again.body).toBe(201);
    const timers = await t.db
      .selectFrom('approval_timers')
      .selectAll()
      .where('ticket_id', '=', ticket)
      .execute();
    expect(timers).toHaveLength(1);
    expect(timers[0]).toMatchObject({ round_id: (await t.round(ticket)).uid, step: 0 });
  });
});
