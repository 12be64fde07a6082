import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/**
 * The time recorded on a ticket (`total_spent`, in seconds; time tracking keeps it through
 * ticket-time.ts), or null when there is no such ticket: the tickets module's narrow read for
 * the ticket's time panel (docs/architecture.md#modules-own-their-tables).
 */
export async function timeSpentOn(db: Db, ticketId: string): Promise<number | null> {
  const row = await ownTables<TicketTables>(db)
    .selectFrom('tickets')
    .select('total_spent')
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row ? Number(row.total_spent) : null;
}
