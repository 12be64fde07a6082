import type { Readable } from 'node:stream';
import type {
  BrandOverview,
  FeedItem,
  FeedPage,
  LibraryItem,
  LibraryKind,
  LibraryPage,
  OverviewTicket,
  PurposeCounts,
  SlateWeek,
} from '@expertos/domain/brand.schema';
import type { Project } from '@expertos/domain/project.schema';
import { POST_PURPOSES, type PostPurpose } from '@expertos/domain/tickets';
import type { Db, Dialect } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { isInlineType } from '../../platform/storage/file-type.js';
import {
  createBrandContentRepository,
  type FeedRow,
  type LibraryRow,
  type OverviewTicketRow,
  SOCIAL_RANK,
  type SocialFeedRow,
  TICKET_RANK,
} from '../../views/brand-content.view.js';
import type { CommentsService } from '../comments/comments.service.js';
import type { TicketImagesService } from '../tickets/ticket-images.service.js';
import { encodeKey, keyAfter } from './brand-content.cursor.js';

/** How many upcoming posts and open tasks the overview lists. */
export const OVERVIEW_LIST_SIZE = 10;

export interface BrandContentDeps {
  db: Db;
  dialect: Dialect;
  /** The brand as the projects module answers it (its slate targets and review day). */
  project: (projectId: string) => Promise<Project>;
  /** The stores of the Library's files: their owners' services, which read them. */
  images: Pick<TicketImagesService, 'file'>;
  comments: Pick<CommentsService, 'file'>;
}

/** The brand a read is for, as the route's access check found it. */
export interface BrandRef {
  workspaceId: string;
  projectId: string;
}

/** A Library file's bytes and how to send them. */
export interface LibraryFile {
  name: string;
  contentType: string;
  /** Images and audio show inline; anything else downloads. */
  inline: boolean;
  stream: Readable;
}

/**
 * The address of a Library file: the brand's own file route, open to whoever sees the brand's
 * Library (externals too, who cannot open the tickets the files hang on).
 */
export const libraryFileUrl = (brand: BrandRef, key: string): string =>
  `/api/workspaces/${brand.workspaceId}/projects/${brand.projectId}/library/files/${encodeURIComponent(key)}`;

/** A file key as the Library writes it: `image:<id>` or `file:<id>` (Drive links are no files). */
const FILE_KEY = /^(image|file):([A-Za-z0-9-]{1,64})$/;

/** `day` plus `days`, as a calendar date (UTC arithmetic: no time zone shifts a date). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

const zeroCounts = (): PurposeCounts => ({ growth: 0, trust_building: 0, sales_promotion: 0 });
const isPurpose = (value: string | null): value is PostPurpose =>
  value !== null && (POST_PURPOSES as readonly string[]).includes(value);

function toOverviewTicket(row: OverviewTicketRow): OverviewTicket {
  return {
    uid: row.id,
    id: row.number,
    summary: row.summary,
    ticket_type: row.ticket_type,
    status: row.status,
    due_date: row.due_date,
    post_platform: row.post_platform,
    post_audience: row.post_audience,
  };
}

function toFeedItem(brand: BrandRef, row: FeedRow): FeedItem {
  return {
    source: 'ticket',
    uid: row.id,
    id: row.number,
    summary: row.summary,
    caption: row.caption,
    status: row.status,
    post_platform: row.post_platform,
    post_format: row.post_format,
    post_audience: row.post_audience,
    posted_date: row.posted_date,
    live_link: row.live_link,
    image_url: row.image_id ? libraryFileUrl(brand, `image:${row.image_id}`) : null,
    updated_at: row.updated_at,
    published_at: null,
    metrics: null,
    ticket_uid: null,
  };
}

const metric = (value: number | string | null) => (value === null ? null : Number(value));

/** An imported post (docs/product.md#instagram-and-youtube-import): its title or first caption line as summary. */
function toSocialFeedItem(row: SocialFeedRow): FeedItem {
  const summary = (row.title ?? row.caption ?? '').split('\n')[0]!.trim().slice(0, 300);
  return {
    source: row.provider,
    uid: row.id,
    id: null,
    summary,
    caption: row.caption,
    status: null,
    post_platform: row.provider,
    post_format: null,
    post_audience: null,
    posted_date: row.published_day,
    live_link: row.permalink,
    image_url: row.media_url,
    updated_at: row.updated_at,
    published_at: row.published_at,
    metrics: {
      likes: metric(row.likes),
      comments: metric(row.comments),
      views: metric(row.views),
      reach: metric(row.reach),
      saved: metric(row.saved),
      shares: metric(row.shares),
    },
    ticket_uid: row.ticket_id,
  };
}

