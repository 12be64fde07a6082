import type { Db } from '../../db/database.js';
import type { PageKey } from '../../db/pagination.js';
import type { DevMailboxTable } from './dev-mailbox.table.js';

export function createDevMailboxRepository(db: Db) {
  return {
    insert: (row: DevMailboxTable, trx: Db = db) => trx.insertInto('dev_mailbox').values(row).execute(),

    /** Newest first, `limit + 1` rows (see db/pagination.ts). */
    list(query: { limit: number; after?: PageKey }, trx: Db = db) {
      let q = trx.selectFrom('dev_mailbox').selectAll();
      const after = query.after;
      if (after) {
        q = q.where((eb) =>
          eb.or([
            eb('created_at', '<', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      return q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit + 1)
        .execute();
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
