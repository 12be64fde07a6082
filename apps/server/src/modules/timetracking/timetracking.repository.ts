import { type Selectable, sql } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { TimeEntriesTable, TimeTrackingTables } from './timetracking.tables.js';

export type TimeEntryRow = Selectable<TimeEntriesTable>;

/** What the report adds up: one finished entry. */
export interface ReportEntryRow {
  project_id: string;
  member_id: string;
  started_at: string;
  seconds: number;
}

/** A finish, edit or delete of an entry as it changes the row. */
export type EntryChanges = Partial<
  Pick<TimeEntryRow, 'started_at' | 'ended_at' | 'seconds' | 'note' | 'updated_at'>
>;

// PostgreSQL names the violated index; SQLite names its column.
export function isOneRunningViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return e.constraint === 'time_entries_one_running';
  return (
    typeof e?.code === 'string' &&
    e.code.startsWith('SQLITE_CONSTRAINT') &&
    String(e.message).includes('time_entries.user_id')
  );
}

export function createTimeTrackingRepository(whole: Db) {
  // Its own table only (docs/architecture.md#modules-own-their-tables); the caller's
  // transactions come in whole, as the ticket's total is written in them too.
  const db = ownTables<TimeTrackingTables>(whole);
  const own = (trx: Db = whole) => ownTables<TimeTrackingTables>(trx);

  return {
    async find(entryId: string, trx?: Db): Promise<TimeEntryRow | null> {
      return (
        (await own(trx)
          .selectFrom('time_entries')
          .selectAll()
          .where('id', '=', entryId)
          .executeTakeFirst()) ?? null
      );
    },

    /** The user's running entry, whatever the ticket or workspace (there is at most one). */
    async findRunning(userId: string, trx?: Db): Promise<TimeEntryRow | null> {
      return (
        (await own(trx)
          .selectFrom('time_entries')
          .selectAll()
          .where('user_id', '=', userId)
          .where('ended_at', 'is', null)
          .executeTakeFirst()) ?? null
      );
    },

    async hasRunningIn(workspaceId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('time_entries')
        .select('id')
        .where('user_id', '=', userId)
        .where('workspace_id', '=', workspaceId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Everyone's entries on the ticket, newest first. */
    async listForTicket(ticketId: string): Promise<TimeEntryRow[]> {
      return db
        .selectFrom('time_entries as e')
        .selectAll('e')
        .where('e.ticket_id', '=', ticketId)
        .orderBy('e.started_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },

    /**
     * A member's entries in a workspace: the running one first, then the most recent. The
     * brands filter reads the entry's own brand: a ticket stays in the brand it was made in.
     */
    async listForMember(input: {
      workspaceId: string;
      memberId: string;
      /** null: every brand (workspace admins). */
      projectIds: string[] | null;
      limit: number;
    }): Promise<TimeEntryRow[]> {
      if (input.projectIds?.length === 0) return [];
      let q = db
        .selectFrom('time_entries as e')
        .selectAll('e')
        .where('e.workspace_id', '=', input.workspaceId)
        .where('e.member_id', '=', input.memberId);
      if (input.projectIds) q = q.where('e.project_id', 'in', input.projectIds);
      return q
        .orderBy(sql`case when e.ended_at is null then 0 else 1 end`)
        .orderBy('e.started_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(input.limit)
        .execute();
    },

    /**
     * Inserts the entry; a running one only while the user runs no other (the partial unique
     * index). ON CONFLICT instead of catching the violation: on PostgreSQL a failed statement
     * would abort the whole transaction. False when another running entry won.
     */
    async insert(row: TimeEntryRow, trx: Db): Promise<boolean> {
      let query = own(trx).insertInto('time_entries').values(row);
      if (row.ended_at === null)
        query = query.onConflict((oc) => oc.column('user_id').where('ended_at', 'is', null).doNothing());
      const inserted = await query.returning('id').executeTakeFirst();
      return inserted !== undefined;
    },

    /** Stops a running entry; false when it was not running any more (stopped concurrently). */
    async finish(entryId: string, changes: EntryChanges, trx: Db): Promise<boolean> {
      const result = await own(trx)
        .updateTable('time_entries')
        .set(changes)
        .where('id', '=', entryId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async update(entryId: string, changes: EntryChanges, trx: Db): Promise<void> {
      await own(trx).updateTable('time_entries').set(changes).where('id', '=', entryId).execute();
    },

    async delete(entryId: string, trx: Db): Promise<void> {
      await own(trx).deleteFrom('time_entries').where('id', '=', entryId).execute();
    },

    /** The sum of the ticket's finished entries, in seconds. */
    async totalOf(ticketId: string, trx: Db): Promise<number> {
      const row = await own(trx)
        .selectFrom('time_entries')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('seconds'), sql<number>`0`).as('total'))
        .where('ticket_id', '=', ticketId)
        .where('ended_at', 'is not', null)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /**
     * Finished entries of the workspace that started in [from, until), on these brands (the
     * entry's own brand: a ticket stays in the brand it was made in).
     */
    async reportEntries(input: {
      workspaceId: string;
      projectIds: string[] | null;
      /** Only this member's entries (null: everyone's). */
      memberId: string | null;
      from: string;
      until: string;
    }): Promise<ReportEntryRow[]> {
      if (input.projectIds?.length === 0) return [];
      let q = db
        .selectFrom('time_entries as e')
        .select(['e.project_id', 'e.member_id', 'e.started_at', 'e.seconds'])
        .where('e.workspace_id', '=', input.workspaceId)
        .where('e.ended_at', 'is not', null)
        .where('e.started_at', '>=', input.from)
        .where('e.started_at', '<', input.until);
      if (input.projectIds) q = q.where('e.project_id', 'in', input.projectIds);
      if (input.memberId) q = q.where('e.member_id', '=', input.memberId);
      const rows = await q.execute();
      return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return whole.transaction().execute(fn);
    },
  };
}
export type TimeTrackingRepository = ReturnType<typeof createTimeTrackingRepository>;
