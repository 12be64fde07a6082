import {
  EVERGREEN_DEFAULTS,
  EVERGREEN_FILL_DAYS,
  EVERGREEN_PUBLISHED_STATUSES,
  EVERGREEN_REWRITE_ITEM,
  type EvergreenPost,
  type EvergreenSettings,
  type EvergreenTextFrom,
  type TicketEvergreen,
} from '@expertos/domain/evergreen';
import { createTicketSchema, type PersonRef } from '@expertos/domain/ticket.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { TicketLookups } from '../tickets/ticket-lookups.js';
import type { TicketTemplateSourceReader } from '../tickets/ticket-template-source.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { EvergreenPostsTable, EvergreenTables } from './evergreen.tables.js';

type PostRow = Selectable<EvergreenPostsTable>;
const DAY_MS = 86_400_000;

export interface EvergreenDeps {
  db: Db;
  tickets: Pick<TicketsService, 'createTree'>;
  source: Pick<TicketTemplateSourceReader, 'of'>;
  lookups: Pick<TicketLookups, 'briefs'>;
  /** The brand's next queue slot after `after` that no post of its channels holds, nor `alsoTaken`. */
  emptySlot(projectId: string, after: Date, alsoTaken: readonly Date[]): Promise<Date | null>;
  approvalRequired(projectId: string): Promise<boolean>;
  /** Post tickets' settled engagement rates (analytics); a ticket without one is left out. */
  engagement(projectId: string, ticketIds: readonly string[]): Promise<Map<string, number>>;
  timeZone(projectId: string): Promise<string>;
  access: Pick<MemberAccess, 'taskBrandsOf'>;
  membershipOf: (workspaceId: string, userId: string) => Promise<Membership | null>;
  people: { refs(ids: Iterable<string | null>): Promise<Map<string, PersonRef>> };
  now: () => Date;
}

const asBool = (value: number) => Number(value) === 1;
const isOut = (status: string | undefined) =>
  Boolean(status && (EVERGREEN_PUBLISHED_STATUSES as readonly string[]).includes(status));

/** A copy for a slot that has one: PostgreSQL names the constraint, SQLite its columns. */
function isSlotTaken(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return e.constraint === 'evergreen_copies_slot_once';
  return (
    typeof e?.code === 'string' &&
    e.code.startsWith('SQLITE_CONSTRAINT') &&
    String(e.message).includes('evergreen_copies.project_id')
  );
}

/**
 * The evergreen queue (docs/product.md#evergreen): posts a brand's members mark evergreen once
 * they are out, and the job that brings one back as a new draft when a queue slot of the next
 * EVERGREEN_FILL_DAYS days is empty — the one out least recently among those past their cooldown
 * and under their most returns. One copy per slot (unique), so runs twice or at once fill a slot
 * once; the brand's approval rule always applies to the copy.
 */
