import { type Db, ownTables } from '../../db/database.js';
import type { CommentTables } from './comments.tables.js';

/**
 * The comments module's narrow read of its files for other modules
 * (docs/architecture.md#modules-own-their-tables): where a ticket's comment attachments are
 * stored, so that deleting the ticket can remove them from storage (its rows go by cascade).
 */
export function createCommentFiles(whole: Db) {
  return {
    /** The storage keys of every file attached to a comment on the ticket. */
    async storageKeysOfTicket(ticketId: string, trx: Db = whole): Promise<string[]> {
      const rows = await ownTables<CommentTables>(trx)
        .selectFrom('comment_attachments')
        .select('storage_key')
        .where('ticket_id', '=', ticketId)
        .execute();
      return rows.map((row) => row.storage_key);
    },
  };
}
export type CommentFiles = ReturnType<typeof createCommentFiles>;
