import type { Kysely, Migration } from 'kysely';

/**
 * Ticket templates (docs/product.md#templates), owned by the templates module: a brand's (its
 * `project_id`) or the whole workspace's (null), each under a name unique where it lives. A
 * ticket made from one remembers it (`tickets.template_id`, the tickets module's); editing or
 * deleting the template never touches the tickets already made.
 */
export const migration0079TicketTemplates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ticket_templates')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('cascade'))
      // '' for a workspace template: a unique key over (workspace, place, name) then holds for both.
      .addColumn('place_key', 'varchar(36)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(100)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('ticket_templates_name_once', ['workspace_id', 'place_key', 'name_key'])
      .execute();
    await db.schema.alterTable('tickets').addColumn('template_id', 'varchar(36)').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('tickets').dropColumn('template_id').execute();
    await db.schema.dropTable('ticket_templates').execute();
  },
};
