import { LIMITS } from '@expertos/domain/limits';
import { SUBTASK_PARENT_MESSAGES } from '@expertos/domain/ticket.schema';
import { isOpenStatus, type TicketStatus } from '@expertos/domain/tickets';
import { type Db, ownTables } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { TicketRow } from './tickets.repository.js';
import type { TicketTables } from './tickets.tables.js';

const invalid = (message: string) =>
  new AppError('validation_error', { details: [{ path: 'parent', message }] });

/**
 * The subtask rules (docs/product.md#checklists-and-subtasks): a parent is a top-level ticket
 * of the same brand, a ticket with subtasks cannot become one, and a parent holds at most
 * LIMITS.subtasksMax. Read inside the caller's transaction, the parent's row locked first, so
 * two tickets joining the same parent at once cannot pass the limit.
 */
export async function checkParent(
  trx: Db,
  { projectId, parentId, childId }: { projectId: string; parentId: string; childId: string | null },
): Promise<TicketRow> {
  if (parentId === childId) throw invalid(SUBTASK_PARENT_MESSAGES.self);
  const own = ownTables<TicketTables>(trx);
  // A no-op write locks the parent's row on PostgreSQL (SQLite has one writer at a time anyway).
  await own
    .updateTable('tickets')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', parentId)
    .execute();
  const found = await own.selectFrom('tickets').selectAll().where('id', '=', parentId).executeTakeFirst();
  if (!found || found.project_id !== projectId) throw invalid(SUBTASK_PARENT_MESSAGES.otherBrand);
  if (found.parent_id) throw invalid(SUBTASK_PARENT_MESSAGES.nested);
  if (childId && (await childrenOf(trx, childId)).length > 0)
    throw invalid(SUBTASK_PARENT_MESSAGES.hasSubtasks);
  const siblings = (await childrenOf(trx, parentId)).filter((row) => row.id !== childId);
  if (siblings.length >= LIMITS.subtasksMax) throw new AppError('subtasks_full');
  return found;
}

/** A ticket's subtasks, oldest first. */
export function childrenOf(trx: Db, parentId: string): Promise<TicketRow[]> {
  return ownTables<TicketTables>(trx)
    .selectFrom('tickets')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('number')
    .execute();
}

/** Those of `children` still waiting for work. */
export const openOf = (children: TicketRow[]) =>
  children.filter((row) => isOpenStatus(row.status as TicketStatus));
