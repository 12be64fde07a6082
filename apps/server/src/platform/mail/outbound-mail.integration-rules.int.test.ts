import type { EmailRule } from '@expertos/domain/integration.schema';
import { LIMITS } from '@expertos/domain/limits';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import {
  createIntegrationMailTestContext,
  type IntegrationMailTestContext,
} from '../../test/integration-mail-world.js';

const TEAM = 'team@studio.example';
const PRODUCER = 'producer@studio.example';
const WHEN_CREATED: EmailRule[] = [{ event: 'ticket.created' }];
const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);

/**
 * What the e-mail integration sends on its own when a rule matches a change counts against the
 * outbound-mail limits like every e-mail to an address a member chose, in the change's
 * transaction, as the sends of whoever made the change; past a limit the change still goes
 * through and the delivery log says why nothing was sent (SMTP catcher, real worker).
 */
describe(`the e-mail integration's own e-mails against the outbound-mail limits on ${testDialect}`, () => {
  let t: IntegrationMailTestContext;

  beforeAll(async () => {
    t = await createIntegrationMailTestContext();
  });
  afterAll(() => t.close());

  const expectCreated = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(201);
    return t.ticketOf(res.body);
  };

  it("counts a rule's e-mails as the sends of the person who made the change, in that change", async () => {
    const uid = await t.reset([TEAM, PRODUCER], WHEN_CREATED);
    expectCreated(await t.createTask('Film the latte reel'));
    expect(await t.sends()).toEqual(
      [PRODUCER, TEAM].map((recipient) =>
        expect.objectContaining({
          workspace_id: t.world.a.id,
          sender_id: t.people.member.id,
          recipient,
          kind: 'integration_event',
        }),
      ),
    );
    await t.drain();
    expect([t.receivedBy(TEAM), t.receivedBy(PRODUCER)]).toEqual([1, 1]);
    expect((await t.deliveriesOf(uid)).map((d) => d.status)).toEqual(['succeeded']);
  });

  const limits = [
    {
      code: 'mail_recipient_limit',
      fill: () =>
        t.recordEarlier(LIMITS.mailsPerRecipientPerDay, 10, { workspaceId: t.world.a.id, recipient: TEAM }),
      message: `Not sent: ${TEAM} has had ${LIMITS.mailsPerRecipientPerDay} e-mails from this workspace in the last 24 hours, the most one address may get (mail_recipient_limit).`,
    },
    {
      code: 'mail_workspace_limit',
      fill: () => t.recordEarlier(LIMITS.mailsPerWorkspacePerDay, 10, { workspaceId: t.world.a.id }),
      message: `Not sent: this workspace has sent ${LIMITS.mailsPerWorkspacePerDay.toLocaleString('en-US')} e-mails to addresses its members chose in the last 24 hours, the most it may send (mail_workspace_limit).`,
    },
    {
      code: 'mail_sender_limit',
      // Sent by the member for another workspace: their hour spans workspaces.
      fill: () =>
        t.recordEarlier(LIMITS.mailsPerSenderPerHour, 10, {
          workspaceId: t.world.b.id,
          senderId: t.people.member.id,
        }),
      message: `Not sent: the person whose change sent it has sent ${LIMITS.mailsPerSenderPerHour} e-mails in the last hour, the most one person may send (mail_sender_limit).`,
    },
  ];

  it.each(limits)(
    'past $code the task is still created, its delivery is logged failed with the limit and nothing is sent',
    async (limit) => {
      const uid = await t.reset([TEAM, PRODUCER], WHEN_CREATED);
      await limit.fill();
      const counted = (await t.sends()).length;

      const task = expectCreated(await t.createTask('Autumn menu shoot'));
      const [delivery, ...others] = await t.deliveriesOf(uid);
      expect(others).toEqual([]);
      expect(delivery).toMatchObject({
        status: 'failed',
        event_type: 'ticket.created',
        ticket_uid: task.uid,
        attempts: 0,
        next_attempt_at: null,
        failure_reason: { code: 'mail_limit', message: limit.message },
      });
      const after = ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${task.uid}`)).json());
      expect(after.details.integrations).toEqual([
        { type: 'email', success: false, project_integration_uid: uid },
      ]);
      await t.drain();
      expect([t.receivedBy(TEAM), t.receivedBy(PRODUCER)]).toEqual([0, 0]);
      // Refused whole: the address under its limit got nothing either, and nothing was counted.
      expect((await t.sends()).length).toBe(counted);
    },
  );

  it('moves a task into a ruled status for a person whose hour is full, logging the e-mail as not sent', async () => {
    const uid = await t.reset([TEAM], [{ event: 'ticket.status_changed', status: 'needs_approval' }]);
    const task = expectCreated(await t.createTask('Approve the autumn logo'));
    await limits[2]!.fill();
    const moved = await t.call('member', 'PATCH', `/api/tickets/${task.uid}`, { status: 'needs_approval' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(ticketSchema.parse(moved.json()).status).toBe('needs_approval');
    expect((await t.deliveriesOf(uid))[0]).toMatchObject({
      status: 'failed',
      event_type: 'ticket.status_changed',
      failure_reason: { code: 'mail_limit', message: limits[2]!.message },
    });
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(0);
  });

  it("shares an address's cap between tasks sent by e-mail and a rule's e-mails", async () => {
    const dana = 'dana@client.example';
    const uid = await t.reset([dana], WHEN_CREATED);
    const half = LIMITS.mailsPerRecipientPerDay / 2;
    for (let i = 0; i < half; i++) expect((await t.send.byEmail([dana])).statusCode).toBe(200);
    for (let i = 0; i < half; i++) expectCreated(await t.createTask(`Story ${i}`));
    expect((await t.sends()).length).toBe(LIMITS.mailsPerRecipientPerDay);

    const byHand = await t.send.byEmail([dana]);
    expect(byHand.statusCode, byHand.body).toBe(429);
    expect(byHand.json().code).toBe('mail_recipient_limit');
    // A second on, so the refused delivery is the log's newest: under one frozen instant the
    // log's 50 places hold 51 deliveries in an order of random ids (it fell off once in ~50 runs).
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const late = expectCreated(await t.createTask('One story too many'));
    expect((await t.deliveriesOf(uid)).find((d) => d.ticket_uid === late.uid)).toMatchObject({
      status: 'failed',
      failure_reason: { code: 'mail_limit', message: expect.stringContaining('(mail_recipient_limit)') },
    });
    await t.drain();
    expect(t.receivedBy(dana)).toBe(LIMITS.mailsPerRecipientPerDay);
  });

  it("counts a rule's e-mails in the hour of whoever made the change, shared with their other sends", async () => {
    const twenty = addresses(20, 'saved');
    const uid = await t.reset(twenty, WHEN_CREATED);
    const tasks = LIMITS.mailsPerSenderPerHour / twenty.length;
    for (let i = 0; i < tasks; i++) expectCreated(await t.createTask(`Reel ${i}`));
    const refused = await t.send.approvalLink('client@client.example');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().code).toBe('mail_sender_limit');
    // The admin's task is the admin's sends: their hour is their own.
    expectCreated(await t.createTask('The admin’s reel', 'admin'));
    expect((await t.deliveriesOf(uid)).map((d) => d.status)).toEqual(Array(tasks + 1).fill('pending'));
    const sends = await t.sends();
    expect(sends.filter((row) => row.sender_id === t.people.member.id)).toHaveLength(
      LIMITS.mailsPerSenderPerHour,
    );
    expect(sends.filter((row) => row.sender_id === t.people.admin.id)).toHaveLength(twenty.length);
  });

  it("counts a change nobody here made against the address and the workspace, not against anyone's hour", async () => {
    const uid = await t.reset([TEAM], [{ event: 'ticket.status_changed', status: 'approved' }]);
    const link = await t.approvalLink('client@client.example');
    // The member who sent the link has no hour left; the client's approval is not theirs.
    await limits[2]!.fill();
    expect(await link.decide('approved')).toBe(200);
    expect((await t.sends()).filter((row) => row.kind === 'integration_event')).toEqual([
      { workspace_id: t.world.a.id, sender_id: '', recipient: TEAM, kind: 'integration_event' },
    ]);
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(1);

    await t.recordEarlier(LIMITS.mailsPerRecipientPerDay - 1, 5, {
      workspaceId: t.world.a.id,
      recipient: TEAM,
    });
    expect(await link.decide('rejected')).toBe(200);
    // A minute on, so the log's newest entry is this decision's.
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect(await link.decide('approved')).toBe(200);
    expect((await t.deliveriesOf(uid))[0]).toMatchObject({
      status: 'failed',
      failure_reason: { code: 'mail_limit', message: limits[0]!.message },
    });
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(1);
  });
});
