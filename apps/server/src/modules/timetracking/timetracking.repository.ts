import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TimeEntriesTable } from './timetracking.tables.js';

export type TimeEntryRow = Selectable<TimeEntriesTable>;

/** An entry with what its reply shows: the ticket, its brand and the person's name and picture. */
export interface FullEntryRow extends TimeEntryRow {
  ticket_number: number;
  ticket_summary: string;
  /** The ticket's brand now (the entry's own project_id is the brand when it was recorded). */
  ticket_project_id: string;
  project_name: string;
  project_slug: string;
  person_email: string;
  person_name: string | null;
  person_image: string | null;
  person_avatar_key: string | null;
}

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

export function createTimeTrackingRepository(db: Db) {
  const full = (q: Db) =>
    q
      .selectFrom('time_entries as e')
      .innerJoin('tickets as t', 't.id', 'e.ticket_id')
      .innerJoin('projects as p', 'p.id', 't.project_id')
      .innerJoin('workspace_members as m', 'm.id', 'e.member_id')
      .leftJoin('user as u', 'u.id', 'm.user_id')
      .leftJoin('profiles as pr', 'pr.user_id', 'm.user_id')
      .selectAll('e')
      .select([
        't.number as ticket_number',
        't.summary as ticket_summary',
        't.project_id as ticket_project_id',
        'p.name as project_name',
        'p.slug as project_slug',
        'm.email as person_email',
        'u.name as person_name',
        'u.image as person_image',
        'pr.avatar_key as person_avatar_key',
      ]);

  return {
    async findFull(entryId: string, trx: Db = db): Promise<FullEntryRow | null> {
      return (await full(trx).where('e.id', '=', entryId).executeTakeFirst()) ?? null;
    },

    async find(entryId: string, trx: Db = db): Promise<TimeEntryRow | null> {
      return (
        (await trx.selectFrom('time_entries').selectAll().where('id', '=', entryId).executeTakeFirst()) ??
        null
      );
    },

    /** The user's running entry, whatever the ticket or workspace (there is at most one). */
    async findRunning(userId: string, trx: Db = db): Promise<TimeEntryRow | null> {
      return (
        (await trx
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
    async listForTicket(ticketId: string): Promise<FullEntryRow[]> {
      return full(db)
        .where('e.ticket_id', '=', ticketId)
        .orderBy('e.started_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },

    /** A member's entries in a workspace: the running one first, then the most recent. */
    async listForMember(input: {
      workspaceId: string;
      memberId: string;
      /** null: every brand (workspace admins). */
      projectIds: string[] | null;
      limit: number;
    }): Promise<FullEntryRow[]> {
      if (input.projectIds?.length === 0) return [];
      let q = full(db)
        .where('e.workspace_id', '=', input.workspaceId)
        .where('e.member_id', '=', input.memberId);
      if (input.projectIds) q = q.where('t.project_id', 'in', input.projectIds);
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
      let query = trx.insertInto('time_entries').values(row);
      if (row.ended_at === null)
        query = query.onConflict((oc) => oc.column('user_id').where('ended_at', 'is', null).doNothing());
      const inserted = await query.returning('id').executeTakeFirst();
      return inserted !== undefined;
    },

    /** Stops a running entry; false when it was not running any more (stopped concurrently). */
    async finish(entryId: string, changes: EntryChanges, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('time_entries')
        .set(changes)
        .where('id', '=', entryId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async update(entryId: string, changes: EntryChanges, trx: Db): Promise<void> {
      await trx.updateTable('time_entries').set(changes).where('id', '=', entryId).execute();
    },

    async delete(entryId: string, trx: Db): Promise<void> {
      await trx.deleteFrom('time_entries').where('id', '=', entryId).execute();
    },

    /** The sum of the ticket's finished entries, in seconds. */
    async totalOf(ticketId: string, trx: Db): Promise<number> {
      const row = await trx
        .selectFrom('time_entries')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('seconds'), sql<number>`0`).as('total'))
        .where('ticket_id', '=', ticketId)
        .where('ended_at', 'is not', null)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async ticket(
      ticketId: string,
      trx: Db = db,
    ): Promise<{ id: string; workspace_id: string; project_id: string; total_spent: number } | null> {
      const row = await trx
        .selectFrom('tickets')
        .select(['id', 'workspace_id', 'project_id', 'total_spent'])
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row ? { ...row, total_spent: Number(row.total_spent) } : null;
    },

    async projectWorkspace(projectId: string): Promise<string | null> {
      const row = await db
        .selectFrom('projects')
        .select('workspace_id')
        .where('id', '=', projectId)
        .executeTakeFirst();
      return row?.workspace_id ?? null;
    },

    /** Finished entries of the workspace that started in [from, until), on these brands. */
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
        .innerJoin('tickets as t', 't.id', 'e.ticket_id')
        .select(['t.project_id', 'e.member_id', 'e.started_at', 'e.seconds'])
        .where('e.workspace_id', '=', input.workspaceId)
        .where('e.ended_at', 'is not', null)
        .where('e.started_at', '>=', input.from)
        .where('e.started_at', '<', input.until);
      if (input.projectIds) q = q.where('t.project_id', 'in', input.projectIds);
      if (input.memberId) q = q.where('e.member_id', '=', input.memberId);
      const rows = await q.execute();
      return rows.map((row) => ({ ...row, seconds: Number(row.seconds) }));
    },

    async projects(projectIds: string[]): Promise<{ id: string; name: string; slug: string }[]> {
      if (projectIds.length === 0) return [];
      return db.selectFrom('projects').select(['id', 'name', 'slug']).where('id', 'in', projectIds).execute();
    },

    transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type TimeTrackingRepository = ReturnType<typeof createTimeTrackingRepository>;
