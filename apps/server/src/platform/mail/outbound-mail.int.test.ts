import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { LIMITS } from '@expertos/domain/limits';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createMailLimitsTestContext, type MailLimitsTestContext } from '../../test/mail-limits-world.js';

const DAY_S = 24 * 60 * 60;
const HOUR_S = 60 * 60;

/**
 * Every path a member aims e-mail with, in a trial workspace, against each outbound-mail limit
 * (LIMITS in packages/domain): at the limit the call answers 429 with the limit's code, message
 * and Retry-After, and leaves nothing behind.
 */
describe(`outbound-mail limits through the API on ${testDialect}`, () => {
  let t: MailLimitsTestContext;

  beforeAll(async () => {
    t = await createMailLimitsTestContext();
  });
  beforeEach(() => t.reset(['team@studio.example']));
  afterAll(() => t.ctx.close());

  const SAVED = 'team@studio.example';
  const paths = [
    {
      name: 'POST /api/tickets/:ticketId/send (send by e-mail)',
      persona: 'member' as const,
      recipient: 'client@example.com',
      send: () => t.send.byEmail(['client@example.com']),
      ok: 200,
    },
    {
      name: 'POST /api/projects/:projectId/approvals (approval link)',
      persona: 'member' as const,
      recipient: 'dana@client.example',
      send: () => t.send.approvalLink('dana@client.example'),
      ok: 201,
    },
    {
      name: 'POST /api/workspaces/:workspaceId/invites (invite)',
      persona: 'admin' as const,
      recipient: 'new.hire@example.com',
      send: () => t.send.invite('new.hire@example.com'),
      ok: 201,
    },
    {
      name: "POST …/integrations/:uid/test (the e-mail integration's test)",
      persona: 'admin' as const,
      recipient: SAVED,
      send: () => t.send.integrationTest(),
      ok: 202,
    },
  ];
  type Path = (typeof paths)[number];

  /** Fills one limit to `n` with sends made 10 minutes ago, counting against this path's call. */
  const limits = [
    {
      code: 'mail_recipient_limit' as const,
      max: LIMITS.mailsPerRecipientPerDay,
      windowS: DAY_S,
      fill: (path: Path, n: number) =>
        t.recordEarlier(n, 10, { workspaceId: t.world.a.id, recipient: path.recipient }),
    },
    {
      code: 'mail_workspace_limit' as const,
      max: LIMITS.mailsPerWorkspacePerDay,
      windowS: DAY_S,
      fill: (_path: Path, n: number) => t.recordEarlier(n, 10, { workspaceId: t.world.a.id }),
    },
    {
      code: 'mail_sender_limit' as const,
      max: LIMITS.mailsPerSenderPerHour,
      windowS: HOUR_S,
      // Sent by the same person for another workspace: their allowance spans workspaces.
      fill: (path: Path, n: number) =>
        t.recordEarlier(n, 10, { workspaceId: t.world.b.id, senderId: t.people[path.persona].id }),
    },
  ];

  const expectRefused = (
    res: LightMyRequestResponse,
    code: (typeof limits)[number]['code'],
    retryAfter: number,
  ) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ code, message: ERROR_CATALOGUE[code].message });
    expect(res.headers['retry-after']).toBe(String(retryAfter));
  };

  describe.each(paths)('$name', (path) => {
    it('sends while one e-mail is left under every limit', async () => {
      const [recipient, workspace, sender] = limits;
      await recipient!.fill(path, recipient!.max - 1);
      // The recipient's e-mails are the workspace's too.
      await workspace!.fill(path, workspace!.max - 1 - (recipient!.max - 1));
      await sender!.fill(path, sender!.max - 1);
      const before = await t.traces();
      const res = await path.send();
      expect(res.statusCode, res.body).toBe(path.ok);
      expect(await t.traces()).toBeGreaterThan(before);
    });

    it.each(limits)(
      'answers 429 $code at its limit, with Retry-After, and leaves nothing behind',
      async (limit) => {
        await limit.fill(path, limit.max);
        const before = await t.traces();
        expectRefused(await path.send(), limit.code, limit.windowS - 10 * 60);
        expect(await t.traces()).toBe(before);
        expect(await t.mailsTo(path.recipient)).toBe(0);
      },
    );
  });

  describe('POST /api/tickets/:ticketId/send with several addresses', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `colleague-${i}@studio.example`);

    it('sends none when one address is at its limit', async () => {
      await t.recordEarlier(LIMITS.mailsPerRecipientPerDay, 60, {
        workspaceId: t.world.a.id,
        recipient: twenty[7],
      });
      const before = await t.traces();
      expectRefused(await t.send.byEmail(twenty), 'mail_recipient_limit', DAY_S - 60 * 60);
      expect(await t.traces()).toBe(before);
      for (const address of twenty) expect(await t.mailsTo(address)).toBe(0);
    });

    it('sends none when the batch would pass the sender’s hour, though part of it would fit', async () => {
      await t.recordEarlier(LIMITS.mailsPerSenderPerHour - 10, 15, { senderId: t.people.member.id });
      expectRefused(await t.send.byEmail(twenty), 'mail_sender_limit', HOUR_S - 15 * 60);
      for (const address of twenty) expect(await t.mailsTo(address)).toBe(0);
      // Ten fit.
      const ten = await t.send.byEmail(twenty.slice(0, 10));
      expect(ten.statusCode, ten.body).toBe(200);
      expect(ten.json()).toMatchObject({ ok: true });
      for (const address of twenty.slice(0, 10)) expect(await t.mailsTo(address)).toBe(1);
    });
  });

  describe('two requests for the last place at once', () => {
    it('lets only one of them send', async () => {
      await t.recordEarlier(LIMITS.mailsPerSenderPerHour - 1, 5, { senderId: t.people.member.id });
      const answers = await Promise.all([
        t.send.approvalLink('first@client.example'),
        t.send.approvalLink('second@client.example'),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 429]);
      expect((await t.mailsTo('first@client.example')) + (await t.mailsTo('second@client.example'))).toBe(1);
    });
  });
});
