import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { createNotifier } from './modules/notifications/notifications.service.js';
import { REMINDER_JOB, reminderJobHandler } from './modules/reminders/reminders.js';
import { createJobQueue } from './platform/jobs/job-queue.js';
import { createJobWorker } from './platform/jobs/job-worker.js';
import type { Logger } from './platform/logger.js';
import { MAIL_SEND_JOB, mailSendHandler } from './platform/mail/mail.jobs.js';
import { createMailer } from './platform/mail/mailer.js';

/**
 * Background work: a durable queue in the same database, the mailer, and a worker that knows
 * every job type. The server runs the worker in-process (RUN_WORKER, the default); `npm run
 * worker` runs the same worker alone, for deployments that scale it apart from the API.
 */
export function createBackgroundWork(config: AppConfig, database: Database, logger: Logger) {
  const queue = createJobQueue({ database });
  const mailer = createMailer(config.mail, { database, logger, printLinks: config.env !== 'production' });
  // The API and the worker both notify (a comment's mention, a reminder's job).
  const notifier = createNotifier({ db: database.db, queue, publicUrl: config.publicUrl });
  const worker = createJobWorker({
    database,
    logger,
    ...config.jobs,
    stopTimeoutMs: config.shutdownGraceMs,
    handlers: {
      [MAIL_SEND_JOB]: mailSendHandler(mailer),
      [REMINDER_JOB]: reminderJobHandler({ db: database.db, notifier }),
    },
  });
  if (mailer.transport === 'dev-mailbox' && config.env === 'production') {
    logger.warn(
      {},
      'SMTP_URL is not set: e-mail is kept in the dev mailbox and its links only reach this log',
    );
  }
  return { queue, mailer, worker, notifier };
}
