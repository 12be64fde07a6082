import type { Db } from '../../db/database.js';
import type { ApprovalItemsTable, ApprovalRequestsTable } from './approvals.tables.js';

/** Approval links and their posts (docs/product.md#approval-links). */
export function createApprovalsRepository(db: Db) {
  /** Requests with their sender's name and address (null once the sender left). */
  const requests = () =>
    db
      .selectFrom('approval_requests as r')
      .leftJoin('workspace_members as m', 'm.id', 'r.created_by')
      .leftJoin('user as u', 'u.id', 'm.user_id')
      .selectAll('r')
      .select(['u.name as sender_name', 'u.email as sender_email', 'u.image as sender_image']);

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    /** The brand's tickets among `ids`, with what a post check needs. */
    ticketsOf: (projectId: string, ids: string[]) =>
      db
        .selectFrom('tickets')
        .select(['id', 'ticket_type', 'status'])
        .where('project_id', '=', projectId)
        .where('id', 'in', ids)
        .execute(),

    insert: async (row: ApprovalRequestsTable, items: ApprovalItemsTable[], trx: Db) => {
      await trx.insertInto('approval_requests').values(row).execute();
      await trx.insertInto('approval_items').values(items).execute();
    },

    byId: (projectId: string, id: string) =>
      requests().where('r.id', '=', id).where('r.project_id', '=', projectId).executeTakeFirst(),

    byTokenHash: (hash: string) => requests().where('r.token_hash', '=', hash).executeTakeFirst(),

    /** The brand's latest requests, or those carrying one ticket. */
    list: (projectId: string, ticketId: string | undefined, limit: number) => {
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
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
    },

    /** The posts of these requests, in the order they were sent, with their tickets. */
    items: (requestIds: string[]) =>
      requestIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('approval_items as i')
            .innerJoin('tickets as t', 't.id', 'i.ticket_id')
            .selectAll('i')
            .select([
              't.number',
              't.summary',
              't.caption',
              't.hook',
              't.hook_variation_1',
              't.hook_variation_2',
              't.hook_variation_3',
              't.post_platform',
              't.post_format',
              't.due_date',
              't.live_link',
            ])
            .where('i.request_id', 'in', requestIds)
            .orderBy('i.request_id')
            .orderBy('i.position')
            .execute(),

    images: (ticketIds: string[]) =>
      ticketIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('ticket_reference_images')
            .select(['id', 'ticket_id', 'name'])
            .where('ticket_id', 'in', ticketIds)
            .orderBy('created_at')
            .execute(),

    image: (ticketId: string, imageId: string) =>
      db
        .selectFrom('ticket_reference_images')
        .select(['id'])
        .where('ticket_id', '=', ticketId)
        .where('id', '=', imageId)
        .executeTakeFirst(),

    memberName: async (memberId: string) =>
      (
        await db
          .selectFrom('workspace_members as m')
          .innerJoin('user as u', 'u.id', 'm.user_id')
          .select('u.name')
          .where('m.id', '=', memberId)
          .executeTakeFirst()
      )?.name || null,

    brandName: async (projectId: string) =>
      (await db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirst())?.name ??
      '',

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
