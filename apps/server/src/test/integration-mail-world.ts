import { createdApprovalSchema } from '@expertos/domain/approval.schema';
import {
  type EmailRule,
  type IntegrationDelivery,
  integrationDeliverySchema,
} from '@expertos/domain/integration.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { z } from 'zod';
import { createPlatform, createWorker } from '../background.js';
import { buildModules } from '../modules/index.js';
import { createTestLogger } from './logger.js';
import { createMailLimitsTestContext } from './mail-limits-world.js';
import { startSmtpServer } from './smtp.js';
import type { Persona } from './world.js';

/**
 * Test support for the e-mail integration's own e-mails against the outbound-mail limits: the
 * mail-limits world with real SMTP (a catcher that keeps what it receives) and a worker on the
 * tests' clock, plus what the tests do there: a ruled integration, tasks, their deliveries.
 */
export async function createIntegrationMailTestContext() {
  // Read on each RCPT: a test may make the catcher refuse an address (550) for a while.
  const refusing = { refuse: [] as string[] };
  const smtp = await startSmtpServer(refusing);
  const t = await createMailLimitsTestContext({ env: { SMTP_URL: smtp.url } });
  const platform = createPlatform(t.ctx.config, t.ctx.database, createTestLogger().logger, {
    runsWorker: true,
    now: t.clock.now,
  });
  const worker = createWorker(platform, buildModules(platform.deps));

  /** Every due job, one at a time (deliveries, and the mail jobs that reach the catcher). */
  async function drain(): Promise<void> {
    while (await worker.runOnce()) {
      // until none is due
    }
  }

  /** A fresh world whose e-mail integration has `rules`; nothing left over from the last test. */
  async function reset(addresses: string[], rules: EmailRule[]): Promise<string> {
    // What the last test left queued would only slow this one down (SMTP, one e-mail at a time).
    await t.db.deleteFrom('jobs').execute();
    await t.reset(addresses, rules);
    smtp.received.length = 0;
    refusing.refuse.length = 0;
    return t.integrationUid;
  }

  /** How many e-mails reached `address` through SMTP. */
  const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length;

  /** Creates a task in world A's brand as `persona`; the reply (201 whatever the e-mail's fate). */
  const createTask = (summary: string, persona: Persona = 'member') =>
    t.call(persona, 'POST', `/api/projects/${t.world.a.projectId}/tickets`, { summary });

  const ticketOf = (body: string) => ticketSchema.parse(JSON.parse(body));

  /** An integration's delivery log, newest first. */
  async function deliveriesOf(uid: string): Promise<IntegrationDelivery[]> {
    const res = await t.call(
      'member',
      'GET',
      `/api/projects/${t.world.a.projectId}/integrations/${uid}/deliveries`,
    );
    if (res.statusCode !== 200) throw new Error(`deliveries: ${res.statusCode} ${res.body}`);
    return z.array(integrationDeliverySchema).parse(res.json());
  }

  const retry = (deliveryUid: string, persona: Persona = 'admin') =>
    t.call(
      persona,
      'POST',
      `/api/projects/${t.world.a.projectId}/integration-deliveries/${deliveryUid}/retry`,
    );

  /** The rows the limits counted, oldest first. */
  const sends = () =>
    t.db
      .selectFrom('mail_sends')
      .select(['workspace_id', 'sender_id', 'recipient', 'kind'])
      .orderBy('created_at')
      .orderBy('recipient')
      .execute();

  /**
   * An approval link for world A's post, sent by the member: its token, through which a client
   * (nobody here) decides, moving the task without a member.
   */
  async function approvalLink(email: string): Promise<{ decide: (decision: string) => Promise<number> }> {
    const res = await t.send.approvalLink(email);
    if (res.statusCode !== 201) throw new Error(`approval: ${res.statusCode} ${res.body}`);
    const created = createdApprovalSchema.parse(res.json());
    const token = created.url.split('/approve/')[1];
    const post = created.items[0]!.ticket.uid;
    return {
      decide: async (decision) =>
        (
          await t.ctx.app.inject({
            method: 'POST',
            url: `/api/approvals/${token}/posts/${post}/decision`,
            payload: { decision },
          })
        ).statusCode,
    };
  }

  return {
    ctx: t.ctx,
    db: t.db,
    clock: t.clock,
    people: t.people,
    call: t.call,
    send: t.send,
    recordEarlier: t.recordEarlier,
    get world() {
      return t.world;
    },
    smtp,
    refusing,
    drain,
    reset,
    receivedBy,
    createTask,
    ticketOf,
    deliveriesOf,
    retry,
    sends,
    approvalLink,
    close: async () => {
      await t.ctx.close();
      await smtp.close();
    },
  };
}
export type IntegrationMailTestContext = Awaited<ReturnType<typeof createIntegrationMailTestContext>>;
