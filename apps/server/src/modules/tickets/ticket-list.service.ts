import {
  type TicketCounts,
  type TicketPage,
  type ticketListQuerySchema,
  UNASSIGNED_FILTER,
} from '@expertos/domain/ticket.schema';
import { parseTicketKey } from '@expertos/domain/ticket-address';
import { STATUS_FILTER_ALL, TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { z } from 'zod';
import { compiledOnce } from '../../db/compiled-once.js';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { escapeLike } from '../../db/portable.js';
import { noneMatch } from '../../platform/conditional-reads.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { Membership } from '../workspaces/membership.js';
import type { PeopleService } from '../workspaces/people.service.js';
import { decodeCursor, encodeCursor } from './ticket-cursor.js';
import { createTicketLabelsRepository } from './ticket-labels.repository.js';
import { createListCache, versionQuery, versionText } from './ticket-list.cache.js';
import {
  createTicketListRepository,
  type ListFilters,
  type ListRow,
  type ListScope,
  TAG_PROBE_THRESHOLD,
} from './ticket-list.repository.js';
import { type PageLookups, toListItem } from './tickets.mapper.js';
import { createTicketsRepository } from './tickets.repository.js';
import type { TicketTables } from './tickets.tables.js';

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
  brands,
  cacheBytes,
}: {
  db: Db;
  dialect: Dialect;
  access: MemberAccess;
  people: PeopleService;
  /** Brand names and a workspace's brands (the projects module's). */
  brands: Pick<BrandFacts, 'named' | 'ofWorkspace'>;
  /** How much list reply text to keep (LIST_CACHE_MB); 0 keeps none, the tags still work. */
  cacheBytes?: number;
}) {
  const lists = createTicketListRepository(db, dialect);
  const tickets = createTicketsRepository(db);
  const labels = createTicketLabelsRepository(db);
  const cache = createListCache(db, cacheBytes);
  // A workspace list's version and the member's granted brands in one statement (one round
  // trip), built and compiled once (db/compiled-once.ts); the rule is still `MemberAccess`'s.
  const versionAndGrants = compiledOnce(db, 2, (workspaceId: string, memberId: string) =>
    ownTables<TicketTables>(db).selectNoFrom([
      versionQuery(db, workspaceId).as('version'),
      access.grantsOf(memberId).as('granted'),
    ]),
  );

  /**
   * The tickets a list may show: one brand, or the workspace's brands the caller may see; null
   * when none. `granted`: the member's granted brands as `MemberAccess.grantsOf` answers them,
   * when the caller read them already.
   */
  async function scopeOf(
    target: ListTarget,
    query: TicketListQueryValues,
    granted?: string | null,
  ): Promise<ListScope | null> {
    if ('projectId' in target) return { projectId: target.projectId };
    const { membership } = target;
    let visible =
      granted === undefined
        ? await access.visibleProjectIds(membership)
        : access.visibleGiven(membership, granted);
    const wanted = nonEmpty(query.projectFilter);
    if (wanted) {
      // One IN list: the brands asked for, among those the caller may see.
      visible = visible ? wanted.filter((id) => visible!.includes(id)) : wanted;
    }
    if (visible?.length === 0) return null;
    return { workspaceId: membership.workspaceId, projectIds: visible };
  }

  /** The brands a scope covers: every brand of the workspace when it names none. */
  async function brandsIn(scope: ListScope): Promise<string[]> {
    if ('projectId' in scope) return [scope.projectId];
    return scope.projectIds ?? (await brands.ofWorkspace(scope.workspaceId)).map((brand) => brand.id);
  }

  /** What a scope lets a list show, as part of a cache key: two callers share it only when they may see alike. */
  function seenIn(scope: ListScope | null): string {
    if (scope === null) return 'none';
    if ('projectId' in scope) return `brand:${scope.projectId}`;
    return scope.projectIds ? `brands:${[...scope.projectIds].sort().join(',')}` : 'all';
  }

  /** Filters as the repository takes them, within a scope; null when no ticket can match. */
  async function resolve(
    scope: ListScope | null,
    query: TicketListQueryValues,
  ): Promise<{ scope: ListScope; filters: ListFilters } | null> {
    if (!scope) return null;
    const filters: ListFilters = {};
    if (query.status !== STATUS_FILTER_ALL) filters.status = query.status;
    const tags = nonEmpty(query.tags);
    if (tags) {
      const ids = await labels.tagIdsByName(tags, await brandsIn(scope));
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
    filters.parentId = query.parent;
    if (query.top_level === 'true') filters.topLevel = true;
    return { scope, filters };
  }

  /** The people, brands, milestones and tags of a page: one query each, never one per row. */
  async function lookups(rows: ListRow[]): Promise<PageLookups> {
    const distinct = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
    const [peopleById, projects, milestones, tags] = await Promise.all([
      people.refs(rows.map((row) => row.assignee_id)),
      brands.named(rows.map((row) => row.project_id)),
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
      projects: new Map([...projects.values()].map((p) => [p.id, { uid: p.id, name: p.name, slug: p.slug }])),
      milestones: new Map(milestones.map((m) => [m.id, { uid: m.id, name: m.name }])),
      tags: tagsByTicket,
    };
  }

  /** A page in the asked order, tie-broken by ticket id; `next_cursor` while more follow. */
  async function pageIn(scope: ListScope | null, query: TicketListQueryValues): Promise<TicketPage> {
    // Read before anything else: a bad cursor is the client's mistake whatever the filters.
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const resolved = await resolve(scope, query);
    if (!resolved) return { items: [], next_cursor: null };
    if (resolved.filters.tags) {
      const links = await lists.tagLinkCount(resolved.filters.tags.ids, TAG_PROBE_THRESHOLD);
      resolved.filters.tags.probe = links >= TAG_PROBE_THRESHOLD;
    }
    const { filters } = resolved;
    const sort = { field: query.sort, order: query.order };
    // A searched key's ticket comes first, then the rest in the asked order without it.
    const key = filters.texts?.find((text) => text.number !== null)?.number ?? null;
    const pinned =
      key !== null && !after ? await lists.page(resolved.scope, { ...filters, number: key }, sort, 1) : [];
    const rest = key !== null ? { ...filters, notNumber: key } : filters;
    const size = Math.max(query.limit - pinned.length, 1);
    const rows = await lists.page(resolved.scope, rest, { ...sort, after }, size);
    const page = rows.slice(0, size);
    const last = page.at(-1);
    const shown = [...pinned.slice(0, 1), ...page];
    const found = await lookups(shown);
    return {
      items: shown.map((row) => toListItem(row, found)),
      next_cursor: rows.length > size && last ? encodeCursor({ value: last.sort_key, id: last.id }) : null,
    };
  }

  /** Tickets per status under the same filters; every status is present (0 when none). */
  async function countsIn(scope: ListScope | null, query: TicketListQueryValues): Promise<TicketCounts> {
    const byStatus = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0])) as Record<
      TicketStatus,
      number
    >;
    const resolved = await resolve(scope, query);
    let total = 0;
    if (resolved) {
      for (const row of await lists.countByStatus(resolved.scope, resolved.filters)) {
        const n = Number(row.n);
        byStatus[row.status] = n;
        total += n;
      }
    }
    return { total, by_status: byStatus };
  }

  return {
    list: async (target: ListTarget, query: TicketListQueryValues) =>
      pageIn(await scopeOf(target, query), query),
    counts: async (target: ListTarget, query: TicketListQueryValues) =>
      countsIn(await scopeOf(target, query), query),

    /**
     * A list page or its counts as JSON text with its entity tag, from the process's cache
     * while the workspace's list version stands (ticket-list.cache.ts); only the tag
     * (`body: null`) when the caller's copy (`held`, If-None-Match) is still current, which
     * costs no list query at all.
     */
    async cached(
      kind: 'page' | 'counts',
      { target, workspaceId }: { target: ListTarget; workspaceId: string },
      query: TicketListQueryValues,
      held: string | undefined,
      serialize: (reply: TicketPage | TicketCounts) => string,
    ): Promise<{ etag: string; body: string | null }> {
      // The version first (or with the grants, in one statement): whatever is read after it is
      // at least as new as it says.
      const [read] =
        'membership' in target ? await versionAndGrants(workspaceId, target.membership.memberId) : [];
      const version = read ? versionText(read) : await cache.version(workspaceId);
      const scope = await scopeOf(target, query, read ? read.granted : undefined);
      const key = JSON.stringify([kind, workspaceId, seenIn(scope), query]);
      const etag = cache.etag(version, key);
      if (noneMatch(held, etag)) return { etag, body: null };
      let body = cache.get(key, version);
      if (body === undefined) {
        body = serialize(kind === 'page' ? await pageIn(scope, query) : await countsIn(scope, query));
        cache.set(key, version, body);
      }
      return { etag, body };
    },
  };
}
export type TicketListService = ReturnType<typeof createTicketListService>;
