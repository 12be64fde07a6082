import type { RealtimeEventData, RealtimeEventType } from '@expertos/domain/realtime';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RealtimeAudience, RealtimeEventsTable } from './realtime.table.js';

export type LiveEventType = RealtimeEventsTable['type'];
export type LiveRow = Selectable<RealtimeEventsTable>;

/** One event to send live: what happened, and who may read it. */
export type LiveEvent = {
  [T in LiveEventType]: {
    type: T;
    workspaceId: string;
    audience: RealtimeAudience;
    /** With audience 'project': the brand. */
    projectId?: string | null;
    /** With audience 'user': the person. */
    userId?: string | null;
    data: RealtimeEventData<T>;
  };
}[LiveEventType];

export type { RealtimeEventType };

/**
 * The live-update log: rows are appended in the transaction of the change (so a rolled-back
 * change sends nothing, and a committed one is never lost to a process that died after the
 * commit) and read in id order by every process's hub.
 */
/** Rows a statement: 7 parameters each, far under SQLite's limit. */
const APPEND_CHUNK = 500;

const rowOf = (event: LiveEvent, at: Date) => ({
  type: event.type,
  workspace_id: event.workspaceId,
  project_id: event.projectId ?? null,
  audience: event.audience,
  user_id: event.userId ?? null,
  data: JSON.stringify(event.data),
  created_at: at.toISOString(),
});

export function createRealtimeLog(db: Db) {
  return {
    /** Appends the event inside `trx`; answers its id. */
    async append(trx: Db, event: LiveEvent, at: Date): Promise<number> {
      const row = await trx
        .insertInto('realtime_events')
        .values(rowOf(event, at))
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Appends the events inside `trx`, a few hundred a statement; answers the highest id. */
    async appendAll(trx: Db, events: readonly LiveEvent[], at: Date): Promise<number> {
      let last = 0;
      for (let i = 0; i < events.length; i += APPEND_CHUNK) {
        const rows = await trx
          .insertInto('realtime_events')
          .values(events.slice(i, i + APPEND_CHUNK).map((event) => rowOf(event, at)))
          .returning('id')
          .execute();
        for (const row of rows) last = Math.max(last, Number(row.id));
      }
      return last;
    },

    /** Rows after `id`, oldest first, at most `limit`, none past `upTo` when given. */
    async after(id: number, limit: number, upTo?: number): Promise<LiveRow[]> {
      let query = db.selectFrom('realtime_events').selectAll().where('id', '>', id);
      if (upTo !== undefined) query = query.where('id', '<=', upTo);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** The first and last id kept (0 and 0 when the log is empty). */
    async bounds(): Promise<{ first: number; last: number }> {
      const row = await db
        .selectFrom('realtime_events')
        .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
        .executeTakeFirst();
      return { first: Number(row?.first ?? 0), last: Number(row?.last ?? 0) };
    },

    /**
     * Deletes rows older than `before`, but never the newest: the last id must stay readable,
     * so a process starting later knows where the log is.
     */
    async prune(before: Date): Promise<number> {
      const { last } = await this.bounds();
      const result = await db
        .deleteFrom('realtime_events')
        .where('created_at', '<', before.toISOString())
        .where('id', '<', last)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RealtimeLog = ReturnType<typeof createRealtimeLog>;
