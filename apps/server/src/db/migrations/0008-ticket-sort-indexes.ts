import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the sorts 0007 left to a full scan: priority and status in a workspace, and
 * every sort but `updated` within one brand. Each ends in the ticket id (the lists' tie-break),
 * so a page is an index walk in sort order that stops after 50 rows; without one, sorting a
 * brand of 10,000 tickets by due date took ~45 ms on SQLite, a workspace of 100,000 by
 * status ~115 ms.
 */
const INDEXES: [string, string[]][] = [
  ['tickets_ws_priority', ['workspace_id', 'priority', 'id']],
  ['tickets_ws_status_rank', ['workspace_id', 'status_rank', 'id']],
  ['tickets_project_created', ['project_id', 'created_at', 'id']],
  ['tickets_project_number', ['project_id', 'number', 'id']],
  ['tickets_project_due', ['project_id', 'due_sort', 'id']],
  ['tickets_project_priority', ['project_id', 'priority', 'id']],
  ['tickets_project_status_rank', ['project_id', 'status_rank', 'id']],
];

export const migration0008TicketSortIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [name, columns] of INDEXES) {
      await db.schema.createIndex(name).on('tickets').columns(columns).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
  },
};
