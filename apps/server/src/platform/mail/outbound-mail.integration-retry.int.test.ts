import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import type { EmailRule } from '@expertos/domain/integration.schema';
import { jobPageSchema } from '@expertos/domain/job.schema';
import { LIMITS } from '@expertos/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import {
  createIntegrationMailTestContext,
  type IntegrationMailTestContext,
} from '../../test/integration-mail-world.js';

const TEAM = 'team@studio.example';
const WHEN_CREATED: EmailRule[] = [{ event: 'ticket.created' }];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A failed e-mail delivery sent again sends its e-mails again, so they count against the
 * outbound-mail limits: "Retry now" as the retrying person's sends (429 past a limit), a dead
 * delivery job run again from the jobs page as nobody's (logged as not sent past a limit).
 */
describe(`retrying the e-mail integration's deliveries against the outbound-mail limits on ${testDialect}`, () => {
  let t: IntegrationMailTestContext;

  beforeAll(async () => {
    t = await createIntegrationMailTestContext();
  });
  afterAll(() => t.close());

  /** A task whose rule e-mail TEAM's mail server refused for good: its failed delivery. */
  async function refusedDelivery(uid: string) {
    t.refusing.refuse.push(TEAM);
    const res = await t.createTask('Film the latte reel');
    expect(res.statusCode, res.body).toBe(201);
    await t.drain();
    t.refusing.refuse.length = 0;
    const [delivery] = await t.deliveriesOf(uid);
    expect(delivery).toMatchObject({ status: 'failed', failure_reason: { message: `refused by ${TEAM}` } });
    return delivery!;
  }

  const fillTeam = (n: number) => t.recordEarlier(n, 10, { workspaceId: t.world.a.id, recipient: TEAM });
  const later = (ms: number) => t.clock.set(new Date(t.clock.now().getTime() + ms));

  it('answers 429 to the person retrying while the address is full, and sends once it has room', async () => {
    const uid = await t.reset([TEAM], WHEN_CREATED);
    await fillTeam(LIMITS.mailsPerRecipientPerDay);
    const res = await t.createTask('Autumn menu shoot');
    expect(res.statusCode, res.body).toBe(201);
    const [refused] = await t.deliveriesOf(uid);
    expect(refused).toMatchObject({ status: 'failed', failure_reason: { code: 'mail_limit' } });
    const counted = (await t.sends()).length;

    const retried = await t.retry(refused!.uid);
    expect(retried.statusCode, retried.body).toBe(429);
    expect(retried.json()).toEqual({
      code: 'mail_recipient_limit',
      message: ERROR_CATALOGUE.mail_recipient_limit.message,
    });
    expect(retried.headers['retry-after']).toBe(String(DAY_MS / 1000 - 10 * 60));
    expect((await t.deliveriesOf(uid))[0]).toEqual(refused);
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(0);
    expect((await t.sends()).length).toBe(counted);

    later(DAY_MS);
    const again = await t.retry(refused!.uid);
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.sends()).filter((row) => row.kind === 'integration_retry')).toEqual([
      {
        workspace_id: t.world.a.id,
        sender_id: t.people.admin.id,
        recipient: TEAM,
        kind: 'integration_retry',
      },
    ]);
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(1);
    expect((await t.deliveriesOf(uid))[0]).toMatchObject({ status: 'succeeded', failure_reason: null });
  });

  it("counts a retry in the retrying person's hour, not in the hour of whoever made the change", async () => {
    const uid = await t.reset([TEAM], WHEN_CREATED);
    const failed = await refusedDelivery(uid);
    await t.recordEarlier(LIMITS.mailsPerSenderPerHour, 10, {
      workspaceId: t.world.b.id,
      senderId: t.people.admin.id,
    });
    const retried = await t.retry(failed.uid);
    expect(retried.statusCode, retried.body).toBe(429);
    expect(retried.json().code).toBe('mail_sender_limit');
    await t.drain();
    expect(t.receivedBy(TEAM)).toBe(0);
    // The member who created the task has their hour; it is not theirs to spend.
    expect((await t.sends()).filter((row) => row.sender_id === t.people.member.id)).toHaveLength(1);
  });

  describe('a dead delivery job run again from the jobs page', () => {
    async function retryDeadJob() {
      const page = await t.call('admin', 'GET', `/api/workspaces/${t.world.a.id}/jobs?status=dead`);
      expect(page.statusCode, page.body).toBe(200);
      const [job, ...others] = jobPageSchema.parse(page.json()).items;
      expect(others).toEqual([]);
      const res = await t.call('admin', 'POST', `/api/workspaces/${t.world.a.id}/jobs/${job!.id}/retry`);
      expect(res.statusCode, res.body).toBe(200);
      await t.drain();
    }

    it("is counted as nobody's e-mails", async () => {
      const uid = await t.reset([TEAM], WHEN_CREATED);
      await refusedDelivery(uid);
      await retryDeadJob();
      expect(t.receivedBy(TEAM)).toBe(1);
      expect((await t.deliveriesOf(uid))[0]).toMatchObject({ status: 'succeeded' });
      expect((await t.sends()).filter((row) => row.kind === 'integration_retry')).toEqual([
        { workspace_id: t.world.a.id, sender_id: '', recipient: TEAM, kind: 'integration_retry' },
      ]);
    });

    it('sends nothing past a limit and logs why', async () => {
      const uid = await t.reset([TEAM], WHEN_CREATED);
      await refusedDelivery(uid);
      await fillTeam(LIMITS.mailsPerRecipientPerDay - 1);
      await retryDeadJob();
      expect(t.receivedBy(TEAM)).toBe(0);
      expect((await t.deliveriesOf(uid))[0]).toMatchObject({
        status: 'failed',
        failure_reason: { code: 'mail_limit', message: expect.stringContaining('(mail_recipient_limit)') },
      });
      expect((await t.sends()).length).toBe(LIMITS.mailsPerRecipientPerDay);
    });
  });
});
