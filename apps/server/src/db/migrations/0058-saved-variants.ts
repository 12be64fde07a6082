import type { Kysely, Migration } from 'kysely';

/**
 * A post's saved variants (docs/product.md#approvals): each channel's words, link, first comment
 * and files, kept before the post is scheduled so that its reviewers approve them with it.
 */
export const migration0058SavedVariants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('post_variants')
      .addColumn('ticket_id', 'varchar(36)', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
      .addColumn('channel_id', 'varchar(36)', (c) =>
        c.notNull().references('publishing_channels.id').onDelete('cascade'),
      )
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('project_id', 'varchar(36)', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      /** JSON: the variant as the API takes it (files by id; looked up again when it is scheduled). */
      .addColumn('variant', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_variants_pk', ['ticket_id', 'channel_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('post_variants').execute();
  },
};
