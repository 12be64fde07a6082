/** The `dev_mailbox` table (migration 0003-dev-mailbox): mail kept when there is no SMTP server. */
export interface DevMailboxTable {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
}
