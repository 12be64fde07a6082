import type { LibraryKind } from '@expertos/domain/brand.schema';
import { CLOSED_TICKET_STATUSES, type PostPurpose, type TicketStatus } from '@expertos/domain/tickets';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../db/database.js';
import { escapeLike, likeInsensitive } from '../db/portable.js';

/**
 * Read-only queries over a brand's tickets and their files: the brand overview, Feed and
 * Library gather what the tickets and comments modules store, and change none of it. The
 * tables are read here rather than through those modules' services because these are
 * aggregate reads (counts, unions, keyset pages) no single-ticket service call answers; the
 * architecture rules forbid importing another module's repository or tables, which this does not.
 */

/** Posts that count as out: the slate's "posted" and the Feed's content. */
export const POSTED_STATUSES = ['posted', 'published'] as const satisfies readonly TicketStatus[];

export interface SlateCountRow {
  due_date: string;
  post_audience: PostPurpose | null;
  posted: number;
  count: number | string;
}

export interface OverviewTicketRow {
  id: string;
  number: number;
  summary: string;
  ticket_type: string;
  status: TicketStatus;
  due_date: string | null;
  post_platform: string | null;
  post_audience: string | null;
}

/** The Feed's order: posted day (undated last), then created, then id — all newest first. */
export interface FeedKey {
  postedDate: string;
  createdAt: string;
  id: string;
  /**
   * Where the key's row came from, when the page mixes tickets and imported posts: at an equal
   * day and time, tickets (rank 1) come before imported posts (rank 0).
   */
  rank?: number;
}

/** An imported Instagram post or YouTube video of the brand (the social module's rows, read only). */
export interface SocialFeedRow {
  id: string;
  provider: 'instagram' | 'youtube';
  title: string | null;
  caption: string | null;
  media_type: string | null;
  media_url: string | null;
  permalink: string | null;
  published_at: string;
  published_day: string;
  likes: number | string | null;
  comments: number | string | null;
  views: number | string | null;
  reach: number | string | null;
  saved: number | string | null;
  shares: number | string | null;
  ticket_id: string | null;
  updated_at: string;
}

/** A source's rank in the Feed's order (see FeedKey.rank). */
export const TICKET_RANK = 1;
export const SOCIAL_RANK = 0;

/**
 * The keyset condition "after `after`" for a source of rank `rank` whose day, time and id are
 * these expressions: older day, or same day and older time, or the same day and time and
 * either a lower rank or the same rank and a lower id.
 */
function afterKey(
  eb: ExpressionBuilderOf,
  day: Expression<string>,
  time: Expression<string>,
  id: Expression<string>,
  rank: number,
  after: FeedKey,
) {
  const afterRank = after.rank ?? TICKET_RANK;
  const ties =
    rank < afterRank
      ? [eb.and([eb(day, '=', after.postedDate), eb(time, '=', after.createdAt)])]
      : rank === afterRank
        ? [eb.and([eb(day, '=', after.postedDate), eb(time, '=', after.createdAt), eb(id, '<', after.id)])]
        : [];
  return eb.and([
    // A range on the index, then the exact keyset.
    eb(day, '<=', after.postedDate),
    eb.or([
      eb(day, '<', after.postedDate),
      eb.and([eb(day, '=', after.postedDate), eb(time, '<', after.createdAt)]),
      ...ties,
    ]),
  ]);
}
// biome-ignore lint/suspicious/noExplicitAny: Kysely's expression builder over two different tables.
type ExpressionBuilderOf = any;

export interface FeedRow extends OverviewTicketRow {
  caption: string | null;
  post_format: string | null;
  posted_date: string | null;
  live_link: string | null;
  created_at: string;
  updated_at: string;
  image_id: string | null;
}

/** The Library's order: created, then the item's key, newest first. */
export interface LibraryKey {
  createdAt: string;
  key: string;
}

export interface LibraryRow {
  key: string;
  kind: LibraryKind;
  name: string;
  mime_type: string | null;
  size: number | string | null;
  created_at: string;
  ticket_id: string;
  ticket_number: number;
  ticket_summary: string;
  /** The comment of an attachment (its file address names it). */
  comment_id: string | null;
  /** The stored row of a file, or the Drive link. */
  source: string;
}

export interface LibraryFilter {
  kind?: LibraryKind;
  search?: string;
  after?: LibraryKey;
  limit: number;
}

