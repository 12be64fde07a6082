import type { Kysely, Migration } from 'kysely';

/**
 * Notifications about a brand rather than a ticket (an access request: docs/product.md#notifications)
 * name the brand. Nullable, so every existing row stays as it is; a deleted brand takes its
 * notifications with it.
 */
export const migration0014NotificationBrand: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('notifications')
      .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('cascade'))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('notifications').dropColumn('project_id').execute();
  },
};
