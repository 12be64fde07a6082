import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for a brand's overview, Feed and Library (modules/brand-content), measured on a brand
 * of 10,000 tickets (bench, 100,000 over ten brands): the week's posts by due date, posts and
 * open tasks by type and status (counted from the index alone), the project's ticket ids for
 * the Library's semi-joins from the file tables, and the few tickets with Drive links.
 */
const INDEXES: [string, string[]][] = [
  ['tickets_project_type_due', ['project_id', 'ticket_type', 'due_date', 'id']],
  ['tickets_project_type_status', ['project_id', 'ticket_type', 'status']],
  ['tickets_project_id', ['project_id', 'id']],
  ['tickets_project_drive_raw', ['project_id', 'drive_raw_link']],
  ['tickets_project_drive_final', ['project_id', 'drive_final_link']],
];

export const migration0013BrandContentIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of INDEXES) {
      await db.schema.createIndex(name).on('tickets').columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
