import { type Db, ownTables } from '../../db/database.js';
import type { SsoConnectionsTable, SsoDomainsTable, SsoRequestsTable, SsoTables } from './sso.tables.js';

export type ConnectionRow = SsoConnectionsTable;
export type DomainRow = SsoDomainsTable;

/** The sso module's rows (sso.tables.ts); every function takes the caller's transaction, if any. */
export function createSsoRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<SsoTables>(trx);
  return {
    connectionOf: (workspaceId: string, trx?: Db) =>
      own(trx)
        .selectFrom('sso_connections')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    connection: (connectionId: string, trx?: Db) =>
      own(trx).selectFrom('sso_connections').selectAll().where('id', '=', connectionId).executeTakeFirst(),

    async saveConnection(row: ConnectionRow, trx?: Db): Promise<void> {
      const { id: _id, workspace_id: _workspace, created_at: _created, ...changes } = row;
      await own(trx)
        .insertInto('sso_connections')
        .values(row)
        .onConflict((conflict) => conflict.column('workspace_id').doUpdateSet(changes))
        .execute();
    },

    async setRequired(workspaceId: string, on: boolean, at: string, trx?: Db): Promise<void> {
      await own(trx)
        .updateTable('sso_connections')
        .set({ require_sso: on ? 1 : 0, updated_at: at })
        .where('workspace_id', '=', workspaceId)
        .execute();
    },

    async deleteConnection(workspaceId: string, trx?: Db): Promise<boolean> {
      const done = await own(trx)
        .deleteFrom('sso_connections')
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

    domainsOf: (workspaceId: string, trx?: Db) =>
      own(trx)
        .selectFrom('sso_domains')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('domain')
        .execute(),

    domain: (domainId: string, trx?: Db) =>
      own(trx).selectFrom('sso_domains').selectAll().where('id', '=', domainId).executeTakeFirst(),

    /** The workspace that verified this domain, if one has. */
    verifiedDomain: (domain: string, trx?: Db) =>
      own(trx)
        .selectFrom('sso_domains')
        .selectAll()
        .where('domain', '=', domain)
        .where('status', '=', 'verified')
        .executeTakeFirst(),

    /** Any workspace's claim on the domain (verified first), for telling an address why it cannot start. */
    claimsOn: (domain: string, trx?: Db) =>
      own(trx).selectFrom('sso_domains').selectAll().where('domain', '=', domain).execute(),

    async insertDomain(row: DomainRow, trx?: Db): Promise<void> {
      await own(trx).insertInto('sso_domains').values(row).execute();
    },

    async updateDomain(
      domainId: string,
      changes: Partial<
        Pick<DomainRow, 'status' | 'attempts' | 'verified_at' | 'last_checked_at' | 'last_error'>
      >,
      trx?: Db,
    ): Promise<void> {
      await own(trx).updateTable('sso_domains').set(changes).where('id', '=', domainId).execute();
    },

    /**
     * Marks a domain verified unless it already is; true when this call did it. The worker's
     * check and an admin's "Check now" may verify the same domain at once: only one of them
     * records it (and raises `domain_verified`).
     */
    async markDomainVerified(
      domainId: string,
      changes: Pick<DomainRow, 'verified_at' | 'last_checked_at' | 'attempts'>,
      trx?: Db,
    ): Promise<boolean> {
      const result = await own(trx)
        .updateTable('sso_domains')
        .set({ ...changes, status: 'verified', last_error: null })
        .where('id', '=', domainId)
        .where('status', '!=', 'verified')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteDomain(domainId: string, trx?: Db): Promise<void> {
      await own(trx).deleteFrom('sso_domains').where('id', '=', domainId).execute();
    },

    async insertRequest(row: SsoRequestsTable, at: string, trx?: Db): Promise<void> {
      // Sign-ins never finished are cleared as new ones start.
      await own(trx).deleteFrom('sso_requests').where('expires_at', '<', at).execute();
      await own(trx).insertInto('sso_requests').values(row).execute();
    },

    /** The request, once: a second answer to it (or one past its time) finds nothing. */
    async takeRequest(connectionId: string, requestId: string, at: string, trx?: Db) {
      const row = await own(trx)
        .deleteFrom('sso_requests')
        .where('id', '=', requestId)
        .where('connection_id', '=', connectionId)
        .returningAll()
        .executeTakeFirst();
      return row && row.expires_at > at ? row : undefined;
    },

    /** Records an assertion as taken; false when it was taken before (a replay). */
    async markSeen(
      connectionId: string,
      assertionId: string,
      expiresAt: string,
      at: string,
      trx?: Db,
    ): Promise<boolean> {
      await own(trx).deleteFrom('sso_seen_assertions').where('expires_at', '<', at).execute();
      const done = await own(trx)
        .insertInto('sso_seen_assertions')
        .values({ id: assertionId, connection_id: connectionId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.columns(['connection_id', 'id']).doNothing())
        .executeTakeFirst();
      return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
export type SsoRepository = ReturnType<typeof createSsoRepository>;
