import type { Kysely, Migration } from 'kysely';

/**
 * Calendar feeds (docs/product.md#calendar-feeds): a person's secret iCalendar address, for their
 * own tickets or for a brand's. The address's token is looked up by its SHA-256 and kept sealed
 * (the secrets key) so the app can show the address again; a revoked feed keeps its row.
 */
export const migration0025CalendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
      /** A brand's feed; null for the person's own tickets. */
      .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('cascade'))
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('token_sealed', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('calendar_feeds_owner_idx')
      .on('calendar_feeds')
      .columns(['workspace_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('calendar_feeds').execute();
  },
};