export function createEvergreenService(deps: EvergreenDeps) {
  const own = (trx: Db = deps.db) => ownTables<EvergreenTables>(trx);

  async function settingsOf(projectId: string): Promise<EvergreenSettings> {
    const row = await own()
      .selectFrom('evergreen_settings')
      .selectAll()
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    return row
      ? {
          cooldown_days: Number(row.cooldown_days),
          max_repeats: Number(row.max_repeats),
          approval_again: asBool(row.approval_again),
          paused: asBool(row.paused),
        }
      : {
          cooldown_days: EVERGREEN_DEFAULTS.cooldownDays,
          max_repeats: EVERGREEN_DEFAULTS.maxRepeats,
          approval_again: false,
          paused: false,
        };
  }

  async function present(rows: PostRow[], projectId: string): Promise<EvergreenPost[]> {
    if (rows.length === 0) return [];
    const settings = await settingsOf(projectId);
    const zone = await deps.timeZone(projectId);
    const briefs = await deps.lookups.briefs(rows.map((row) => row.ticket_id));
    const people = await deps.people.refs(rows.map((row) => row.marked_by));
    return rows.flatMap((row) => {
      const brief = briefs.get(row.ticket_id);
      if (!brief) return [];
      const repeats = Number(row.repeats);
      const eligible = new Date(Date.parse(row.last_out_at) + settings.cooldown_days * DAY_MS);
      return [
        {
          ticket: { uid: row.ticket_id, id: brief.number, summary: brief.summary, status: brief.status },
          repeats,
          max_repeats: settings.max_repeats,
          marked_by: people.get(row.marked_by) ?? null,
          marked: row.marked_at,
          last_recycled: row.last_recycled_at,
          next_eligible: repeats >= settings.max_repeats ? null : dayIn(eligible, zone),
          paused: asBool(row.paused),
          variant: row.variant,
        },
      ];
    });
  }

  const postRow = (ticketId: string, trx?: Db) =>
    own(trx).selectFrom('evergreen_posts').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();

  /** The membership whose copies these are: the marker's, while they may make the brand's tickets. */
  async function makerOf(row: PostRow): Promise<Membership | null> {
    const membership = await deps.membershipOf(row.workspace_id, row.marked_by_user);
    if (!membership) return null;
    const can = await deps.access.taskBrandsOf(row.workspace_id, membership.memberId, [row.project_id]);
    return can && can.role !== 'external' && can.projectIds.has(row.project_id) ? membership : null;
  }

  /** The eligible post out least recently: under its most returns, past its cooldown, not paused. */
  async function pick(projectId: string, settings: EvergreenSettings, at: Date, skip: ReadonlySet<string>) {
    const before = new Date(at.getTime() - settings.cooldown_days * DAY_MS).toISOString();
    let query = own()
      .selectFrom('evergreen_posts')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('paused', '=', 0)
      .where('last_out_at', '<=', before)
      .where('repeats', '<', settings.max_repeats);
    if (skip.size > 0) query = query.where('ticket_id', 'not in', [...skip]);
    return query.orderBy('last_out_at').orderBy('ticket_id').limit(1).executeTakeFirst();
  }

  /**
   * The text a copy goes out with (EVERGREEN_TEXT_FROM): the one chosen by hand; else the most
   * engaging of the versions that went out (the original and its copies that are out); else the
   * last of them. With every text that went out: networks refuse one of them again.
   */
  async function textFor(row: PostRow, originalCaption: string | null) {
    const copies = await own()
      .selectFrom('evergreen_copies')
      .select('ticket_id')
      .where('original_id', '=', row.ticket_id)
      .orderBy('position')
      .execute();
    const briefs = await deps.lookups.briefs(copies.map((c) => c.ticket_id));
    const versions = [
      row.ticket_id,
      ...copies.map((c) => c.ticket_id).filter((id) => isOut(briefs.get(id)?.status)),
    ];
    const texts = new Map<string, string>();
    if (originalCaption) texts.set(row.ticket_id, originalCaption);
    for (const id of versions.slice(1)) {
      const caption = (await deps.source.of(id))?.fields.caption;
      if (caption) texts.set(id, caption);
    }
    const wentOut = new Set(texts.values());
    const answer = (caption: string | null, from: EvergreenTextFrom) => ({ caption, from, wentOut });
    if (row.variant) return answer(row.variant, 'chosen');
    const rates = await deps.engagement(row.project_id, [...texts.keys()]);
    let best: string | null = null;
    for (const id of texts.keys())
      if (rates.has(id) && (best === null || (rates.get(id) ?? 0) > (rates.get(best) ?? 0))) best = id;
    if (best) return answer(texts.get(best) ?? null, 'most_engaging');
    const last = versions.filter((id) => texts.has(id)).at(-1);
    return answer(last ? (texts.get(last) ?? null) : null, 'last_out');
  }

  /** One copy of `row` for `slot`, in one transaction with its row; null when the slot was taken meanwhile. */
  async function copy(row: PostRow, settings: EvergreenSettings, slot: Date, zone: string) {
    const membership = await makerOf(row);
    const source = await deps.source.of(row.ticket_id);
    if (!membership || !source) return null;
    const needsApproval = settings.approval_again || (await deps.approvalRequired(row.project_id));
    const text = await textFor(row, source.fields.caption ?? null);
    const caption = text.caption;
    // A text that went out: networks refuse it again, so the copy asks for a rewrite first.
    const same = text.wentOut.has(caption ?? '') || !caption;
    const position = Number(row.repeats) + 1;
    const at = nowIso();
    return deps.db
      .transaction()
      .execute(async (trx) => {
        await own(trx)
          .updateTable('evergreen_posts')
          .set({ repeats: position, last_recycled_at: at, last_out_at: at })
          .where('ticket_id', '=', row.ticket_id)
          .where('repeats', '=', Number(row.repeats))
          .execute();
        const ticketId = await deps.tickets.createTree(
          membership,
          row.project_id,
          {
            ticket: createTicketSchema.parse({
              ...source.fields,
              summary: source.summary,
              caption,
              status: needsApproval ? 'needs_approval' : 'draft',
              due_date: dayIn(slot, zone),
            }),
            checklist: [...(same ? [EVERGREEN_REWRITE_ITEM] : []), ...source.checklist].slice(0, 100),
            subtasks: [],
          },
          { template: null },
          trx,
        );
        await own(trx)
          .insertInto('evergreen_copies')
          .values({
            ticket_id: ticketId,
            original_id: row.ticket_id,
            project_id: row.project_id,
            position,
            slot_at: slot.toISOString(),
            created_at: at,
          })
          .execute();
        return {
          ticket_uid: ticketId,
          original_uid: row.ticket_id,
          slot: slot.toISOString(),
          text_from: text.from,
        };
      })
      .catch((error: unknown) => {
        // Another run filled this slot first: nothing of this copy was kept.
        if (isSlotTaken(error)) return null;
        throw error;
      });
  }

  /** Fills the brand's empty slots of the next days with copies; answers what it made. */
  async function fill(projectId: string) {
    const settings = await settingsOf(projectId);
    if (settings.paused) return [];
    const now = deps.now();
    const zone = await deps.timeZone(projectId);
    const horizon = now.getTime() + EVERGREEN_FILL_DAYS * DAY_MS;
    // Slots already given a copy count as taken: a copy is a draft, not (yet) a scheduled post.
    const copied = (
      await own()
        .selectFrom('evergreen_copies')
        .select('slot_at')
        .where('project_id', '=', projectId)
        .where('slot_at', '>=', now.toISOString())
        .execute()
    ).map((row) => new Date(row.slot_at));
    const made = [];
    const tried = new Set<string>();
    let after = now;
    for (;;) {
      const slot = await deps.emptySlot(projectId, after, copied);
      if (!slot || slot.getTime() > horizon) break;
      const row = await pick(projectId, settings, now, tried);
      if (!row) break;
      tried.add(row.ticket_id);
      const done = await copy(row, settings, slot, zone);
      if (done) made.push(done);
      copied.push(slot);
      after = slot;
    }
    return made;
  }

  return {
    settingsOf,
    fill,

    /** The post an empty slot would bring back now (the pick; nothing is made). */
    async next(projectId: string): Promise<string | null> {
      const row = await pick(projectId, await settingsOf(projectId), deps.now(), new Set());
      return row?.ticket_id ?? null;
    },

    /** Every brand with posts to bring back (the daily job). */
    async fillAll(): Promise<number> {
      const brands = await own().selectFrom('evergreen_posts').select('project_id').distinct().execute();
      let made = 0;
      for (const { project_id } of brands) made += (await fill(project_id)).length;
      return made;
    },

    async page(projectId: string) {
      const rows = await own()
        .selectFrom('evergreen_posts')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('last_out_at')
        .execute();
      return {
        settings: await settingsOf(projectId),
        approval_required: await deps.approvalRequired(projectId),
        items: await present(rows, projectId),
      };
    },

    async saveSettings(projectId: string, input: EvergreenSettings): Promise<EvergreenSettings> {
      const values = {
        cooldown_days: input.cooldown_days,
        max_repeats: input.max_repeats,
        approval_again: input.approval_again ? 1 : 0,
        paused: input.paused ? 1 : 0,
        updated_at: nowIso(),
      };
      await own()
        .insertInto('evergreen_settings')
        .values({ project_id: projectId, ...values })
        .onConflict((oc) => oc.column('project_id').doUpdateSet(values))
        .execute();
      return settingsOf(projectId);
    },

    /** Marks a post that is out evergreen (again: as it was). 409 for one that is not out. */
    async mark(
      membership: Membership,
      userId: string,
      ticket: { ticketId: string; projectId: string; workspaceId: string },
    ): Promise<EvergreenPost> {
      const brief = (await deps.lookups.briefs([ticket.ticketId])).get(ticket.ticketId);
      if (brief?.type !== 'post' || !isOut(brief.status)) throw new AppError('evergreen_not_published');
      const at = nowIso();
      await own()
        .insertInto('evergreen_posts')
        .values({
          ticket_id: ticket.ticketId,
          workspace_id: ticket.workspaceId,
          project_id: ticket.projectId,
          marked_by: membership.memberId,
          marked_by_user: userId,
          marked_at: at,
          last_recycled_at: null,
          last_out_at: at,
          variant: null,
        })
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .execute();
      return (
        await present([(await postRow(ticket.ticketId)) as PostRow], ticket.projectId)
      )[0] as EvergreenPost;
    },

    async update(
      ticket: { ticketId: string; projectId: string },
      change: { paused?: boolean | undefined; variant?: string | null | undefined },
    ): Promise<EvergreenPost> {
      if (!(await postRow(ticket.ticketId)))
        throw new AppError('not_found', { message: 'This post is not evergreen.' });
      await own()
        .updateTable('evergreen_posts')
        .set({
          ...(change.paused !== undefined ? { paused: change.paused ? 1 : 0 } : {}),
          ...(change.variant !== undefined ? { variant: change.variant || null } : {}),
        })
        .where('ticket_id', '=', ticket.ticketId)
        .execute();
      return (
        await present([(await postRow(ticket.ticketId)) as PostRow], ticket.projectId)
      )[0] as EvergreenPost;
    },

    /** No longer evergreen: it comes back no more; its copies stay tickets (no longer linked). */
    async unmark(ticketId: string): Promise<void> {
      await own().deleteFrom('evergreen_posts').where('ticket_id', '=', ticketId).execute();
    },

    /** Where a ticket stands in the queue: marked, or a copy of a marked post. */
    async ofTicket(ticketId: string, projectId: string): Promise<TicketEvergreen> {
      const row = await postRow(ticketId);
      const copyRow = await own()
        .selectFrom('evergreen_copies')
        .selectAll()
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      let copyOf: TicketEvergreen['copy_of'] = null;
      if (copyRow) {
        const brief = (await deps.lookups.briefs([copyRow.original_id])).get(copyRow.original_id);
        if (brief)
          copyOf = {
            ticket: { uid: copyRow.original_id, id: brief.number, summary: brief.summary },
            position: Number(copyRow.position),
            max_repeats: (await settingsOf(projectId)).max_repeats,
          };
      }
      return { post: row ? ((await present([row], projectId))[0] ?? null) : null, copy_of: copyOf };
    },
  };
}
export type EvergreenService = ReturnType<typeof createEvergreenService>;
