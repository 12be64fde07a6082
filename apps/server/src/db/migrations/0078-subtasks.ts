import type { Kysely, Migration } from 'kysely';

/**
 * Subtasks (docs/product.md#checklists-and-subtasks), owned by the tickets module: a ticket may
 * name a parent ticket of the same brand, one level deep. The service keeps those rules and
 * asks before a parent is closed or deleted; the key's `set null` is only the last safety net.
 */
export const migration0078Subtasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('tickets')
      .addColumn('parent_id', 'varchar(36)', (c) => c.references('tickets.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('tickets_parent').on('tickets').column('parent_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('tickets_parent').execute();
    await db.schema.alterTable('tickets').dropColumn('parent_id').execute();
  },
};
