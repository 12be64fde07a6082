import { z } from 'zod';

/**
 * One e-mail to one recipient, with both parts: the HTML for mail clients and the plain
 * text for the ones that show no HTML (and for spam filters, which distrust HTML-only mail).
 * It is also the payload of a `mail.send` job, hence a schema.
 */
export const mailMessageSchema = z.object({
  to: z.string().trim().min(3).max(320),
  subject: z.string().min(1).max(998),
  html: z.string().min(1),
  text: z.string().min(1),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export interface SendOptions {
  /**
   * A unique key for this message (the job id): it becomes the Message-ID, so a resent
   * message carries the same one and receiving servers can recognise the duplicate.
   */
  uniqueKey?: string;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set; `dev-mailbox` keeps mail in the database instead. */
  readonly transport: 'smtp' | 'dev-mailbox';
  /** Resolves once the SMTP server accepted the message (or the dev mailbox kept it); throws otherwise. */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}
