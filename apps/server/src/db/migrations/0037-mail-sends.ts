import type { Kysely, Migration } from 'kysely';

/**
 * `mail_sends` (platform/mail/mail-limits.ts): one row per e-mail a member sent to an address
 * of their choice, kept for a day, so the outbound-mail limits are counted in the database
 * every process shares. Each index serves one limit: per recipient and per workspace (both
 * within a workspace) and per sender.
 */
export const migration0037MailSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_sends')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      // The user (not the membership): one person's allowance spans their workspaces.
      .addColumn('sender_id', 'varchar(36)', (c) => c.notNull())
      // Trimmed and lower-cased.
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('mail_sends_workspace_idx')
      .on('mail_sends')
      .columns(['workspace_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('mail_sends_recipient_idx')
      .on('mail_sends')
      .columns(['workspace_id', 'recipient', 'created_at'])
      .execute();
    await db.schema
      .createIndex('mail_sends_sender_idx')
      .on('mail_sends')
      .columns(['sender_id', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mail_sends').execute();
  },
};
