/**
 * The `mail_sends` table (migration 0037-mail-sends): one row per e-mail a member sent to an
 * address of their choice, counted by the outbound-mail limits (mail-limits.ts).
 */
export interface MailSendsTable {
  id: string;
  workspace_id: string;
  /** The user who sent it. */
  sender_id: string;
  /** The address, trimmed and lower-cased. */
  recipient: string;
  kind: string;
  /** ISO-8601 UTC. */
  created_at: string;
}
