import { z } from 'zod';

/**
 * `GET /api/dev/mailbox` (outside production only): mail the server kept instead of sending,
 * because no SMTP server is configured. Newest first, a page at a time.
 */
export const DEV_MAILBOX_MAX_LIMIT = 100;
export const DEV_MAILBOX_DEFAULT_LIMIT = 20;

export const devMailboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(DEV_MAILBOX_MAX_LIMIT).default(DEV_MAILBOX_DEFAULT_LIMIT),
  /** From `next_cursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
});
export type DevMailboxQuery = z.infer<typeof devMailboxQuerySchema>;

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxResponseSchema = z.object({
  items: z.array(devMailSchema),
  /** Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;
