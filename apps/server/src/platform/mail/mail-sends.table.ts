/**
 * The `mail_sends` table (migration 0037-mail-sends): one row per e-mail sent to an address a
 * member chose, counted by the outbound-mail limits (mail-limits.ts).
 */
export interface MailSendsTable {
  id: string;
  workspace_id: string;
  /** The user who sent it; `NO_SENDER` ('') when no person did (mail-limits.ts). */
  sender_id: string;
  /** The address, trimmed and lower-cased. */
  recipient: string;
  kind: string;
  /** ISO-8601 UTC. */
  created_at: string;
}
