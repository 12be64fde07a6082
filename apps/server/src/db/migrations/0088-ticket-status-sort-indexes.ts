import { type Kysely, type Migration, PostgresAdapter } from 'kysely';

/** Each index: its name and its columns, scope then status then the sort's key and tie-break. */
const INDEXES: [name: string, columns: string[]][] = [
  ['tickets_ws_status_created', ['workspace_id', 'status', 'created_at', 'id', 'project_id']],
  ['tickets_ws_status_due', ['workspace_id', 'status', 'due_sort', 'id', 'project_id']],
  ['tickets_project_status_created', ['project_id', 'status', 'created_at', 'id']],
  ['tickets_project_status_due', ['project_id', 'status', 'due_sort', 'id']],
];

/**
 * PostgreSQL only: a list filtered by status and sorted by creation or due date (what every
 * board column and "my open tasks" asks for) walked the scope's index in sort order and read
 * each ticket's row to check its status. At 20,000 tickets the workspace list for a member of
 * three brands checked 836 rows (19.5 ms, EXPLAIN ANALYZE) where this index seeks the status
 * and reads 181 index entries without a row (0.4 ms); a brand's list 278 rows (8.9 ms). The
 * cost grew with every ticket added and every row an edit left behind: the 30-minute soak's
 * list p99 drifted +29 % on PostgreSQL. `updated` already had its status index (0007, 0019).
 * SQLite is left as it was: its planner walks the scope's index with the brand check from the
 * index itself (ticket-list.repository.ts, `brandIn`), and its soak has not shown the drift.
 */
export const migration0088TicketStatusSortIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const [name, columns] of INDEXES)
      await db.schema.createIndex(name).ifNotExists().on('tickets').columns(columns).execute();
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
