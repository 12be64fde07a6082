import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Working on a ticket together (issue 6): comments with their files and mentions, followers,
 * time entries, reminders on tickets, notifications and each user's e-mail settings.
 */
export const migration0009Collaboration: Migration = {
  async up(db: Kysely<unknown>) {
    // Reminders: when to remind, and the idempotent marker that it was done (docs/product.md#reminders).
    await db.schema.alterTable('tickets').addColumn('remind_at', 'varchar(32)').execute();
    await db.schema.alterTable('tickets').addColumn('reminded_at', 'varchar(32)').execute();

    await db.schema
      .createTable('comments')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('author_id', 'varchar(36)', (c) => c.references('workspace_members.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      /** Set when the body was changed after posting. */
      .addColumn('edited_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('comments_ticket')
      .on('comments')
      .columns(['ticket_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('comment_mentions')
      .addColumn('comment_id', 'varchar(36)', (c) =>
        c.notNull().references('comments.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'member_id'])
      .execute();

    await db.schema
      .createTable('comment_attachments')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('comment_id', 'varchar(36)', (c) =>
        c.notNull().references('comments.id').onDelete('cascade'),
      )
      // The ticket too, so deleting a ticket finds every file key in one query.
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('voice_note', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('comment_attachments_comment')
      .on('comment_attachments')
      .column('comment_id')
      .execute();
    await db.schema
      .createIndex('comment_attachments_ticket')
      .on('comment_attachments')
      .column('ticket_id')
      .execute();

    await db.schema
      .createTable('ticket_followers')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('ticket_followers_pk', ['ticket_id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('ticket_followers_member')
      .on('ticket_followers')
      .column('member_id')
      .execute();

    await db.schema
      .createTable('time_entries')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('member_id', 'varchar(36)', (c) =>
        c.notNull().references('workspace_members.id').onDelete('cascade'),
      )
      /** The account behind the member: one running timer per user, whatever the workspace. */
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
      /** Null while the timer runs. */
      .addColumn('ended_at', 'varchar(32)')
      /** Whole seconds; 0 while running. */
      .addColumn('seconds', 'integer', (c) => c.notNull())
      .addColumn('note', 'varchar(500)')
      .addColumn('manual', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // The database itself keeps "one running timer per user", across processes and races.
    await db.schema
      .createIndex('time_entries_one_running')
      .on('time_entries')
      .column('user_id')
      .unique()
      .where(sql.ref('ended_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('time_entries_ticket')
      .on('time_entries')
      .columns(['ticket_id', 'started_at'])
      .execute();
    await db.schema
      .createIndex('time_entries_workspace')
      .on('time_entries')
      .columns(['workspace_id', 'started_at'])
      .execute();
    await db.schema
      .createIndex('time_entries_member')
      .on('time_entries')
      .columns(['member_id', 'started_at'])
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      // A deleted ticket leaves its notifications, without a link.
      .addColumn('ticket_id', 'varchar(36)', (c) => c.references('tickets.id').onDelete('set null'))
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(36)', (c) => c.references('workspace_members.id').onDelete('set null'))
      .addColumn('status', 'varchar(16)')
      .addColumn('excerpt', 'varchar(300)')
      /** Makes creating a notification idempotent (a job run twice, a reminder fired twice). */
      .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
      .addColumn('read_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user')
      .on('notifications')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('notifications_user_unread')
      .on('notifications')
      .columns(['user_id', 'read_at'])
      .execute();

    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('email_mentions', 'integer', (c) => c.notNull())
      .addColumn('email_reminders', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'notification_settings',
      'notifications',
      'time_entries',
      'ticket_followers',
      'comment_attachments',
      'comment_mentions',
      'comments',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('tickets').dropColumn('reminded_at').execute();
    await db.schema.alterTable('tickets').dropColumn('remind_at').execute();
  },
};
