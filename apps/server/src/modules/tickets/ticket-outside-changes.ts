import type { TicketActivitySource } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { nowIso } from '../../db/portable.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { raiseTicketUpdate } from './ticket-events.js';
import { activityEntry, derivedColumns } from './tickets.fields.js';
import type { createTicketsRepository, TicketChanges, TicketRow } from './tickets.repository.js';

/** The fields an outside tool may set on a ticket: its status, and where and when it went live. */
export interface OutsideChanges {
  status?: TicketStatus;
  live_link?: string;
  posted_date?: string;
}

/**
 * A change made by an outside tool rather than a member (a Jira issue moved, an approval link
 * decided, a post published: docs/product.md#integrations, #publishing). `decide` sees the
 * ticket as it is inside the transaction (locked) and answers what to change, or null to leave
 * it; each changed field is in the history, naming the tool, and raises the ticket's events.
 * Answers whether the ticket changed.
 */
export function createOutsideChanges(tickets: ReturnType<typeof createTicketsRepository>, events: EventBus) {
  return async function setFromOutside(
    ticketId: string,
    via: TicketActivitySource,
    decide: (current: TicketRow) => OutsideChanges | null,
    /** Who, outside, made the move (the approver's name), for the history. */
    viaName: string | null = null,
  ): Promise<boolean> {
    const now = nowIso();
    return tickets.transaction(async (trx) => {
      await tickets.lockRow(ticketId, trx);
      const current = await tickets.findRow(ticketId, trx);
      if (!current) return false;
      const wanted = decide(current) ?? {};
      const changed = (Object.keys(wanted) as (keyof OutsideChanges)[]).filter(
        (field) => wanted[field] !== undefined && wanted[field] !== current[field],
      );
      if (changed.length === 0) return false;
      const changes: TicketChanges = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
      Object.assign(changes, derivedColumns({ ...current, ...changes } as TicketRow), { updated_at: now });
      await tickets.update([current.id], changes, trx);
      await tickets.addActivity(
        changed.map((field) =>
          activityEntry(current.id, null, field, current[field], wanted[field], now, via, viaName),
        ),
        trx,
      );
      await raiseTicketUpdate(events, trx, {
        actorMemberId: null,
        before: current,
        after: { ...current, ...changes } as TicketRow,
        changed,
      });
      return true;
    });
  };
}
export type SetFromOutside = ReturnType<typeof createOutsideChanges>;
