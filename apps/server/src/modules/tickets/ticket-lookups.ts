import type { TicketStatus } from '@expertos/domain/tickets';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { listVersion } from './ticket-list.cache.js';
import type { TicketTables } from './tickets.tables.js';

/** What the AI reads of a post before it drafts or checks it. */
export interface PostFacts {
  projectId: string;
  type: string;
  summary: string;
  description: string;
  /** The caption column; an older ticket kept it in `details.post_details` instead. */
  caption: string | null;
  recordedCaption: string | null;
  platform: string | null;
  format: string | null;
}

/**
 * The tickets module's narrow reads for other modules (docs/architecture.md#modules-own-their-tables):
 * a post's text for the AI, whether a ticket is in a brand, how many reference images it has,
 * a post's labels for its results.
 */
/** A ticket as a line names it. */
export interface TicketBrief {
  projectId: string;
  /** Its day on the calendar (posted, film or due date, by type), if any. */
  day: string | null;
  number: number;
  summary: string;
  type: string;
  status: string;
}

export interface TicketLookups {
  /** The ticket's post fields, or null when there is none (in this brand, when one is named). */
  post(ticketId: string, projectId?: string): Promise<PostFacts | null>;
  /** Whether the ticket exists (in this brand, when one is named). */
  exists(ticketId: string, projectId?: string): Promise<boolean>;
  /** How many reference images the ticket has (the limit counts them all, whatever added them). */
  referenceImages(ticketId: string): Promise<number>;
  /** The `#number` of each of these tickets that still exists. */
  numbers(ticketIds: string[]): Promise<Map<string, number>>;
  /** Each of these tickets that still exists as a line names it: its number, summary, type and status. */
  briefs(ticketIds: string[]): Promise<Map<string, TicketBrief>>;
  /** The ticket's reference images as stored: what a post published from it may carry. */
  referenceImageFiles(ticketId: string): Promise<ReferenceImageFile[]>;
  /** Where a post stands for publishing: its type, status and assignee. */
  postState(ticketId: string, trx?: Db): Promise<PostState | null>;
  /**
   * The labels results are grouped by (docs/product.md#analytics): each of these tickets' pillar,
   * purpose and format as the ticket has them now, for each one that still exists.
   */
  postLabels(ticketIds: readonly string[]): Promise<Map<string, PostLabels>>;
  /**
   * The workspace's list version: raised by the database on every change to a ticket (its
   * labels included; db/migrations/0020-list-versions.ts), '0' before the first. What is built
   * from tickets may be kept while it stays the same.
   */
  listVersion(workspaceId: string): Promise<string>;
}

/** A post's labels; null where it has none. `purpose` is the API's `post_audience`. */
export interface PostLabels {
  pillar: string | null;
  purpose: string | null;
  format: string | null;
}

/** How many ids one `in (…)` takes, well under either database's limit on parameters. */
const IDS_PER_QUERY = 500;

export interface ReferenceImageFile {
  id: string;
  storageKey: string;
  name: string;
  size: number;
  contentType: string;
}

export interface PostState {
  workspaceId: string;
  projectId: string;
  type: string;
  status: TicketStatus;
  /** workspace_members.id, or null. */
  assigneeId: string | null;
  reporterId: string | null;
}

export function createTicketLookups(whole: Db): TicketLookups {
  const db = ownTables<TicketTables>(whole);
  return {
    async post(ticketId, projectId) {
      let query = db
        .selectFrom('tickets')
        .select([
          'project_id',
          'ticket_type',
          'summary',
          'description',
          'caption',
          'details',
          'post_platform',
          'post_format',
        ])
        .where('id', '=', ticketId);
      if (projectId !== undefined) query = query.where('project_id', '=', projectId);
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const recorded = fromDbJson<{ post_details?: { caption?: string | null } | null }>(row.details, {});
      return {
        projectId: row.project_id,
        type: row.ticket_type,
        summary: row.summary,
        description: row.description,
        caption: row.caption,
        recordedCaption: recorded.post_details?.caption ?? null,
        platform: row.post_platform,
        format: row.post_format,
      };
    },
    async exists(ticketId, projectId) {
      let query = db.selectFrom('tickets').select('id').where('id', '=', ticketId);
      if (projectId !== undefined) query = query.where('project_id', '=', projectId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async numbers(ticketIds) {
      const found = new Map<string, number>();
      const ids = [...new Set(ticketIds)];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('tickets')
          .select(['id', 'number'])
          .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const row of rows) found.set(row.id, Number(row.number));
      }
      return found;
    },
    async briefs(ticketIds) {
      const found = new Map<string, TicketBrief>();
      const ids = [...new Set(ticketIds)];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('tickets')
          .select(['id', 'project_id', 'number', 'summary', 'ticket_type', 'status', 'calendar_date'])
          .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const row of rows)
          found.set(row.id, {
            projectId: row.project_id,
            day: row.calendar_date,
            number: Number(row.number),
            summary: row.summary,
            type: row.ticket_type,
            status: row.status,
          });
      }
      return found;
    },
    async postLabels(ticketIds) {
      const found = new Map<string, PostLabels>();
      const ids = [...new Set(ticketIds)];
      for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('tickets')
          .select(['id', 'pillar', 'post_audience', 'post_format'])
          .where('id', 'in', ids.slice(i, i + IDS_PER_QUERY))
          .execute();
        for (const row of rows) {
          found.set(row.id, { pillar: row.pillar, purpose: row.post_audience, format: row.post_format });
        }
      }
      return found;
    },
    listVersion: (workspaceId) => listVersion(whole, workspaceId),
    async referenceImageFiles(ticketId) {
      const rows = await db
        .selectFrom('ticket_reference_images')
        .select(['id', 'storage_key', 'name', 'size', 'content_type'])
        .where('ticket_id', '=', ticketId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        storageKey: row.storage_key,
        name: row.name,
        size: Number(row.size),
        contentType: row.content_type,
      }));
    },
    async postState(ticketId, trx) {
      const row = await (trx ? ownTables<TicketTables>(trx) : db)
        .selectFrom('tickets')
        .select(['workspace_id', 'project_id', 'ticket_type', 'status', 'assignee_id', 'reporter_id'])
        .where('id', '=', ticketId)
        .executeTakeFirst();
      return row
        ? {
            workspaceId: row.workspace_id,
            projectId: row.project_id,
            type: row.ticket_type,
            status: row.status,
            assigneeId: row.assignee_id,
            reporterId: row.reporter_id,
          }
        : null;
    },
    async referenceImages(ticketId) {
      const { count } = await db
        .selectFrom('ticket_reference_images')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('ticket_id', '=', ticketId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
