import type { RoundDecisionRow } from '@expertos/domain/approvals/round';
import type { Insertable, Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import type { ApprovalDecisionsTable, ApprovalRoundsTable, ApprovalTables } from './approvals.tables.js';

export interface StoredStep {
  kind: 'internal' | 'client';
  rule: 'any' | 'all';
  approvers: string[];
}
export type RoundRow = Omit<Selectable<ApprovalRoundsTable>, 'steps'> & { steps: StoredStep[] };

/** A stored decision as the domain's round rule reads it (an admin's pass is an override). */
export function toDecisionRow(d: Selectable<ApprovalDecisionsTable>): RoundDecisionRow {
  return {
    step: Number(d.step),
    by: d.decided_by,
    decision: d.decision,
    hash: d.content_hash,
    ...(d.channel === 'override' ? { override: true } : {}),
  };
}

/** Posts' approval rounds and their decisions (append-only). */
export function createRoundsRepository(whole: Db) {
  const db = (trx?: Db) => ownTables<ApprovalTables>(trx ?? whole);
  const toRound = (row: Selectable<ApprovalRoundsTable>): RoundRow => ({
    ...row,
    steps: fromDbJson<StoredStep[]>(row.steps, []),
  });
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => whole.transaction().execute(work),

    /** The ticket's newest round, open or ended. */
    async latest(ticketId: string, trx?: Db): Promise<RoundRow | undefined> {
      const row = await db(trx)
        .selectFrom('approval_rounds')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toRound(row) : undefined;
    },

    /** Ends the ticket's open rounds as replaced by a new request. */
    withdrawOpen: (ticketId: string, at: string, trx?: Db) =>
      db(trx)
        .updateTable('approval_rounds')
        .set({ status: 'withdrawn', ended_at: at })
        .where('ticket_id', '=', ticketId)
        .where('status', '=', 'open')
        .execute(),

    insertRound: (row: Omit<Insertable<ApprovalRoundsTable>, 'steps'> & { steps: StoredStep[] }, trx?: Db) =>
      db(trx)
        .insertInto('approval_rounds')
        .values({ ...row, steps: toDbJson(row.steps) })
        .execute(),

    /** Ends an open round; false when it was no longer open (another decision ended it). */
    async end(
      roundId: string,
      status: ApprovalRoundsTable['status'],
      at: string,
      trx?: Db,
    ): Promise<boolean> {
      const result = await db(trx)
        .updateTable('approval_rounds')
        .set({ status, ended_at: at })
        .where('id', '=', roundId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows ?? 0) > 0;
    },

    /**
     * Replaces an open round's steps if they are still `before` (a compare-and-set on the stored
     * JSON, the same on both databases): false when the round ended or someone changed its steps
     * meanwhile, and the caller reads it again.
     */
    async replaceOpenSteps(roundId: string, before: StoredStep[], after: StoredStep[]): Promise<boolean> {
      const result = await db()
        .updateTable('approval_rounds')
        .set({ steps: toDbJson(after) })
        .where('id', '=', roundId)
        .where('status', '=', 'open')
        .where('steps', '=', toDbJson(before))
        .executeTakeFirst();
      return Number(result.numUpdatedRows ?? 0) > 0;
    },

    decisions: (roundId: string, trx?: Db) =>
      db(trx)
        .selectFrom('approval_decisions')
        .selectAll()
        .where('round_id', '=', roundId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /**
     * The brand's open rounds whose steps name this approver (a contact's portal). Steps are
     * JSON text: the id is matched as a quoted string, so another id never matches part of it.
     */
    async openNaming(projectId: string, approverId: string): Promise<RoundRow[]> {
      const rows = await db()
        .selectFrom('approval_rounds')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('status', '=', 'open')
        .where('steps', 'like', `%"${approverId.replace(/[%_"\\]/g, '')}"%`)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRound);
    },

    /** The workspace's open rounds, oldest first. */
    async openInWorkspace(workspaceId: string): Promise<RoundRow[]> {
      const rows = await db()
        .selectFrom('approval_rounds')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('status', '=', 'open')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRound);
    },

    /** The decisions of several rounds, oldest first. */
    decisionsOf: (roundIds: readonly string[]) =>
      roundIds.length === 0
        ? Promise.resolve([])
        : db()
            .selectFrom('approval_decisions')
            .selectAll()
            .where('round_id', 'in', [...roundIds])
            .orderBy('created_at')
            .orderBy('id')
            .execute(),

    insertDecision: (row: Insertable<ApprovalDecisionsTable>, trx?: Db) =>
      db(trx).insertInto('approval_decisions').values(row).execute(),

    /**
     * What marks the ticket's versions: the content hashes its rounds were asked for, and the
     * hash each approved round ended on (its last approval: every step approved that content).
     */
    async versionHashes(
      ticketId: string,
      trx?: Db,
    ): Promise<{ requested: Set<string>; approved: Set<string> }> {
      const rows = await db(trx)
        .selectFrom('approval_rounds')
        .select(['id', 'status', 'content_hash'])
        .where('ticket_id', '=', ticketId)
        .execute();
      const approvedRounds = rows.filter((row) => row.status === 'approved').map((row) => row.id);
      const approvals =
        approvedRounds.length === 0
          ? []
          : await db(trx)
              .selectFrom('approval_decisions')
              .select(['round_id', 'content_hash'])
              .where('round_id', 'in', approvedRounds)
              .where('decision', '=', 'approved')
              .orderBy('created_at')
              .orderBy('id')
              .execute();
      const last = new Map(approvals.map((row) => [row.round_id, row.content_hash]));
      return { requested: new Set(rows.map((row) => row.content_hash)), approved: new Set(last.values()) };
    },
  };
}
export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
