import type { Db } from '../../db/database.js';
import type { EnqueuedJob, JobQueue } from '../jobs/job-queue.js';
import { MAIL_SEND_JOB } from './mail.jobs.js';
import type { MailKind, MailLimits, MailSender } from './mail-limits.js';
import { type MailMessage, mailMessageSchema } from './mail-message.js';

export type { MailKind, MailRefusal, MailSender } from './mail-limits.js';

/**
 * The one door for e-mail a member aims at an address of their choice (invites, approval
 * links, tasks sent by e-mail, the e-mail integration's own messages, and whatever comes
 * next): whoever queues such a mail goes
 * through `enqueue`, which counts it against the outbound-mail limits (mail-limits.ts) in the
 * same transaction, so it cannot be forgotten. Mail the product addresses itself (an account's
 * confirmation and reset, notifications to members, the sales address) uses
 * `enqueueSystemMail` (mail.jobs.ts) and is not counted.
 */
export function createOutboundMail({
  queue,
  limits,
}: {
  queue: Pick<JobQueue, 'enqueue'>;
  limits: MailLimits;
}) {
  return {
    /**
     * Counts the whole batch, then queues one `mail.send` job per message, all in `trx`: either
     * every message is queued or, past a limit (429, nothing recorded), none.
     */
    async enqueue(
      trx: Db,
      sender: MailSender,
      kind: MailKind,
      mails: { message: MailMessage; dedupeKey?: string }[],
    ): Promise<EnqueuedJob[]> {
      const messages = mails.map((mail) => mailMessageSchema.parse(mail.message));
      await limits.admit(
        trx,
        sender,
        kind,
        messages.map((message) => message.to),
      );
      const jobs: EnqueuedJob[] = [];
      for (const [index, message] of messages.entries()) {
        const dedupeKey = mails[index]!.dedupeKey;
        jobs.push(await queue.enqueue(MAIL_SEND_JOB, message, { trx, ...(dedupeKey ? { dedupeKey } : {}) }));
      }
      return jobs;
    },

    /**
     * For e-mail the caller sends itself at once rather than through the queue (the e-mail
     * integration, which reports each address's outcome): counted and recorded in `trx`, which
     * must commit before anything is sent.
     */
    admit: limits.admit,

    /**
     * As `admit`, but a refusal is answered rather than thrown, with nothing recorded and `trx`
     * still usable: for mail a change sends on its own (an e-mail integration's rule), which
     * must never fail the change; the caller records the refusal where the mail would have gone.
     */
    tryAdmit: limits.tryAdmit,
  };
}
export type OutboundMail = ReturnType<typeof createOutboundMail>;
