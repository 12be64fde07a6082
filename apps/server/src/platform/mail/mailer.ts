import nodemailer from 'nodemailer';
import type { Database } from '../../db/database.js';
import type { Logger } from '../logger.js';
import { createDevMailbox, linksIn } from './dev-mailbox.js';
import type { Mailer } from './mail-message.js';

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://…; without it mail goes to the dev mailbox. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `Expertos <no-reply@example.com>`. */
  from: string;
}

export interface MailerDeps {
  database: Pick<Database, 'db'>;
  logger: Logger;
  /**
   * Limit for connecting, for the server's greeting and for each later reply (default 10 s).
   * Nodemailer's defaults are minutes: a dead server would hold the job worker that long.
   */
  timeoutMs?: number;
  /**
   * Print the links of dev-mailbox mail to the log (default true). Off in production: the
   * links carry one-time tokens (confirmation, reset) that must never reach a log.
   */
  printLinks?: boolean;
}

export function createMailer(config: MailConfig, deps: MailerDeps): Mailer {
  if (!config.smtpUrl) return devMailboxMailer(deps);
  const timeout = deps.timeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  // Message-IDs belong to the sender's domain (spam filters compare them with From).
  const idDomain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'localhost';
  return {
    transport: 'smtp',
    async send(message, options = {}) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(options.uniqueKey ? { messageId: `<${options.uniqueKey}@${idDomain}>` } : {}),
      });
    },
  };
}

function devMailboxMailer({ database, logger, printLinks = true }: MailerDeps): Mailer {
  const mailbox = createDevMailbox(database.db);
  return {
    transport: 'dev-mailbox',
    async send(message) {
      await mailbox.keep(message);
      logger.info(
        { to: message.to, subject: message.subject, ...(printLinks ? { links: linksIn(message.text) } : {}) },
        'dev mailbox: mail kept',
      );
    },
  };
}
