import type { Kysely, Migration } from 'kysely';

/**
 * Checklists on tickets (docs/product.md#checklists-and-subtasks), owned by the tickets module.
 * The ticket keeps its progress (`checklist_done` of `checklist_total`), written in the same
 * transaction as its items, so a list row shows "3/7" without reading them (and the ticket's
 * list-version trigger tells the kept pages that it moved).
 */
export const migration0077Checklists: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ticket_checklist_items')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('text', 'varchar(500)', (c) => c.notNull())
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done_by', 'varchar(36)')
      .addColumn('done_at', 'varchar(32)')
      // A workspace member; left as it is when they leave (shown as a former member).
      .addColumn('assignee_id', 'varchar(36)')
      .addColumn('due_date', 'varchar(10)')
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ticket_checklist_items_ticket')
      .on('ticket_checklist_items')
      .columns(['ticket_id', 'position'])
      .execute();
    await db.schema
      .alterTable('tickets')
      .addColumn('checklist_done', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('tickets')
      .addColumn('checklist_total', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').dropColumn('checklist_total').execute();
    await db.schema.alterTable('tickets').dropColumn('checklist_done').execute();
    await db.schema.dropTable('ticket_checklist_items').execute();
  },
};
