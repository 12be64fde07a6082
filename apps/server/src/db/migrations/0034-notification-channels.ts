import type { Kysely, Migration } from 'kysely';

/**
 * Channels per kind (docs/product.md#notifications): whether each kind shows in the bell and
 * comes by e-mail. A notification switched off in the app is still written (its e-mail and
 * push read it, and it keeps a job run twice from notifying twice) but the bell leaves it out.
 */
export const migration0034NotificationChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('notifications')
      .addColumn('in_app', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    // JSON: the in-app switches and the e-mail switches beyond the two columns of 0009
    // (email_mentions, email_reminders stay where they were). Null: the defaults.
    await db.schema.alterTable('notification_settings').addColumn('channels', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notification_settings').dropColumn('channels').execute();
    await db.schema.alterTable('notifications').dropColumn('in_app').execute();
  },
};
