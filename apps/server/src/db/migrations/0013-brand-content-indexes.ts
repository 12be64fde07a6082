import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Indexes for a brand's overview, Feed and Library (modules/brand-content), measured on a brand
 * of 10,000 tickets (bench, 100,000 over ten brands): the week's posts by due date, posts and
 * open tasks by type and status (counted from the index alone), and the Feed's order.
 *
 * The Library pages over a UNION ALL of its sources newest first; each source answers "the
 * newest N of this brand after the cursor" from its own index with a LIMIT, so a page never
 * sorts the whole brand. For that the file tables carry their ticket's brand (`project_id`,
 * backfilled here, written with every row by the tickets and comments modules; a ticket never
 * changes brand), and the tickets with a Drive link have partial indexes in creation order.
 */
const TICKET_INDEXES: [string, string[]][] = [
  ['tickets_project_type_due', ['project_id', 'ticket_type', 'due_date', 'id']],
  ['tickets_project_type_status', ['project_id', 'ticket_type', 'status']],
];

/** The Library's sources, each in its page order. */
const FILE_TABLES = [
  ['ticket_reference_images', 'ticket_reference_images_project_created'],
  ['comment_attachments', 'comment_attachments_project_created'],
] as const;

const DRIVE_INDEXES = [
  ['tickets_project_drive_raw', 'drive_raw_link'],
  ['tickets_project_drive_final', 'drive_final_link'],
] as const;

export const migration0013BrandContentIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of TICKET_INDEXES) {
      await db.schema.createIndex(name).on('tickets').columns(columns).execute();
    }
    // The Feed: a brand's posted and published posts, newest posted day first (undated last).
    await db.schema
      .createIndex('tickets_project_feed')
      .on('tickets')
      .expression(sql`project_id, coalesce(posted_date, ''), created_at, id`)
      .where(sql.ref('ticket_type'), '=', sql.lit('post'))
      .where(sql<boolean>`status in ('posted', 'published')`)
      .execute();
    for (const [table, index] of FILE_TABLES) {
      // A copy of the ticket's brand; '' only until the backfill below (no row keeps it).
      await db.schema
        .alterTable(table)
        .addColumn('project_id', 'varchar(36)', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update ${sql.table(table)} set project_id = (select t.project_id from tickets t where t.id = ${sql.ref(`${table}.ticket_id`)})`.execute(
        db,
      );
      await db.schema.createIndex(index).on(table).columns(['project_id', 'created_at', 'id']).execute();
    }
    for (const [name, column] of DRIVE_INDEXES) {
      await db.schema
        .createIndex(name)
        .on('tickets')
        .columns(['project_id', 'created_at', 'id'])
        .where(sql.ref(column), 'is not', null)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of DRIVE_INDEXES) await db.schema.dropIndex(name).execute();
    for (const [table, index] of FILE_TABLES) {
      await db.schema.dropIndex(index).execute();
      await db.schema.alterTable(table).dropColumn('project_id').execute();
    }
    await db.schema.dropIndex('tickets_project_feed').execute();
    for (const [name] of TICKET_INDEXES) await db.schema.dropIndex(name).execute();
  },
};