/** A Feed row's place in the merged order: day, time, source rank, id (all newest first). */
type Keyed = { key: [string, string, number, string]; item: FeedItem };
function newerFirst(a: Keyed, b: Keyed): number {
  for (let i = 0; i < 3; i++) {
    if (a.key[i]! > b.key[i]!) return -1;
    if (a.key[i]! < b.key[i]!) return 1;
  }
  return 0;
}

function toLibraryItem(brand: BrandRef, row: LibraryRow): LibraryItem {
  return {
    key: row.key,
    kind: row.kind,
    name: row.name,
    // A Drive link is the link itself; a file is served by the brand's file route.
    url: row.kind === 'drive_link' ? row.source : libraryFileUrl(brand, row.key),
    mime_type: row.mime_type,
    size: row.size === null ? null : Number(row.size),
    ticket: { uid: row.ticket_id, id: Number(row.ticket_number), summary: row.ticket_summary },
    created_at: row.created_at,
  };
}

/**
 * The brand's overview (the dashboard's weekly slate), Feed and Library
 * (docs/product.md#brand-profile): read-only views over its tickets.
 */
export function createBrandContentService({ db, dialect, project, images, comments }: BrandContentDeps) {
  const repository = createBrandContentRepository(db, dialect);

  /**
   * The slate of consecutive 7-day weeks starting on these days: the brand's targets, and its
   * post tickets due in each week by purpose, planned and posted (the one rule; the weekly
   * review reads it too, through `slateWeek`).
   */
  async function slateWeeks(brand: Project, starts: [string, ...string[]]): Promise<SlateWeek[]> {
    const targets: PurposeCounts = {
      growth: brand.slate_growth_content,
      trust_building: brand.slate_trust_building_content,
      sales_promotion: brand.slate_sales_promotions_content,
    };
    const weeks: SlateWeek[] = starts.map((start) => ({
      start,
      end: addDays(start, 6),
      targets,
      planned: zeroCounts(),
      posted: zeroCounts(),
      unassigned: 0,
    }));
    const last = starts[starts.length - 1]!;
    const counts = await repository.slateCounts(brand.uid, starts[0], addDays(last, 6));
    for (const row of counts) {
      const index = starts.findLastIndex((start) => start <= row.due_date);
      const week = weeks[Math.max(0, index)]!;
      const count = Number(row.count);
      if (!isPurpose(row.post_audience)) {
        week.unassigned += count;
        continue;
      }
      week.planned[row.post_audience] += count;
      if (Number(row.posted) === 1) week.posted[row.post_audience] += count;
    }
    return weeks;
  }

  return {
    /** The slate of the 7-day week starting `weekStart` (YYYY-MM-DD), for the weekly review. */
    async slateWeek(projectId: string, weekStart: string): Promise<SlateWeek> {
      const [week] = await slateWeeks(await project(projectId), [weekStart]);
      return week!;
    },

    /**
     * The slate of consecutive 7-day weeks starting on these days, oldest first (the Results
     * page's weeks): one read of the brand and one count of its tickets, however many weeks.
     */
    async slateWeeks(projectId: string, weekStarts: readonly string[]): Promise<SlateWeek[]> {
      const [first, ...rest] = weekStarts;
      if (first === undefined) return [];
      return slateWeeks(await project(projectId), [first, ...rest]);
    },

    /**
     * `GET …/overview?week_start=`: the slate of the week starting `weekStart` and of the next.
     * The web sends the Monday of the user's week; any day is taken as the first of a 7-day week.
     */
    async overview(projectId: string, weekStart: string): Promise<BrandOverview> {
      const brand = await project(projectId);
      const [weeks, upcoming, open, openCount] = await Promise.all([
        slateWeeks(brand, [weekStart, addDays(weekStart, 7)]),
        repository.upcomingPosts(projectId, weekStart, OVERVIEW_LIST_SIZE),
        repository.openTasks(projectId, OVERVIEW_LIST_SIZE),
        repository.openTaskCount(projectId),
      ]);
      return {
        review_day: brand.slate_review_day,
        weeks,
        upcoming_posts: upcoming.map(toOverviewTicket),
        open_tasks: open.map(toOverviewTicket),
        open_task_count: openCount,
      };
    },

    /**
     * `GET …/feed`: posted and published post tickets and the posts imported from Instagram and
     * YouTube, newest day first (docs/product.md#instagram-and-youtube-import). Each source is
     * read a page past the cursor along its own index and the two are merged; the cursor is the
     * last item's (day, time, source rank, id), which orders both sources as one.
     */
    async feed(brand: BrandRef, query: { cursor?: string; limit: number }): Promise<FeedPage> {
      const key = keyAfter(query.cursor, 4);
      const rank = key ? Number(key[2]) : undefined;
      if (key && rank !== TICKET_RANK && rank !== SOCIAL_RANK) keyAfter('nonsense', 4);
      const after = key ? { postedDate: key[0]!, createdAt: key[1]!, id: key[3]!, rank: rank! } : undefined;
      const [tickets, social] = await Promise.all([
        repository.feed(brand.projectId, after, query.limit),
        repository.socialFeed(brand.projectId, after, query.limit),
      ]);
      const merged: Keyed[] = [
        ...tickets.map(
          (row): Keyed => ({
            key: [row.posted_date ?? '', row.created_at, TICKET_RANK, row.id],
            item: toFeedItem(brand, row),
          }),
        ),
        ...social.map(
          (row): Keyed => ({
            key: [row.published_day, row.published_at, SOCIAL_RANK, row.id],
            item: toSocialFeedItem(row),
          }),
        ),
      ];
      // Within a source the database's order stands (a stable sort keeps it at full ties).
      merged.sort(newerFirst);
      const page = merged.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((entry) => entry.item),
        next_cursor:
          merged.length > query.limit && last
            ? encodeKey([last.key[0], last.key[1], String(last.key[2]), last.key[3]])
            : null,
      };
    },

    /** `GET …/library`: the brand's files and links, newest first. */
    async library(
      brand: BrandRef,
      query: { cursor?: string; limit: number; kind?: LibraryKind; search?: string },
    ): Promise<LibraryPage> {
      const key = keyAfter(query.cursor, 2);
      const rows = await repository.library(brand.projectId, {
        kind: query.kind,
        search: query.search || undefined,
        after: key ? { createdAt: key[0]!, key: key[1]! } : undefined,
        limit: query.limit,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => toLibraryItem(brand, row)),
        next_cursor: rows.length > query.limit && last ? encodeKey([last.created_at, last.key]) : null,
      };
    },

    /**
     * `GET …/library/files/:key`: a Library file of this brand, read by the service that owns
     * it. The key is looked up within the brand, so another brand's key (or a made-up one) is
     * a 404 like a missing file.
     */
    async libraryFile(brand: BrandRef, key: string): Promise<LibraryFile> {
      const match = FILE_KEY.exec(key);
      if (!match) throw new AppError('not_found');
      const [, kind, id] = match as unknown as [string, 'image' | 'file', string];
      const place = await repository.libraryFile(brand.projectId, { kind, id });
      if (!place) throw new AppError('not_found');
      if (kind === 'image') {
        const { row, stream } = await images.file(place.ticket_id, id);
        return { name: row.name, contentType: row.content_type, inline: true, stream };
      }
      const ref = { ...brand, ticketId: place.ticket_id };
      const { row, stream } = await comments.file(ref, place.comment_id ?? '', id);
      return {
        name: row.name,
        // Text was checked to be UTF-8 when it was stored.
        contentType: row.kind === 'text' ? `${row.content_type}; charset=utf-8` : row.content_type,
        inline: isInlineType({ kind: row.kind, mime: row.content_type }),
        stream,
      };
    },
  };
}

export type BrandContentService = ReturnType<typeof createBrandContentService>;