const LIST_COLUMNS = [
  't.id',
  't.number',
  't.summary',
  't.ticket_type',
  't.status',
  't.due_date',
  't.post_platform',
  't.post_audience',
] as const;

export function createBrandContentRepository(db: Db, dialect: Dialect) {
  return {
    /** Post tickets due in [from, to], counted by day, purpose and whether they are out. */
    async slateCounts(projectId: string, from: string, to: string): Promise<SlateCountRow[]> {
      return db
        .selectFrom('tickets')
        .select((eb) => [
          'due_date',
          'post_audience',
          eb
            .case()
            .when('status', 'in', [...POSTED_STATUSES])
            .then(1)
            .else(0)
            .end()
            .as('posted'),
          eb.fn.countAll<number | string>().as('count'),
        ])
        .where('project_id', '=', projectId)
        .where('ticket_type', '=', 'post')
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .groupBy(['due_date', 'post_audience', 'posted'])
        .$narrowType<{ due_date: string }>()
        .execute();
    },

    /** Post tickets still to go out, due on or after `from`, soonest first. */
    async upcomingPosts(projectId: string, from: string, limit: number): Promise<OverviewTicketRow[]> {
      return db
        .selectFrom('tickets as t')
        .select(LIST_COLUMNS)
        .where('t.project_id', '=', projectId)
        .where('t.ticket_type', '=', 'post')
        .where('t.status', 'not in', [...CLOSED_TICKET_STATUSES])
        .where('t.due_date', '>=', from)
        .orderBy('t.due_date')
        .orderBy('t.id')
        .limit(limit)
        .execute();
    },

    /** Open tickets that are not posts, soonest due first (undated last: due_sort). */
    async openTasks(projectId: string, limit: number): Promise<OverviewTicketRow[]> {
      return db
        .selectFrom('tickets as t')
        .select(LIST_COLUMNS)
        .where('t.project_id', '=', projectId)
        .where('t.ticket_type', '!=', 'post')
        .where('t.status', 'not in', [...CLOSED_TICKET_STATUSES])
        .orderBy('t.due_sort')
        .orderBy('t.id')
        .limit(limit)
        .execute();
    },

    async openTaskCount(projectId: string): Promise<number> {
      const row = await db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('project_id', '=', projectId)
        .where('ticket_type', '!=', 'post')
        .where('status', 'not in', [...CLOSED_TICKET_STATUSES])
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /**
     * A page of the brand's posted and published posts after `after`, `limit + 1` rows: a walk
     * down the partial index `tickets_project_feed` (migration 0013), whose expression and
     * conditions these clauses repeat word for word so both databases match it.
     */
    async feed(projectId: string, after: FeedKey | undefined, limit: number): Promise<FeedRow[]> {
      // Undated posts sort after every dated one: '' is below any YYYY-MM-DD.
      const postedKey = sql<string>`coalesce(t.posted_date, '')`;
      let query = db
        .selectFrom('tickets as t')
        .select([
          ...LIST_COLUMNS,
          't.caption',
          't.post_format',
          't.posted_date',
          't.live_link',
          't.created_at',
          't.updated_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('ticket_reference_images as r')
            .select('r.id')
            .whereRef('r.ticket_id', '=', 't.id')
            .orderBy('r.created_at')
            .orderBy('r.id')
            .limit(1)
            .as('image_id'),
        )
        .where('t.project_id', '=', projectId)
        .where('t.ticket_type', '=', sql.lit('post'))
        .where(sql<SqlBool>`t.status in (${sql.join(POSTED_STATUSES.map((status) => sql.lit(status)))})`)
        // A ticket made from an imported post shows as that post (with its picture and numbers).
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('social_posts as sp').select('sp.id').whereRef('sp.ticket_id', '=', 't.id'),
            ),
          ),
        );
      if (after) {
        query = query.where((eb) =>
          afterKey(eb, postedKey, sql<string>`t.created_at`, sql<string>`t.id`, TICKET_RANK, after),
        );
      }
      return query
        .orderBy(postedKey, 'desc')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    /**
     * A page of the brand's imported posts after `after`, `limit + 1` rows, down the index
     * `social_posts_feed` (migration 0030).
     */
    async socialFeed(projectId: string, after: FeedKey | undefined, limit: number): Promise<SocialFeedRow[]> {
      let query = db
        .selectFrom('social_posts as s')
        .select([
          's.id',
          's.provider',
          's.title',
          's.caption',
          's.media_type',
          's.media_url',
          's.permalink',
          's.published_at',
          's.published_day',
          's.likes',
          's.comments',
          's.views',
          's.reach',
          's.saved',
          's.shares',
          's.ticket_id',
          's.updated_at',
        ])
        .where('s.project_id', '=', projectId);
      if (after) {
        query = query.where((eb) =>
          afterKey(
            eb,
            sql<string>`s.published_day`,
            sql<string>`s.published_at`,
            sql<string>`s.id`,
            SOCIAL_RANK,
            after,
          ),
        );
      }
      return query
        .orderBy('s.published_day', 'desc')
        .orderBy('s.published_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit + 1)
        .execute();
    },

    /**
     * A page of the brand's assets: reference images, comment files (voice notes and audio as
     * recordings) and the tickets' Drive links, newest first by (created_at, key).
     *
     * Each source answers its own newest `limit + 1` after the cursor, walking its index on
     * (project_id, created_at, id) (migration 0013; the file tables keep their ticket's brand),
     * and the UNION ALL of those few rows is merged and cut to the page; only then are the
     * page's tickets joined. A search filters each source during its walk (its name, or its
     * ticket's summary: see summaryMatches).
     */
    async library(projectId: string, filter: LibraryFilter): Promise<LibraryRow[]> {
      const wants = (kind: LibraryKind) => filter.kind === undefined || filter.kind === kind;
      const take = filter.limit + 1;
      const pattern = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
      const like = (expression: Expression<unknown>) => likeInsensitive(dialect, expression, pattern ?? '');
      // Whether a file's ticket has a matching summary, as each planner does it best (bench,
      // 'one brand, search'): PostgreSQL finds the brand's matching tickets once, in the
      // materialised `matching` set the whole query shares (a hashed set per source; per row,
      // it sorted the brand's files with a lookup each; one set per source read the brand's
      // tickets twice: 17 + 11 ms of a 35 ms page), SQLite looks each file's ticket up as it
      // walks (its IN set cost ~85 ms a page against ~9 ms).
      const sharedMatches = dialect === 'postgres' && pattern !== undefined;
      const summaryMatches = (ticketId: Expression<string>) =>
        sharedMatches
          ? sql<SqlBool>`${ticketId} in (select id from matching)`
          : like(db.selectFrom('tickets as s').select('s.summary').where('s.id', '=', ticketId));
      /**
       * The cursor as a condition on one source whose keys are `prefix` + id: a range on
       * created_at, then the ids below the cursor's at equal times. Another source's key
       * compares by its prefix alone (every key of this source is above or below it).
       */
      const after = (createdAt: Expression<string>, id: Expression<string>, prefix: string) => {
        const cursor = filter.after;
        if (!cursor) return sql<SqlBool>`1 = 1`;
        const { createdAt: at, key } = cursor;
        if (key.startsWith(prefix)) {
          const below = key.slice(prefix.length);
          return sql<SqlBool>`(${createdAt} <= ${at} and (${createdAt} < ${at} or ${id} < ${below}))`;
        }
        return prefix < key ? sql<SqlBool>`${createdAt} <= ${at}` : sql<SqlBool>`${createdAt} < ${at}`;
      };

      const images = db
        .selectFrom('ticket_reference_images as r')
        .where('r.project_id', '=', projectId)
        .where((eb) => after(eb.ref('r.created_at'), eb.ref('r.id'), 'image:'))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) => eb.or([like(eb.ref('r.name')), summaryMatches(eb.ref('r.ticket_id'))])),
        )
        .select([
          sql<string>`${'image:'} || r.id`.as('key'),
          sql<LibraryKind>`${'image'}`.as('kind'),
          'r.name as name',
          sql<string | null>`r.content_type`.as('mime_type'),
          sql<number | null>`r.size`.as('size'),
          'r.created_at as created_at',
          'r.ticket_id as ticket_id',
          sql<string | null>`cast(null as text)`.as('comment_id'),
          'r.id as source',
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(take);
      const recording = sql<boolean>`(a.voice_note = 1 or a.kind = ${'audio'})`;
      const attachments = db
        .selectFrom('comment_attachments as a')
        .where('a.project_id', '=', projectId)
        .where((eb) => after(eb.ref('a.created_at'), eb.ref('a.id'), 'file:'))
        .$if(!wants('attachment'), (q) => q.where(recording))
        .$if(!wants('recording'), (q) => q.where(sql<boolean>`not ${recording}`))
        .$if(pattern !== undefined, (q) =>
          q.where((eb) => eb.or([like(eb.ref('a.name')), summaryMatches(eb.ref('a.ticket_id'))])),
        )
        .select([
          sql<string>`${'file:'} || a.id`.as('key'),
          sql<LibraryKind>`case when ${recording} then ${'recording'} else ${'attachment'} end`.as('kind'),
          'a.name as name',
          sql<string | null>`a.content_type`.as('mime_type'),
          sql<number | null>`a.size`.as('size'),
          'a.created_at as created_at',
          'a.ticket_id as ticket_id',
          sql<string | null>`a.comment_id`.as('comment_id'),
          'a.id as source',
        ])
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(take);
      // `is not null` as the partial indexes tickets_project_drive_* say it.
      const drive = (column: 'drive_raw_link' | 'drive_final_link', prefix: string, name: string) =>
        db
          .selectFrom('tickets as d')
          .where('d.project_id', '=', projectId)
          .where(`d.${column}`, 'is not', null)
          .where(`d.${column}`, '!=', '')
          .where((eb) => after(eb.ref('d.created_at'), eb.ref('d.id'), prefix))
          .$if(pattern !== undefined, (q) =>
            q.where((eb) => eb.or([like(sql`${name}`), like(eb.ref('d.summary'))])),
          )
          .select([
            sql<string>`${prefix} || d.id`.as('key'),
            sql<LibraryKind>`${'drive_link'}`.as('kind'),
            sql<string>`${name}`.as('name'),
            sql<string | null>`cast(null as text)`.as('mime_type'),
            sql<number | null>`cast(null as integer)`.as('size'),
            'd.created_at as created_at',
            'd.id as ticket_id',
            sql<string | null>`cast(null as text)`.as('comment_id'),
            sql<string>`${sql.ref(`d.${column}`)}`.as('source'),
          ])
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .limit(take);
      // One row shape from differently named tables: Kysely types each branch by its own.
      type Part = typeof images;
      const sources = [
        wants('image') ? images : null,
        wants('attachment') || wants('recording') ? (attachments as unknown as Part) : null,
        wants('drive_link') ? (drive('drive_raw_link', 'drive-raw:', 'Raw files') as unknown as Part) : null,
        wants('drive_link')
          ? (drive('drive_final_link', 'drive-final:', 'Final files') as unknown as Part)
          : null,
      ].filter((part) => part !== null);
      // Each source as a subquery: a member of a UNION cannot carry its own ORDER BY and LIMIT.
      // (Its nulls are cast: PostgreSQL types a subquery's bare null as text.)
      const [first, ...rest] = sources.map((source, i) => db.selectFrom(source.as(`s${i}`)).selectAll());
      if (!first) return [];
      const union = rest.reduce((all, part) => all.unionAll(part), first);
      const page = db
        .selectFrom(union.as('u'))
        .selectAll('u')
        .orderBy('u.created_at', 'desc')
        .orderBy('u.key', 'desc')
        .limit(take);
      const start = sharedMatches
        ? db.with(
            (cte) => cte('matching').materialized(),
            (q) =>
              q
                .selectFrom('tickets as s')
                .select('s.id')
                .where('s.project_id', '=', projectId)
                .where((eb) => like(eb.ref('s.summary'))),
          )
        : db;
      const rows = await start
        .selectFrom(page.as('p'))
        .innerJoin('tickets as t', 't.id', 'p.ticket_id')
        .selectAll('p')
        .select(['t.number as ticket_number', 't.summary as ticket_summary'])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.key', 'desc')
        .execute();
      return rows as LibraryRow[];
    },

    /** Where a Library file of this brand is: its ticket (and comment), or undefined for none. */
    async libraryFile(
      projectId: string,
      file: { kind: 'image' | 'file'; id: string },
    ): Promise<{ ticket_id: string; comment_id: string | null } | undefined> {
      if (file.kind === 'image') {
        return db
          .selectFrom('ticket_reference_images')
          .select(['ticket_id', sql<string | null>`null`.as('comment_id')])
          .where('id', '=', file.id)
          .where('project_id', '=', projectId)
          .executeTakeFirst();
      }
      return db
        .selectFrom('comment_attachments')
        .select(['ticket_id', 'comment_id'])
        .where('id', '=', file.id)
        .where('project_id', '=', projectId)
        .executeTakeFirst();
    },
  };
}

export type BrandContentRepository = ReturnType<typeof createBrandContentRepository>;
