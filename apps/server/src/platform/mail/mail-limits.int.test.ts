import { randomUUID } from 'node:crypto';
import { LIMITS } from '@expertos/domain/limits';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { movableClock } from '../../modules/reminders/reminders.fixtures.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { until } from '../../test/until.js';
import { createMailLimits, type MailLimits, type MailSender } from './mail-limits.js';

const T0 = Date.parse('2030-03-04T08:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const addresses = (n: number, tag = randomUUID().slice(0, 8)) =>
  Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);
const aSender = (userId = randomUUID()): MailSender => ({ workspaceId: randomUUID(), userId });

/** The outbound-mail limits on a real database, on a clock the tests move (LIMITS in packages/domain). */
describe(`outbound-mail limits on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  const clock = movableClock(T0);
  let limits: MailLimits;

  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
    limits = createMailLimits({ database, now: clock.now });
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    clock.set(new Date(T0));
    await database.db.deleteFrom('mail_sends').execute();
  });

  const at = (ms: number) => clock.set(new Date(T0 + ms));
  const admit = (sender: MailSender, recipients: string[]) =>
    database.db.transaction().execute((trx) => limits.admit(trx, sender, 'ticket', recipients));
  const refusalOf = async (sending: Promise<unknown>) => {
    const error = await sending.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error, 'the send was refused').not.toBeNull();
    const { code, status, retryAfter } = error as { code: string; status: number; retryAfter: number };
    return { code, status, retryAfter };
  };
  const recorded = async () =>
    Number(
      (
        await database.db
          .selectFrom('mail_sends')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('records one e-mail per address, whatever its case or spacing', async () => {
    await admit(aSender(), ['Dana@Client.example', ' dana@client.example ', 'sam@client.example']);
    const rows = await database.db
      .selectFrom('mail_sends')
      .select(['recipient', 'kind', 'created_at'])
      .execute();
    expect(rows.map((row) => row.recipient).sort()).toEqual(['dana@client.example', 'sam@client.example']);
    expect(rows[0]).toMatchObject({ kind: 'ticket', created_at: new Date(T0).toISOString() });
  });

  it(`refuses the e-mail after ${LIMITS.mailsPerRecipientPerDay} to one address from a workspace in 24 hours, until the oldest is a day old`, async () => {
    const sender = aSender();
    await admit(sender, ['dana@client.example']);
    at(HOUR);
    for (let i = 1; i < LIMITS.mailsPerRecipientPerDay; i++) await admit(sender, ['dana@client.example']);
    at(2 * HOUR);

    expect(await refusalOf(admit(sender, ['DANA@client.example']))).toEqual({
      code: 'mail_recipient_limit',
      status: 429,
      retryAfter: 22 * 60 * 60,
    });
    // Other addresses, and the same address from another workspace, are not held up.
    await admit(sender, ['sam@client.example']);
    await admit({ ...sender, workspaceId: randomUUID() }, ['dana@client.example']);

    at(DAY);
    await admit(sender, ['dana@client.example']);
    expect(await refusalOf(admit(sender, ['dana@client.example']))).toMatchObject({
      code: 'mail_recipient_limit',
    });
  });

  it(`refuses a workspace's e-mail after ${LIMITS.mailsPerWorkspacePerDay} in 24 hours, whoever sends it`, async () => {
    const workspaceId = randomUUID();
    const perSender = LIMITS.mailsPerSenderPerHour;
    for (let i = 0; i < LIMITS.mailsPerWorkspacePerDay / perSender; i++)
      await admit({ workspaceId, userId: randomUUID() }, addresses(perSender));
    at(10 * MINUTE);

    expect(await refusalOf(admit({ workspaceId, userId: randomUUID() }, addresses(1)))).toEqual({
      code: 'mail_workspace_limit',
      status: 429,
      retryAfter: (DAY - 10 * MINUTE) / 1000,
    });
    await admit(aSender(), addresses(1));
  });

  it(`refuses a person's e-mail after ${LIMITS.mailsPerSenderPerHour} in an hour, across their workspaces`, async () => {
    const userId = randomUUID();
    await admit(aSender(userId), addresses(60));
    at(15 * MINUTE);
    await admit(aSender(userId), addresses(LIMITS.mailsPerSenderPerHour - 60));

    expect(await refusalOf(admit(aSender(userId), addresses(1)))).toEqual({
      code: 'mail_sender_limit',
      status: 429,
      retryAfter: 45 * 60,
    });
    await admit(aSender(), addresses(1));
    at(HOUR);
    await admit(aSender(userId), addresses(60));
  });

  it('checks a batch whole: past a limit none of it is recorded, and Retry-After is when all of it fits', async () => {
    const sender = aSender();
    await admit(sender, addresses(50));
    at(10 * MINUTE);
    await admit(sender, addresses(40));
    at(20 * MINUTE);

    // 90 + 20 > 100: ten of the first fifty must age out of the hour first.
    expect(await refusalOf(admit(sender, addresses(20)))).toEqual({
      code: 'mail_sender_limit',
      status: 429,
      retryAfter: 40 * 60,
    });
    expect(await recorded()).toBe(90);
    await admit(sender, addresses(10));
    expect(await recorded()).toBe(100);
  });

  it('answers the limit that keeps the batch waiting longest', async () => {
    const sender = aSender();
    for (let i = 0; i < LIMITS.mailsPerRecipientPerDay; i++)
      await admit({ ...sender, userId: randomUUID() }, ['dana@client.example']);
    at(23 * HOUR + 30 * MINUTE);
    await admit(sender, addresses(LIMITS.mailsPerSenderPerHour));
    at(23 * HOUR + 45 * MINUTE);

    // The address is free again in 15 minutes, the sender only in 45.
    expect(await refusalOf(admit(sender, ['dana@client.example']))).toMatchObject({
      code: 'mail_sender_limit',
      retryAfter: 45 * 60,
    });
  });

  it("counts mail no person sent per recipient and per workspace, against nobody's hour", async () => {
    const workspaceId = randomUUID();
    const nobody: MailSender = { workspaceId, userId: null };
    // More than a person's hour: nobody's hour is not counted.
    await admit(nobody, addresses(LIMITS.mailsPerSenderPerHour + 1));
    for (let i = 0; i < LIMITS.mailsPerRecipientPerDay; i++) await admit(nobody, ['dana@client.example']);
    expect(await refusalOf(admit(nobody, ['dana@client.example']))).toMatchObject({
      code: 'mail_recipient_limit',
    });
    // The workspace's day is shared with its members' sends.
    const member = { workspaceId, userId: randomUUID() };
    await admit(member, addresses(LIMITS.mailsPerSenderPerHour));
    const sent = 2 * LIMITS.mailsPerSenderPerHour + 1 + LIMITS.mailsPerRecipientPerDay;
    await admit(nobody, addresses(LIMITS.mailsPerWorkspacePerDay - sent));
    expect(await refusalOf(admit(nobody, addresses(1)))).toMatchObject({ code: 'mail_workspace_limit' });
    expect(await refusalOf(admit(member, addresses(1)))).toMatchObject({ code: 'mail_workspace_limit' });
  });

  it('answers a refusal without throwing or recording anything, and leaves the transaction usable', async () => {
    const sender = aSender();
    await admit(sender, addresses(LIMITS.mailsPerSenderPerHour));
    at(20 * MINUTE);
    const refusal = await database.db.transaction().execute(async (trx) => {
      const answer = await limits.tryAdmit(trx, sender, 'integration_event', ['Dana@client.example']);
      // The caller goes on writing in the same transaction (the change that sent the mail).
      await trx
        .insertInto('mail_sends')
        .values({
          id: randomUUID(),
          workspace_id: randomUUID(),
          sender_id: randomUUID(),
          recipient: 'written@after.example',
          kind: 'ticket',
          created_at: clock.now().toISOString(),
        })
        .execute();
      return answer;
    });
    expect(refusal).toEqual({ code: 'mail_sender_limit', retryAfter: 40 * 60 });
    expect(await recorded()).toBe(LIMITS.mailsPerSenderPerHour + 1);

    const full = { workspaceId: randomUUID(), userId: null };
    for (let i = 0; i < LIMITS.mailsPerRecipientPerDay; i++) await admit(full, ['dana@client.example']);
    expect(
      await database.db
        .transaction()
        .execute((trx) =>
          limits.tryAdmit(trx, full, 'integration_event', ['sam@client.example', 'DANA@client.example']),
        ),
    ).toEqual({
      code: 'mail_recipient_limit',
      retryAfter: DAY / 1000,
      recipient: 'dana@client.example',
    });
  });

  it("forgets a workspace's sends once they are a day old", async () => {
    const sender = aSender();
    await admit(sender, addresses(30));
    at(DAY + MINUTE);
    await admit(sender, addresses(2));
    expect(await recorded()).toBe(2);
  });

  it('counts only inside a transaction', async () => {
    await expect(limits.admit(database.db, aSender(), 'ticket', addresses(1))).rejects.toThrow(
      'inside a transaction',
    );
    expect(await recorded()).toBe(0);
  });

  it('makes a concurrent send wait for the first one to commit, so both cannot take the last place', async () => {
    const sender = aSender();
    await admit(sender, addresses(LIMITS.mailsPerSenderPerHour - 1));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstCounted = false;
    const first = database.db.transaction().execute(async (trx) => {
      await limits.admit(trx, sender, 'ticket', addresses(1));
      firstCounted = true;
      await released;
    });
    await until(() => firstCounted);

    let secondSettled = false;
    const second = admit({ ...sender, workspaceId: randomUUID() }, addresses(1)).finally(() => {
      secondSettled = true;
    });
    const outcome = second.then(
      () => 'sent',
      (error: { code?: string }) => error.code,
    );
    if (testDialect === 'postgres') {
      // PostgreSQL lets both transactions run: the second must be seen waiting for the lock.
      const waiting = async () => {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from pg_locks
          where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`.execute(
          database.db,
        );
        return Number(rows[0]!.n) > 0;
      };
      await until(async () => secondSettled || (await waiting()));
    }
    // SQLite: one connection per process, held by the first transaction until it ends.
    expect(secondSettled, 'the second send waited for the first').toBe(false);
    release();
    await first;
    expect(await outcome).toBe('mail_sender_limit');
    expect(await recorded()).toBe(LIMITS.mailsPerSenderPerHour);
  });
});
