import { LIMITS } from '@expertos/domain/limits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifier } from '../../modules/notifications/notifications.service.js';
import { createMemberAccess } from '../../modules/workspaces/member-access.js';
import { testDialect } from '../../test/context.js';
import { createMailLimitsTestContext, type MailLimitsTestContext } from '../../test/mail-limits-world.js';
import { createJobQueue } from '../jobs/job-queue.js';

const addresses = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);

/** One count for every path a member aims e-mail with; system mail is not part of it. */
describe(`outbound-mail limits across paths on ${testDialect}`, () => {
  let t: MailLimitsTestContext;

  beforeAll(async () => {
    t = await createMailLimitsTestContext();
  });
  afterAll(() => t.ctx.close());

  const expectStatus = (res: LightMyRequestResponse, status: number) =>
    expect(res.statusCode, res.body).toBe(status);
  const sendsRecorded = async () =>
    Number(
      (
        await t.db
          .selectFrom('mail_sends')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("an address's invites, integration tests, approval links and tasks sent by e-mail share its cap, freed a day later", async () => {
    const dana = 'dana@client.example';
    await t.reset([dana]);
    expectStatus(await t.send.invite(dana), 201);
    expectStatus(await t.send.integrationTest(), 202);
    for (let i = 0; i < 28; i++) expectStatus(await t.send.approvalLink(dana), 201);
    for (let i = 0; i < 20; i++) expectStatus(await t.send.byEmail([dana]), 200);
    expect(await sendsRecorded()).toBe(LIMITS.mailsPerRecipientPerDay);

    for (const refused of [
      await t.send.approvalLink(dana),
      await t.send.byEmail(['sam@client.example', 'DANA@client.example']),
      await t.send.integrationTest(),
    ]) {
      expectStatus(refused, 429);
      expect(refused.json().code).toBe('mail_recipient_limit');
      expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
    }
    expect(await t.mailsTo('sam@client.example')).toBe(0);

    t.clock.set(new Date(t.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    expectStatus(await t.send.approvalLink(dana), 201);
  });

  it("a person's hour counts every path they send by", async () => {
    await t.reset(addresses(20, 'saved'));
    for (let i = 0; i < 3; i++) expectStatus(await t.send.integrationTest('admin'), 202);
    expectStatus(await t.send.byEmail(addresses(20, 'colleague'), 'admin'), 200);
    for (let i = 0; i < 19; i++)
      expectStatus(await t.send.approvalLink(`client-${i}@example.com`, 'admin'), 201);
    expectStatus(await t.send.invite('one@example.com', 'admin'), 201);
    expect(await sendsRecorded()).toBe(LIMITS.mailsPerSenderPerHour);

    const refused = await t.send.invite('two@example.com', 'admin');
    expectStatus(refused, 429);
    expect(refused.json().code).toBe('mail_sender_limit');
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    // Another person of the same workspace has an hour of their own.
    expectStatus(await t.send.approvalLink('two@example.com', 'member'), 201);
  });

  it('does not count system mail, which still goes out when every limit is full', async () => {
    await t.reset();
    const admin = t.people.admin.email.toLowerCase();
    await t.recordEarlier(LIMITS.mailsPerRecipientPerDay, 5, { workspaceId: t.world.a.id, recipient: admin });
    await t.recordEarlier(LIMITS.mailsPerWorkspacePerDay, 5, { workspaceId: t.world.a.id });
    await t.recordEarlier(LIMITS.mailsPerSenderPerHour, 5, { senderId: t.people.member.id });
    const recorded = await sendsRecorded();
    expectStatus(await t.send.approvalLink(admin), 429);

    // A mention e-mails the member mentioned: mail about their work, to their own address.
    const notifier = createNotifier({
      db: t.db,
      queue: createJobQueue({ database: t.ctx.database }),
      publicUrl: t.ctx.config.publicUrl,
      access: createMemberAccess(t.db),
      events: t.ctx.app.events,
    });
    const ticket = await t.db
      .selectFrom('tickets')
      .select('id')
      .where('project_id', '=', t.world.a.projectId)
      .where('ticket_type', '=', 'post')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      notifier.notify(trx, [
        {
          kind: 'mention',
          recipientMemberId: t.world.a.memberIds.admin!,
          workspaceId: t.world.a.id,
          ticketId: ticket.id,
          actorMemberId: t.world.a.memberIds.member!,
          excerpt: 'Can you check the cut?',
        },
      ]),
    );
    expect(await t.mailsTo(admin)).toBe(1);
    expect(await sendsRecorded()).toBe(recorded);
  });
});
