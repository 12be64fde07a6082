import type { Db } from '../../db/database.js';
import { newestFirstAfter, type PageKey } from '../../db/pagination.js';
import type { DevMailboxTable } from './dev-mailbox.table.js';

export function createDevMailboxRepository(db: Db) {
  return {
    insert: (row: DevMailboxTable, trx: Db = db) => trx.insertInto('dev_mailbox').values(row).execute(),

    /** Newest first, `limit + 1` rows (see db/pagination.ts). */
    list(query: { limit: number; after?: PageKey }, trx: Db = db) {
      const q = trx.selectFrom('dev_mailbox').selectAll();
      return newestFirstAfter(q, query.after, query.limit).execute();
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
