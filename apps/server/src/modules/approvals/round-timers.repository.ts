import type { Selectable, Updateable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { ApprovalDigestsTable, ApprovalTables, ApprovalTimersTable } from './approvals.tables.js';
import type { RoundRow, StoredStep } from './rounds.repository.js';

export type TimerRow = Selectable<ApprovalTimersTable>;
export type DigestRow = Selectable<ApprovalDigestsTable>;
type TimerChanges = Omit<Updateable<ApprovalTimersTable>, 'round_id' | 'version' | 'updated_at'>;
type DigestChanges = Omit<Updateable<ApprovalDigestsTable>, 'contact_id' | 'version' | 'updated_at'>;

/**
 * The timers of open rounds and the digests of client contacts (migration 0056). Both are read
 * by `next_at` through its index, a bounded batch at a time; each change is a conditional
 * update on the version the caller read, so of two workers that read the same row one changes
 * it and the other is told it lost.
 */
export function createRoundTimersRepository(whole: Db) {
  const db = (trx?: Db) => ownTables<ApprovalTables>(trx ?? whole);
  const changed = (result: { numUpdatedRows?: bigint }) => Number(result.numUpdatedRows ?? 0) > 0;

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => whole.transaction().execute(work),

    /** A round's timer, waiting to be scheduled: looked at at once (`next_at` its start). */
    async insertPending(
      trx: Db,
      round: Pick<RoundRow, 'id' | 'workspace_id' | 'project_id' | 'ticket_id' | 'created_at'>,
    ): Promise<void> {
      await db(trx)
        .insertInto('approval_timers')
        .values({
          round_id: round.id,
          workspace_id: round.workspace_id,
          project_id: round.project_id,
          ticket_id: round.ticket_id,
          step: null,
          opened_at: null,
          due_at: null,
          due_days: null,
          expire_days: null,
          time_zone: null,
          next_at: round.created_at,
          updated_at: round.created_at,
        })
        .onConflict((c) => c.column('round_id').doNothing())
        .execute();
    },

    /** The ticket's other rounds' timers: a new request replaced those rounds. */
    removeOthers: (trx: Db, ticketId: string, roundId: string) =>
      db(trx)
        .deleteFrom('approval_timers')
        .where('ticket_id', '=', ticketId)
        .where('round_id', '!=', roundId)
        .execute(),

    timer: (roundId: string, trx?: Db) =>
      db(trx).selectFrom('approval_timers').selectAll().where('round_id', '=', roundId).executeTakeFirst(),

    /** The round, with its steps as it took them. */
    async round(roundId: string, trx?: Db): Promise<RoundRow | undefined> {
      const row = await db(trx)
        .selectFrom('approval_rounds')
        .selectAll()
        .where('id', '=', roundId)
        .executeTakeFirst();
      return row ? { ...row, steps: fromDbJson<StoredStep[]>(row.steps, []) } : undefined;
    },

    /** When each of these rounds' open step is due (rounds whose timer is scheduled). */
    async dueOf(roundIds: readonly string[]): Promise<Map<string, string>> {
      if (roundIds.length === 0) return new Map();
      const rows = await db()
        .selectFrom('approval_timers')
        .select(['round_id', 'due_at'])
        .where('round_id', 'in', [...roundIds])
        .where('due_at', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [row.round_id, row.due_at!]));
    },

    /** The timers to look at now, the most overdue first. */
    async due(at: string, limit: number): Promise<string[]> {
      const rows = await db()
        .selectFrom('approval_timers')
        .select('round_id')
        .where('next_at', '<=', at)
        .orderBy('next_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.round_id);
    },

    /** Changes the timer if it is still at `version`; false when another worker changed it first. */
    async claim(roundId: string, version: number, changes: TimerChanges, at: string, trx?: Db) {
      const result = await db(trx)
        .updateTable('approval_timers')
        .set({ ...changes, version: version + 1, updated_at: at })
        .where('round_id', '=', roundId)
        .where('version', '=', version)
        .executeTakeFirst();
      return changed(result);
    },

    remove: (roundId: string, trx?: Db) =>
      db(trx).deleteFrom('approval_timers').where('round_id', '=', roundId).execute(),

    /** Open rounds without a timer (from before timers, or a request whose commit lost its hook), in id order. */
    async openWithoutTimer(after: string | null, limit: number) {
      let query = db()
        .selectFrom('approval_rounds as r')
        .leftJoin('approval_timers as t', 't.round_id', 'r.id')
        .select(['r.id', 'r.workspace_id', 'r.project_id', 'r.ticket_id', 'r.created_at'])
        .where('r.status', '=', 'open')
        .where('t.round_id', 'is', null);
      if (after) query = query.where('r.id', '>', after);
      return query.orderBy('r.id').limit(limit).execute();
    },

    /**
     * The brand's open rounds whose open step (as their timer has it) may name the contact:
     * their steps mention the contact's id. The caller checks each against the round's rule.
     */
    async openNaming(projectId: string, contactId: string, limit: number) {
      const rows = await db()
        .selectFrom('approval_timers as t')
        .innerJoin('approval_rounds as r', 'r.id', 't.round_id')
        .select(['t.round_id', 't.step', 't.due_at', 't.time_zone'])
        .selectAll('r')
        .where('t.project_id', '=', projectId)
        .where('t.step', 'is not', null)
        .where('r.status', '=', 'open')
        .where('r.steps', 'like', `%"${contactId}"%`)
        .orderBy('t.due_at')
        .orderBy('t.round_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        round: {
          id: row.id,
          workspace_id: row.workspace_id,
          project_id: row.project_id,
          ticket_id: row.ticket_id,
          requested_by: row.requested_by,
          status: row.status,
          steps: fromDbJson<StoredStep[]>(row.steps, []),
          content_hash: row.content_hash,
          created_at: row.created_at,
          ended_at: row.ended_at,
        } satisfies RoundRow,
        step: Number(row.step),
        dueAt: row.due_at,
      }));
    },

    digest: (contactId: string, trx?: Db) =>
      db(trx)
        .selectFrom('approval_digests')
        .selectAll()
        .where('contact_id', '=', contactId)
        .executeTakeFirst(),

    /**
     * The contact's digest goes out at `nextAt` at the latest: a row made if there is none, an
     * earlier time kept if there is one.
     */
    async armDigest(
      trx: Db,
      row: { contact_id: string; workspace_id: string; project_id: string },
      nextAt: string,
      at: string,
    ): Promise<void> {
      await db(trx)
        .insertInto('approval_digests')
        .values({ ...row, next_at: nextAt, last_day: null, last_sent_at: null, updated_at: at })
        .onConflict((c) => c.column('contact_id').doNothing())
        .execute();
      await db(trx)
        .updateTable('approval_digests')
        .set((eb) => ({ next_at: nextAt, version: eb('version', '+', 1), updated_at: at }))
        .where('contact_id', '=', row.contact_id)
        .where((eb) => eb.or([eb('next_at', 'is', null), eb('next_at', '>', nextAt)]))
        .execute();
    },

    async dueDigests(at: string, limit: number): Promise<string[]> {
      const rows = await db()
        .selectFrom('approval_digests')
        .select('contact_id')
        .where('next_at', '<=', at)
        .orderBy('next_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.contact_id);
    },

    async claimDigest(contactId: string, version: number, changes: DigestChanges, at: string, trx?: Db) {
      const result = await db(trx)
        .updateTable('approval_digests')
        .set({ ...changes, version: version + 1, updated_at: at })
        .where('contact_id', '=', contactId)
        .where('version', '=', version)
        .executeTakeFirst();
      return changed(result);
    },

    removeDigest: (contactId: string, trx?: Db) =>
      db(trx).deleteFrom('approval_digests').where('contact_id', '=', contactId).execute(),

    /** The soonest moment a timer or a digest needs looking at; null when none does. */
    async earliest(): Promise<string | null> {
      const [timer, digest] = await Promise.all([
        db()
          .selectFrom('approval_timers')
          .select('next_at')
          .where('next_at', 'is not', null)
          .orderBy('next_at')
          .limit(1)
          .executeTakeFirst(),
        db()
          .selectFrom('approval_digests')
          .select('next_at')
          .where('next_at', 'is not', null)
          .orderBy('next_at')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const times = [timer?.next_at, digest?.next_at].filter((t): t is string => typeof t === 'string');
      return times.length > 0 ? times.sort()[0]! : null;
    },
  };
}
export type RoundTimersRepository = ReturnType<typeof createRoundTimersRepository>;
