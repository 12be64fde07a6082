import { randomUUID } from 'node:crypto';
import type {
  Checklist,
  ChecklistItem,
  CreateChecklistItemInput,
  UpdateChecklistItemInput,
} from '@expertos/domain/checklist';
import { LIMITS } from '@expertos/domain/limits';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { checkAssignee } from './ticket-checks.js';
import { raiseTicketUpdate } from './ticket-events.js';
import { activityEntry } from './tickets.fields.js';
import type { TicketRef } from './tickets.policies.js';
import { createTicketsRepository, type TicketRow } from './tickets.repository.js';
import type { TicketChecklistItemsTable, TicketTables } from './tickets.tables.js';

type ItemRow = Selectable<TicketChecklistItemsTable>;

/** "3/7": how the history writes a checklist's progress. */
const progressText = (done: number, total: number) => `${done}/${total}`;

/**
 * A ticket's checklist (docs/product.md#checklists-and-subtasks). Every change runs in one
 * transaction with the ticket's row locked: the items, the ticket's kept progress
 * (`checklist_done` / `checklist_total`, which list rows show) and its `updated_at`, a history
 * entry when the progress moved, and `ticket.updated` naming `checklist` (live updates, the
 * outgoing events). Anyone who may work on the ticket may change it; externals never reach it.
 */
