import type { Insertable, Selectable, Updateable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { ApprovalTables, ApprovalVersionsTable } from './approvals.tables.js';

export type VersionRow = Selectable<ApprovalVersionsTable>;
/** A version as the history lists it: everything but its content. */
export type VersionListRow = Omit<VersionRow, 'content'>;

const LIST_COLUMNS = [
  'id',
  'workspace_id',
  'project_id',
  'ticket_id',
  'number',
  'author_id',
  'content_hash',
  'dated_hash',
  'media_count',
  'sealed',
  'restored_from',
  'published_at',
  'created_at',
  'updated_at',
] as const;

/** Posts' versions, numbered per post (1, 2, 3…). */
export function createVersionsRepository(whole: Db) {
  const db = (trx?: Db) => ownTables<ApprovalTables>(trx ?? whole);
  const normal = <T extends { number: number; media_count: number; sealed: number }>(row: T): T => ({
    ...row,
    // PostgreSQL's driver may answer integers as they are, SQLite's too; kept as numbers.
    number: Number(row.number),
    media_count: Number(row.media_count),
    sealed: Number(row.sealed),
  });
  return {
    /** The ticket's newest version, with its content. */
    async newest(ticketId: string, trx?: Db): Promise<VersionRow | undefined> {
      const row = await db(trx)
        .selectFrom('approval_versions')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('number', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? normal(row) : undefined;
    },

    /**
     * Adds a version; false when its number was taken meanwhile by another change of the post
     * (two publications going out at once, two people saving at once): never an error, which would
     * undo the owner's change it is kept from.
     */
    async insert(row: Insertable<ApprovalVersionsTable>, trx?: Db): Promise<boolean> {
      const result = await db(trx)
        .insertInto('approval_versions')
        .values(row)
        .onConflict((c) => c.columns(['ticket_id', 'number']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    update: (id: string, changes: Updateable<ApprovalVersionsTable>, trx?: Db) =>
      db(trx).updateTable('approval_versions').set(changes).where('id', '=', id).execute(),

    /** `limit + 1` versions older than `before` (the number), newest first, without their content. */
    async page(ticketId: string, { before, limit }: { before?: number; limit: number }) {
      let query = db().selectFrom('approval_versions').select(LIST_COLUMNS).where('ticket_id', '=', ticketId);
      if (before !== undefined) query = query.where('number', '<', before);
      const rows = await query
        .orderBy('number', 'desc')
        .limit(limit + 1)
        .execute();
      return rows.map(normal);
    },

    /** These versions of the ticket, with their content. */
    async byNumbers(ticketId: string, numbers: number[]): Promise<VersionRow[]> {
      const rows = await db()
        .selectFrom('approval_versions')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .where('number', 'in', numbers)
        .execute();
      return rows.map(normal);
    },
  };
}
export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
