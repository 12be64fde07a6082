import type { Db } from '../../db/database.js';
import { defineJobHandler, type JobHandler, PermanentJobError } from '../jobs/job-handler.js';
import type { EnqueuedJob, JobQueue } from '../jobs/job-queue.js';
import { type Mailer, type MailMessage, mailMessageSchema } from './mail-message.js';

/** Every e-mail is sent by this job, so a failed send is retried and, at the end, visible. */
export const MAIL_SEND_JOB = 'mail.send';

/**
 * Sends the job's message. Idempotent as far as SMTP allows: a worker that dies after the
 * server accepted the message and before the job is marked done sends it again, with the
 * same Message-ID (from the job id), which receiving servers can use to drop the duplicate.
 * An SMTP 5xx reply (recipient refused, authentication failed) is permanent: retrying
 * cannot change it, so the job is dead at once and can be retried once the cause is fixed.
 */
export function mailSendHandler(mailer: Mailer): JobHandler {
  return defineJobHandler(mailMessageSchema, async (message, { jobId }) => {
    try {
      await mailer.send(message, { uniqueKey: jobId });
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        throw new PermanentJobError((error as Error).message, { cause: error });
      }
      throw error;
    }
  });
}

/**
 * Queues an e-mail the product addresses itself: to an account's own address (confirmation,
 * reset), to members about their work (notifications, reminders), to the sales address. Not
 * counted by the outbound-mail limits. Mail to an address a member chose (an invitee, a client,
 * anyone typed into a form) goes through `outbound-mail.ts` instead, which counts it.
 * Pass the transaction of the change that causes it (the user row, the reset token), so the
 * mail exists only if the change is committed.
 */
export function enqueueSystemMail(
  queue: Pick<JobQueue, 'enqueue'>,
  message: MailMessage,
  options: { trx?: Db; dedupeKey?: string } = {},
): Promise<EnqueuedJob> {
  return queue.enqueue(MAIL_SEND_JOB, mailMessageSchema.parse(message), options);
}
