import type { Kysely, Migration } from 'kysely';

/**
 * Comments that point (issue 42; docs/product.md#comments-and-files): where a comment is
 * anchored (a moment of a recording or a pin on an image, as JSON) and the recording or image it
 * points at (its own column, so a recording's timeline or an image's pins are one indexed
 * read); who sees it (internal or shared with the client); when its thread was resolved and by
 * whom; and a client contact as its author (a comment written in the client portal).
 */
export const migration0055CommentAnchors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('comments').addColumn('anchor', 'text').execute();
    await db.schema.alterTable('comments').addColumn('anchor_target', 'varchar(64)').execute();
    await db.schema
      .alterTable('comments')
      .addColumn('visibility', 'varchar(16)', (c) => c.notNull().defaultTo('internal'))
      .execute();
    await db.schema.alterTable('comments').addColumn('resolved_at', 'varchar(32)').execute();
    await db.schema
      .alterTable('comments')
      .addColumn('resolved_by', 'varchar(36)', (c) =>
        c.references('workspace_members.id').onDelete('set null'),
      )
      .execute();
    // The contact may be removed later: the comment stays, under the name they gave.
    await db.schema
      .alterTable('comments')
      .addColumn('author_contact_id', 'varchar(36)', (c) =>
        c.references('approval_contacts.id').onDelete('set null'),
      )
      .execute();
    await db.schema.alterTable('comments').addColumn('author_name', 'varchar(120)').execute();
    await db.schema
      .createIndex('comments_anchor_target')
      .on('comments')
      .columns(['ticket_id', 'anchor_target', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('comments_anchor_target').execute();
    for (const column of [
      'author_name',
      'author_contact_id',
      'resolved_by',
      'resolved_at',
      'visibility',
      'anchor_target',
      'anchor',
    ])
      await db.schema.alterTable('comments').dropColumn(column).execute();
  },
};
