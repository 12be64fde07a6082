import {
  type BulkUpdateTicketsInput,
  calendarDate,
  statusRank,
  TICKET_MAX_TAGS,
  type TicketActivitySource,
} from '@expertos/domain/ticket.schema';
import { isOpenStatus } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import { checkAssignee } from './ticket-checks.js';
import { raiseTicketUpdate } from './ticket-events.js';
import { createTicketLabelsRepository, nameKey, type TagRow } from './ticket-labels.repository.js';
import { childrenOf, openOf } from './ticket-subtasks.js';
import { activityEntry, NO_DUE_DATE, tagsText } from './tickets.fields.js';
import {
  type ActivityValues,
  createTicketsRepository,
  type TicketChanges,
  type TicketRow,
} from './tickets.repository.js';
import type { AssigneeGuard } from './tickets.service.js';

type Changes = BulkUpdateTicketsInput['changes'];
type TagLink = { ticket_id: string; tag_id: string };

export interface TicketBulkServiceDeps {
  db: Db;
  /** Every changed ticket raises its events inside the transaction, as single updates do. */
  events: EventBus;
  access: MemberAccess;
  /** Refuses a change of assignee the calendar forbids, as single updates do (tickets.service.ts). */
  assigneeGuard?: AssigneeGuard;
}

