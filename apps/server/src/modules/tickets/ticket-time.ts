import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/**
 * What the time-tracking module may do to a ticket (docs/architecture.md#modules-own-their-tables):
 * hold its row while it sums the ticket's time, store the total it summed, and read it back.
 */
export interface TicketTimeTotal {
  /**
   * Locks the ticket's row until the transaction ends (a no-op write; SQLite has a single
   * writer anyway). On PostgreSQL two changes of one ticket's time then run one after the
   * other, so each total is summed over what the other committed.
   */
  lock(ticketId: string, trx: Db): Promise<void>;
  /** Stores the ticket's finished time, in seconds (`total_spent`). */
  setTotal(ticketId: string, seconds: number, trx: Db): Promise<void>;
}

export const ticketTime: TicketTimeTotal = {
  async lock(ticketId, trx) {
    await ownTables<TicketTables>(trx)
      .updateTable('tickets')
      .set((eb) => ({ total_spent: eb.ref('total_spent') }))
      .where('id', '=', ticketId)
      .execute();
  },
  async setTotal(ticketId, seconds, trx) {
    await ownTables<TicketTables>(trx)
      .updateTable('tickets')
      .set({ total_spent: seconds })
      .where('id', '=', ticketId)
      .execute();
  },
};

/**
 * The time recorded on a ticket (`total_spent`, in seconds), or null when there is no such
 * ticket: what the ticket's time panel shows.
 */
export async function timeSpentOn(db: Db, ticketId: string): Promise<number | null> {
  const row = await ownTables<TicketTables>(db)
    .selectFrom('tickets')
    .select('total_spent')
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row ? Number(row.total_spent) : null;
}
