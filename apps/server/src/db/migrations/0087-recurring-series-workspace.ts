import type { Kysely, Migration } from 'kysely';

/**
 * The workspace calendar asks for a workspace's active series (recurring.service.ts,
 * workspaceGhosts): without this index every series of every workspace was read.
 */
export const migration0087RecurringSeriesWorkspace: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('recurring_series_workspace')
      .on('recurring_series')
      .columns(['workspace_id', 'status'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('recurring_series_workspace').execute();
  },
};
