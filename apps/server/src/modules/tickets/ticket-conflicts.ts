import { errorMessage } from '@expertos/domain/errors';
import type { Ticket, TicketFieldChanges } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { PLAIN_FIELDS, sameValue } from './tickets.fields.js';
import type { createTicketsRepository, TicketRow } from './tickets.repository.js';

type TicketsRepository = ReturnType<typeof createTicketsRepository>;

/** The fields this change would really change (history names: assignee, milestone, tags). */
function changingFields(current: TicketRow, input: TicketFieldChanges): string[] {
  const fields: string[] = PLAIN_FIELDS.filter(
    (field) => input[field] !== undefined && !sameValue(current[field], input[field]),
  );
  if (input.assignee !== undefined && input.assignee !== current.assignee_id) fields.push('assignee');
  if (input.milestone !== undefined && input.milestone !== current.milestone_id) fields.push('milestone');
  if (input.tags !== undefined) fields.push('tags');
  return fields;
}

/**
 * The optimistic-concurrency check of `PATCH /tickets/{id}` (docs/product.md#edit-conflicts):
 * the fields this change would change that someone else changed after `base` (the ticket's
 * `updated` the client edited from). Different fields merge; a field set to the value it
 * already has conflicts with nothing; the caller's own changes never conflict.
 */
export async function conflictingFields(
  tickets: TicketsRepository,
  trx: Db,
  current: TicketRow,
  input: TicketFieldChanges,
  precondition: { base: string; memberId: string },
): Promise<string[]> {
  const since = new Date(precondition.base).toISOString();
  if (current.updated_at <= since) return [];
  const fields = changingFields(current, input);
  return tickets.fieldsChangedSince(current.id, { since, fields, memberId: precondition.memberId }, trx);
}

/** The 409 reply: which fields conflict, and the ticket as it is now (`ticketConflictSchema`). */
export function conflictError(fields: string[], current: Ticket): AppError {
  const message = errorMessage('ticket_edit_conflict');
  return new AppError('ticket_edit_conflict', {
    details: fields.map((path) => ({ path, message })),
    extra: { current },
  });
}
