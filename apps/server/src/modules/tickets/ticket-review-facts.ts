import type {
  PostFormat,
  PostPlatform,
  PostPurpose,
  TicketStatus,
  TicketType,
} from '@expertos/domain/tickets';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson, inChunks } from '../../db/portable.js';
import type { TicketTables } from './tickets.tables.js';

/** What the brand check reads of a post. */
export interface PostToCheck {
  id: string;
  projectId: string;
  /** The caption the ticket shows: its own, else the one an integration or import recorded. */
  caption: string;
  platform: PostPlatform | null;
  purpose: PostPurpose | null;
  dueDate: string | null;
}

/** A ticket as a brand voice's sample or an approval link's choice names it. */
export interface TicketKind {
  id: string;
  projectId: string;
  type: TicketType;
  status: TicketStatus;
  summary: string;
  caption: string | null;
  /** Who made it and who it is assigned to (members): an approval workflow may not count them. */
  reporterId: string | null;
  assigneeId: string | null;
}

/** A post as an approval link shows it to the person outside. */
export interface PostForApproval {
  id: string;
  number: number;
  summary: string;
  caption: string | null;
  hooks: [string | null, string | null, string | null, string | null];
  platform: PostPlatform | null;
  format: PostFormat | null;
  dueDate: string | null;
  liveLink: string | null;
}

/** A reference image of a ticket: its id and file name. */
export interface ReferenceImage {
  id: string;
  ticketId: string;
  name: string;
}

/**
 * The tickets module's narrow reads of posts for the modules that review them
 * (docs/architecture.md#modules-own-their-tables): the brand check (a post and the purposes
 * planned in its week), a brand voice's sample posts, and an approval link's posts and their
 * reference images. Reads that run in a caller's transaction take it.
 */
export function createTicketReviewFacts(whole: Db) {
  const own = (trx: Db = whole) => ownTables<TicketTables>(trx);
  return {
    /** The post the brand check reads, or null when there is no such ticket. */
    async postToCheck(ticketId: string): Promise<PostToCheck | null> {
      const row = await own()
        .selectFrom('tickets')
        .select(['id', 'project_id', 'caption', 'details', 'post_platform', 'post_audience', 'due_date'])
        .where('id', '=', ticketId)
        .executeTakeFirst();
      if (!row) return null;
      const recorded = fromDbJson<{ post_details?: { caption?: string | null } | null }>(row.details, {});
      return {
        id: row.id,
        projectId: row.project_id,
        caption: row.caption ?? recorded.post_details?.caption ?? '',
        platform: row.post_platform,
        purpose: row.post_audience,
        dueDate: row.due_date,
      };
    },

    /**
     * How many of the brand's posts (not given up on, other than `exceptId`) are due from `from`
     * to `to`, per purpose they name.
     */
    async plannedPurposes(
      projectId: string,
      { from, to, exceptId }: { from: string; to: string; exceptId: string },
    ): Promise<Map<PostPurpose, number>> {
      const rows = await own()
        .selectFrom('tickets')
        .select(['post_audience', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('project_id', '=', projectId)
        .where('ticket_type', '=', 'post')
        .where('id', '!=', exceptId)
        .where('status', '!=', 'will_not_do')
        .where('due_date', '>=', from)
        .where('due_date', '<=', to)
        .where('post_audience', 'is not', null)
        .groupBy('post_audience')
        .execute();
      const planned = new Map<PostPurpose, number>();
      for (const row of rows) if (row.post_audience) planned.set(row.post_audience, Number(row.n));
      return planned;
    },

    /** These tickets, of any brand (the caller checks the brand and type). */
    async kinds(ticketIds: readonly string[], trx?: Db): Promise<TicketKind[]> {
      const rows = await inChunks([...new Set(ticketIds)], (chunk) =>
        own(trx)
          .selectFrom('tickets')
          .select([
            'id',
            'project_id',
            'ticket_type',
            'status',
            'summary',
            'caption',
            'reporter_id',
            'assignee_id',
          ])
          .where('id', 'in', chunk)
          .execute(),
      );
      return rows.map((row) => ({
        id: row.id,
        projectId: row.project_id,
        type: row.ticket_type,
        status: row.status,
        summary: row.summary,
        caption: row.caption,
        reporterId: row.reporter_id,
        assigneeId: row.assignee_id,
      }));
    },

    /** Each of these posts that still exists, by id, as an approval link shows it. */
    async forApproval(ticketIds: readonly string[], trx?: Db): Promise<Map<string, PostForApproval>> {
      const rows = await inChunks([...new Set(ticketIds)], (chunk) =>
        own(trx)
          .selectFrom('tickets')
          .select([
            'id',
            'number',
            'summary',
            'caption',
            'hook',
            'hook_variation_1',
            'hook_variation_2',
            'hook_variation_3',
            'post_platform',
            'post_format',
            'due_date',
            'live_link',
          ])
          .where('id', 'in', chunk)
          .execute(),
      );
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            number: Number(row.number),
            summary: row.summary,
            caption: row.caption,
            hooks: [row.hook, row.hook_variation_1, row.hook_variation_2, row.hook_variation_3],
            platform: row.post_platform,
            format: row.post_format,
            dueDate: row.due_date,
            liveLink: row.live_link,
          },
        ]),
      );
    },

    /** The reference images of these tickets, oldest first. */
    async referenceImagesOf(ticketIds: readonly string[], trx?: Db): Promise<ReferenceImage[]> {
      const ids = [...new Set(ticketIds)];
      if (ids.length === 0) return [];
      // One statement, so the order is the images' across every ticket, as the page shows them.
      const rows = await own(trx)
        .selectFrom('ticket_reference_images')
        .select(['id', 'ticket_id', 'name'])
        .where('ticket_id', 'in', ids)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ id: row.id, ticketId: row.ticket_id, name: row.name }));
    },
  };
}
export type TicketReviewFacts = ReturnType<typeof createTicketReviewFacts>;
