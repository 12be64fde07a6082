import type { Selectable } from 'kysely';
import type { TablesDb } from '../../db/database.js';
import { newestFirstAfter, type PageKey } from '../../db/pagination.js';
import { inChunks } from '../../db/portable.js';
import type { CommentAttachmentsTable, CommentsTable, CommentTables } from './comments.tables.js';

/** This module's handle: its own tables only (docs/architecture.md#modules-own-their-tables). */
type CommentsDb = TablesDb<CommentTables>;

export type CommentRow = Selectable<CommentsTable>;
export type AttachmentRow = Selectable<CommentAttachmentsTable>;
export interface MentionRow {
  comment_id: string;
  member_id: string;
}

/** Comments, their mentions and files. Every read takes the transaction it runs in, if any. */
export function createCommentsRepository(db: CommentsDb) {
  return {
    /**
     * A page of a ticket's comments: newest first after the cursor's key, `limit + 1` rows (see
     * toPage); only those anchored to `target` (a recording or an image) when one is named.
     */
    async list(
      ticketId: string,
      page: { after: PageKey | undefined; limit: number; target?: string },
      trx: CommentsDb = db,
    ): Promise<CommentRow[]> {
      let query = trx.selectFrom('comments').selectAll().where('ticket_id', '=', ticketId);
      if (page.target !== undefined) query = query.where('anchor_target', '=', page.target);
      return newestFirstAfter(query, page.after, page.limit).execute();
    },

    /** The shared comments of these tickets (what their client sees), oldest first. */
    async sharedOf(ticketIds: readonly string[]): Promise<CommentRow[]> {
      const rows = await inChunks([...new Set(ticketIds)], (chunk) =>
        db
          .selectFrom('comments')
          .selectAll()
          .where('ticket_id', 'in', chunk)
          .where('visibility', '=', 'shared')
          .execute(),
      );
      return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    },

    /** The comment, only when it is on that ticket. */
    async find(ticketId: string, commentId: string, trx: CommentsDb = db): Promise<CommentRow | null> {
      const row = await trx
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', commentId)
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      return row ?? null;
    },

    async insert(row: CommentRow, trx: CommentsDb): Promise<void> {
      await trx.insertInto('comments').values(row).execute();
    },

    /** The author's change: its text, anchor or visibility. */
    async update(
      commentId: string,
      changes: Partial<Pick<CommentRow, 'body' | 'edited_at' | 'anchor' | 'anchor_target' | 'visibility'>> & {
        updated_at: string;
      },
      trx: CommentsDb,
    ): Promise<void> {
      await trx.updateTable('comments').set(changes).where('id', '=', commentId).execute();
    },

    /**
     * Resolves the thread (by `by`) or opens it again (`resolution` null). Answers whether it
     * changed: resolving a resolved thread keeps who resolved it first.
     */
    async setResolution(
      commentId: string,
      resolution: { at: string; by: string } | null,
      trx: CommentsDb,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('comments')
        .set(
          resolution
            ? { resolved_at: resolution.at, resolved_by: resolution.by }
            : { resolved_at: null, resolved_by: null },
        )
        .where('id', '=', commentId)
        .where('resolved_at', resolution ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the file is an image attached to a comment of the ticket (a pin may point at it). */
    async isImageOfTicket(ticketId: string, fileId: string, trx: CommentsDb = db): Promise<boolean> {
      const row = await trx
        .selectFrom('comment_attachments')
        .select('id')
        .where('id', '=', fileId)
        .where('ticket_id', '=', ticketId)
        .where('kind', '=', 'image')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Removes the comment (its mentions and file rows go with it); the storage keys of its files. */
    async delete(commentId: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const keys = await trx
          .selectFrom('comment_attachments')
          .select('storage_key')
          .where('comment_id', '=', commentId)
          .execute();
        await trx.deleteFrom('comments').where('id', '=', commentId).execute();
        return keys.map((row) => row.storage_key);
      });
    },

    async addAttachments(rows: AttachmentRow[], trx: CommentsDb): Promise<void> {
      if (rows.length === 0) return;
      await trx.insertInto('comment_attachments').values(rows).execute();
    },

    async attachmentsOf(commentIds: string[], trx: CommentsDb = db): Promise<AttachmentRow[]> {
      if (commentIds.length === 0) return [];
      return trx
        .selectFrom('comment_attachments')
        .selectAll()
        .where('comment_id', 'in', commentIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** One file, only when it belongs to that comment of that ticket. */
    async attachment(
      ticketId: string,
      commentId: string,
      fileId: string,
      trx: CommentsDb = db,
    ): Promise<AttachmentRow | null> {
      const row = await trx
        .selectFrom('comment_attachments')
        .selectAll()
        .where('id', '=', fileId)
        .where('comment_id', '=', commentId)
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      return row ?? null;
    },

    async mentionsOf(commentIds: string[], trx: CommentsDb = db): Promise<MentionRow[]> {
      if (commentIds.length === 0) return [];
      return trx
        .selectFrom('comment_mentions')
        .select(['comment_id', 'member_id'])
        .where('comment_id', 'in', commentIds)
        .execute();
    },

    /** Replaces the comment's mentions with these members. */
    async setMentions(commentId: string, memberIds: string[], trx: CommentsDb): Promise<void> {
      await trx.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
      if (memberIds.length === 0) return;
      await trx
        .insertInto('comment_mentions')
        .values(memberIds.map((member_id) => ({ comment_id: commentId, member_id })))
        .execute();
    },

    transaction<T>(fn: (trx: CommentsDb) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
