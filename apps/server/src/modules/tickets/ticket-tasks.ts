import { randomUUID } from 'node:crypto';
import { TICKET_SUMMARY_MAX } from '@expertos/domain/ticket.schema';
import { DEFAULT_PRIORITY, type Priority } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { toDbJson } from '../../db/portable.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { ticketFacts } from './ticket-events.js';
import { derivedColumns, EMPTY_FIELDS } from './tickets.fields.js';
import { createTicketsRepository } from './tickets.repository.js';

/**
 * The tickets module's narrow way for another module to make a task about one of a brand's
 * tickets (docs/architecture.md#modules-own-their-tables): the publishing module's "take this
 * post down by hand" when a post's library asset may no longer be used. In the caller's
 * transaction, so the task and the caller's record of it commit together; the next `#number`,
 * the history's "created" and `ticket.created` as any new ticket (reminders, notifications,
 * the live board, integrations hear of it).
 */
export function createTicketTasks(deps: { db: Db; events: Pick<EventBus, 'emit'>; now: () => Date }) {
  const tickets = createTicketsRepository(deps.db);
  return {
    /**
     * A to-do task in the brand of ticket `aboutId`, assigned to that ticket's assignee (none
     * when it has none) and reported by its reporter (else its assignee): the person who
     * answers for the post. Null when the ticket is gone, or has neither to stand as reporter
     * (a new ticket's event names who made it).
     */
    async taskAbout(
      trx: Db,
      aboutId: string,
      task: { summary: string; description: string },
    ): Promise<{ id: string; number: number } | null> {
      const about = await tickets.findRow(aboutId, trx);
      const reporter = about?.reporter_id ?? about?.assignee_id ?? null;
      if (!about || !reporter) return null;
      const id = randomUUID();
      const at = deps.now().toISOString();
      const number = await tickets.nextNumber(about.workspace_id, trx);
      const plain = {
        summary: task.summary.slice(0, TICKET_SUMMARY_MAX),
        status: 'todo' as const,
        priority: DEFAULT_PRIORITY as Priority,
        ticket_type: 'task' as const,
        ...EMPTY_FIELDS,
        description: task.description,
      };
      await tickets.insert(
        [
          {
            ...plain,
            ...derivedColumns(plain),
            id,
            workspace_id: about.workspace_id,
            project_id: about.project_id,
            number,
            assignee_id: about.assignee_id,
            reporter_id: reporter,
            milestone_id: null,
            details: toDbJson({ integrations: [], post_details: null }),
            total_spent: 0,
            share_token: null,
            reminded_at: null,
            created_at: at,
            updated_at: at,
          },
        ],
        trx,
      );
      await tickets.addActivity(
        [
          {
            id: randomUUID(),
            ticket_id: id,
            actor_id: null,
            kind: 'created',
            field: null,
            from_value: null,
            to_value: null,
            created_at: at,
          },
        ],
        trx,
      );
      const created = await tickets.findRow(id, trx);
      if (created)
        await deps.events.emit(trx, 'ticket.created', {
          ticket: ticketFacts(created),
          actorMemberId: reporter,
        });
      return { id, number };
    },
  };
}
export type TicketTasks = ReturnType<typeof createTicketTasks>;
