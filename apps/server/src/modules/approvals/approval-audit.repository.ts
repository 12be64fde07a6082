import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { ApprovalTables } from './approvals.tables.js';
import type { StoredStep } from './rounds.repository.js';

/** A brand's rounds and their decisions, for the audit export, a page at a time. */
export function createApprovalAuditRepository(whole: Db) {
  const db = () => ownTables<ApprovalTables>(whole);
  return {
    /**
     * The brand's rounds after `after` in (created_at, id) order, `limit` at a time: those that
     * started before `before` and had not ended before `since` (the range's decisions are theirs).
     */
    async rounds(
      projectId: string,
      range: { since: string | null; before: string | null },
      after: { createdAt: string; id: string } | null,
      limit: number,
    ) {
      let query = db()
        .selectFrom('approval_rounds')
        .select(['id', 'ticket_id', 'steps', 'created_at'])
        .where('project_id', '=', projectId);
      if (range.before) query = query.where('created_at', '<', range.before);
      if (range.since) {
        const since = range.since;
        query = query.where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', since)]));
      }
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '>', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
          ]),
        );
      const rows = await query.orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => ({ ...row, steps: fromDbJson<StoredStep[]>(row.steps, []) }));
    },

    /** These rounds' decisions within the range, each round's in the order they were made. */
    async decisions(roundIds: readonly string[], range: { since: string | null; before: string | null }) {
      if (roundIds.length === 0) return [];
      let query = db().selectFrom('approval_decisions').selectAll().where('round_id', 'in', roundIds);
      if (range.since) query = query.where('created_at', '>=', range.since);
      if (range.before) query = query.where('created_at', '<', range.before);
      return query.orderBy('round_id').orderBy('created_at').orderBy('id').execute();
    },
  };
}
export type ApprovalAuditRepository = ReturnType<typeof createApprovalAuditRepository>;
