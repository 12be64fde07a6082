import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { APPROVAL_MESSAGES } from '@expertos/domain/approvals/messages';
import { LIMITS } from '@expertos/domain/limits';
import type {
  createTicketSchema,
  PersonRef,
  SharedTicket,
  SUBTASK_DELETE_CHOICES,
  Ticket,
  TicketActivityPage,
  TicketActivitySource,
  UpdateTicketInput,
} from '@expertos/domain/ticket.schema';
import { isOpenStatus, type TicketStatus } from '@expertos/domain/tickets';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import { pageAfter, toPage } from '../../db/pagination.js';
import { nowIso, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { CommentFiles } from '../comments/comment-files.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService, PersonColumn } from '../workspaces/people.service.js';
import type { TaskPeople } from '../workspaces/task-people.js';
import { checkAssignee, checkMilestone, checkPillar } from './ticket-checks.js';
import { conflictError, conflictingFields } from './ticket-conflicts.js';
import { raiseTicketUpdate, ticketFacts } from './ticket-events.js';
import { createTicketLabelsRepository, nameKey } from './ticket-labels.repository.js';
import { createOutsideChanges, type SetFromOutside } from './ticket-outside-changes.js';
import { createTicketReading } from './ticket-reading.js';
import { checkParent, childrenOf, openOf } from './ticket-subtasks.js';
import {
  activityEntry,
  derivedColumns,
  EMPTY_FIELDS,
  PLAIN_FIELDS,
  sameValue,
  tagsText,
} from './tickets.fields.js';
import { toActivity, toTicket } from './tickets.mapper.js';
import type { TicketRef } from './tickets.policies.js';
import {
  type ActivityValues,
  createTicketsRepository,
  type TicketChanges,
  type TicketRow,
  type TicketValues,
} from './tickets.repository.js';
import { toSharedTicket } from './tickets.shared.js';

export type CreateTicketValues = z.output<typeof createTicketSchema>;
type SubtaskDeleteChoice = (typeof SUBTASK_DELETE_CHOICES)[number];

/**
 * Where a ticket made by another module came from: the template (kept when the template goes)
 * and, for a recurring series' ticket, the series and its place there ("3 of 10").
 */
export interface TicketOrigin {
  template: string | null;
  series?: { id: string; position: number } | null;
}
const NO_ORIGIN: TicketOrigin = { template: null };

/** A ticket, its checklist's texts and its subtasks with theirs: what `createTree` makes at once. */
export interface TicketTree {
  ticket: CreateTicketValues;
  checklist: string[];
  subtasks: { ticket: CreateTicketValues; checklist: string[] }[];
}

export interface TicketsServiceDeps {
  db: Db;
  dialect: Dialect;
  storage: Storage;
  /** Told of every created or changed ticket inside its transaction (reminders, notifications). */
  /** Ticket events are raised here, inside each change's transaction (reminders and notifications listen). */
  events: EventBus;
  /** How members are shown (the workspaces module's people). */
  people: PeopleService;
  /** Who may be given a ticket (the one brand-visibility rule). */
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  /** A ticket's brand name and slug, and its content pillars (the projects module's). */
  brands: Pick<BrandFacts, 'nameOf' | 'pillars'>;
  /** Its assignee and reporter shown in the ticket's own statement (the workspaces module's). */
  person: PersonColumn;
  /** Who may be given tasks in a workspace (the workspaces module's). */
  taskPeople: TaskPeople;
  /** Where a ticket's comment files are stored (the comments module's), to delete them with it. */
  commentFiles: Pick<CommentFiles, 'storageKeysOfTicket'>;
  /**
   * Asked, in the update's transaction, before a ticket's assignee changes; throws to refuse
   * (the calendar module: a ticket whose event is in its assignee's Google Calendar).
   */
  assigneeGuard?: AssigneeGuard;
  /** An approved post's locked content (the approvals module's rule). */
  approvalLock?: ApprovalLock;
}

/**
 * The approvals module's lock on an approved post (docs/product.md#approvals): asked in the
 * update's transaction which of the changed fields are locked; told after a change saved with
 * `reopen_review`, so the post's approval starts again.
 */
export interface ApprovalLock {
  lockedFields(ticketId: string, projectId: string, changed: readonly string[], trx: Db): Promise<string[]>;
  reopened(membership: Membership, ref: TicketRef): Promise<void>;
}

export type AssigneeGuard = (trx: Db, ticket: { id: string; assignee_id: string | null }) => Promise<void>;

const NO_DETAILS = toDbJson({ integrations: [], post_details: null });

/** A ticket about to be made (insertMany). */
interface TicketDraft {
  id: string;
  input: CreateTicketValues;
  origin: TicketOrigin;
  checklist: readonly string[];
  /** Its parent is made in the same batch, just before it (a template's subtask). */
  parentInBatch?: boolean;
}

/** A new ticket's row: the schema's defaults, the derived columns, the caller as reporter. */
function ticketValues(
  membership: Membership,
  projectId: string,
  { id, input, origin, checklist }: TicketDraft,
  number: number,
  now: string,
): TicketValues {
  const { assignee = null, milestone = null, tags: _tags, parent = null, ...fields } = input;
  const plain = { ...EMPTY_FIELDS, ...fields };
  return {
    ...plain,
    ...derivedColumns(plain),
    id,
    workspace_id: membership.workspaceId,
    project_id: projectId,
    number,
    assignee_id: assignee,
    reporter_id: membership.memberId,
    milestone_id: milestone,
    parent_id: parent,
    template_id: origin.template,
    series_id: origin.series?.id ?? null,
    series_position: origin.series?.position ?? null,
    checklist_total: checklist.length,
    details: NO_DETAILS,
    total_spent: 0,
    share_token: null,
    reminded_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** Share tokens compared in constant time (as digests, so their lengths leak nothing either). */
function sameToken(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const byName = (a: PersonRef, b: PersonRef) =>
  (a.name ?? a.email).localeCompare(b.name ?? b.email, 'en', { sensitivity: 'base' }) ||
  a.email.localeCompare(b.email);

/** One ticket: create, read, change, delete, its history and its share link. */
export function createTicketsService({
  db,
  dialect,
  storage,
  events,
  people,
  access,
  brands,
  person,
  taskPeople,
  commentFiles,
  assigneeGuard,
  approvalLock,
}: TicketsServiceDeps) {
  const tickets = createTicketsRepository(db);
  const setFromOutside = createOutsideChanges(tickets, events);
  const labels = createTicketLabelsRepository(db);
  const ticketForReading = createTicketReading(db, dialect, { brands, person });

  /**
   * The ticket's reply, in one statement with its brand and people (ticket-reading.ts).
   * `projectId`, the brand the guard found, is no longer needed: the statement reads the brand.
   */
  async function read(ticketId: string, canEdit: boolean): Promise<Ticket> {
    const row = await ticketForReading(ticketId);
    if (!row) throw new AppError('not_found');
    const peopleById = new Map<string, PersonRef>();
    for (const person of [row.assignee, row.reporter]) if (person) peopleById.set(person.uid, person);
    return toTicket(row, {
      tags: row.tag_names,
      images: row.images,
      people: peopleById,
      canEdit,
      parent:
        row.parent_id && row.parent_number !== null && row.parent_summary !== null
          ? { uid: row.parent_id, id: row.parent_number, summary: row.parent_summary }
          : null,
      subtasks: { done: row.subtasks_done, total: row.subtasks_total },
    });
  }

  /**
   * New tickets inside `trx`, in this order: the next `#number`s of the workspace, the caller as
   * reporter, the schema's defaults; tags by name (created on the brand when missing); each
   * checklist's items; each history's first entry and `ticket.created`. A batch (a recurring
   * run, a template's tree) takes a few statements in all, not a few per ticket: one counter
   * bump, multi-row inserts, one read back and the events raised together.
   */
  async function insertMany(
    trx: Db,
    membership: Membership,
    projectId: string,
    drafts: readonly TicketDraft[],
    now: string,
  ): Promise<void> {
    if (drafts.length === 0) return;
    // A value checked once stays valid for the batch (the same transaction).
    const checked = new Set<string>();
    const once = async (key: string, check: () => Promise<unknown>) => {
      if (checked.has(key)) return;
      await check();
      checked.add(key);
    };
    for (const { input, parentInBatch } of drafts) {
      const { assignee, milestone, parent, pillar, ticket_type: type } = input;
      // A parent made in this batch is top-level, of this brand, and its subtasks are counted here.
      if (parent && !parentInBatch) await checkParent(trx, { projectId, parentId: parent, childId: null });
      if (assignee)
        await once(`a:${assignee}`, () =>
          checkAssignee(access, trx, membership.workspaceId, assignee, [projectId]),
        );
      if (milestone) await once(`m:${milestone}`, () => checkMilestone(labels, trx, projectId, milestone));
      if (pillar) await once(`p:${type}:${pillar}`, () => checkPillar(brands, trx, projectId, type, pillar));
    }
    const last = await tickets.nextNumbers(membership.workspaceId, drafts.length, trx);
    const first = last - drafts.length + 1;
    await tickets.insert(
      drafts.map((draft, index) => ticketValues(membership, projectId, draft, first + index, now)),
      trx,
    );
    for (const { id, input } of drafts)
      if (input.tags && input.tags.length > 0) await setTags(trx, { id, project_id: projectId }, input.tags);
    await tickets.addChecklists(
      drafts
        .filter((draft) => draft.checklist.length > 0)
        .map(({ id, checklist }) => ({ ticketId: id, texts: checklist })),
      membership.memberId,
      now,
      trx,
    );
    await tickets.addActivity(
      drafts.map(({ id }) => ({
        id: randomUUID(),
        ticket_id: id,
        actor_id: membership.memberId,
        kind: 'created',
        field: null,
        from_value: null,
        to_value: null,
        created_at: now,
      })),
      trx,
    );
    const rows = new Map(
      (
        await tickets.findRows(
          drafts.map(({ id }) => id),
          trx,
        )
      ).map((row) => [row.id, row]),
    );
    await events.emitAll(
      trx,
      'ticket.created',
      drafts.flatMap(({ id }) => {
        const created = rows.get(id);
        return created ? [{ ticket: ticketFacts(created), actorMemberId: membership.memberId }] : [];
      }),
    );
  }

  /** Many ticket trees made at once (createTree, createTrees). */
  async function createTrees(
    membership: Membership,
    projectId: string,
    /** `id`: the parent's uid, when chosen ahead (a recurring occurrence's row holds it). */
    trees: readonly { tree: TicketTree; origin: TicketOrigin; id?: string }[],
    trx?: Db,
  ): Promise<string[]> {
    const parents: string[] = [];
    const drafts: TicketDraft[] = [];
    for (const { tree, origin, id = randomUUID() } of trees) {
      if (tree.subtasks.length > LIMITS.subtasksMax) throw new AppError('subtasks_full');
      parents.push(id);
      drafts.push({ id, input: tree.ticket, origin, checklist: tree.checklist });
      for (const subtask of tree.subtasks)
        drafts.push({
          id: randomUUID(),
          input: { ...subtask.ticket, parent: id },
          origin: { template: origin.template },
          checklist: subtask.checklist,
          parentInBatch: true,
        });
    }
    const now = nowIso();
    const work = (inside: Db) => insertMany(inside, membership, projectId, drafts, now);
    await (trx ? work(trx) : tickets.transaction(work));
    // Their uids: read them once the caller's transaction is committed (`get`).
    return parents;
  }

  /**
   * One change to a subtask made by its parent's (closed with it, or let go when the parent is
   * deleted): kept in its own history and raised as its own update, as any edit.
   */
  async function changeChild(
    trx: Db,
    actorId: string,
    child: TicketRow,
    field: 'status' | 'parent',
    set: Pick<TicketChanges, 'status' | 'parent_id'>,
    now: string,
  ) {
    const changes: TicketChanges = { ...set, updated_at: now };
    Object.assign(changes, derivedColumns({ ...child, ...changes } as TicketRow));
    await tickets.update([child.id], changes, trx);
    const from =
      field === 'status' ? child.status : `#${(await tickets.findRow(child.parent_id ?? '', trx))?.number}`;
    const to = field === 'status' ? (set.status ?? null) : null;
    await tickets.addActivity([activityEntry(child.id, actorId, field, from, to, now)], trx);
    await raiseTicketUpdate(events, trx, {
      actorMemberId: actorId,
      before: child,
      after: { ...child, ...changes } as TicketRow,
      changed: [field],
    });
  }

  /** Replaces the ticket's tags by these names (created on the brand when missing); the change, if any. */
  async function setTags(trx: Db, ticket: Pick<TicketRow, 'id' | 'project_id'>, names: string[]) {
    const before = await tickets.tagsOf([ticket.id], trx);
    const wanted = new Set(names.map(nameKey));
    const had = new Set(before.map((tag) => tag.name_key));
    if (wanted.size === had.size && [...wanted].every((key) => had.has(key))) return null;
    const rows = await labels.ensureTags(ticket.project_id, names, trx);
    await tickets.unlinkTags(
      [ticket.id],
      before.filter((tag) => !wanted.has(tag.name_key)).map((tag) => tag.tag_id),
      trx,
    );
    await tickets.linkTags(
      rows.filter((tag) => !had.has(tag.name_key)).map((tag) => ({ ticket_id: ticket.id, tag_id: tag.id })),
      trx,
    );
    return { from: tagsText(before), to: tagsText(rows) };
  }

  return {
    /** `GET /tickets/{ticketId}` for a member (the guard let them in). */
    get: (ref: TicketRef) => read(ref.ticketId, true),

    /**
     * `POST /projects/{projectId}/tickets`: the next `#number` of the workspace, the caller as
     * reporter, the schema's defaults; tags by name (created on the brand when missing).
     */
    async create(
      membership: Membership,
      projectId: string,
      input: CreateTicketValues,
      /** `id`: the uid to give it, chosen ahead by a job that must not make it twice (bulk import). */
      options: { id?: string } = {},
    ): Promise<Ticket> {
      const id = options.id ?? randomUUID();
      const now = nowIso();
      await tickets.transaction((trx) =>
        insertMany(trx, membership, projectId, [{ id, input, origin: NO_ORIGIN, checklist: [] }], now),
      );
      return read(id, true);
    },

    /**
     * A ticket with its checklist and subtasks (each with theirs) in one transaction, as a
     * template makes them (docs/product.md#templates): all of them or, when one is refused,
     * none. Each raises its own `ticket.created`; all remember the template, the parent its series.
     */
    async createTree(
      membership: Membership,
      projectId: string,
      tree: TicketTree,
      origin: TicketOrigin,
      trx?: Db,
    ): Promise<string> {
      const [id] = await createTrees(membership, projectId, [{ tree, origin }], trx);
      return id!;
    },

    /**
     * Many trees at once, in the caller's transaction or one of their own (a recurring run):
     * numbered in this order, each parent before its subtasks. Answers the parents' uids.
     */
    createTrees,

    /** `PATCH /tickets/{ticketId}`: the given fields; derived columns follow and each change is kept in the history. */
    async update(membership: Membership, ref: TicketRef, body: UpdateTicketInput): Promise<Ticket> {
      const now = nowIso();
      const {
        base_updated_at: base,
        reopen_review: reopen,
        subtasks: onOpenSubtasks,
        parent,
        ...input
      } = body;
      let conflicts: string[] = [];
      let reopened = false;
      await tickets.transaction(async (trx) => {
        // Two saves based on the same version must not both pass the conflict check.
        if (base) await tickets.lockRow(ref.ticketId, trx);
        const current = await tickets.findRow(ref.ticketId, trx);
        if (!current) throw new AppError('not_found');
        if (base) {
          conflicts = await conflictingFields(tickets, trx, current, input, {
            base,
            memberId: membership.memberId,
          });
          if (conflicts.length > 0) return;
        }
        const changes: TicketChanges = {};
        const history: ActivityValues[] = [];
        const changed: string[] = [];
        const record = (field: string, from: unknown, to: unknown) => {
          changed.push(field);
          history.push(activityEntry(current.id, membership.memberId, field, from, to, now));
        };

        // A pillar chosen now must be one of the brand's now; clearing it never is refused.
        if (input.pillar && !sameValue(current.pillar, input.pillar)) {
          const type = input.ticket_type ?? current.ticket_type;
          await checkPillar(brands, trx, current.project_id, type, input.pillar);
        }
        for (const field of PLAIN_FIELDS) {
          const next = input[field];
          if (next === undefined || sameValue(current[field], next)) continue;
          Object.assign(changes, { [field]: next });
          record(field, current[field], next);
        }
        if (input.assignee !== undefined && input.assignee !== current.assignee_id) {
          await assigneeGuard?.(trx, current);
          if (input.assignee)
            await checkAssignee(access, trx, ref.workspaceId, input.assignee, [current.project_id]);
          changes.assignee_id = input.assignee;
          record('assignee', current.assignee_id, input.assignee);
        }
        if (input.milestone !== undefined && input.milestone !== current.milestone_id) {
          if (input.milestone) await checkMilestone(labels, trx, current.project_id, input.milestone);
          changes.milestone_id = input.milestone;
          record('milestone', current.milestone_id, input.milestone);
        }
        if (input.tags !== undefined) {
          const tagChange = await setTags(trx, current, input.tags);
          if (tagChange) record('tags', tagChange.from, tagChange.to);
        }
        if (parent !== undefined && parent !== current.parent_id) {
          const next = parent
            ? await checkParent(trx, { projectId: current.project_id, parentId: parent, childId: current.id })
            : null;
          const before = current.parent_id ? await tickets.findRow(current.parent_id, trx) : null;
          changes.parent_id = parent;
          record('parent', before ? `#${before.number}` : null, next ? `#${next.number}` : null);
        }
        // Closing a parent asks what becomes of its open subtasks (docs/product.md#checklists-and-subtasks).
        let closing: TicketRow[] = [];
        if (changes.status && !isOpenStatus(changes.status)) {
          const open = openOf(await childrenOf(trx, current.id));
          if (open.length > 0 && !onOpenSubtasks)
            throw new AppError('ticket_has_open_subtasks', { extra: { open: open.length } });
          if (onOpenSubtasks === 'close') closing = open;
        }
        if (history.length === 0) return;
        if (approvalLock && current.ticket_type === 'post') {
          const locked = await approvalLock.lockedFields(current.id, current.project_id, changed, trx);
          if (locked.length > 0 && !reopen)
            throw new AppError('post_locked_approved', {
              details: locked.map((field) => ({
                path: field,
                message: APPROVAL_MESSAGES.locked,
              })),
            });
          reopened = locked.length > 0;
        }
        // A new reminder time arms the reminder again.
        if (changes.remind_at !== undefined) changes.reminded_at = null;
        Object.assign(changes, derivedColumns({ ...current, ...changes } as TicketRow), { updated_at: now });
        await tickets.update([current.id], changes, trx);
        await tickets.addActivity(history, trx);
        await raiseTicketUpdate(events, trx, {
          actorMemberId: membership.memberId,
          before: current,
          after: { ...current, ...changes } as TicketRow,
          changed,
        });
        for (const child of closing)
          await changeChild(trx, membership.memberId, child, 'status', { status: changes.status }, now);
      });
      if (conflicts.length > 0) throw conflictError(conflicts, await read(ref.ticketId, true));
      // After the commit: the edit is saved even if asking for approval again fails (no one left
      // to approve); the post is then no longer approved as it is, and cannot go out unapproved.
      if (reopened) await approvalLock?.reopened(membership, ref).catch(() => undefined);
      return read(ref.ticketId, true);
    },

    /**
     * A status set by an outside tool rather than a member (a Jira issue moved:
     * docs/product.md#integrations). `decide` sees the status as it is inside the transaction
     * and answers the new one, or null to leave it; the history names the tool. Answers whether
     * the ticket moved.
     */
    async setStatusFromOutside(
      ticketId: string,
      via: TicketActivitySource,
      decide: (current: TicketStatus) => TicketStatus | null,
      /** Who, outside, made the move (the approver's name), for the history. */
      viaName: string | null = null,
    ): Promise<boolean> {
      return setFromOutside(
        ticketId,
        via,
        (current) => {
          const status = decide(current.status);
          return status ? { status } : null;
        },
        viaName,
      );
    },

    /** Outside fields (status, live link, posted date) set by a tool: ticket-outside-changes.ts. */
    setFromOutside: (...args: Parameters<SetFromOutside>) => setFromOutside(...args),

    /** Deletes the ticket (tags links, history, image and comment rows by cascade) and their files. */
    async delete(membership: Membership, ref: TicketRef, withSubtasks?: SubtaskDeleteChoice): Promise<void> {
      // Deleting a parent asks what becomes of its subtasks (docs/product.md#checklists-and-subtasks).
      const children = await childrenOf(db, ref.ticketId);
      if (children.length > 0 && !withSubtasks)
        throw new AppError('ticket_has_subtasks', { extra: { count: children.length } });
      const doomed = [ref.ticketId, ...(withSubtasks === 'delete' ? children.map((child) => child.id) : [])];
      const keys = (
        await Promise.all(
          doomed.flatMap((id) => [tickets.imageKeys(id), commentFiles.storageKeysOfTicket(id)]),
        )
      ).flat();
      await tickets.transaction(async (trx) => {
        const current = await tickets.findRow(ref.ticketId, trx);
        if (!current) return;
        const now = nowIso();
        for (const child of await childrenOf(trx, current.id)) {
          if (withSubtasks === 'delete') {
            await tickets.delete(child.id, trx);
            await events.emit(trx, 'ticket.deleted', {
              ticket: ticketFacts(child),
              actorMemberId: membership.memberId,
            });
          } else await changeChild(trx, membership.memberId, child, 'parent', { parent_id: null }, now);
        }
        await tickets.delete(ref.ticketId, trx);
        await events.emit(trx, 'ticket.deleted', {
          ticket: ticketFacts(current),
          actorMemberId: membership.memberId,
        });
      });
      await Promise.all(keys.map((key) => storage.delete(key)));
    },

    /** A page of the history, newest first; 400 for a cursor that is not ours. */
    async activity(ref: TicketRef, query: { limit: number; cursor?: string }): Promise<TicketActivityPage> {
      const after = pageAfter(query.cursor);
      const page = toPage(await tickets.activity(ref.ticketId, { after, limit: query.limit }), query.limit);
      const actors = await people.refs(page.items.map((row) => row.actor_id));
      return { items: page.items.map((row) => toActivity(row, actors)), next_cursor: page.nextCursor };
    },

    /** `GET /workspaces/{workspaceId}/tickets/assignees`: joined members who are not external, by name. */
    async assignees(membership: Membership): Promise<PersonRef[]> {
      return (await taskPeople.ofWorkspace(membership.workspaceId)).sort(byName);
    },

    /** The read-only link's token: the current one, or a new random one (32 bytes). */
    async share(ref: TicketRef): Promise<{ share_token: string }> {
      const token = await tickets.shareToken(ref.ticketId, randomBytes(32).toString('base64url'));
      if (!token) throw new AppError('not_found');
      return { share_token: token };
    },

    async unshare(ref: TicketRef): Promise<{ share_token: null }> {
      await tickets.setShareToken(ref.ticketId, null);
      return { share_token: null };
    },

    /** `GET /tickets/{ticketId}/shared/{token}`: anyone with the link, read-only; 404 for any other token. */
    async getShared(ticketId: string, token: string): Promise<SharedTicket> {
      const current = await tickets.findRow(ticketId);
      if (!current?.share_token || !sameToken(current.share_token, token)) throw new AppError('not_found');
      return toSharedTicket(await read(ticketId, false), token);
    },

    /** Whether the ticket is shared under this token (compared in constant time). */
    async isSharedWith(ticketId: string, token: string): Promise<boolean> {
      const current = await tickets.findRow(ticketId);
      return Boolean(current?.share_token && sameToken(current.share_token, token));
    },
  };
}
export type TicketsService = ReturnType<typeof createTicketsService>;
