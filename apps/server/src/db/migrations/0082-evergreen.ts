import type { Kysely, Migration } from 'kysely';

/**
 * The evergreen queue (docs/product.md#evergreen), owned by the evergreen module: a brand's
 * settings, its posts marked evergreen (`last_out_at`: when it last came back, or was marked; the
 * pick reads the index in that order), and the copies made, one per queue slot.
 */
export const migration0082Evergreen: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('evergreen_settings')
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.primaryKey().references('projects.id').onDelete('cascade'),
      )
      .addColumn('cooldown_days', 'integer', (c) => c.notNull())
      .addColumn('max_repeats', 'integer', (c) => c.notNull())
      .addColumn('approval_again', 'integer', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('evergreen_posts')
      .addColumn('ticket_id', 'varchar(36)', (c) =>
        c.primaryKey().references('tickets.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('marked_by', 'varchar(36)', (c) => c.notNull())
      .addColumn('marked_by_user', 'varchar(36)', (c) => c.notNull())
      .addColumn('marked_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('repeats', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_recycled_at', 'varchar(32)')
      .addColumn('last_out_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('variant', 'text')
      .execute();
    await db.schema
      .createIndex('evergreen_posts_pick')
      .on('evergreen_posts')
      .columns(['project_id', 'paused', 'last_out_at'])
      .execute();
    await db.schema
      .createTable('evergreen_copies')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('original_id', 'varchar(36)', (c) =>
        c.notNull().references('evergreen_posts.ticket_id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('slot_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      // One copy per slot: a run twice (or two at once) fills a slot once.
      .addUniqueConstraint('evergreen_copies_slot_once', ['project_id', 'slot_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('evergreen_copies').execute();
    await db.schema.dropTable('evergreen_posts').execute();
    await db.schema.dropTable('evergreen_settings').execute();
  },
};
