import type { TicketStatus } from '@expertos/domain/tickets';
import { type Db, ownTables } from '../../db/database.js';
import type { TicketTables } from './tickets.tables.js';

/** What a fired reminder needs of its ticket. */
export interface ClaimedReminder {
  id: string;
  workspace_id: string;
  summary: string;
  status: TicketStatus;
  assignee_id: string | null;
  reporter_id: string | null;
}

/** The tickets module's narrow function for the reminders module (docs/architecture.md#modules-own-their-tables). */
export type ClaimReminder = (
  trx: Db,
  input: { ticketId: string; remindAt: string; now: string },
) => Promise<ClaimedReminder | null>;

/**
 * Sets the 'reminded' marker, in one statement, only if this reminder is still the ticket's
 * and nobody handled it yet. Null when it was handled already, `remind_at` changed since, or
 * the ticket is gone: the caller then does nothing. Concurrent claims serialize on the row
 * (PostgreSQL re-checks the conditions after the other commits; SQLite has one writer).
 */
export const claimReminder: ClaimReminder = async (trx, input) => {
  const row = await ownTables<TicketTables>(trx)
    .updateTable('tickets')
    .set({ reminded_at: input.now })
    .where('id', '=', input.ticketId)
    .where('remind_at', '=', input.remindAt)
    .where('reminded_at', 'is', null)
    .returning(['id', 'workspace_id', 'summary', 'status', 'assignee_id', 'reporter_id'])
    .executeTakeFirst();
  return row ?? null;
};