export function createTicketChecklist({
  db,
  events,
  people,
  access,
  now = () => new Date(),
}: {
  db: Db;
  events: EventBus;
  people: Pick<PeopleService, 'refs'>;
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  now?: () => Date;
}) {
  const tickets = createTicketsRepository(db);
  const own = (trx: Db = db) => ownTables<TicketTables>(trx);

  async function itemsOf(ticketId: string, trx?: Db): Promise<ItemRow[]> {
    return own(trx)
      .selectFrom('ticket_checklist_items')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  async function present(ticketId: string): Promise<Checklist> {
    const rows = await itemsOf(ticketId);
    const refs = await people.refs(rows.flatMap((row) => [row.assignee_id, row.done_by]));
    const person = (id: string | null) => (id && refs.get(id)) || null;
    const items: ChecklistItem[] = rows.map((row, position) => ({
      uid: row.id,
      text: row.text,
      done: Boolean(Number(row.done)),
      done_by: person(row.done_by),
      done_at: row.done_at,
      assignee: person(row.assignee_id),
      due_date: row.due_date,
      position,
    }));
    return { items, done: items.filter((item) => item.done).length, total: items.length };
  }

  /**
   * Runs `work` on the locked ticket and its items, then writes back the positions it left
   * (0…n-1), the ticket's progress and history, and raises the update.
   */
  async function change(
    membership: Membership,
    ref: TicketRef,
    work: (trx: Db, items: ItemRow[], at: string) => Promise<ItemRow[]>,
  ): Promise<Checklist> {
    await db.transaction().execute(async (trx) => {
      await tickets.lockRow(ref.ticketId, trx);
      const current = await tickets.findRow(ref.ticketId, trx);
      if (!current) throw new AppError('not_found');
      const at = now().toISOString();
      const before = await itemsOf(ref.ticketId, trx);
      const after = await work(trx, before, at);
      for (const [position, item] of after.entries())
        if (item.position !== position)
          await own(trx)
            .updateTable('ticket_checklist_items')
            .set({ position })
            .where('id', '=', item.id)
            .execute();
      const done = after.filter((item) => Number(item.done) === 1).length;
      const total = after.length;
      const moved = done !== Number(current.checklist_done) || total !== Number(current.checklist_total);
      const changes = { checklist_done: done, checklist_total: total, updated_at: at };
      await tickets.update([current.id], changes, trx);
      if (moved)
        await tickets.addActivity(
          [
            activityEntry(
              current.id,
              membership.memberId,
              'checklist',
              progressText(Number(current.checklist_done), Number(current.checklist_total)),
              progressText(done, total),
              at,
            ),
          ],
          trx,
        );
      await raiseTicketUpdate(events, trx, {
        actorMemberId: membership.memberId,
        before: current,
        after: { ...current, ...changes } as TicketRow,
        changed: ['checklist'],
      });
    });
    return present(ref.ticketId);
  }

  async function checkItemAssignee(trx: Db, ref: TicketRef, memberId: string | null | undefined) {
    if (memberId) await checkAssignee(access, trx, ref.workspaceId, memberId, [ref.projectId]);
  }

  const find = (items: ItemRow[], itemId: string) => {
    const item = items.find((row) => row.id === itemId);
    if (!item) throw new AppError('not_found', { message: 'That checklist item is not on this ticket.' });
    return item;
  };

  return {
    /** The ticket's items in order, with its progress. */
    get: (ref: TicketRef): Promise<Checklist> => present(ref.ticketId),

    /** Adds an item (at the end unless `position` says where); 409 `checklist_full` at the limit. */
    add: (membership: Membership, ref: TicketRef, input: CreateChecklistItemInput) =>
      change(membership, ref, async (trx, items, at) => {
        if (items.length >= LIMITS.checklistMaxItems) throw new AppError('checklist_full');
        await checkItemAssignee(trx, ref, input.assignee);
        const row: ItemRow = {
          id: randomUUID(),
          ticket_id: ref.ticketId,
          position: items.length,
          text: input.text,
          done: 0,
          done_by: null,
          done_at: null,
          assignee_id: input.assignee ?? null,
          due_date: input.due_date ?? null,
          created_by: membership.memberId,
          created_at: at,
          updated_at: at,
        };
        await own(trx).insertInto('ticket_checklist_items').values(row).execute();
        const place = Math.min(input.position ?? items.length, items.length);
        return [...items.slice(0, place), row, ...items.slice(place)];
      }),

    /** Ticks, unticks, renames, assigns or dates one item. */
    update: (membership: Membership, ref: TicketRef, itemId: string, input: UpdateChecklistItemInput) =>
      change(membership, ref, async (trx, items, at) => {
        const item = find(items, itemId);
        if (input.assignee !== undefined && input.assignee !== item.assignee_id)
          await checkItemAssignee(trx, ref, input.assignee);
        const next: Partial<ItemRow> = { updated_at: at };
        if (input.text !== undefined) next.text = input.text;
        if (input.assignee !== undefined) next.assignee_id = input.assignee;
        if (input.due_date !== undefined) next.due_date = input.due_date;
        if (input.done !== undefined && input.done !== Boolean(Number(item.done))) {
          next.done = input.done ? 1 : 0;
          next.done_by = input.done ? membership.memberId : null;
          next.done_at = input.done ? at : null;
        }
        await own(trx).updateTable('ticket_checklist_items').set(next).where('id', '=', item.id).execute();
        return items.map((row) => (row.id === item.id ? { ...row, ...next } : row));
      }),

    remove: (membership: Membership, ref: TicketRef, itemId: string) =>
      change(membership, ref, async (trx, items) => {
        const item = find(items, itemId);
        await own(trx).deleteFrom('ticket_checklist_items').where('id', '=', item.id).execute();
        return items.filter((row) => row.id !== item.id);
      }),

    /** The items in this order: every item's uid once, else 400 `checklist_order_invalid`. */
    reorder: (membership: Membership, ref: TicketRef, order: string[]) =>
      change(membership, ref, async (_trx, items) => {
        const byId = new Map(items.map((row) => [row.id, row]));
        if (
          order.length !== items.length ||
          new Set(order).size !== order.length ||
          !order.every((id) => byId.has(id))
        )
          throw new AppError('checklist_order_invalid');
        return order.map((id) => byId.get(id) as ItemRow);
      }),
  };
}
export type TicketChecklist = ReturnType<typeof createTicketChecklist>;
