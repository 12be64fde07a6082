import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/** What another module shows of a ticket: its `#number` and summary, and where it is now. */
export interface TicketTitle {
  id: string;
  workspaceId: string;
  /** The ticket's brand now. */
  projectId: string;
  number: number;
  summary: string;
  /** Its status now (an asset's "used in" list shows it). */
  status: string;
}

/**
 * The tickets module's narrow read of what a notification, its e-mail or a time entry shows of
 * its ticket (docs/architecture.md#modules-own-their-tables). Takes the caller's transaction,
 * if any.
 */
export function createTicketTitles(whole: Db) {
  const own = (trx: Db = whole) => ownTables<TicketTables>(trx);
  return {
    /** Each of these tickets that exists, by id. */
    async of(ticketIds: Iterable<string | null>, trx?: Db): Promise<Map<string, TicketTitle>> {
      const ids = [...new Set([...ticketIds].filter((id): id is string => id !== null))];
      const found = new Map<string, TicketTitle>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await own(trx)
          .selectFrom('tickets')
          .select(['id', 'workspace_id', 'project_id', 'number', 'summary', 'status'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) {
          found.set(row.id, {
            id: row.id,
            workspaceId: row.workspace_id,
            projectId: row.project_id,
            number: Number(row.number),
            summary: row.summary,
            status: row.status,
          });
        }
      }
      return found;
    },
  };
}
export type TicketTitles = ReturnType<typeof createTicketTitles>;
