import { randomUUID } from 'node:crypto';
import { type EmailRule, projectIntegrationSchema } from '@expertos/domain/integration.schema';
import { movableClock } from '../modules/reminders/reminders.fixtures.js';
import { insertTicket } from '../modules/tickets/tickets.fixtures.js';
import { MAIL_SEND_JOB } from '../platform/mail/mail.jobs.js';
import { mailCollector } from './auth-helpers.js';
import { createTestContext } from './context.js';
import { buildTicketWorld } from './route-world.js';
import { type Persona, signUpPeople, type World } from './world.js';

/**
 * Test support for the outbound-mail limits through the API: the app on a clock the tests
 * move, the five personas, and per test a fresh world with a post ticket and an e-mail
 * integration, plus each path a member can aim mail with. `env` adds to the app's (SMTP_URL).
 */
export async function createMailLimitsTestContext({ env = {} }: { env?: Record<string, string> } = {}) {
  const mail = mailCollector();
  const clock = movableClock();
  const ctx = await createTestContext({ env, deps: { sendAccountMail: mail.send, now: clock.now } });
  const db = ctx.database.db;
  const people = await signUpPeople(ctx.app, mail);
  let world: World;
  let post: string;
  let integrationUid: string;

  const call = (persona: Persona, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  /** An e-mail integration of world A's brand, saved with these addresses (and rules). */
  async function emailIntegration(addresses: string[], rules: EmailRule[] = []): Promise<string> {
    const res = await call('admin', 'POST', `/api/projects/${world.a.projectId}/integrations`, {
      type: 'email',
      addresses,
      rules,
    });
    if (res.statusCode !== 201) throw new Error(`integration: ${res.statusCode} ${res.body}`);
    return projectIntegrationSchema.parse(res.json().integration).uid;
  }

  /** A fresh world (the clock back at the real time), its post and its e-mail integration. */
  async function reset(savedAddresses = ['team@studio.example'], rules: EmailRule[] = []) {
    clock.set(new Date());
    // The personas and addresses are the same in every test: so would their sends and mail be.
    await db.deleteFrom('mail_sends').execute();
    await db.deleteFrom('dev_mailbox').execute();
    await db.deleteFrom('jobs').where('type', '=', MAIL_SEND_JOB).execute();
    world = (await buildTicketWorld(db, people)).world;
    post = await insertTicket(
      db,
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'in_review', summary: 'Autumn reel' },
    );
    integrationUid = await emailIntegration(savedAddresses, rules);
  }

  /** The paths a member aims e-mail with, in world A. */
  const send = {
    byEmail: (addresses: string[], persona: Persona = 'member') =>
      call(persona, 'POST', `/api/tickets/${post}/send`, {
        project_integration_uid: integrationUid,
        addresses,
      }),
    approvalLink: (email: string, persona: Persona = 'member') =>
      call(persona, 'POST', `/api/projects/${world.a.projectId}/approvals`, { ticket_uids: [post], email }),
    invite: (email: string, persona: Persona = 'admin') =>
      call(persona, 'POST', `/api/workspaces/${world.a.id}/invites`, {
        email,
        role: 'member',
        project_uids: [],
      }),
    integrationTest: (persona: Persona = 'admin', uid = integrationUid) =>
      call(persona, 'POST', `/api/projects/${world.a.projectId}/integrations/${uid}/test`),
  };

  /**
   * E-mails recorded `minutesAgo` by other requests (another API process, say): `n` rows of
   * this workspace, sender and recipient; what is left out is made up afresh for each row.
   */
  async function recordEarlier(
    n: number,
    minutesAgo: number,
    row: { workspaceId?: string; senderId?: string; recipient?: string },
  ): Promise<void> {
    const createdAt = new Date(clock.now().getTime() - minutesAgo * 60_000).toISOString();
    const rows = Array.from({ length: n }, () => ({
      id: randomUUID(),
      workspace_id: row.workspaceId ?? randomUUID(),
      sender_id: row.senderId ?? randomUUID(),
      recipient: row.recipient ?? `${randomUUID()}@earlier.example`,
      kind: 'ticket',
      created_at: createdAt,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto('mail_sends')
        .values(rows.slice(i, i + 500))
        .execute();
  }

  /** Everything a send leaves behind: the links, invites, deliveries, queued and kept e-mails. */
  async function traces(): Promise<number> {
    const count = async (table: 'approval_requests' | 'invites' | 'integration_deliveries' | 'dev_mailbox') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const jobs = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', MAIL_SEND_JOB)
      .executeTakeFirstOrThrow();
    const tables = ['approval_requests', 'invites', 'integration_deliveries', 'dev_mailbox'] as const;
    let total = Number(jobs.n);
    for (const table of tables) total += await count(table);
    return total;
  }

  /** The e-mails that reached an address: sent at once (dev mailbox) or queued. */
  async function mailsTo(address: string): Promise<number> {
    const kept = await db.selectFrom('dev_mailbox').select('id').where('to', '=', address).execute();
    const queued = await db.selectFrom('jobs').select('payload').where('type', '=', MAIL_SEND_JOB).execute();
    return kept.length + queued.filter((row) => JSON.parse(row.payload).to === address).length;
  }

  return {
    ctx,
    db,
    clock,
    people,
    call,
    send,
    reset,
    emailIntegration,
    recordEarlier,
    traces,
    mailsTo,
    get world() {
      return world;
    },
    /** The world's e-mail integration (the one `send.byEmail` sends through). */
    get integrationUid() {
      return integrationUid;
    },
  };
}
export type MailLimitsTestContext = Awaited<ReturnType<typeof createMailLimitsTestContext>>;
