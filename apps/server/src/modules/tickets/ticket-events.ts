import type { Db } from '../../db/database.js';
import type { TicketFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { TicketRow } from './tickets.repository.js';

/** A ticket as events carry it: the facts listeners need, not the row. */
export function ticketFacts(row: TicketRow): TicketFacts {
  return {
    id: row.id,
    number: row.number,
    workspaceId: row.workspace_id,
    projectId: row.project_id,
    type: row.ticket_type,
    summary: row.summary,
    status: row.status,
    assigneeMemberId: row.assignee_id,
    reporterMemberId: row.reporter_id,
    remindAt: row.remind_at,
    dueDate: row.due_date,
    updatedAt: row.updated_at,
  };
}

/**
 * Raises what a change means, inside its transaction: `ticket.updated` with the changed API
 * fields (those its history records), then `ticket.status_changed` when the status moved.
 */
export async function raiseTicketUpdate(
  events: EventBus,
  trx: Db,
  change: { actorMemberId: string | null; before: TicketRow; after: TicketRow; changed: string[] },
): Promise<void> {
  const ticket = ticketFacts(change.after);
  const before = ticketFacts(change.before);
  const { actorMemberId, changed } = change;
  await events.emit(trx, 'ticket.updated', { ticket, before, changed, actorMemberId });
  if (before.status !== ticket.status) {
    await events.emit(trx, 'ticket.status_changed', {
      ticket,
      from: before.status,
      to: ticket.status,
      actorMemberId,
    });
  }
}
