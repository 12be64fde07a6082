import type { Insertable, Selectable } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { ApprovalPortalLinksTable, ApprovalTables } from './approvals.tables.js';

export type PortalLinkRow = Selectable<ApprovalPortalLinksTable>;

/** Client contacts' portal links, by their token's hash (migration 0057). */
export function createPortalLinksRepository(whole: Db) {
  const db = (trx?: Db) => ownTables<ApprovalTables>(trx ?? whole);
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => whole.transaction().execute(work),

    byTokenHash: (hash: string) =>
      db().selectFrom('approval_portal_links').selectAll().where('token_hash', '=', hash).executeTakeFirst(),

    /** Each contact's newest link of the brand (revoked or not): what the admins' list shows. */
    async newestOf(projectId: string): Promise<Map<string, PortalLinkRow>> {
      const rows = await db()
        .selectFrom('approval_portal_links')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return new Map(rows.map((row) => [row.contact_id, row]));
    },

    insert: (row: Insertable<ApprovalPortalLinksTable>, trx?: Db) =>
      db(trx).insertInto('approval_portal_links').values(row).execute(),

    /** Stops the contact's links that still work. */
    revokeOpen: (contactId: string, at: string, trx?: Db) =>
      db(trx)
        .updateTable('approval_portal_links')
        .set({ revoked_at: at })
        .where('contact_id', '=', contactId)
        .where('revoked_at', 'is', null)
        .execute(),

    /** Marks the link opened (its 90 idle days start again). */
    touch: (id: string, at: string) =>
      db().updateTable('approval_portal_links').set({ last_used_at: at }).where('id', '=', id).execute(),
  };
}
export type PortalLinksRepository = ReturnType<typeof createPortalLinksRepository>;
