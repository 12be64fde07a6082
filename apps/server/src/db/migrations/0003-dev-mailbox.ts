import type { Kysely, Migration } from 'kysely';

/** Mail kept locally when no SMTP server is configured (platform/mail, GET /api/dev/mailbox). */
export const migration0003DevMailbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dev_mailbox')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('dev_mailbox_created_idx')
      .on('dev_mailbox')
      .columns(['created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dev_mailbox').execute();
  },
};
