import { type Db, ownTables } from '../../db/database.js';
import type {
  OAuthClientsTable,
  OAuthCodesTable,
  OAuthGrantsTable,
  OAuthTables,
  OAuthTokensTable,
} from './oauth.tables.js';

/** The OAuth tables (migration 0063): clients, codes, grants and tokens. */
export function createOAuthRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<OAuthTables>(trx);
  return {
    transaction: <T>(fn: (trx: Db) => Promise<T>): Promise<T> => whole.transaction().execute(fn),

    async insertClient(row: OAuthClientsTable): Promise<void> {
      await own().insertInto('oauth_clients').values(row).execute();
    },
    client: (id: string) =>
      own().selectFrom('oauth_clients').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Clients registered before `before` that no one ever connected: registration is open to anyone. */
    async forgetUnusedClients(before: string): Promise<void> {
      await own()
        .deleteFrom('oauth_clients')
        .where('created_at', '<', before)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('oauth_grants')
                .select('id')
                .whereRef('oauth_grants.client_id', '=', 'oauth_clients.id'),
            ),
          ),
        )
        .execute();
    },

    async insertCode(row: OAuthCodesTable): Promise<void> {
      await own().insertInto('oauth_codes').values(row).execute();
    },
    code: (hash: string, trx?: Db) =>
      own(trx).selectFrom('oauth_codes').selectAll().where('code_hash', '=', hash).executeTakeFirst(),
    /** Marks the code used: false when it already was (a second exchange). */
    async useCode(hash: string, at: string, trx: Db): Promise<boolean> {
      const result = await own(trx)
        .updateTable('oauth_codes')
        .set({ used_at: at })
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async forgetOldCodes(before: string): Promise<void> {
      await own().deleteFrom('oauth_codes').where('expires_at', '<', before).execute();
    },

    async insertGrant(row: OAuthGrantsTable, trx: Db): Promise<void> {
      await own(trx).insertInto('oauth_grants').values(row).execute();
    },
    grant: (id: string, trx?: Db) =>
      own(trx).selectFrom('oauth_grants').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The person's grants in force, newest first, with their clients' names. */
    grantsOf: (userId: string) =>
      own()
        .selectFrom('oauth_grants as g')
        .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
        .select(['g.id', 'g.scopes', 'g.brands', 'g.created_at', 'g.last_used_at', 'c.name as client_name'])
        .where('g.user_id', '=', userId)
        .where('g.revoked_at', 'is', null)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id')
        .execute(),
    async revokeGrant(id: string, at: string, userId?: string, trx?: Db): Promise<boolean> {
      let query = own(trx)
        .updateTable('oauth_grants')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async grantUsed(id: string, at: string): Promise<void> {
      await own().updateTable('oauth_grants').set({ last_used_at: at }).where('id', '=', id).execute();
    },

    async insertTokens(rows: OAuthTokensTable[], trx: Db): Promise<void> {
      await own(trx).insertInto('oauth_tokens').values(rows).execute();
    },
    token: (hash: string, trx?: Db) =>
      own(trx).selectFrom('oauth_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst(),
    /** Marks a refresh token used: false when it already was (a replay). */
    async useToken(hash: string, at: string, trx: Db): Promise<boolean> {
      const result = await own(trx)
        .updateTable('oauth_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** A grant's tokens past their expiry: a used refresh token is kept until then, to catch a replay. */
    async forgetExpiredTokens(grantId: string, at: string, trx: Db): Promise<void> {
      await own(trx)
        .deleteFrom('oauth_tokens')
        .where('grant_id', '=', grantId)
        .where('expires_at', '<', at)
        .execute();
    },
  };
}
export type OAuthRepository = ReturnType<typeof createOAuthRepository>;