/** `POST /workspaces/{workspaceId}/tickets/bulk`: one change for many tickets, all or nothing. */
export function createTicketBulkService({ db, events, access, assigneeGuard }: TicketBulkServiceDeps) {
  const tickets = createTicketsRepository(db);
  const labels = createTicketLabelsRepository(db);

  /** What adding and removing tags by name does to each ticket (added names win over removed ones). */
  async function planTags(trx: Db, rows: TicketRow[], changes: Changes) {
    const add = changes.add_tags ?? [];
    const addKeys = new Set(add.map(nameKey));
    const removeKeys = new Set((changes.remove_tags ?? []).map(nameKey).filter((key) => !addKeys.has(key)));
    const plan = new Map<string, { link: TagLink[]; unlink: string[]; from: string; to: string }>();
    if (addKeys.size === 0 && removeKeys.size === 0) return plan;

    const ensured = new Map<string, TagRow[]>();
    if (add.length > 0) {
      for (const projectId of new Set(rows.map((row) => row.project_id))) {
        ensured.set(projectId, await labels.ensureTags(projectId, add, trx));
      }
    }
    const before = await tickets.tagsOf(
      rows.map((row) => row.id),
      trx,
    );
    const byTicket = new Map<string, typeof before>();
    for (const tag of before) byTicket.set(tag.ticket_id, [...(byTicket.get(tag.ticket_id) ?? []), tag]);
    for (const row of rows) {
      const current = byTicket.get(row.id) ?? [];
      const currentKeys = new Set(current.map((tag) => tag.name_key));
      const removing = current.filter((tag) => removeKeys.has(tag.name_key));
      const adding = (ensured.get(row.project_id) ?? []).filter((tag) => !currentKeys.has(tag.name_key));
      if (removing.length === 0 && adding.length === 0) continue;
      const after = [...current.filter((tag) => !removeKeys.has(tag.name_key)), ...adding];
      if (after.length > TICKET_MAX_TAGS) {
        throw new AppError('validation_error', {
          details: [
            { path: 'changes.add_tags', message: `A ticket can have at most ${TICKET_MAX_TAGS} tags.` },
          ],
        });
      }
      plan.set(row.id, {
        link: adding.map((tag) => ({ ticket_id: row.id, tag_id: tag.id })),
        unlink: removing.map((tag) => tag.tag_id),
        from: tagsText(current),
        to: tagsText(after),
      });
    }
    return plan;
  }

  /** The column changes of one ticket (with the columns derived from them) and their history. */
  function scalarChanges(
    row: TicketRow,
    changes: Changes,
    actorId: string | null,
    now: string,
    via: TicketActivitySource | null,
  ) {
    const set: TicketChanges = {};
    const history: ActivityValues[] = [];
    const fields: string[] = [];
    const record = (field: string, from: unknown, to: unknown) => {
      fields.push(field);
      history.push(activityEntry(row.id, actorId, field, from, to, now, via));
    };
    if (changes.status !== undefined && changes.status !== row.status) {
      Object.assign(set, { status: changes.status, status_rank: statusRank(changes.status) });
      record('status', row.status, changes.status);
    }
    if (changes.assignee !== undefined && changes.assignee !== row.assignee_id) {
      set.assignee_id = changes.assignee;
      record('assignee', row.assignee_id, changes.assignee);
    }
    if (changes.due_date !== undefined && changes.due_date !== row.due_date) {
      const due = changes.due_date;
      Object.assign(set, {
        due_date: due,
        due_sort: due ?? NO_DUE_DATE,
        calendar_date: calendarDate({ ...row, due_date: due })?.date ?? null,
      });
      record('due_date', row.due_date, due);
    }
    return { set, history, fields };
  }

  /**
   * Applies one change to these tickets in `trx`: the columns, tags, a history entry per
   * changed field and the ticket events, as any edit. Answers how many tickets changed.
   */
  async function applyChanges(
    trx: Db,
    rows: TicketRow[],
    changes: Changes,
    actorId: string | null,
    now: string,
    via: TicketActivitySource | null,
  ): Promise<number> {
    const tagPlan = await planTags(trx, rows, changes);

    // Tickets that get the same column values are updated with one statement.
    const groups = new Map<string, { set: TicketChanges; ids: string[] }>();
    const history: ActivityValues[] = [];
    const changed: { before: TicketRow; after: TicketRow; fields: string[] }[] = [];
    for (const row of rows) {
      const scalar = scalarChanges(row, changes, actorId, now, via);
      const tags = tagPlan.get(row.id);
      if (tags) {
        scalar.fields.push('tags');
        scalar.history.push(activityEntry(row.id, actorId, 'tags', tags.from, tags.to, now, via));
      }
      if (scalar.history.length === 0) continue;
      changed.push({
        before: row,
        after: { ...row, ...scalar.set, updated_at: now } as TicketRow,
        fields: scalar.fields,
      });
      history.push(...scalar.history);
      const key = JSON.stringify(scalar.set);
      const group = groups.get(key);
      if (group) group.ids.push(row.id);
      else groups.set(key, { set: scalar.set, ids: [row.id] });
    }
    for (const { set, ids } of groups.values()) {
      await tickets.update(ids, { ...set, updated_at: now }, trx);
    }
    // A removed tag's link goes from every ticket of the change that has it: one statement.
    await tickets.unlinkTags(
      [...tagPlan.keys()],
      [...new Set([...tagPlan.values()].flatMap((plan) => plan.unlink))],
      trx,
    );
    await tickets.linkTags(
      [...tagPlan.values()].flatMap((plan) => plan.link),
      trx,
    );
    await tickets.addActivity(history, trx);
    for (const { before, after, fields } of changed) {
      await raiseTicketUpdate(events, trx, {
        actorMemberId: actorId,
        before,
        after,
        changed: fields,
      });
    }
    return changed.length;
  }

  return {
    /**
     * Every uid must be a ticket of this workspace in a brand the caller may see, else 403 and
     * nothing changes. Answers how many tickets actually changed.
     */
    async apply(membership: Membership, input: BulkUpdateTicketsInput): Promise<{ updated: number }> {
      const uids = [...new Set(input.uids)];
      const { changes } = input;
      const visible = await access.visibleProjectIds(membership);
      const now = nowIso();
      return tickets.transaction(async (trx) => {
        const rows = await tickets.findRows(uids, trx);
        const refused =
          rows.length !== uids.length ||
          rows.some(
            (row) =>
              row.workspace_id !== membership.workspaceId ||
              (visible !== null && !visible.includes(row.project_id)),
          );
        if (refused) throw new AppError('forbidden');
        if (changes.assignee) {
          const projectIds = [...new Set(rows.map((row) => row.project_id))];
          await checkAssignee(
            access,
            trx,
            membership.workspaceId,
            changes.assignee,
            projectIds,
            'changes.assignee',
          );
        }
        if (changes.assignee !== undefined && assigneeGuard) {
          // All or nothing: one ticket whose event holds its assignee refuses the whole change.
          for (const row of rows) if (changes.assignee !== row.assignee_id) await assigneeGuard(trx, row);
        }
        // Closing parents asks what becomes of their open subtasks that are not among the
        // tickets, as one ticket's close does (docs/product.md#checklists-and-subtasks).
        let closing: TicketRow[] = [];
        if (changes.status && !isOpenStatus(changes.status)) {
          const chosen = new Set(rows.map((row) => row.id));
          for (const row of rows)
            closing.push(...openOf(await childrenOf(trx, row.id)).filter((child) => !chosen.has(child.id)));
          if (closing.length > 0 && !input.subtasks)
            throw new AppError('ticket_has_open_subtasks', { extra: { open: closing.length } });
          if (input.subtasks !== 'close') closing = [];
        }
        const updated = await applyChanges(trx, rows, changes, membership.memberId, now, null);
        if (closing.length > 0)
          await applyChanges(trx, closing, { status: changes.status }, membership.memberId, now, null);
        return { updated };
      });
    },

    /**
     * Gives every ticket of the workspace assigned to `from` to `to`, in the caller's
     * transaction, with history and events as any change: a Jira-only person who
     * turned out to be a member hands their tickets over (integrations/jira-people.service.ts).
     */
    async reassign(
      trx: Db,
      input: {
        workspaceId: string;
        from: string;
        to: string;
        actorMemberId: string | null;
        via: TicketActivitySource | null;
      },
    ): Promise<number> {
      const rows = await tickets.assignedTo(input.workspaceId, input.from, trx);
      return applyChanges(trx, rows, { assignee: input.to }, input.actorMemberId, nowIso(), input.via);
    },
  };
}
export type TicketBulkService = ReturnType<typeof createTicketBulkService>;
