import type { PostImportRowState, PostImportStatus } from '@expertos/domain/post-import';
import { type Db, ownTables } from '../../db/database.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { PostImportRowsTable, PostImportsTable, PostImportTables } from './post-imports.tables.js';

export type PostImportRow = PostImportsTable;
export type ImportLinkRow = PostImportRowsTable & { ticket_number: number | null };

/** Imports and their rows (docs/product.md#bulk-posts-from-links). */
export function createPostImportsRepository(
  whole: Db,
  /** The numbers of the tickets rows were made into (the tickets module's). */
  ticketNumbers: TicketLookups['numbers'],
) {
  // Its own tables only (docs/architecture.md#modules-own-their-tables); the caller's
  // transactions come in whole, as other modules' writes share them.
  const db = ownTables<PostImportTables>(whole);
  const own = (trx: Db) => ownTables<PostImportTables>(trx);
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => whole.transaction().execute(work),

    insert: async (row: PostImportsTable, links: PostImportRowsTable[], trx: Db) => {
      await own(trx).insertInto('post_imports').values(row).execute();
      // A batch per 100 rows keeps each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < links.length; i += 100) {
        await own(trx)
          .insertInto('post_import_rows')
          .values(links.slice(i, i + 100))
          .execute();
      }
    },

    find: (projectId: string, importId: string) =>
      db
        .selectFrom('post_imports')
        .selectAll()
        .where('id', '=', importId)
        .where('project_id', '=', projectId)
        .executeTakeFirst(),

    byId: (importId: string) =>
      db.selectFrom('post_imports').selectAll().where('id', '=', importId).executeTakeFirst(),

    /** The brand's latest imports with their row counts. */
    latest: (projectId: string, limit: number) =>
      db
        .selectFrom('post_imports as i')
        .selectAll('i')
        .select((eb) =>
          eb
            .selectFrom('post_import_rows as r')
            .select((e) => e.fn.countAll<number | string>().as('n'))
            .whereRef('r.import_id', '=', 'i.id')
            .as('row_count'),
        )
        .where('i.project_id', '=', projectId)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .limit(limit)
        .execute(),

    /** Rows by line, with the number of the ticket made from each (when it still exists). */
    async rows(importId: string): Promise<ImportLinkRow[]> {
      const rows = await db
        .selectFrom('post_import_rows')
        .selectAll()
        .where('import_id', '=', importId)
        .orderBy('line')
        .execute();
      const numbers = await ticketNumbers(rows.flatMap((row) => (row.ticket_id ? [row.ticket_id] : [])));
      return rows.map((row) => ({
        ...row,
        ticket_number: row.ticket_id ? (numbers.get(row.ticket_id) ?? null) : null,
      }));
    },

    /** How many rows are in each state. */
    async stateCounts(importId: string): Promise<Record<PostImportRowState, number>> {
      const rows = await db
        .selectFrom('post_import_rows')
        .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('import_id', '=', importId)
        .groupBy('state')
        .execute();
      const counts = { pending: 0, previewed: 0, refused: 0, created: 0 };
      for (const row of rows) counts[row.state] = Number(row.n);
      return counts;
    },

    /**
     * Of these link keys, the ones already made into a ticket of the brand that still exists,
     * with that ticket's number: a second import of the same link is a duplicate.
     */
    async importedBefore(projectId: string, keys: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (let i = 0; i < keys.length; i += 200) {
        const rows = await db
          .selectFrom('post_import_rows')
          .select(['url_key', 'ticket_id'])
          .where('project_id', '=', projectId)
          .where('state', '=', 'created')
          .where('url_key', 'in', keys.slice(i, i + 200))
          .execute();
        const numbers = await ticketNumbers(rows.flatMap((row) => (row.ticket_id ? [row.ticket_id] : [])));
        for (const row of rows) {
          const number = row.ticket_id ? numbers.get(row.ticket_id) : undefined;
          if (number !== undefined) found.set(row.url_key, number);
        }
      }
      return found;
    },

    rowsInState: (importId: string, state: PostImportRowState) =>
      db
        .selectFrom('post_import_rows')
        .selectAll()
        .where('import_id', '=', importId)
        .where('state', '=', state)
        .orderBy('line')
        .execute(),

    setRow: (
      importId: string,
      line: number,
      fields: Partial<Pick<PostImportRowsTable, 'state' | 'title' | 'description' | 'image_url' | 'note'>>,
      trx: Db = whole,
    ) =>
      own(trx)
        .updateTable('post_import_rows')
        .set(fields)
        .where('import_id', '=', importId)
        .where('line', '=', line)
        .execute(),

    setStatus: (
      importId: string,
      fields: { status: PostImportStatus; job_id?: string | null; error?: string | null; updated_at: string },
      trx: Db = whole,
    ) => own(trx).updateTable('post_imports').set(fields).where('id', '=', importId).execute(),

    /**
     * Moves the import from `from` to `to` only if it is still in `from` (two clicks on
     * "Create posts" start one job): whether this call moved it.
     */
    async claimStatus(importId: string, from: PostImportStatus, to: PostImportStatus, at: string, trx: Db) {
      const result = await own(trx)
        .updateTable('post_imports')
        .set({ status: to, updated_at: at })
        .where('id', '=', importId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type PostImportsRepository = ReturnType<typeof createPostImportsRepository>;
