import type { TicketSortField } from '@expertos/domain/ticket.schema';
import type { PostPlatform, TicketStatus, TicketType } from '@expertos/domain/tickets';
import { type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { assigneeSortName, brandSortName } from '../../views/ticket-sort-names.view.js';
import type { TicketsTable, TicketTables } from './tickets.tables.js';

/**
 * What each list sort orders by, with the ticket id as tie-break (see `page`): a column of the
 * ticket row, or for the names kept elsewhere (assignee, brand, tags) a lower-cased subquery,
 * never null, so the keyset comparison `(key, id) > (…)` holds on both databases. Texts sort
 * whatever their case (`summary_key` is the lower-cased summary); an empty key ('') stands for
 * no assignee or no tag. docs/product.md#task-lists-and-filters.
 *
 * The assignee's and the brand's names come from a view (views/ticket-sort-names.view.ts):
 * other modules keep them, and the page's key must be inside its query.
 */
export const SORT_KEYS: Record<TicketSortField, RawBuilder<string | number>> = {
  updated: sql`t.updated_at`,
  created: sql`t.created_at`,
  id: sql`t.number`,
  due_date: sql`t.due_sort`,
  priority: sql`t.priority`,
  status: sql`t.status_rank`,
  summary: sql`t.summary_key`,
  ticket_type: sql`t.ticket_type`,
  assignee: assigneeSortName,
  brand: brandSortName,
  tags: sql`coalesce((select min(g.name_key) from ticket_tag_links l join ticket_tags g on g.id = l.tag_id where l.ticket_id = t.id), '')`,
};
/** Sorts whose key is a whole number (the rest are text). */
export const NUMERIC_SORTS: ReadonlySet<TicketSortField> = new Set(['id', 'status']);

/** Which tickets a list may show: one brand, or a workspace (narrowed to some brands for non-admins). */
export type ListScope = { projectId: string } | { workspaceId: string; projectIds: string[] | null };

/** The list filters, already resolved to ids and keys (see ticket-list.service.ts). */
export interface ListFilters {
  status?: TicketStatus;
  /**
   * Tickets with any of these tags. `probe` checks each ticket met in sort order against its
   * links (cheap per row, best when the tags are common); otherwise the tagged tickets are
   * gathered first (best when they are few). See TAG_PROBE_THRESHOLD.
   */
  tags?: { ids: string[]; probe: boolean };
  projectIds?: string[];
  milestoneIds?: string[];
  assigneeIds?: string[];
  unassigned?: boolean;
  reporterIds?: string[];
  /** Searches, each a lower-cased LIKE pattern (already escaped) and the `#number` it may name; all must match. */
  texts?: { pattern: string; number: number | null }[];
  /** Only the ticket of this number / every ticket but it (a searched key's ticket comes first). */
  number?: number;
  notNumber?: number;
  ticketTypes?: TicketType[];
  platforms?: PostPlatform[];
  /** ISO timestamps: updated_at ≥ from and < before. */
  updatedFrom?: string;
  updatedBefore?: string;
  /** Due within these days (inclusive). */
  dueFrom?: string;
  dueTo?: string;
  /** Calendar window on calendar_date (inclusive days). */
  dateFrom?: string;
  dateTo?: string;
  /** Only this ticket's subtasks; or only tickets that are no one's subtask. */
  parentId?: string | undefined;
  topLevel?: boolean;
}

export interface ListSort {
  field: TicketSortField;
  order: 'asc' | 'desc';
  /** The last row of the previous page. */
  after?: { value: string | number; id: string };
}

const LIST_COLUMNS = [
  't.id',
  't.workspace_id',
  't.project_id',
  't.number',
  't.summary',
  't.status',
  't.status_rank',
  't.priority',
  't.ticket_type',
  't.assignee_id',
  't.milestone_id',
  't.due_date',
  't.due_sort',
  't.post_platform',
  't.film_date',
  't.posted_date',
  't.checklist_done',
  't.checklist_total',
  't.series_id',
  't.series_position',
  't.created_at',
  't.updated_at',
] as const;

// What Kysely makes of `selectFrom('tickets as t')`.
type TicketsDb = TicketTables & { t: TicketsTable };
type TicketsQuery<O> = SelectQueryBuilder<TicketsDb, 't', O>;
type Eb = ExpressionBuilder<TicketsDb, 't'>;
type TicketColumn = `t.${keyof TicketsTable & string}`;

/** `col IN (…)`, or nothing at all for an empty list (SQL has no empty IN list). */
function inList(eb: Eb, column: TicketColumn, values: readonly string[]) {
  return values.length === 0 ? sql<boolean>`1 = 0` : eb(eb.ref(column), 'in', [...values]);
}

/**
 * A workspace list's "these brands" (a member's brands, or the brand filter). For a page in
 * sort order, several brands are compared as an expression (`project_id || ''`) that no
 * index can seek: otherwise SQLite's planner takes the brand + type + status index, reads every
 * match of every brand and sorts them all to keep 50; now it walks the workspace's index in
 * sort order, checks the brand from the index itself (0018, 0019) and stops after a page
 * (0.95 → 0.36 ms for "member, status + type" over 100,000 tickets). One brand stays a plain
 * equality: its own indexes start with it. Counts keep the plain IN (they read every match).
 */
function brandIn(eb: Eb, ids: readonly string[], forPage: boolean) {
  if (forPage && ids.length === 1) return eb('t.project_id', '=', ids[0]!);
  if (forPage && ids.length > 1)
    return sql<boolean>`(${eb.ref('t.project_id')} || '') in (${sql.join([...ids])})`;
  return inList(eb, 't.project_id', ids);
}

/**
 * Scope and filters as plain conditions on the tickets row, so the planner can walk an index
 * that starts with the scope in sort order and stop after a page. The one subquery (tags) is
 * not correlated: it runs once, not per row. `walk`: a page in sort order on SQLite (see `brandIn`).
 */
function filtered<O>(
  query: TicketsQuery<O>,
  scope: ListScope,
  f: ListFilters,
  walk = false,
): TicketsQuery<O> {
  let q = query;
  if ('projectId' in scope) {
    q = q.where('t.project_id', '=', scope.projectId);
  } else {
    q = q.where('t.workspace_id', '=', scope.workspaceId);
    const visible = scope.projectIds;
    if (visible) q = q.where((eb) => brandIn(eb, visible, walk));
  }
  const { projectIds, milestoneIds, reporterIds, ticketTypes, platforms, tags, texts } = f;
  if (f.status) q = q.where('t.status', '=', f.status);
  if (f.parentId) q = q.where('t.parent_id', '=', f.parentId);
  if (f.topLevel) q = q.where('t.parent_id', 'is', null);
  if (projectIds) q = q.where((eb) => brandIn(eb, projectIds, walk));
  if (milestoneIds) q = q.where((eb) => inList(eb, 't.milestone_id', milestoneIds));
  if (reporterIds) q = q.where((eb) => inList(eb, 't.reporter_id', reporterIds));
  if (ticketTypes) q = q.where((eb) => inList(eb, 't.ticket_type', ticketTypes));
  if (platforms) q = q.where((eb) => inList(eb, 't.post_platform', platforms));
  if (f.assigneeIds || f.unassigned) {
    const ids = f.assigneeIds ?? [];
    q = q.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('t.assignee_id', 'in', ids)] : []),
        ...(f.unassigned ? [eb('t.assignee_id', 'is', null)] : []),
      ]),
    );
  }
  if (tags && tags.ids.length === 0) q = q.where(sql<boolean>`1 = 0`);
  else if (tags?.probe) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('ticket_tag_links as l')
          .select('l.tag_id')
          .whereRef('l.ticket_id', '=', 't.id')
          .where('l.tag_id', 'in', tags.ids),
      ),
    );
  } else if (tags) {
    q = q.where((eb) =>
      eb(
        't.id',
        'in',
        eb.selectFrom('ticket_tag_links as l').select('l.ticket_id').where('l.tag_id', 'in', tags.ids),
      ),
    );
  }
  for (const text of texts ?? []) {
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('t.summary_key')} like ${text.pattern} escape '\\'`,
        ...(text.number !== null ? [eb('t.number', '=', text.number)] : []),
      ]),
    );
  }
  if (f.number !== undefined) q = q.where('t.number', '=', f.number);
  if (f.notNumber !== undefined) q = q.where('t.number', '<>', f.notNumber);
  if (f.updatedFrom) q = q.where('t.updated_at', '>=', f.updatedFrom);
  if (f.updatedBefore) q = q.where('t.updated_at', '<', f.updatedBefore);
  if (f.dueFrom) q = q.where('t.due_date', '>=', f.dueFrom);
  if (f.dueTo) q = q.where('t.due_date', '<=', f.dueTo);
  if (f.dateFrom) q = q.where('t.calendar_date', '>=', f.dateFrom);
  if (f.dateTo) q = q.where('t.calendar_date', '<=', f.dateTo);
  return q;
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof createTicketListRepository>['page']>>[number];

/**
 * Above this many links, a tag filter is checked per ticket while walking the sort index
 * (a page then needs about limit × tickets / links rows); below, the few tagged tickets are
 * fetched and sorted. Measured on SQLite with 100,000 tickets: a tag on half of them took
 * 150 ms gathered, under 5 ms probed; a tag on 200 took 2 ms gathered.
 */
export const TAG_PROBE_THRESHOLD = 1000;

export function createTicketListRepository(whole: Db, dialect: Dialect) {
  // This module's own tables (docs/architecture.md#modules-own-their-tables); the names it may sort by come from a view (SORT_KEYS).
  const db = ownTables<TicketTables>(whole);
  return {
    /** How many links the tags have, counted up to `cap` (a cheap measure of how common they are). */
    async tagLinkCount(tagIds: string[], cap: number): Promise<number> {
      if (tagIds.length === 0) return 0;
      // Counted in the database over a limited subquery: up to `cap` rows are never sent here
      // (measured on SQLite: 806 µs → 53 µs for a common tag).
      const row = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('ticket_tag_links')
            .select('ticket_id')
            .where('tag_id', 'in', tagIds)
            .limit(cap)
            .as('links'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * One page in (sort key, id) order, the key as `sort_key`, `limit + 1` rows (the extra one says whether a
     * next page exists). Keyset: rows strictly after the previous page's last (value, id) as
     * one row-value comparison, which both databases turn into an index range.
     */
    async page(scope: ListScope, filters: ListFilters, sort: ListSort, limit: number) {
      const key = SORT_KEYS[sort.field];
      let query = filtered(
        db.selectFrom('tickets as t').select(LIST_COLUMNS).select(key.as('sort_key')),
        scope,
        filters,
        dialect === 'sqlite',
      );
      const { after } = sort;
      if (after) {
        const op = sort.order === 'desc' ? sql.raw('<') : sql.raw('>');
        query = query.where(sql<boolean>`(${key}, ${sql.ref('t.id')}) ${op} (${after.value}, ${after.id})`);
      }
      // The page size is written into the statement, not bound: SQLite's planner then counts on
      // stopping after a page when it weighs walking an index in sort order against reading every
      // match and sorting. With a bound limit, once the database had statistics (a restart runs
      // `pragma optimize`), a member's status + type page skip-scanned a brand index and sorted
      // every match: 1.4 ms instead of 0.4 at 100,000 tickets. One statement per page size.
      return query
        .orderBy(key, sort.order)
        .orderBy('t.id', sort.order)
        .limit(sql.lit(Math.trunc(limit) + 1))
        .execute();
    },

    /** Tickets per status under the same scope and filters. */
    async countByStatus(
      scope: ListScope,
      filters: ListFilters,
    ): Promise<{ status: TicketStatus; n: number | string }[]> {
      return filtered(
        db.selectFrom('tickets as t').select((eb) => ['t.status', eb.fn.countAll<number>().as('n')]),
        scope,
        filters,
      )
        .groupBy('t.status')
        .execute();
    },
  };
}
export type TicketListRepository = ReturnType<typeof createTicketListRepository>;
