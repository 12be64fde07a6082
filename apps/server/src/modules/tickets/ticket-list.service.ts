import {
  type TicketCounts,
  type TicketPage,
  type ticketListQuerySchema,
  UNASSIGNED_FILTER,
} from '@expertos/domain/ticket.schema';
import { parseTicketKey } from '@expertos/domain/ticket-address';
import { STATUS_FILTER_ALL, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { z } from 'zod';
import type { Db, Dialect } from '../../db/database.js';
import { escapeLike } from '../../db/portable.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { decodeCursor, encodeCursor } from './ticket-cursor.js';
import { createTicketLabelsRepository } from './ticket-labels.repository.js';
import {
  createTicketListRepository,
  type ListFilters,
  type ListRow,
  type ListScope,
  TAG_PROBE_THRESHOLD,
} from './ticket-list.repository.js';
import { type PageLookups, toListItem } from './tickets.mapper.js';
import { createTicketsRepository } from './tickets.repository.js';

export type TicketListQueryValues = z.output<typeof ticketListQuerySchema>;

/** Whose tickets a list shows: a workspace's (every brand the caller may see) or one brand's. */
export type ListTarget = { membership: Membership } | { projectId: string };

const nonEmpty = <T>(values: T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? [...new Set(values)] : undefined;

/** The next UTC day of a `YYYY-MM-DD` date, as the start of that day (an exclusive upper bound). */
function startOfNextDay(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** The lists, their counts, with every filter of the settings (docs/product.md#task-lists-and-filters). */
export function createTicketListService({
  db,
  dialect,
  access,
  people,
}: {
  db: Db;
  dialect: Dialect;
  access: MemberAccess;
  people: PeopleService;
}) {
  const lists = createTicketListRepository(db, dialect);
  const tickets = createTicketsRepository(db);
  const labels = createTicketLabelsRepository(db);

  /** Scope and filters as the repository takes them; null when no ticket can match. */
  async function resolve(
    target: ListTarget,
    query: TicketListQueryValues,
  ): Promise<{ scope: ListScope; filters: ListFilters } | null> {
    const filters: ListFilters = {};
    let scope: ListScope;
    if ('projectId' in target) {
      scope = { projectId: target.projectId };
    } else {
      const { membership } = target;
      let visible = await access.visibleProjectIds(membership);
      const wanted = nonEmpty(query.projectFilter);
      if (wanted) {
        // One IN list: the brands asked for, among those the caller may see.
        visible = visible ? wanted.filter((id) => visible!.includes(id)) : wanted;
      }
      if (visible?.length === 0) return null;
      scope = { workspaceId: membership.workspaceId, projectIds: visible };
    }

    if (query.status !== STATUS_FILTER_ALL) filters.status = query.status;
    const tags = nonEmpty(query.tags);
    if (tags) {
      const ids = await labels.tagIdsByName(tags, scope);
      if (ids.length === 0) return null;
      filters.tags = { ids, probe: false };
    }
    filters.milestoneIds = nonEmpty(query.milestones);
    const team = nonEmpty(query.teamFilter);
    if (team) {
      filters.unassigned = team.includes(UNASSIGNED_FILTER);
      filters.assigneeIds = nonEmpty(team.filter((uid) => uid !== UNASSIGNED_FILTER));
    }
    filters.reporterIds = nonEmpty(query.userFilter);
    filters.ticketTypes = nonEmpty(query.ticket_type);
    filters.platforms = nonEmpty(query.post_platform);
    // `#128` or `128` also finds ticket number 128 (docs/product.md#ticket-addresses).
    const texts = [query.filter, query.q]
      .map((text) => text?.trim().toLowerCase())
      .filter((text): text is string => Boolean(text))
      .map((text) => ({ pattern: `%${escapeLike(text)}%`, number: parseTicketKey(text) }));
    if (texts.length > 0) filters.texts = texts;
    if (query.updated_from) filters.updatedFrom = `${query.updated_from}T00:00:00.000Z`;
    if (query.updated_to) filters.updatedBefore = startOfNextDay(query.updated_to);
    filters.dueFrom = query.due_from;
    filters.dueTo = query.due_to;
    filters.dateFrom = query.date_from;
    filters.dateTo = query.date_to;
    return { scope, filters };
  }

  /** The people, brands, milestones and tags of a page: one query each, never one per row. */
  async function lookups(rows: ListRow[]): Promise<PageLookups> {
    const distinct = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
    const [peopleById, projects, milestones, tags] = await Promise.all([
      people.refs(rows.map((row) => row.assignee_id)),
      tickets.projects(distinct(rows.map((row) => row.project_id))),
      tickets.milestoneNames(distinct(rows.map((row) => row.milestone_id))),
      tickets.tagsOf(rows.map((row) => row.id)),
    ]);
    const tagsByTicket = new Map<string, string[]>();
    for (const tag of tags) {
      const list = tagsByTicket.get(tag.ticket_id);
      if (list) list.push(tag.name);
      else tagsByTicket.set(tag.ticket_id, [tag.name]);
    }
    return {
      people: peopleById,
      projects: new Map(projects.map((p) => [p.id, { uid: p.id, name: p.name, slug: p.slug }])),
      milestones: new Map(milestones.map((m) => [m.id, { uid: m.id, name: m.name }])),
      tags: tagsByTicket,
    };
  }

  return {
    /** A page in the asked order, tie-broken by ticket id; `next_cursor` while more follow. */
    async list(target: ListTarget, query: TicketListQueryValues): Promise<TicketPage> {
      // Read before anything else: a bad cursor is the client's mistake whatever the filters.
      const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const resolved = await resolve(target, query);
      if (!resolved) return { items: [], next_cursor: null };
      if (resolved.filters.tags) {
        const links = await lists.tagLinkCount(resolved.filters.tags.ids, TAG_PROBE_THRESHOLD);
        resolved.filters.tags.probe = links >= TAG_PROBE_THRESHOLD;
      }
      const { scope, filters } = resolved;
      const sort = { field: query.sort, order: query.order };
      // A searched key's ticket comes first, then the rest in the asked order without it.
      const key = filters.texts?.find((text) => text.number !== null)?.number ?? null;
      const pinned =
        key !== null && !after ? await lists.page(scope, { ...filters, number: key }, sort, 1) : [];
      const rest = key !== null ? { ...filters, notNumber: key } : filters;
      const size = Math.max(query.limit - pinned.length, 1);
      const rows = await lists.page(scope, rest, { ...sort, after }, size);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      const shown = [...pinned.slice(0, 1), ...page];
      const found = await lookups(shown);
      return {
        items: shown.map((row) => toListItem(row, found)),
        next_cursor: rows.length > size && last ? encodeCursor({ value: last.sort_key, id: last.id }) : null,
      };
    },

    /** Tickets per status under the same filters; every status is present (0 when none). */
    async counts(target: ListTarget, query: TicketListQueryValues): Promise<TicketCounts> {
      const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<
        TicketStatus,
        number
      >;
      const resolved = await resolve(target, query);
      let total = 0;
      if (resolved) {
        for (const row of await lists.countByStatus(resolved.scope, resolved.filters)) {
          const n = Number(row.n);
          byStatus[row.status] = n;
          total += n;
        }
      }
      return { total, by_status: byStatus };
    },
  };
}
export type TicketListService = ReturnType<typeof createTicketListService>;
