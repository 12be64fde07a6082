import { randomUUID } from 'node:crypto';
import { LIMITS } from '@expertos/domain/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTimersTestContext, type TimersTestContext } from './round-timers.fixtures.js';

const DANA = 'dana@client.example';

/**
 * A client's daily digest (docs/product.md#approvals): a contact is no user, so what waits on
 * them comes in at most one e-mail a brand-local day, through the outbound-mail limits, on the
 * real SMTP server; it names the brand and the posts, never their portal link.
 */
describe(`a client's daily digest on ${testDialect}`, () => {
  let t: TimersTestContext;
  let dana: string;

  beforeAll(async () => {
    t = await createTimersTestContext();
  });
  beforeEach(async () => {
    await t.reset();
    dana = await t.contact('Dana Client', DANA);
    await t.workflow({ mode: 'required', steps: [{ kind: 'client', approvers: [dana] }] });
  });
  afterAll(() => t?.close());

  const digests = async () => (await t.mailsTo(DANA)).filter((m) => m.subject?.includes('for your approval'));
  const counted = () =>
    t.db
      .selectFrom('mail_sends')
      .select(['recipient', 'kind', 'sender_id'])
      .where('recipient', '=', DANA)
      .execute();
  const digestRow = () =>
    t.db.selectFrom('approval_digests').selectAll().where('contact_id', '=', dana).executeTakeFirstOrThrow();

  it('goes out when a step names the client, then at most once a day while posts wait', async () => {
    // Monday noon in Paris: the first post's client step opens, the digest goes at once.
    await t.askedPost('Spring launch');
    // The poll runs on the minute.
    await t.at('2026-05-04T10:01:00Z');
    let mails = await digests();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A post for .+ waits for your approval$/);
    expect(mails[0]!.text).toContain('Hi Dana Client,');
    expect(mails[0]!.text).toContain('Due Thu 7 May: Spring launch');
    expect(mails[0]!.text).toContain('open the link');
    // No link at all: the portal's token is known only when it is made (kept as a hash).
    expect(mails[0]!.text).not.toMatch(/https?:\/\//);
    expect(mails[0]!.html).not.toContain('/portal/');
    expect(mails[0]!.text).not.toContain('#');
    // Counted like every mail to an address a member chose: nobody sent it.
    expect(await counted()).toEqual([{ recipient: DANA, kind: 'approval_digest', sender_id: '' }]);

    // A second post the same day: nothing more today, both tomorrow at 09:00 Paris.
    await t.askedPost('Summer teaser');
    await t.at('2026-05-04T21:00:00Z');
    expect(await digests()).toHaveLength(1);
    expect((await digestRow()).next_at).toBe('2026-05-05T07:00:00.000Z');
    await t.at('2026-05-05T07:01:00Z');
    mails = await digests();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^2 posts for .+ wait for your approval$/);
    expect(mails[1]!.text).toContain('Spring launch');
    expect(mails[1]!.text).toContain('Summer teaser');
    // Two workers ran every poll: each digest was counted once.
    expect(await counted()).toHaveLength(2);

    // Nothing waits on her any more (both rounds replaced, as a new request would): no digest.
    await t.db
      .updateTable('approval_rounds')
      .set({ status: 'withdrawn' })
      .where('project_id', '=', t.world.a.projectId)
      .execute();
    await t.at('2026-05-06T07:01:00Z');
    expect(await digests()).toHaveLength(2);
    expect((await digestRow()).next_at).toBeNull();
  });

  it('waits for the outbound-mail limit to let it through, and is then sent', async () => {
    await t.askedPost('Spring launch');
    await t.at('2026-05-04T10:01:00Z');
    expect(await digests()).toHaveLength(1);
    // On Tuesday at 08:00 UTC, her daily allowance from this workspace was used up an hour ago.
    const earlier = '2026-05-05T06:00:00.000Z';
    await t.db
      .insertInto('mail_sends')
      .values(
        Array.from({ length: LIMITS.mailsPerRecipientPerDay }, () => ({
          id: randomUUID(),
          workspace_id: t.world.a.id,
          sender_id: randomUUID(),
          recipient: DANA,
          kind: 'ticket',
          created_at: earlier,
        })),
      )
      .execute();
    await t.at('2026-05-05T07:01:00Z');
    expect(await digests()).toHaveLength(1);
    // Not sent, nothing counted: tried again once the oldest of those sends is a day old.
    const row = await digestRow();
    expect(row.last_day).toBe('2026-05-04');
    expect(row.next_at).toBe('2026-05-06T06:00:00.000Z');
    expect((await counted()).filter((r) => r.kind === 'approval_digest')).toHaveLength(1);
    await t.at('2026-05-06T06:01:00Z');
    const mails = await digests();
    expect(mails).toHaveLength(2);
    expect((await digestRow()).last_day).toBe('2026-05-06');
  });
});
