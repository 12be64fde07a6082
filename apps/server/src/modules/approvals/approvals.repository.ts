import type { Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { TicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { PeopleService } from '../workspaces/people.service.js';
import type { ApprovalItemsTable, ApprovalRequestsTable, ApprovalTables } from './approvals.tables.js';

/** What approval links read of other modules: their posts, the brand's name, the sender. */
export interface ApprovalsUses {
  posts: Pick<TicketReviewFacts, 'kinds' | 'forApproval' | 'referenceImagesOf'>;
  brands: Pick<BrandFacts, 'one'>;
  people: Pick<PeopleService, 'refs'>;
}

/** Approval links and their posts (docs/product.md#approval-links). */
export function createApprovalsRepository(whole: Db, { posts, brands, people }: ApprovalsUses) {
  // Its own tables only; transactions come in whole, as the link's e-mail shares them.
  const db = ownTables<ApprovalTables>(whole);

  /** Requests with their sender's name and address (null once the sender left), named in one read. */
  async function withSenders(rows: Selectable<ApprovalRequestsTable>[]) {
    const senders = await people.refs(rows.map((row) => row.created_by));
    return rows.map((row) => {
      const sender = row.created_by ? senders.get(row.created_by) : undefined;
      return {
        ...row,
        sender_name: sender?.name ?? null,
        sender_email: sender?.email ?? null,
        sender_image: sender?.image ?? null,
      };
    });
  }
  const requests = () => db.selectFrom('approval_requests as r').selectAll('r');
  const one = async (row: Selectable<ApprovalRequestsTable> | undefined) =>
    row ? (await withSenders([row]))[0] : undefined;

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => whole.transaction().execute(work),

    /** The brand's tickets among `ids`, with what a post check needs. */
    ticketsOf: async (projectId: string, ids: string[]) =>
      (await posts.kinds(ids))
        .filter((ticket) => ticket.projectId === projectId)
        .map((ticket) => ({ id: ticket.id, ticket_type: ticket.type, status: ticket.status })),

    insert: async (row: ApprovalRequestsTable, items: ApprovalItemsTable[], trx: Db) => {
      const own = ownTables<ApprovalTables>(trx);
      await own.insertInto('approval_requests').values(row).execute();
      await own.insertInto('approval_items').values(items).execute();
    },

    byId: async (projectId: string, id: string) =>
      one(await requests().where('r.id', '=', id).where('r.project_id', '=', projectId).executeTakeFirst()),

    byTokenHash: async (hash: string) =>
      one(await requests().where('r.token_hash', '=', hash).executeTakeFirst()),

    /** The brand's latest requests, or those carrying one ticket. */
    list: async (projectId: string, ticketId: string | undefined, limit: number) => {
      let query = requests().where('r.project_id', '=', projectId);
      if (ticketId) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('approval_items as i')
              .select('i.request_id')
              .whereRef('i.request_id', '=', 'r.id')
              .where('i.ticket_id', '=', ticketId),
          ),
        );
      }
      return withSenders(
        await query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute(),
      );
    },

    /** The posts of these requests, in the order they were sent, with their tickets (those that still exist). */
    async items(requestIds: string[]) {
      if (requestIds.length === 0) return [];
      const items = await db
        .selectFrom('approval_items as i')
        .selectAll('i')
        .where('i.request_id', 'in', requestIds)
        .orderBy('i.request_id')
        .orderBy('i.position')
        .execute();
      const tickets = await posts.forApproval(items.map((item) => item.ticket_id));
      return items.flatMap((item) => {
        const ticket = tickets.get(item.ticket_id);
        if (!ticket) return [];
        const [hook, hook_variation_1, hook_variation_2, hook_variation_3] = ticket.hooks;
        return [
          {
            ...item,
            number: ticket.number,
            summary: ticket.summary,
            caption: ticket.caption,
            hook,
            hook_variation_1,
            hook_variation_2,
            hook_variation_3,
            post_platform: ticket.platform,
            post_format: ticket.format,
            due_date: ticket.dueDate,
            live_link: ticket.liveLink,
          },
        ];
      });
    },

    /** The reference images of these tickets, oldest first. */
    images: async (ticketIds: string[]) =>
      (await posts.referenceImagesOf(ticketIds)).map((image) => ({
        id: image.id,
        ticket_id: image.ticketId,
        name: image.name,
      })),

    /** The member's account name, or null (none, or a member who left). */
    memberName: async (memberId: string) => (await people.refs([memberId])).get(memberId)?.name || null,

    brandName: async (projectId: string) => (await brands.one(projectId))?.name ?? '',

    decide: (
      requestId: string,
      ticketId: string,
      fields: Pick<ApprovalItemsTable, 'decision' | 'comment' | 'decided_at'>,
    ) =>
      db
        .updateTable('approval_items')
        .set(fields)
        .where('request_id', '=', requestId)
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst(),

    revoke: (id: string, at: string) =>
      db
        .updateTable('approval_requests')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute(),
  };
}

export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
export type RequestRow = NonNullable<Awaited<ReturnType<ApprovalsRepository['byTokenHash']>>>;
export type ItemRow = Awaited<ReturnType<ApprovalsRepository['items']>>[number];
