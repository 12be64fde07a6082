import type { PostImportRowState, PostImportStatus } from '@expertos/domain/post-import';
import type { Db } from '../../db/database.js';
import type { PostImportRowsTable, PostImportsTable } from './post-imports.tables.js';

export type PostImportRow = PostImportsTable;
export type ImportLinkRow = PostImportRowsTable & { ticket_number: number | null };

/** Imports and their rows (docs/product.md#bulk-posts-from-links). */
export function createPostImportsRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    insert: async (row: PostImportsTable, links: PostImportRowsTable[], trx: Db) => {
      await trx.insertInto('post_imports').values(row).execute();
      // A batch per 100 rows keeps each statement under SQLite's bound-parameter limit.
      for (let i = 0; i < links.length; i += 100) {
        await trx
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
    rows: (importId: string): Promise<ImportLinkRow[]> =>
      db
        .selectFrom('post_import_rows as r')
        .leftJoin('tickets as t', 't.id', 'r.ticket_id')
        .selectAll('r')
        .select('t.number as ticket_number')
        .where('r.import_id', '=', importId)
        .orderBy('r.line')
        .execute(),

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
          .selectFrom('post_import_rows as r')
          .innerJoin('tickets as t', 't.id', 'r.ticket_id')
          .select(['r.url_key', 't.number'])
          .where('r.project_id', '=', projectId)
          .where('r.state', '=', 'created')
          .where('r.url_key', 'in', keys.slice(i, i + 200))
          .execute();
        for (const row of rows) found.set(row.url_key, row.number);
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
      trx: Db = db,
    ) =>
      trx
        .updateTable('post_import_rows')
        .set(fields)
        .where('import_id', '=', importId)
        .where('line', '=', line)
        .execute(),

    setStatus: (
      importId: string,
      fields: { status: PostImportStatus; job_id?: string | null; error?: string | null; updated_at: string },
      trx: Db = db,
    ) => trx.updateTable('post_imports').set(fields).where('id', '=', importId).execute(),

    /**
     * Moves the import from `from` to `to` only if it is still in `from` (two clicks on
     * "Create posts" start one job): whether this call moved it.
     */
    async claimStatus(importId: string, from: PostImportStatus, to: PostImportStatus, at: string, trx: Db) {
      const result = await trx
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
